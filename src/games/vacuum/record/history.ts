// A move log read back into a game: each line's action text, replayed from the game's first
// position through the rules (the replay view then steps through it with Replay). Save files and
// game records both come back this way, so a log can only hold a game the rules allow, played by
// whom and in which turn it says.
import {
  COLOUR_NAMES,
  formatPosition,
  newGame,
  readAction,
  status,
  turnLimit,
  whyIllegal,
  type Game,
  type Player,
} from '../rules/index';
import { ChoiceWalk } from '../choices';
import { excerpt } from '../../../util/excerpt';
import { ReplayError, type GameHistory, type Played } from './replay';

/** A line of a move log: the turn (from 1), who played, and the action text. */
export interface LoggedAction {
  turn: number;
  player: Player;
  text: string;
}

/**
 * The game a log replays into, and its history. Throws ReplayError naming the first line that is
 * not action text, was played by someone else or in another turn than its line says, or cannot
 * be played (with the rules' reason). Each line is checked before it is played, so a forged log
 * costs no more than the game up to its first wrong line.
 */
export function replayLog(start: Game, lines: readonly LoggedAction[]): { history: GameHistory; game: Game } {
  // First the numbering, which costs nothing to check: each line is in the turn of the line
  // before (a resignation does not end the count) or the next one.
  lines.forEach((l, i) => {
    const before = i === 0 ? start.turn : lines[i - 1]!.turn;
    if (i === 0 ? l.turn !== before + 1 : l.turn !== before && l.turn !== before + 1) {
      throw new ReplayError(
        `Action ${i + 1} (${excerpt(l.text)}) is written in turn ${l.turn}, but ${i === 0 ? `the game begins with turn ${start.turn + 1}` : `the action before it is in turn ${before}`}.`,
      );
    }
  });
  const actions: Played[] = [];
  // Each action is found among its position's choices (the fast engine's, held to the rules);
  // only one that is not among them goes to the rules core, for its reason.
  const walk = new ChoiceWalk(start);
  lines.forEach((l, i) => {
    const action = readAction(l.text);
    if (action === null) throw new ReplayError(`Action ${i + 1} ("${excerpt(l.text)}") is not action text.`);
    const player = action.kind === 'resign' ? action.player : walk.current;
    if (l.turn !== walk.turn || l.player !== player) {
      throw new ReplayError(
        `Action ${i + 1} (${l.text}) is written as ${COLOUR_NAMES[l.player]}'s in turn ${l.turn}, but it would be ${COLOUR_NAMES[player]}'s in turn ${walk.turn}.`,
      );
    }
    const choice = walk.choiceFor(action);
    if (!choice) {
      const why = whyIllegal(walk.game(), action) ?? 'the game is over';
      throw new ReplayError(`Action ${i + 1} (turn ${l.turn}, ${l.text}) cannot be played: ${why}`);
    }
    walk.play(choice);
    actions.push({ turn: l.turn, player: l.player, action });
  });
  return { history: { start, actions }, game: walk.game() };
}

/** Is this the first position of a new game (of its players and turn limit)? Records and links then leave it out. */
export const isNewGame = (g: Game): boolean =>
  formatPosition(g) === formatPosition(newGame({ players: status(g).players, turnLimit: turnLimit(g) ?? undefined }));
