// The board of the independent reference (pressure-rulings.md R1, R3), written from the rulings
// alone: no code of src/games/pressure is read or imported.

export type Side = 0 | 1; // R1: 0 White (moves first), 1 Black
export type TokenState = 'active' | 'inactive' | 'captured'; // R3
export interface Token {
  readonly owner: Side;
  readonly state: TokenState;
}
/** 25 squares, `sq = row * 5 + col` (R1); null is an empty square. */
export type Board = readonly (Token | null)[];

export const SIZE = 5;
const COLS = 'abcde';

// R1: column letter a–e from the left, row number 1–5 from the top.
export function squareName(sq: number): string {
  return `${COLS[sq % SIZE]}${Math.floor(sq / SIZE) + 1}`;
}

export function squareOf(name: string): number | null {
  const m = /^([a-e])([1-5])$/.exec(name);
  if (!m) return null;
  return (Number(m[2]) - 1) * SIZE + COLS.indexOf(m[1] as string);
}

/** R4: up, down, left, right (row and column deltas); never diagonal. */
const DIRECTIONS: readonly (readonly [number, number])[] = [
  [-1, 0],
  [1, 0],
  [0, -1],
  [0, 1],
];

/** The square one step from `sq` in direction (dr, dc), or null off the board. */
function stepFrom(sq: number, dr: number, dc: number): number | null {
  const row = Math.floor(sq / SIZE) + dr;
  const col = (sq % SIZE) + dc;
  return row < 0 || row >= SIZE || col < 0 || col >= SIZE ? null : row * SIZE + col;
}

/** The on-board orthogonal neighbours of `sq`. */
export function neighbours(sq: number): number[] {
  const out: number[] = [];
  for (const [dr, dc] of DIRECTIONS) {
    const n = stepFrom(sq, dr, dc);
    if (n !== null) out.push(n);
  }
  return out;
}

/** The square beyond `to` seen from `from` (they are adjacent), or null off the board. */
export function beyond(from: number, to: number): number | null {
  const dr = Math.floor(to / SIZE) - Math.floor(from / SIZE);
  const dc = (to % SIZE) - (from % SIZE);
  return stepFrom(to, dr, dc);
}

/**
 * R5: a token is boxed in when each of its four sides is a token or the edge: every on-board
 * neighbour is occupied (off-board sides are the edge).
 */
export function boxedIn(board: Board, sq: number): boolean {
  return neighbours(sq).every((n) => board[n] !== null);
}
