// The computer players' door (platform.md): the levels and one whole turn for a public Game.
import { isLegal, legalActions, status, type Action, type Game, type Move } from '../rules/index';
import { thinkingTime } from './clock';
import { toMove } from './moves';
import { chooseMove, LEVEL_TABLE, SearchAborted, valueToMove, type Level } from './search';
import { fromGame } from './state';

export { SearchAborted } from './search';

/** Weakest first. */
export const LEVELS: readonly string[] = Object.keys(LEVEL_TABLE) as Level[];

const isLevel = (level: string): level is Level => Object.hasOwn(LEVEL_TABLE, level);

/**
 * The current player's whole turn: one action (a Glyph Grid turn is one move). Deterministic given
 * `seed` (Expert: see LEVEL_TABLE); throws SearchAborted when `signal` aborts. On a clock, the time
 * spent follows thinkingTime, so the computer keeps its reserve.
 */
export function chooseTurn(game: Game, options: { level: string; seed: number; signal?: AbortSignal }): Action[] {
  const { level, seed, signal } = options;
  if (!isLevel(level)) throw new RangeError(`no computer level "${String(level).slice(0, 20)}" (${LEVELS.join(', ')})`);
  if (signal?.aborted) throw new SearchAborted();
  const s = status(game);
  if (s.winner !== null) throw new Error('the game is over: there is no turn to play');
  const ms = thinkingTime(s.clocks === null ? null : s.clocks[s.current], LEVEL_TABLE[level].ms);
  const choice = toMove(chooseMove(fromGame(game), level, seed, { signal, ms }).move);
  // The fast engine agrees with the rules (agreement test); should it ever not, a legal move still comes back.
  return [isLegal(game, choice) ? choice : (legalActions(game)[0] as Move)];
}

/**
 * R12's swap: whether a computer holding Black, to move after White's first move, takes White's side
 * instead of moving — when its own look ahead finds Black the worse side. Deterministic.
 */
export function choosesSwap(game: Game): boolean {
  const s = status(game);
  return s.winner === null && s.current === 1 && valueToMove(fromGame(game)) < 0;
}
