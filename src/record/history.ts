// A move log read back into a game: each line's action text, replayed from the game's first
// position through the rules. Save files and game records both come back this way, so a log can
// only hold a game the rules allow, played by whom and in which turn it says.
import { COLOUR_NAMES, formatPosition, newGame, readAction, status, type Game, type Player } from '../rules/index';
import { excerpt } from '../util/excerpt';
import { Replay, ReplayError, type GameHistory, type Played } from './replay';

/** A line of a move log: the turn (from 1), who played, and the action text. */
export interface LoggedAction {
  turn: number;
  player: Player;
  text: string;
}

/**
 * The game a log replays into. Throws ReplayError naming the first line that is not action
 * text, cannot be played (with the rules' reason), or was played by someone else or in another
 * turn than its line says.
 */
export function replayLog(start: Game, lines: readonly LoggedAction[]): { history: GameHistory; replay: Replay } {
  const actions: Played[] = lines.map((l, i) => {
    const action = readAction(l.text);
    if (action === null) throw new ReplayError(`Action ${i + 1} ("${excerpt(l.text)}") is not action text.`);
    return { turn: l.turn, player: l.player, action };
  });
  const history = { start, actions };
  const replay = Replay.of(history);
  actions.forEach((p, i) => {
    const s = status(replay.game(i));
    const turn = s.turn + 1;
    const player = p.action.kind === 'resign' ? p.action.player : s.current;
    if (p.turn !== turn || p.player !== player) {
      throw new ReplayError(
        `Action ${i + 1} is written as ${COLOUR_NAMES[p.player]}'s in turn ${p.turn}, but it was played by ${COLOUR_NAMES[player]} in turn ${turn}.`,
      );
    }
  });
  return { history, replay };
}

/** Is this the first position of a new game (of its players and turn limit)? Records and links then leave it out. */
export const isNewGame = (g: Game): boolean =>
  formatPosition(g) === formatPosition(newGame({ players: status(g).players, turnLimit: g.turnLimit ?? undefined }));
