// The computer players' door: whole turns (or one action) for a public Game.
import { status, type Action, type Game } from '../rules/index';
import { toAction } from './actions';
import { chooseTurnState, type ChooseOptions } from './search';
import { fromGame } from './state';

export { LEVELS, SearchAborted, type ChooseOptions, type Level } from './search';

/**
 * The computer player's whole turn for the current player: every action from the current stage
 * to Commit, in order. Deterministic given `seed`; throws SearchAborted when `signal` aborts.
 */
export function chooseTurn(game: Game, options: ChooseOptions): Action[] {
  if (status(game).winner !== null) throw new Error('the game is over: there is no turn to play');
  return chooseTurnState(fromGame(game), options).actions.map(toAction);
}
