// The search engine's position: 25-bit masks, make/unmake, and R7's ends, held to the rules door
// by test/games/pressure/agreement.test.ts (same moves, same positions, same ends).
import {
  CELL_LETTERS,
  DIRECTIONS,
  MOVE_LIMIT,
  neighbour,
  REPETITIONS,
  SIZE,
  SQUARES,
  type Action,
  type Game,
  type Move,
  type Seat,
} from '../rules/index';

/** Plies a state can hold: a whole game (at most 12 captures, each after at most 200 quiet moves) plus a search. */
const MAX_PLY = 12 * (MOVE_LIMIT + 1) + 256;
/** A move is `from * 4 + direction` (DIRECTIONS' order); at most 6 tokens × 4 directions a position. */
export const MAX_MOVES = 24;

/** NEXT[sq * 4 + d]: the rules' neighbour in direction d, or -1 off the board, as a table. */
const NEXT = Int8Array.from({ length: SQUARES * 4 }, (_, i) => neighbour(i >> 2, i & 3));
/** How far a square's bit moves in each direction. */
const SHIFT = DIRECTIONS.map(({ dr, dc }) => dr * SIZE + dc);
/** The on-board neighbours of each square, as a mask (R5: the others are edge). */
export const SIDES = Int32Array.from({ length: SQUARES }, (_, sq) => {
  let m = 0;
  for (let d = 0; d < 4; d++) if (NEXT[sq * 4 + d]! !== -1) m |= 1 << NEXT[sq * 4 + d]!;
  return m;
});

