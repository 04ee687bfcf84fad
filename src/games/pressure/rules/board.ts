// The 5 × 5 board (R1): square names, the four directions, and the seats' names, kept as data.
import { squareBoard } from '../../../core/grid';
import type { Seat, Sq, Token } from './types';

export const SIZE = 5;
/**
 * Squares numbered row by row (R1); a name is the column letter a–e, then row 1–5 counted from the
 * top, so a1 is the top-left corner.
 */
export const { SQUARES, rowOf, colOf, squareName, parseSquare } = squareBoard(SIZE);

/** The seats' names, in seat order (R1): White moves first. */
export const SEATS = ['White', 'Black'] as const;
export type SeatName = (typeof SEATS)[number];

/** The four directions a token moves in (R4), as row and column steps. */
export const DIRECTIONS = [
  { name: 'up', dr: -1, dc: 0 },
  { name: 'down', dr: 1, dc: 0 },
  { name: 'left', dr: 0, dc: -1 },
  { name: 'right', dr: 0, dc: 1 },
] as const;
export type Direction = (typeof DIRECTIONS)[number]['name'];

/** NEXT[sq * 4 + d]: the square one step from `sq` in direction d, or -1 off the board. */
const NEXT = Int8Array.from({ length: SQUARES * 4 }, (_, i) => {
  const sq = i >> 2;
  const { dr, dc } = DIRECTIONS[i & 3]!;
  const r = rowOf(sq) + dr;
  const c = colOf(sq) + dc;
  return r >= 0 && r < SIZE && c >= 0 && c < SIZE ? r * SIZE + c : -1;
});

/** The square one step from `sq` in direction `d` (an index into DIRECTIONS), or -1 off the board. */
export const neighbour = (sq: Sq, d: number): Sq => NEXT[sq * 4 + d]!;

/** The direction index (into DIRECTIONS) that leads from `from` to the adjacent `to`, or -1. */
export function directionOf(from: Sq, to: Sq): number {
  for (let d = 0; d < 4; d++) if (neighbour(from, d) === to) return d;
  return -1;
}

/** The letters of the position text (R9) for each seat and state, and '.' for an empty square. */
export const CELL_LETTERS = {
  0: { active: 'W', inactive: 'w', captured: 'X' },
  1: { active: 'B', inactive: 'b', captured: 'Y' },
} as const satisfies Record<Seat, Record<Token['state'], string>>;

const cellLetter = (t: Token | null): string => (t === null ? '.' : CELL_LETTERS[t.owner][t.state]);

/** The board field of the position text (R9): rows 1 to 5 separated by '/'. */
export function boardText(board: readonly (Token | null)[]): string {
  let text = '';
  for (let sq = 0; sq < SQUARES; sq++) text += (sq > 0 && sq % SIZE === 0 ? '/' : '') + cellLetter(board[sq]!);
  return text;
}

export const SIDE_LETTERS = ['w', 'b'] as const satisfies Record<Seat, string>;
