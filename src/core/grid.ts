// Square names, the same in every game of the house (platform.md): the column letter from `a`
// (left), then the row number from 1 (top row), so `a1` is the top-left corner.

/** The name of the square at this column and row (both from 0). */
export const nameAt = (col: number, row: number): string => String.fromCharCode(97 + col) + String(row + 1);

/** The column and row (from 0) a name gives on a board of this size, or null for no square of it. */
export function placeOf(name: string, width: number, height: number): { col: number; row: number } | null {
  const m = /^([a-z])([1-9][0-9]?)$/.exec(name);
  if (!m) return null;
  const col = m[1]!.charCodeAt(0) - 97;
  const row = Number(m[2]) - 1;
  return col < width && row < height ? { col, row } : null;
}

/**
 * A square board of `size` × `size` whose squares are numbered row by row from a1 (0) on: what each
 * game's board module derives from its size (its own R1 says the size and the names' letters).
 */
export function squareBoard(size: number) {
  const rowOf = (sq: number): number => Math.floor(sq / size);
  const colOf = (sq: number): number => sq % size;
  return {
    SQUARES: size * size,
    rowOf,
    colOf,
    squareName: (sq: number): string => nameAt(colOf(sq), rowOf(sq)),
    /** The square a name such as `c5` names on this board, or null. */
    parseSquare(name: string): number | null {
      const at = placeOf(name, size, size);
      return at && at.row * size + at.col;
    },
  };
}

/** The eight king directions as [dRow, dCol]; the first four are orthogonal (N, E, S, W). */
export const KING_DIRECTIONS = [
  [-1, 0],
  [0, 1],
  [1, 0],
  [0, -1],
  [-1, 1],
  [1, 1],
  [1, -1],
  [-1, -1],
] as const;
