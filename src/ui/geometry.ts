// Where the board sits in the canvas: square ↔ pixel, recomputed on every resize.
import { SIZE, type Sq } from '../games/vacuum/rules/index';
import { labelBand, type BoardGeometry } from './board-geometry';

/**
 * The largest square board that fits, with a band above and left of it for the coordinate labels
 * (they sit on those two sides only) and a few pixels' rest on the others; centred in what is left.
 */
export function fitBoard(width: number, height: number): BoardGeometry {
  const band = labelBand(width, height);
  const rest = 8; // room for the frame in the current player's colour
  const side = Math.max(0, Math.min(width, height) - band - rest);
  return { x: band + (width - band - rest - side) / 2, y: band + (height - band - rest - side) / 2, cell: side / SIZE };
}

export function squareAt(g: BoardGeometry, px: number, py: number): Sq | null {
  const col = Math.floor((px - g.x) / g.cell);
  const row = Math.floor((py - g.y) / g.cell);
  return row >= 0 && row < SIZE && col >= 0 && col < SIZE ? row * SIZE + col : null;
}

const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/** The square an arrow key moves a keyboard cursor to from `at` (it stays on the board), or null for other keys. */
export function arrowStep(at: Sq, key: string): Sq | null {
  const d = ARROWS[key];
  if (!d) return null;
  const row = Math.min(SIZE - 1, Math.max(0, Math.floor(at / SIZE) + d[0]));
  const col = Math.min(SIZE - 1, Math.max(0, (at % SIZE) + d[1]));
  return row * SIZE + col;
}

/** A square's top-left corner and side, in canvas pixels. */
export function squareRect(g: BoardGeometry, sq: Sq): { x: number; y: number; cell: number } {
  return { x: g.x + (sq % SIZE) * g.cell, y: g.y + Math.floor(sq / SIZE) * g.cell, cell: g.cell };
}

export function squareCentre(g: BoardGeometry, sq: Sq): { x: number; y: number } {
  return { x: g.x + ((sq % SIZE) + 0.5) * g.cell, y: g.y + (Math.floor(sq / SIZE) + 0.5) * g.cell };
}
