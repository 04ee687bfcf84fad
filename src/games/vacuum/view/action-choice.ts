// Which of Vacuum's actions is chosen on the game-neutral page, without the DOM (action-bar.ts
// shows it): an action chosen narrows the board to its moves; Supply Chain and Pebble War stay
// chosen after a step while another is possible (the manual's modes), the others are put down by
// the move; pressed again, or a new turn, puts any down.
import { ACTION_FIELDS, actionName, legalActions, status, type Action, type Game } from '../rules/index';
import { BUTTONS, isSticky, type Mode } from './catalogue';
import { colourTitle } from './seats';

const STAGE_WORDS = { commit: 'the final action is done', chain: 'a Boulder Chain is under way' } as const;

/** How the player points at the board: the prompt's verb follows. */
export type Hand = 'mouse' | 'touch' | 'keys';
const VERB: Record<Hand, string> = { mouse: 'click', touch: 'tap', keys: 'press Enter on' };

/** How a press of an action's button is answered: the action now chosen, or why it cannot be. */
export type Pressed = { chosen: Mode | null } | { why: string };

export class ActionChoice {
  chosen: Mode | null = null;

  /** An action's button pressed: chosen, put down when it was chosen, or refused with why. */
  press(game: Game, mode: Mode): Pressed {
    if (this.chosen === mode) return { chosen: (this.chosen = null) };
    const why = whyOff(game, mode);
    return why === null ? { chosen: (this.chosen = mode) } : { why };
  }

  /**
   * The board shows `game` after `before`. Only a sticky action's step keeps it chosen: a step on in
   * the same turn (the turn's snapshots grew; an undo takes one away), while another is possible.
   */
  shown(before: Game | null, game: Game): void {
    if (this.chosen === null) return;
    const stepped =
      before !== null && status(game).turn === status(before).turn && game.history.length > before.history.length;
    if (!stepped || !isSticky(this.chosen) || !legalActions(game).some((a) => a.kind === this.chosen))
      this.chosen = null;
  }

  /**
   * Whether the chosen action carries on after `action` (a sticky mode's step in the same turn):
   * the board then chooses the piece on the square it reached, where it can step again.
   */
  carriesOn(before: Game, action: Action, after: Game): boolean {
    const mode = this.chosen;
    return (
      mode !== null &&
      isSticky(mode) &&
      action.kind === mode &&
      'to' in action &&
      status(after).turn === status(before).turn
    );
  }

  /** The moves the board offers: the chosen action's, or every one. */
  offers(action: Action): boolean {
    return this.chosen === null || action.kind === this.chosen;
  }

  /** What the player to move is asked: an action or a piece, or with an action chosen, its squares. */
  ask(game: Game, hand: Hand = 'mouse'): string {
    const s = status(game);
    if (s.winner !== null) return 'The game is over.';
    const who = colourTitle(s.current);
    if (s.stage === 'commit') return `${who}: Commit ends your turn (C).`;
    if (this.chosen === null) {
      const stage = s.stage === 'chain' ? '1 (Boulder Chain)' : s.stage;
      return `${who} to play, Stage ${stage}: choose an action, drag one of your pieces, or ${VERB[hand]} a free square for Vacuum Move.`;
    }
    const name = actionName(this.chosen);
    const what = (ACTION_FIELDS[this.chosen] as readonly string[]).includes('from')
      ? `${VERB[hand]} a lit piece, then where it goes`
      : `${VERB[hand]} a marked square`;
    const again = isSticky(this.chosen) ? ` It stays chosen: press ${name} again to put it down.` : '';
    return `${who}: ${name} — ${what}.${again}`;
  }

  /** Each action's button as it shows now: its name, chosen or not, and off when it has no legal use. */
  looks(
    game: Game,
    modes: readonly Mode[],
  ): { mode: Mode; html: string; pressed: boolean; off: boolean; why: string }[] {
    const legal = new Set(legalActions(game).map((a) => a.kind));
    return modes.map((mode) => ({
      mode,
      html: BUTTONS[mode].name,
      pressed: this.chosen === mode,
      off: !legal.has(mode),
      why: legal.has(mode) ? '' : unlitWhy(game, mode),
    }));
  }
}

/** Why an action cannot be chosen now, in the words of Vacuum's own page, or null. */
function whyOff(game: Game, mode: Mode): string | null {
  return legalActions(game).some((a) => a.kind === mode) ? null : unlitWhy(game, mode);
}

/** Why an action with no legal use now has none. */
function unlitWhy(game: Game, mode: Mode): string {
  const { stage, winner } = status(game);
  if (winner !== null) return 'The game is over.';
  const when = stage === 'commit' || stage === 'chain' ? STAGE_WORDS[stage] : `Stage ${stage}`;
  return `${actionName(mode)} has no legal use now (${when}).`;
}
