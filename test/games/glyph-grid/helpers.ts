// Readable test positions: an empty board with pieces and marks placed by square name, so a test
// reads like the diagram a player would draw.
import { expect } from 'vitest';
import type { GameNote } from '../../../src/codec/game-save';
import {
  formatPosition,
  IllegalActionError,
  newGame,
  parseAction,
  parseSquare,
  parsePosition,
  play,
  type Action,
  type Game,
  type Glyph,
  type Move,
} from '../../../src/games/glyph-grid/rules/index';

export const sq = (name: string): number => {
  const s = parseSquare(name);
  if (s === null) throw new Error(`bad square ${name}`);
  return s;
};

export interface Setup {
  current?: 'white' | 'black';
  turn?: number; // defaults to 0 for White, 1 for Black
  rest?: string;
  quiet?: number;
  clocks?: string;
  result?: string;
  /** Square name → piece letter: C S (White Core, Shard), c s (Black). */
  pieces?: Record<string, string>;
  /** Square name → mark letter: w or b. */
  marks?: Record<string, string>;
}

/** The two Cores far apart, where no test's action reaches them, unless a setup places its own. */
const CORES = { g7: 'C', a1: 'c' };

export function positionText(setup: Setup = {}): string {
  const current = setup.current ?? 'white';
  const tokens = Array.from({ length: 49 }, () => ['.', '.']);
  const pieces = setup.pieces ?? {};
  const hasCore = (letter: string): boolean => Object.values(pieces).includes(letter);
  for (const [name, letter] of Object.entries(CORES)) if (!hasCore(letter)) tokens[sq(name)]![0] = letter;
  for (const [name, letter] of Object.entries(pieces)) tokens[sq(name)]![0] = letter;
  for (const [name, letter] of Object.entries(setup.marks ?? {})) tokens[sq(name)]![1] = letter;
  const rows = [0, 1, 2, 3, 4, 5, 6].map((r) =>
    tokens
      .slice(r * 7, r * 7 + 7)
      .map((t) => t.join(''))
      .join(' '),
  );
  return [
    'glyph-grid 1',
    `current ${current}`,
    `turn ${setup.turn ?? (current === 'white' ? 0 : 1)}`,
    `rest ${setup.rest ?? '-'}`,
    `quiet ${setup.quiet ?? 0}`,
    `clocks ${setup.clocks ?? '-'}`,
    `result ${setup.result ?? '-'}`,
    ...rows,
    '',
  ].join('\n');
}

export const position = (setup: Setup = {}): Game => parsePosition(positionText(setup));

export const move = (kind: Glyph, from: string, to: string = from): Move => ({ kind, from: sq(from), to: sq(to) });

/** The play is refused with a message containing `words`, and the game is unchanged. */
export function expectRefused(game: Game, action: Action, words: string | RegExp): void {
  const before = formatPosition(game);
  let error: unknown = null;
  try {
    play(game, action);
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(IllegalActionError);
  expect((error as Error).message).toMatch(words);
  expect(formatPosition(game)).toBe(before);
}

/** The piece letter and mark letter of a square, as position text writes them. */
export function tokenAt(game: Game, name: string): string {
  const s = sq(name);
  const rows = formatPosition(game).trimEnd().split('\n').slice(7);
  return rows[Math.floor(s / 7)]!.split(' ')[s % 7]!;
}

/** Notes of a three-move game in every place a record and a link must keep them: before the first move, of two words, after the last. */
export const SEVERAL_NOTES: readonly GameNote[] = [
  { after: 0, text: 'first' },
  { after: 1, text: 'swap' },
  { after: 3, text: 'two words' },
  { after: 3, text: 'last-one' },
];

/** The actions of these moves' texts, played in turn from the start. */
export function actionsOf(...texts: string[]): Action[] {
  let game = newGame();
  return texts.map((t) => {
    const a = parseAction(game, t);
    game = play(game, a);
    return a;
  });
}
