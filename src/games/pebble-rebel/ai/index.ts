// The computer players' door (platform.md): the current player's whole turn, chosen from what a
// player sees of the game (the board, the bag's counts, the hand), never from the draw's seed.
import { COLOURS, status, type Action, type Game } from '../rules/index';
import { LEVELS, type Level } from './levels';
import { chooseOnView } from './search';
import { SQUARES, viewOf } from './state';

export { LEVELS, type Level } from './levels';
export { SearchAborted } from './search';

/**
 * Pebble's move, or every placement of Rebel's hand in order. Deterministic given `seed`; throws
 * SearchAborted when `signal` aborts.
 */
export function chooseTurn(game: Game, options: { level: string; seed: number; signal?: AbortSignal }): Action[] {
  if (status(game).winner !== null) throw new Error('The game is over: there is no turn to play');
  if (!isLevel(options.level)) throw new RangeError(`There is no level "${options.level}"`);
  const choice = chooseOnView(viewOf(game), { ...options, level: options.level });
  if (choice.kind === 'move') return [{ kind: 'move', from: choice.moves[0]!, to: choice.moves[1]! }];
  return choice.moves.map((p) => ({ kind: 'place', colour: COLOURS[Math.floor(p / SQUARES)]!, at: p % SQUARES }));
}

const isLevel = (level: string): level is Level => (LEVELS as readonly string[]).includes(level);
