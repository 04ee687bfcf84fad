// Pressure's position bits inside the shared share envelope (src/codec/share.ts): each of the 25
// squares as one of the seven cell kinds of the position text (R9), the side to move, the quiet
// count and the turn. Reading rebuilds the position text and lets parsePosition judge it, so a
// share string can hold no position that Load Position would refuse.
import type { GameShare } from '../../core/module';
import { failure, type Result } from '../../core/result';
import { BitsError, type BitReader, type BitWriter } from '../../codec/bits';
import { PREFIXES } from '../../codec/prefix-table';
import {
  CELL_LETTERS,
  parsePosition,
  PositionError,
  SIZE,
  SQUARES,
  START_POSITION,
  TOKEN_STATES,
  type Game,
} from './rules/index';

/** The cell kinds in code order: empty, then White's and Black's tokens active, inactive, captured. */
const KINDS: readonly string[] = [
  '.',
  ...([0, 1] as const).flatMap((owner) => TOKEN_STATES.map((state) => CELL_LETTERS[owner][state])),
];
const KIND_BITS = 3;
const QUIET_BITS = 8;
/** Exp-Golomb order of the turn: a whole game's turn (a few hundred) costs about 10 bits. */
const TURN_ORDER = 4;
/** Turns the reader reads back (its exp-Golomb prefix stops at 40 zeros). */
const MAX_TURN = 2 ** 44;
const HEADER = START_POSITION.split('\n')[0]!;
const SIDES = ['w', 'b'] as const;

/** "line 2, board: e5 is boxed in …" → "e5 is boxed in …": a share string has no lines. */
const inPlayersWords = (message: string): string => message.replace(/^line \d+(, [a-z]+)?: /, '');

export const pressureShare: GameShare<Game> = {
  positionPrefix: PREFIXES.pressure.position,
  gamePrefix: PREFIXES.pressure.game,

  /** Throws a RangeError for a turn no share string carries (beyond 2^44, or not a whole number). */
  writePosition(w: BitWriter, game: Game): void {
    if (!Number.isSafeInteger(game.turn) || game.turn < 0 || game.turn >= MAX_TURN) {
      throw new RangeError(`turn ${game.turn} is too large for a share string`);
    }
    for (const token of game.board) {
      w.uint(KINDS.indexOf(token === null ? '.' : CELL_LETTERS[token.owner][token.state]), KIND_BITS);
    }
    w.uint(game.current, 1);
    w.uint(game.quiet, QUIET_BITS);
    w.golomb(game.turn, TURN_ORDER);
  },

  readPosition(r: BitReader): Result<{ game: Game }> {
    let board = '';
    for (let sq = 0; sq < SQUARES; sq++) {
      const kind = KINDS[r.uint(KIND_BITS)];
      if (kind === undefined) throw new BitsError('a square holds an unknown kind of token');
      board += (sq > 0 && sq % SIZE === 0 ? '/' : '') + kind;
    }
    const side = SIDES[r.uint(1)]!;
    const quiet = r.uint(QUIET_BITS);
    const turn = r.golomb(TURN_ORDER);
    try {
      return { ok: true, game: parsePosition(`${HEADER}\n${board} ${side} ${quiet} ${turn}\n`) };
    } catch (e) {
      if (e instanceof PositionError) return failure(inPlayersWords(e.message));
      throw e;
    }
  },
};
