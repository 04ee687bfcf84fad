// Pebble Rebel's position bits inside the shared share envelope (src/codec/share.ts): each of the
// 36 squares (empty or a colour), the side to move, the turn, the draw's seed (R6: so a shared
// position draws its future stones exactly as the game it came from), the bag's four counts, the
// hand in drawn order and who resigned. Reading writes R13's position text of the bits and lets
// parsePosition judge it, so a share string can hold no position that Load would refuse.
import type { GameShare } from '../../core/module';
import { failure, type Result } from '../../core/result';
import { BitsError, type BitReader, type BitWriter } from '../../codec/bits';
import { PREFIXES } from '../../codec/prefix-table';
import {
  COLOURS,
  formatPosition,
  parsePosition,
  PEBBLE,
  PositionError,
  REBEL,
  SQUARES,
  type Colour,
  type Counts,
  type Game,
  type Role,
} from './rules/index';

/** A square: empty, then the colours in colour order. */
const CELLS = ['.', ...COLOURS] as const;
const CELL_BITS = 3;
const SEED_BITS = 32;
/** A colour's count in the bag (at most fifteen). */
const COUNT_BITS = 4;
/** The hand's length (at most the 24 empty squares of the start) and each colour in it. */
const HAND_BITS = 5;
const COLOUR_BITS = 2;
/** Who resigned: nobody, Pebble, Rebel. */
const RESIGNED = [null, PEBBLE, REBEL] as const;
const RESIGNED_BITS = 2;
/** Exp-Golomb order of the turn: a whole game's (a few dozen) costs about 8 bits. */
const TURN_ORDER = 3;
/** Turns the reader reads back (its exp-Golomb prefix stops at 40 zeros). */
const MAX_TURN = 2 ** 43;

/** "line 5: 16 R stones …" → "16 R stones …": a share string has no lines. */
const inPlayersWords = (message: string): string => message.replace(/^line \d+: /, '');

const read = <T>(table: readonly T[], r: BitReader, bits: number, what: string): T => {
  const v = table[r.uint(bits)];
  if (v === undefined) throw new BitsError(`it holds an unknown ${what}`);
  return v;
};

export const pebbleRebelShare: GameShare<Game> = {
  positionPrefix: PREFIXES['pebble-rebel'].position,
  gamePrefix: PREFIXES['pebble-rebel'].game,

  /** Throws a RangeError for a turn no share string carries (beyond 2^43). */
  writePosition(w: BitWriter, game: Game): void {
    if (!Number.isSafeInteger(game.turn) || game.turn < 0 || game.turn >= MAX_TURN) {
      throw new RangeError(`turn ${game.turn} is too large for a share string`);
    }
    for (const stone of game.board) w.uint(CELLS.indexOf(stone ?? '.'), CELL_BITS);
    w.uint(game.current, 1);
    w.golomb(game.turn, TURN_ORDER);
    w.uint(game.seed, SEED_BITS);
    for (const count of game.bag) w.uint(count, COUNT_BITS);
    w.uint(game.hand.length, HAND_BITS);
    for (const colour of game.hand) w.uint(COLOURS.indexOf(colour), COLOUR_BITS);
    w.uint(game.resigned === null ? 0 : game.resigned + 1, RESIGNED_BITS);
  },

  readPosition(r: BitReader): Result<{ game: Game }> {
    const board = Array.from({ length: SQUARES }, () => read(CELLS, r, CELL_BITS, 'kind of square'));
    const current = r.uint(1) as Role;
    const turn = r.golomb(TURN_ORDER);
    const seed = r.uint(SEED_BITS);
    const bag = COLOURS.map(() => r.uint(COUNT_BITS)) as unknown as Counts;
    const hand: Colour[] = Array.from({ length: r.uint(HAND_BITS) }, () => COLOURS[r.uint(COLOUR_BITS)]!);
    const resigned = read(RESIGNED, r, RESIGNED_BITS, 'resignation');
    // The bits as R13's text, for the rules to judge.
    const position = {
      board: board.map((c) => (c === '.' ? null : c)),
      current,
      turn,
      seed,
      bag,
      hand,
      resigned,
      history: [],
    };
    try {
      return { ok: true, game: parsePosition(formatPosition(position)) };
    } catch (e) {
      if (e instanceof PositionError) return failure(inPlayersWords(e.message));
      throw e;
    }
  },
};
