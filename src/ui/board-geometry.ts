// Where a board sits in its canvas, for every game's board: its corner and square side, and the band
// its coordinate labels take. (Vacuum's square ↔ pixel arithmetic on its 12 × 12 board is in geometry.ts.)

export interface BoardGeometry {
  /** Top-left corner of square a1, in canvas pixels. */
  x: number;
  y: number;
  /** Side of one square. */
  cell: number;
}

/** The room the coordinate labels take: enough for a readable letter at any board size. */
export const labelBand = (width: number, height: number): number =>
  Math.max(16, Math.min(26, Math.min(width, height) * 0.03));
