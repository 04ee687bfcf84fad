// A contest (R11): two games with the roles swapped and the same seed, so both contestants face
// the same order of stones. Session level: the rules door knows nothing of it.
import { newGame, status, type Game, type Role } from './rules/index';

/** The contestants: the one who plays Pebble first, and the other. */
export type Contestant = 0 | 1;

/** The games of a contest: the first contestant plays Pebble in game 0, the second in game 1. */
const GAMES = 2;

/** The role a contestant plays in a game of the contest (0 Pebble, 1 Rebel). */
export const roleOf = (game: number, contestant: Contestant): Role => ((game + contestant) % 2) as Role;

/** The contestant playing a role in a game of the contest. */
const contestantOf = (game: number, role: Role): Contestant => ((game + role) % 2) as Contestant;

/** The contest's games, both from the start with the same seed (the second played after the first). */
export const contestGames = (seed: number): Game[] => Array.from({ length: GAMES }, () => newGame({ seed }));

interface GameResult {
  pebble: Contestant; // who played Pebble
  winner: Contestant | 'draw' | null; // null while the game is on
  pebbleTurns: number; // the moves Pebble made
}

export interface ContestResult {
  games: GameResult[];
  scores: [number, number][]; // the contestants' points after each finished game (a win 1, a draw ½)
  winner: Contestant | 'draw' | null; // null until both games are over
}

/** The contest so far, from its games in order (one or two; a game not begun may be left out). */
export function contestResult(games: readonly Game[]): ContestResult {
  if (games.length > GAMES) throw new RangeError(`A contest has ${GAMES} games`);
  const results = games.map((g, i): GameResult => {
    const { winner, turn } = status(g);
    return {
      pebble: contestantOf(i, 0),
      winner: winner === null || winner === 'draw' ? winner : contestantOf(i, winner),
      pebbleTurns: Math.ceil(turn / 2), // Pebble's move commits the odd turns
    };
  });
  const scores: [number, number][] = [];
  let points: [number, number] = [0, 0];
  for (const r of results) {
    if (r.winner === null) break;
    points =
      r.winner === 'draw'
        ? [points[0] + 0.5, points[1] + 0.5]
        : r.winner === 0
          ? [points[0] + 1, points[1]]
          : [points[0], points[1] + 1];
    scores.push(points);
  }
  const over = scores.length === GAMES;
  const winner = !over ? null : points[0] === points[1] ? 'draw' : points[0] > points[1] ? 0 : 1;
  return { games: results, scores, winner };
}
