// What a position promises each side, counted over the 36 windows of four squares in a row or a
// column (the only places a line can form, R9).
import { NEIGHBOURS } from './moves';
import { EMPTY, SIZE, SQUARES } from './state';

/** The windows: four squares each, the rows' first, then the columns'. */
const WINDOWS: number[][] = [];
for (let line = 0; line < SIZE; line++) {
  for (let start = 0; start + 4 <= SIZE; start++) {
    WINDOWS.push([0, 1, 2, 3].map((k) => line * SIZE + start + k));
    WINDOWS.push([0, 1, 2, 3].map((k) => (start + k) * SIZE + line));
  }
}

// Scratch space: the empty squares' regions, and per colour and region the stones next to it.
const region = new Int8Array(SQUARES);
const next = new Int16Array(4 * SQUARES);
const stack = new Int8Array(SQUARES);
const seen = new Int32Array(SQUARES * 4);
let stamp = 0;

/** Labels the 4-connected regions of empty squares (stones get -1); counts each colour's stones beside each. */
function labelRegions(board: Int8Array): void {
  region.fill(-1);
  let regions = 0;
  for (let sq = 0; sq < SQUARES; sq++) {
    if (board[sq] !== EMPTY || region[sq] !== -1) continue;
    region[sq] = regions;
    let top = 0;
    stack[top++] = sq;
    while (top > 0) {
      const s = stack[--top]!;
      for (const n of NEIGHBOURS[s]!) {
        if (board[n] === EMPTY && region[n] === -1) {
          region[n] = regions;
          stack[top++] = n;
        }
      }
    }
    regions++;
  }
  // Indexed colour * SQUARES + region: every colour's counts start again (not only the first few).
  next.fill(0);
  for (let sq = 0; sq < SQUARES; sq++) {
    const c = board[sq]!;
    if (c === EMPTY) continue;
    // Each region once per stone, however many of its sides touch it.
    const ns = NEIGHBOURS[sq]!;
    for (let i = 0; i < ns.length; i++) {
      const r = region[ns[i]!]!;
      if (r < 0) continue;
      let dup = false;
      for (let j = 0; j < i; j++) if (region[ns[j]!] === r) dup = true;
      if (!dup) next[c * SQUARES + r]!++;
    }
  }
}

const touches = (sq: number, r: number): boolean => NEIGHBOURS[sq]!.some((n) => region[n] === r);

/**
 * Pebble's winning moves were she to move now: the distinct (empty square, colour) pairs where a
 * window holds three stones of the colour and a fourth stone of it, from outside the window, can
 * reach the empty square (a stone reaches exactly the empty regions beside it). The targets go
 * into `targets` (square * 4 + colour) when given.
 */
export function threats(board: Int8Array, targets?: number[]): number {
  labelRegions(board);
  stamp++;
  let count = 0;
  for (const w of WINDOWS) {
    let colour = -1;
    let same = 0;
    let hole = -1;
    let mixed = false;
    for (const sq of w) {
      const c = board[sq]!;
      if (c === EMPTY) {
        if (hole >= 0) mixed = true;
        hole = sq;
      } else if (colour === -1 || colour === c) {
        colour = c;
        same++;
      } else mixed = true;
    }
    if (mixed || same !== 3) continue;
    const r = region[hole]!;
    let outside = next[colour * SQUARES + r]!;
    for (const sq of w) if (sq !== hole && touches(sq, r)) outside--;
    if (outside <= 0) continue;
    const key = hole * 4 + colour;
    if (seen[key] === stamp) continue;
    seen[key] = stamp;
    targets?.push(key);
    count++;
  }
  return count;
}

/** Weights of a window holding only one colour, by its stones (1, 2, 3); a mixed window is dead. */
export type Weights = readonly [number, number, number];

/** How promising the board is for Pebble: the sum over the windows that hold one colour only. */
export function promise(board: Int8Array, weights: Weights): number {
  let total = 0;
  for (const w of WINDOWS) {
    let colour = -1;
    let same = 0;
    let mixed = false;
    for (const sq of w) {
      const c = board[sq]!;
      if (c === EMPTY) continue;
      if (colour === -1 || colour === c) {
        colour = c;
        same++;
      } else {
        mixed = true;
        break;
      }
    }
    if (!mixed && same > 0) total += weights[same - 1]!;
  }
  return total;
}
