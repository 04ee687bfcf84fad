// A contest in play on the page (R11), as the page keeps it between games and reloads: its seed,
// the two contestants (who sits where in game 1) and how game 1 ended; and the sentences its panel
// and end screens say (the names, the score after each game, who won, the turns each Pebble
// needed). Pure: view/contest-screen.ts shows them.
import { plural } from '../../../util/plural';
import type { SeatPlayer } from '../../../core/module';
import { contestResult, type ContestResult } from '../contest';
import { formatPosition, MAX_SEED, newGame, parsePosition, type Game } from '../rules/index';

/** The page's storage key of the contest in play (under the game's own namespace). */
export const CONTEST_KEY = 'contest';

export interface ContestRecord {
  seed: number;
  /** The contestants: the first plays Pebble in game 1, the second in game 2. */
  players: [SeatPlayer, SeatPlayer];
  /** Game 1's last position (R13), once it is over. */
  first: string | null;
  /**
   * Game 2 has begun. Kept since two computers of one level, on one seed, played game 2 to game 1's
   * very end position, which then read as game 1 again; a contest stored before has none.
   */
  second?: boolean;
}

const isPlayer = (p: unknown): p is SeatPlayer =>
  p === 'person' || (typeof p === 'object' && p !== null && typeof (p as { computer?: unknown }).computer === 'string');

/** The stored contest, or null when there is none or it cannot be read (it is then forgotten). */
export function readContest(text: string | null): ContestRecord | null {
  if (text === null) return null;
  try {
    const r = JSON.parse(text) as Partial<ContestRecord>;
    const ok =
      Number.isInteger(r.seed) &&
      r.seed! >= 0 &&
      r.seed! <= MAX_SEED &&
      Array.isArray(r.players) &&
      r.players.length === 2 &&
      r.players.every(isPlayer) &&
      (r.first === null || (typeof r.first === 'string' && parsePosition(r.first) !== null)) &&
      (r.second === undefined || typeof r.second === 'boolean');
    if (!ok) return null;
    return {
      seed: r.seed!,
      players: r.players!,
      first: r.first!,
      ...(r.second === undefined ? {} : { second: r.second }),
    };
  } catch {
    return null;
  }
}

/** The seats of a game of the contest: the second contestant plays Pebble in game 2. */
export const seatsOf = (record: ContestRecord, game: number): SeatPlayer[] =>
  game === 0 ? [...record.players] : [record.players[1], record.players[0]];

/** The number of the game in play (0 or 1). */
export const gameNumber = (record: ContestRecord): number => (record.first === null ? 0 : 1);

/** The game to play next: both games start alike, from the contest's seed. */
export const startOf = (record: ContestRecord): Game => newGame({ seed: record.seed });

/** Game 1 is over: the record keeps its last position. */
export const withFirst = (record: ContestRecord, game: Game): ContestRecord => ({
  ...record,
  first: formatPosition(game),
});

/**
 * Whether game 2 is in play; in a contest stored without that word, when the board shows a position
 * other than game 1's end.
 */
export const secondBegun = (record: ContestRecord, current: Game): boolean =>
  record.first !== null && (record.second ?? formatPosition(current) !== record.first);

/** Game 2 begins. */
export const withSecond = (record: ContestRecord): ContestRecord => ({ ...record, second: true });

/** The contest so far, with `current` the game in play (game 1's end itself until game 2 begins). */
export function resultOf(record: ContestRecord, current: Game): ContestResult {
  if (record.first === null) return contestResult([current]);
  const first = parsePosition(record.first);
  return contestResult(secondBegun(record, current) ? [first, current] : [first]);
}

/** How the contestants are named: "You" against a computer, else by their seat in game 1. */
export function contestantNames(record: ContestRecord): [string, string] {
  const [a, b] = record.players;
  const people = record.players.filter((p) => p === 'person').length;
  const name = (p: SeatPlayer, i: number): string =>
    p === 'person'
      ? people === 1
        ? 'You'
        : `Player ${i + 1}`
      : people === 0 && a !== 'person' && b !== 'person' && a.computer === b.computer
        ? `Computer ${i + 1} (${p.computer})`
        : `Computer (${p.computer})`;
  return [name(a, 0), name(b, 1)];
}

const points = (n: number): string => (n === 0.5 ? '½' : Number.isInteger(n) ? String(n) : `${Math.floor(n)}½`);

/** "Score after game 1: You 1, Computer (hard) 0." */
export function scoreLine(result: ContestResult, names: [string, string]): string {
  const n = result.scores.length;
  if (n === 0) return `Score: ${names[0]} 0, ${names[1]} 0.`;
  const [a, b] = result.scores[n - 1]!;
  return `Score after game ${n}: ${names[0]} ${points(a)}, ${names[1]} ${points(b)}.`;
}

/** Who won the contest, or null until both games are over. */
export function verdict(result: ContestResult, names: [string, string]): string | null {
  if (result.winner === null) return null;
  const [a, b] = result.scores[1]!;
  if (result.winner === 'draw') return `The contest is drawn, ${points(a)}–${points(b)}.`;
  const score = `${points(Math.max(a, b))}–${points(Math.min(a, b))}`;
  return `${names[result.winner]} ${names[result.winner] === 'You' ? 'win' : 'wins'} the contest, ${score}.`;
}

/** The turns each Pebble needed: "Game 1: You played Pebble and won in 9 turns." */
export function pebbleLines(result: ContestResult, names: [string, string]): string[] {
  return result.games
    .filter((g) => g.winner !== null)
    .map((g, i) => {
      const how = g.winner === 'draw' ? 'drew' : g.winner === g.pebble ? 'won' : 'lost';
      return `Game ${i + 1}: ${names[g.pebble]} played Pebble and ${how} after ${plural(g.pebbleTurns, 'turn')}.`;
    });
}
