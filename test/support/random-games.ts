// Seeded random play for property tests and benchmarks. The player prefers building actions
// before its final action, so games reach the crowded positions where the rules get interesting.
import { legalActions, newGame, play, status, type Action, type Game } from '../../src/games/vacuum/rules/index';
import { seededRandom as seeded } from '../../src/util/random';

export { seeded };

const FINAL = new Set<Action['kind']>(['vacuumMove', 'perimeterMove', 'commit']);

export function randomAction(game: Game, random: () => number): Action {
  const legal = legalActions(game).filter((a) => a.kind !== 'resign');
  const building = legal.filter((a) => !FINAL.has(a.kind));
  const pool = building.length > 0 && random() < 0.75 ? building : legal;
  return pool[Math.floor(random() * pool.length)]!;
}

/** Every game of a random playout, the first one included, until a winner or `maxActions`. */
export function randomGame(players: 2 | 3 | 4, seed: number, maxActions: number, turnLimit = 200): Game[] {
  return randomPlayout(players, seed, maxActions, turnLimit).games;
}

/** A random playout: its games (the first one included) and the action that led to each next one. */
export function randomPlayout(
  players: 2 | 3 | 4,
  seed: number,
  maxActions: number,
  turnLimit = 200,
): { games: Game[]; actions: Action[] } {
  const random = seeded(seed);
  const games = [newGame({ players, turnLimit })];
  const actions: Action[] = [];
  for (let i = 0; i < maxActions; i++) {
    const g = games[games.length - 1]!;
    if (status(g).winner !== null) break;
    // Now and then another player resigns, to exercise neutral pieces.
    const s = status(g);
    const action: Action =
      random() < 0.002 && s.active.length > 2
        ? { kind: 'resign', player: s.active[Math.floor(random() * s.active.length)]! }
        : randomAction(g, random);
    actions.push(action);
    games.push(play(g, action));
  }
  return { games, actions };
}
