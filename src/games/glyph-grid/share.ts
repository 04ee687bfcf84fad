// Glyph Grid's position bits inside the shared share envelope (src/codec/share.ts): each of the 49
// squares as its piece (none, White's or Black's Core or Shard) and its mark (none, White's,
// Black's), the side to move, the turn, the resting ANCHORs, the quiet count, the clocks and the
// result (R14). Reading rebuilds the position text and lets parsePosition judge it, so a share
// string can hold no position that Load Position would refuse.
import type { GameShare } from '../../core/module';
import { failure, type Result } from '../../core/result';
import { BitsError, type BitReader, type BitWriter } from '../../codec/bits';
import { PREFIXES } from '../../codec/prefix-table';
import {
  DRAW_REASONS,
  formatPosition,
  parsePosition,
  PositionError,
  SIZE,
  SQUARES,
  WIN_REASONS,
  type Game,
} from './rules/index';

const PIECES = ['.', 'C', 'S', 'c', 's'] as const;
const MARKS = ['.', 'w', 'b'] as const;
/** Every `result` line's value, none first. */
const RESULTS = [
  '-',
  ...['white', 'black'].flatMap((w) => WIN_REASONS.map((r) => `${w} ${r}`)),
  ...DRAW_REASONS.map((r) => `draw ${r}`),
];
const RESTS = ['-', 'white', 'black', 'white black'] as const;
const SIDES = ['white', 'black'] as const;
const PIECE_BITS = 3;
const MARK_BITS = 2;
const REST_BITS = 2;
const QUIET_BITS = 6;
const RESULT_BITS = 5;
/** Exp-Golomb orders: a turn (0–300) costs about 8 bits, a clock's ms (minutes of them) about 34. */
const TURN_ORDER = 4;
const CLOCK_ORDER = 16;
/** A clock's ms beyond this (about 35 years) is no clock a link carries. */
const MAX_CLOCK = 2 ** 40;

/** "line 8: …" → "…": a share string has no lines. */
const inPlayersWords = (message: string): string => message.replace(/^line \d+(, [a-z]+)?: /, '');

/** The position text's header values, by key. */
const headerOf = (game: Game): Record<string, string> =>
  Object.fromEntries(
    formatPosition(game)
      .split('\n')
      .slice(1, 7)
      .map((line) => [line.slice(0, line.indexOf(' ')), line.slice(line.indexOf(' ') + 1)]),
  );

const pieceCode = (game: Game, sq: number): number => {
  const p = game.pieces[sq];
  if (!p) return 0;
  return 1 + p.player * 2 + (p.kind === 'core' ? 0 : 1);
};

export const glyphGridShare: GameShare<Game> = {
  positionPrefix: PREFIXES['glyph-grid'].position,
  gamePrefix: PREFIXES['glyph-grid'].game,

  /** Throws a RangeError for a clock no share string carries. */
  writePosition(w: BitWriter, game: Game): void {
    for (let sq = 0; sq < SQUARES; sq++) {
      w.uint(pieceCode(game, sq), PIECE_BITS);
      const mark = game.marks[sq];
      w.uint(mark === null || mark === undefined ? 0 : mark + 1, MARK_BITS);
    }
    const header = headerOf(game);
    w.uint(game.current, 1);
    w.golomb(game.turn, TURN_ORDER);
    w.uint(RESTS.indexOf(header.rest as (typeof RESTS)[number]), REST_BITS);
    w.uint(game.quiet, QUIET_BITS);
    w.uint(game.clocks === null ? 0 : 1, 1);
    for (const ms of game.clocks ?? []) {
      if (!Number.isSafeInteger(ms) || ms < 0 || ms >= MAX_CLOCK)
        throw new RangeError(`a clock of ${ms} ms is too large for a share string`);
      w.golomb(ms, CLOCK_ORDER);
    }
    w.uint(RESULTS.indexOf(header.result!), RESULT_BITS);
  },

  readPosition(r: BitReader): Result<{ game: Game }> {
    const rows: string[] = [];
    let row: string[] = [];
    for (let sq = 0; sq < SQUARES; sq++) {
      const piece = PIECES[r.uint(PIECE_BITS)];
      const mark = MARKS[r.uint(MARK_BITS)];
      if (piece === undefined || mark === undefined) throw new BitsError('a square holds an unknown piece or mark');
      row.push(piece + mark);
      if (row.length === SIZE) {
        rows.push(row.join(' '));
        row = [];
      }
    }
    const current = SIDES[r.uint(1)]!;
    const turn = r.golomb(TURN_ORDER);
    const rest = RESTS[r.uint(REST_BITS)]!;
    const quiet = r.uint(QUIET_BITS);
    const clocks = r.uint(1) === 1 ? `${r.golomb(CLOCK_ORDER)} ${r.golomb(CLOCK_ORDER)}` : '-';
    const result = RESULTS[r.uint(RESULT_BITS)];
    if (result === undefined) throw new BitsError('the result is unknown');
    const text = [
      'glyph-grid 1',
      `current ${current}`,
      `turn ${turn}`,
      `rest ${rest}`,
      `quiet ${quiet}`,
      `clocks ${clocks}`,
      `result ${result}`,
      ...rows,
    ].join('\n');
    try {
      return { ok: true, game: parsePosition(`${text}\n`) };
    } catch (e) {
      if (e instanceof PositionError) return failure(inPlayersWords(e.message));
      throw e;
    }
  },
};
