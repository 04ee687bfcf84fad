// The board of the independent Glyph Grid reference, written from shared/design/glyph-grid-rulings.md
// alone (R1–R3): squares, their names, the directions, the start position.

export type Side = 0 | 1;

interface Piece {
  side: Side;
  core: boolean;
}

/** One square: at most one piece and, independently, at most one mark (R1). */
export interface Cell {
  piece: Piece | null;
  mark: Side | null;
}

// R1: 7 × 7, square index row * 7 + col, named column letter then row + 1 (a1 top-left).
export const SIZE = 7;
const COLUMNS = 'abcdefg';

export const squareName = (sq: number): string => `${COLUMNS[sq % SIZE]}${Math.floor(sq / SIZE) + 1}`;

function squareIndex(name: string): number {
  const col = COLUMNS.indexOf(name[0] ?? '');
  const row = Number(name.slice(1)) - 1;
  if (name.length !== 2 || col < 0 || !(row >= 0 && row < SIZE)) throw new Error(`no square ${name}`);
  return row * SIZE + col;
}

/** The square `dr` rows and `dc` columns away, or null off the board. */
export function offset(sq: number, dr: number, dc: number): number | null {
  const row = Math.floor(sq / SIZE) + dr;
  const col = (sq % SIZE) + dc;
  return row >= 0 && row < SIZE && col >= 0 && col < SIZE ? row * SIZE + col : null;
}

// R6: the eight king directions; the knight's jumps of ARC.
export const KING: readonly (readonly [number, number])[] = [
  [-1, -1],
  [-1, 0],
  [-1, 1],
  [0, -1],
  [0, 1],
  [1, -1],
  [1, 0],
  [1, 1],
];
export const KNIGHT: readonly (readonly [number, number])[] = [
  [-2, -1],
  [-2, 1],
  [-1, -2],
  [-1, 2],
  [1, -2],
  [1, 2],
  [2, -1],
  [2, 1],
];
// R9.2: the four orthogonal neighbours.
export const ORTHOGONAL: readonly (readonly [number, number])[] = [
  [-1, 0],
  [1, 0],
  [0, -1],
  [0, 1],
];

/** R3: White Core d7, Shards b6 c7 e7 f6, mark d7; Black mirrored on row 1. */
export function startCells(): Cell[] {
  const cells: Cell[] = Array.from({ length: SIZE * SIZE }, () => ({ piece: null, mark: null }));
  const place = (name: string, side: Side, core: boolean): void => {
    const cell = cells[squareIndex(name)]!;
    cell.piece = { side, core };
    if (core) cell.mark = side; // R3: each player's one mark is on the Core's square
  };
  place('d7', 0, true);
  for (const s of ['b6', 'c7', 'e7', 'f6']) place(s, 0, false);
  place('d1', 1, true);
  for (const s of ['b2', 'c1', 'e1', 'f2']) place(s, 1, false);
  return cells;
}
