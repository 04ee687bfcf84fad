// The room's game as the pages see it (R6's known limitation, lifted): the room draws the seed and
// keeps it; a page never learns the bag's order before a draw. While the game is on, a page gets
// the game from the position before Pebble's last move, with the moves since (her move and Rebel's
// placements), under a stand-in seed that draws exactly the stones her move drew and says nothing
// of the real seed (it is searched for from a random start). Every page's replay, move list and
// last-turn marks work as in any game; the next draw comes from the room. Once the game is over
// the whole game, with its real seed, is shown: nothing is left to draw.
import {
  drawsFrom,
  formatPosition,
  parseAction,
  parsePosition,
  play,
  status,
  type Action,
  type Game,
} from './rules/index';

/** Seeds tried before giving up the search (4^10: ten stones of equally likely colours). */
const MAX_TRIES = 2 ** 20;

/** The game with another seed (its position text says so). */
export const withSeed = (game: Game, seed: number): Game => parsePosition(formatPosition({ ...game, seed }));

/**
 * A seed, searched for from `from`, that draws `drawn` first from `game`'s bag; null when none is
 * found within MAX_TRIES.
 */
export function standInSeed(game: Game, drawn: readonly string[], from: number, tries = MAX_TRIES): number | null {
  for (let i = 0; i < tries; i++) {
    const seed = (from + i) >>> 0;
    const draws = drawsFrom(seed, game.bag, drawn.length);
    if (draws.every((c, k) => c === drawn[k])) return seed;
  }
  return null;
}

export interface RoomGame {
  start: string;
  moves: readonly string[];
  game: Game;
}

/**
 * What the pages see of a room's game: the whole of it once it is over; else from the position
 * before Pebble's last move under a stand-in seed (searched for at most `tries` seeds), or, before
 * her first move (or when no stand-in is found), from the position after her move under a random seed.
 */
export function shownGame(
  state: RoomGame,
  random: () => number,
  tries = MAX_TRIES,
): { start: string; moves: readonly string[] } {
  if (status(state.game).winner !== null) return state;
  let game = parsePosition(state.start);
  let found: { at: number; before: Game; after: Game } | null = null;
  for (const [at, text] of state.moves.entries()) {
    const action: Action = parseAction(game, text);
    const after = play(game, action);
    if (action.kind === 'move') found = { at, before: game, after };
    game = after;
  }
  if (found !== null) {
    const seed = standInSeed(found.before, found.after.hand, random(), tries);
    if (seed !== null) {
      return { start: formatPosition(withSeed(found.before, seed)), moves: state.moves.slice(found.at) };
    }
  }
  const from = found === null ? { game: parsePosition(state.start), at: 0 } : { game: found.after, at: found.at + 1 };
  return { start: formatPosition(withSeed(from.game, random())), moves: state.moves.slice(from.at) };
}