const bit = (sq: number): number => 1 << sq;
export const lowest = (mask: number): number => 31 - Math.clz32(mask & -mask);
export const popcount = (m: number): number => {
  m -= (m >>> 1) & 0x55555555;
  m = (m & 0x33333333) + ((m >>> 2) & 0x33333333);
  return (Math.imul((m + (m >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) as number;
};

// Zobrist keys: one pair of 32-bit words per square and kind (owner × active/inactive/captured),
// and one for Black to move; fixed by a small generator so every run agrees.
const ZOBRIST = (() => {
  let x = 0x9e3779b9;
  const next = (): number => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return x | 0;
  };
  return Int32Array.from({ length: SQUARES * 6 * 2 + 2 }, next);
})();
const SIDE_KEY = SQUARES * 12;

export interface State {
  white: number; // squares holding White tokens, any state
  black: number;
  captured: number; // squares holding captured tokens, either owner
  inactive: number; // the resting tokens (always the side to move's, R3)
  side: Seat; // to move
  quiet: number; // R7.4
  turn: number;
  ply: number; // index of the current position in keys
  since: number; // index of the first position after the last capture (R7.3)
  readonly keyLo: Int32Array; // the position keys, one per ply
  readonly keyHi: Int32Array;
  readonly undo: Int32Array; // per ply: white, black, captured, inactive, quiet, since
}

const UNDO = 6;

function hashInto(s: State): void {
  let lo = s.side === 1 ? ZOBRIST[SIDE_KEY]! : 0;
  let hi = s.side === 1 ? ZOBRIST[SIDE_KEY + 1]! : 0;
  let occ = s.white | s.black;
  while (occ !== 0) {
    const sq = lowest(occ);
    occ &= occ - 1;
    const b = bit(sq);
    const kind = (s.black & b ? 3 : 0) + (s.captured & b ? 2 : s.inactive & b ? 1 : 0);
    const k = (sq * 6 + kind) * 2;
    lo ^= ZOBRIST[k]!;
    hi ^= ZOBRIST[k + 1]!;
  }
  s.keyLo[s.ply] = lo;
  s.keyHi[s.ply] = hi;
}

/** Reads a board field of the position text (R9) into a state's masks. */
function readBoard(s: State, board: string): void {
  const cells = board.replaceAll('/', '');
  s.white = s.black = s.captured = s.inactive = 0;
  for (let sq = 0; sq < SQUARES; sq++) {
    const c = cells[sq]!;
    for (const seat of [0, 1] as const) {
      const letters = CELL_LETTERS[seat];
      if (c !== letters.active && c !== letters.inactive && c !== letters.captured) continue;
      if (seat === 0) s.white |= bit(sq);
      else s.black |= bit(sq);
      if (c === letters.captured) s.captured |= bit(sq);
      if (c === letters.inactive) s.inactive |= bit(sq);
    }
  }
}

/** The engine's state of a public game, with the positions since the last capture for R7.3. */
export function fromGame(game: Game): State {
  const s: State = {
    white: 0,
    black: 0,
    captured: 0,
    inactive: 0,
    side: 0,
    quiet: game.quiet,
    turn: game.turn,
    ply: 0,
    since: 0,
    keyLo: new Int32Array(MAX_PLY),
    keyHi: new Int32Array(MAX_PLY),
    undo: new Int32Array(MAX_PLY * UNDO),
  };
  game.seen.forEach((key, i) => {
    const [board, side] = key.split(' ') as [string, string];
    readBoard(s, board);
    s.side = side === 'b' ? 1 : 0;
    s.ply = i;
    hashInto(s);
  });
  return s;
}

/** R4: a move from `from` in direction `d` can be made: its line ends before the edge. */
function canPush(occ: number, from: number, d: number): boolean {
  let sq = NEXT[from * 4 + d]!;
  while (sq !== -1 && (occ >>> sq) & 1) sq = NEXT[sq * 4 + d]!;
  return sq !== -1;
}

/** The tokens `seat` could move now: its own, not captured, and not resting if it is to move (R3). */
const movers = (s: State, seat: Seat): number =>
  (seat === 0 ? s.white : s.black) & ~s.captured & (seat === s.side ? ~s.inactive : -1);

/** The moves of the side to move into `out` from `at`; returns how many (R4). */
export function generate(s: State, out: Int32Array, at: number): number {
  const occ = s.white | s.black;
  let n = at;
  for (let m = movers(s, s.side); m !== 0; m &= m - 1) {
    const from = lowest(m);
    for (let d = 0; d < 4; d++) if (canPush(occ, from, d)) out[n++] = from * 4 + d;
  }
  return n - at;
}

/** How many moves `seat` has now (the side to move's resting tokens sit out). */
export function mobility(s: State, seat: Seat): number {
  const occ = s.white | s.black;
  let n = 0;
  for (let m = movers(s, seat); m !== 0; m &= m - 1) {
    const from = lowest(m);
    for (let d = 0; d < 4; d++) if (canPush(occ, from, d)) n++;
  }
  return n;
}

/** Plays a move (R4), its captures (R5) and marks (R6); returns the mask of tokens it captured. */
export function make(s: State, move: number): number {
  const from = move >> 2;
  const d = move & 3;
  const u = s.ply * UNDO;
  s.undo[u] = s.white;
  s.undo[u + 1] = s.black;
  s.undo[u + 2] = s.captured;
  s.undo[u + 3] = s.inactive;
  s.undo[u + 4] = s.quiet;
  s.undo[u + 5] = s.since;
  const occ = s.white | s.black;
  let line = bit(from);
  for (let sq = NEXT[from * 4 + d]!; (occ >>> sq) & 1; sq = NEXT[sq * 4 + d]!) line |= bit(sq);
  const shift = SHIFT[d]!;
  const moved = (m: number): number => (shift > 0 ? (m & line) << shift : (m & line) >>> -shift);
  s.white = (s.white & ~line) | moved(s.white);
  s.black = (s.black & ~line) | moved(s.black);
  s.captured = (s.captured & ~line) | moved(s.captured);
  const after = s.white | s.black;
  let newly = 0;
  for (let free = after & ~s.captured; free !== 0; free &= free - 1) {
    const sq = lowest(free);
    if ((after & SIDES[sq]!) === SIDES[sq]!) newly |= bit(sq);
  }
  s.captured |= newly;
  const opponent = s.side === 0 ? s.black : s.white;
  s.inactive = moved(line & ~bit(from)) & opponent & ~s.captured;
  s.side = (1 - s.side) as Seat;
  s.turn++;
  s.ply++;
  if (newly !== 0) {
    s.quiet = 0;
    s.since = s.ply;
  } else s.quiet++;
  hashInto(s);
  return newly;
}

export function unmake(s: State): void {
  s.ply--;
  const u = s.ply * UNDO;
  s.white = s.undo[u]!;
  s.black = s.undo[u + 1]!;
  s.captured = s.undo[u + 2]!;
  s.inactive = s.undo[u + 3]!;
  s.quiet = s.undo[u + 4]!;
  s.since = s.undo[u + 5]!;
  s.side = (1 - s.side) as Seat;
  s.turn--;
}

/** Captured tokens of `seat`. */
export const capturedOf = (s: State, seat: Seat): number => popcount((seat === 0 ? s.white : s.black) & s.captured);

/** R7.1: the side to move has tokens and all of them are captured. */
export function allCaptured(s: State): boolean {
  const mine = s.side === 0 ? s.white : s.black;
  return mine !== 0 && (mine & ~s.captured) === 0;
}

/** R7.3: how often the current position has occurred since the last capture. */
export function occurrences(s: State): number {
  const lo = s.keyLo[s.ply]!;
  const hi = s.keyHi[s.ply]!;
  let n = 1;
  for (let i = s.ply - 2; i >= s.since; i -= 2) if (s.keyLo[i] === lo && s.keyHi[i] === hi) n++;
  return n;
}

export type Over = { end: 'captured' | 'no-move' | 'repetition' | 'move-limit'; winner: Seat | 'draw' } | null;

/** R7.5 from the captured counts. */
function scoredWinner(s: State): Seat | 'draw' {
  const white = capturedOf(s, 0);
  const black = capturedOf(s, 1);
  return white === black ? 'draw' : white < black ? 0 : 1;
}

/** R7's checks, in order, for the position the last move left (the side to move did not make it). */
export function over(s: State, scratch: Int32Array): Over {
  const mover = (1 - s.side) as Seat;
  if (allCaptured(s)) return { end: 'captured', winner: mover };
  if (generate(s, scratch, 0) === 0) return { end: 'no-move', winner: mover };
  if (occurrences(s) >= REPETITIONS) return { end: 'repetition', winner: scoredWinner(s) };
  if (s.quiet >= MOVE_LIMIT) return { end: 'move-limit', winner: scoredWinner(s) };
  return null;
}

export const toAction = (move: number): Move => ({ from: move >> 2, to: NEXT[move]! });

export function fromAction(action: Action): number {
  if ('kind' in action) throw new Error('a resignation is not a move of the engine');
  return action.from * 4 + DIRECTIONS.findIndex((_, d) => NEXT[action.from * 4 + d] === action.to);
}
