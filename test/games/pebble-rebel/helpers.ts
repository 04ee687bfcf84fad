// Positions for the tests, written as the rulings' position text (R13) with the counts filled in.
import { expect } from 'vitest';
import {
  COLOURS,
  formatPosition,
  IllegalActionError,
  legalActions,
  newGame,
  parseSquare,
  parsePosition,
  play,
  STONES_PER_COLOUR,
  type Action,
  type Game,
} from '../../../src/games/pebble-rebel/rules/index';
import { seededRandom } from '../../../src/util/random';

/** The square index of a name such as 'c3'. */
export function sq(name: string): number {
  const s = parseSquare(name);
  if (s === null) throw new Error(`no square ${name}`);
  return s;
}

export interface Setup {
  rows: string[]; // six rows of six tokens
  current?: 'pebble' | 'rebel';
  turn?: number;
  seed?: number;
  hand?: string; // e.g. 'R Y Y'
  resigned?: 'pebble' | 'rebel';
}

/** The position text of a set-up, the bag holding every stone not on the board or in the hand. */
export function positionText(s: Setup): string {
  const current = s.current ?? 'pebble';
  const hand = s.hand ?? '-';
  const tokens = [...s.rows.join(' ').split(/ +/), ...(hand === '-' ? [] : hand.split(' '))];
  const bag = COLOURS.map((c) => `${c}${STONES_PER_COLOUR - tokens.filter((t) => t === c).length}`).join(' ');
  return [
    'pebble-rebel 1',
    `current ${current}`,
    `turn ${s.turn ?? (current === 'pebble' ? 10 : 11)}`,
    `seed ${s.seed ?? 0}`,
    `bag ${bag}`,
    `hand ${hand}`,
    `resigned ${s.resigned ?? '-'}`,
    ...s.rows,
  ].join('\n');
}

export const position = (s: Setup): Game => parsePosition(positionText(s));

/** Expects the action to be refused with a message containing `why`, the game unchanged. */
export function expectRefused(game: Game, action: Action, why: string | RegExp): void {
  const before = formatPosition(game);
  let error: unknown = null;
  try {
    play(game, action);
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(IllegalActionError);
  expect((error as Error).message).toMatch(why);
  expect(formatPosition(game)).toBe(before);
}

/** Seeded random games from the start: every position met, each game ending (R10). */
export function* randomGames(count: number, seed: number): Generator<{ games: Game[]; actions: Action[] }> {
  const random = seededRandom(seed);
  for (let i = 0; i < count; i++) {
    let g = newGame({ seed: Math.floor(random() * 2 ** 32) });
    const games = [g];
    const actions: Action[] = [];
    for (let n = 0; n < 500; n++) {
      const legal = legalActions(g);
      if (legal.length === 0) break;
      // Now and then someone resigns; otherwise any action but the resignation.
      const a = random() < 0.003 ? legal[legal.length - 1]! : legal[Math.floor(random() * (legal.length - 1))]!;
      g = play(g, a);
      games.push(g);
      actions.push(a);
    }
    yield { games, actions };
  }
}
