// What the player is expected to do next, in one or two plain sentences. Pure: it reads the game,
// the selection and whether a computer holds the board.
import { actionName, namesOneSquare, squareName, status, targets, type Game } from '../rules/index';
import { outcome } from './outcome';
import { colourTitle } from './seats';
import { countsOf, type Selection } from './selection';
import { cap } from '../../../ui/dom';

export interface PromptContext {
  /** Set while a computer plays: the status shows this text. */
  held: string | null;
  /** The kind of the last action in the log (tells a resignation from a scored finish). */
  lastKind: string | null;
  /** Whether the player uses touch (tap) or a mouse (click). */
  touch?: boolean;
  /** Whether the player uses the keyboard on the board (press Enter on a square). */
  keys?: boolean;
}

export function prompt(game: Game, sel: Selection, ctx: PromptContext): string {
  if (ctx.held !== null) return ctx.held;
  const s = status(game);
  const who = colourTitle(s.current);
  const click = ctx.keys ? 'press Enter on' : ctx.touch ? 'tap' : 'click';
  const over = outcome(game, ctx.lastKind);
  if (over) return `${over.winner === 'draw' ? 'The game is drawn' : `${over.title} the game`}. ${over.how}`;
  if (s.stage === 'chain') {
    return `Boulder Chain: move the boulder on ${squareName(s.chainAt!)} onto your pebbles, or Exit Boulder Chain.`;
  }
  if (s.stage === 'commit') return `${who}'s final action is done: Commit to pass the turn, or Undo.`;
  if (!sel.mode) {
    // A newcomer who knows only Vacuum Move is told when none is left, and what ends the turn then.
    if (targets(game, 'vacuumMove').length === 0)
      return `${who} to play, Stage ${s.stage}: choose an action or drag one of your pieces. No empty 3 × 3 area is left for a Vacuum Move: end the turn with a Perimeter Move.`;
    return `${who} to play, Stage ${s.stage}: choose an action, drag one of your pieces, or ${click} a free square for Vacuum Move.`;
  }
  const name = actionName(sel.mode);
  if (namesOneSquare(sel.mode)) return `${name}: ${click} one of the marked squares.`;
  if (sel.source === null) return `${name}: choose a source (marked squares).`;
  const count = sel.count !== null ? ` with ${sel.count}` : '';
  const cycle =
    countsOf(game, sel).length > 1 ? ` ${cap(click)} ${squareName(sel.source)} again to change the count.` : '';
  return `${name} from ${squareName(sel.source)}${count}: choose a target.${cycle}`;
}
