// The computer players' door (platform.md): the levels, weakest first, and a whole turn for the
// player to move. Deterministic given the seed (expert: given the seed and a machine that finishes
// its node budget within its time budget, see search.ts); throws SearchAborted when the signal aborts.
import { status, type Action, type Game } from '../rules/index';
import { toAction } from './actions';
import { chooseTurnState } from './search';
import { fromGame } from './state';
import { LEVELS, type Level } from './levels';

export { LEVELS };
export { SearchAborted } from './search';

export function chooseTurn(game: Game, options: { level: string; seed: number; signal?: AbortSignal }): Action[] {
  if (status(game).winner !== null) throw new Error('the game is over: there is no turn to play');
  if (!(LEVELS as readonly string[]).includes(options.level))
    throw new RangeError(`There is no computer level "${String(options.level).slice(0, 20)}"`);
  const s = fromGame(game);
  return chooseTurnState(s, { ...options, level: options.level as Level }).map((a) => toAction(s, a));
}
