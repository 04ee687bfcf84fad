// Shared helpers of the Divided Loyalties tests: positions on a layout from a few lines of position
// text, turns written in the notation, legal actions as text, scores as "bridges + regions = total".
import { expect } from 'vitest';
import {
  formatAction,
  formatLayout,
  formatPosition,
  layoutOf,
  legalActions,
  parseAction,
  parsePosition,
  play,
  status,
  type Action,
  type Game,
  type LayoutId,
} from '../../../src/games/divided-loyalties/rules/index';

/** A position on a built-in layout: its grid, then the given lines of position text. */
export const on = (id: LayoutId, ...lines: string[]): Game =>
  parsePosition(formatLayout(layoutOf(id)) + lines.join('\n'));

/** A position on a field of one region per token row, e.g. ['S1 S1 S1', 'o o o', …]. */
export function field(rows: string[], ...lines: string[]): Game {
  const width = rows[0]!.split(' ').length;
  return parsePosition(['divided-loyalties', 'sets 3', `grid ${width}x${rows.length}`, ...rows, ...lines].join('\n'));
}

/** An 8 × 8 field of board cells in one region, S1. */
export const open8 = (...lines: string[]): Game =>
  field(
    Array.from({ length: 8 }, () => 'S1 S1 S1 S1 S1 S1 S1 S1'),
    ...lines,
  );

/** Play a turn or part of one written in the notation, e.g. `Bh6 f6-h6 end`. */
export const run = (game: Game, text: string): Game =>
  text.split(' ').reduce((g, t) => play(g, parseAction(g, t)), game);

/** The legal actions as text, the resignation left out. */
export const acts = (game: Game): string[] =>
  legalActions(game)
    .filter((a) => a.kind !== 'resign')
    .map(formatAction);

/** Both scores as the rulings write them: Blue's, then Yellow's. */
export const scores = (game: Game): string[] =>
  status(game).scores.map((s) => `${s.bridges} + ${s.regions} = ${s.total}`);

/** The action is refused with a message containing `reason`, and the game is unchanged. */
export function expectRefused(game: Game, action: Action, reason: string | RegExp): void {
  const before = formatPosition(game);
  expect(() => play(game, action)).toThrowError(reason);
  expect(formatPosition(game)).toBe(before);
}

/** Seeded random play: a random legal action (never a resignation) until the game ends or `limit` actions. */
export function randomGame(game: Game, random: () => number, limit = 2000): Game[] {
  const seen = [game];
  for (let i = 0; i < limit; i++) {
    const options = legalActions(game).filter((a) => a.kind !== 'resign');
    if (options.length === 0) break; // the game is over
    game = play(game, options[Math.floor(random() * options.length)]!);
    seen.push(game);
  }
  return seen;
}

/** R18's E1: Kite, Blue to move (stones f6 g6 g7 j10); Bh6 then makes the bridge f6-h6. */
export const E1 = (): Game =>
  on(
    'kite',
    'stones Bf6 Pg6 Og7 Yj10',
    'blue set 1 B3 P2 O1 G2 R2',
    'yellow set 1 Y3 P1 O2 G2 R2',
    'to-move blue',
    'turn 4',
  );
