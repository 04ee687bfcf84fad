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
