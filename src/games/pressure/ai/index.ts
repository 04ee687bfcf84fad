// The computer players' door (platform.md): the current player's whole turn — one move in Pressure.
import { status, type Action, type Game } from '../rules/index';
import { chooseMove, isLevel } from './search';
import { fromGame, toAction } from './state';

export { LEVELS, BASELINE_LEVEL, SearchAborted, type Level } from './search';

/**
 * The level's move for the player to move, as a one-action turn (R10). Deterministic given
 * `seed` (the strongest level may differ only if its time cap cuts a search short); throws
 * SearchAborted when `signal` aborts. Reads nothing but the public position.
 */
export function chooseTurn(game: Game, options: { level: string; seed: number; signal?: AbortSignal }): Action[] {
  const { level, seed, signal } = options;
  if (!isLevel(level)) throw new RangeError(`there is no computer level called "${String(level).slice(0, 20)}"`);
  if (status(game).winner !== null) throw new Error('the game is over: there is no turn to play');
  return [toAction(chooseMove(fromGame(game), level, seed, signal))];
}
