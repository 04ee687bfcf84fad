// Where the board sits in the canvas: square ↔ pixel, recomputed on every resize.
import { SIZE, type Sq } from '../rules/index';

export interface BoardGeometry {
  /** Top-left corner of square a1, in canvas pixels. */
  x: number;
  y: number;
  /** Side of one square. */
  cell: number;
}

/** The largest square board that fits, centred, with room for the coordinate labels. */
export function fitBoard(width: number, height: number): BoardGeometry {
  const margin = Math.max(14, Math.min(width, height) * 0.035);
  const side = Math.max(0, Math.min(width, height) - 2 * margin);
  const cell = side / SIZE;
  return { x: (width - side) / 2 + margin * 0.25, y: (height - side) / 2 + margin * 0.25, cell };
}

export function squareAt(g: BoardGeometry, px: number, py: number): Sq | null {
  const col = Math.floor((px - g.x) / g.cell);
  const row = Math.floor((py - g.y) / g.cell);
  return row >= 0 && row < SIZE && col >= 0 && col < SIZE ? row * SIZE + col : null;
}

export function squareCentre(g: BoardGeometry, sq: Sq): { x: number; y: number } {
  return { x: g.x + ((sq % SIZE) + 0.5) * g.cell, y: g.y + (Math.floor(sq / SIZE) + 0.5) * g.cell };
}
