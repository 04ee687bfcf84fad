// Every board's square ↔ pixel arithmetic (Vacuum's 12 × 12 and the other games' boards alike):
// a press finds the square drawn under it, the board fits its canvas, the keyboard cursor stays on
// the board, and a magnified board's hidden part takes no press.
import { describe, expect, it } from 'vitest';
import {
  arrowStep,
  fitBoard,
  labelBand,
  magnified,
  squareAt,
  squareCentre,
  squareRect,
} from '../../src/ui/board-geometry';

const TALL = { cols: 13, rows: 18 };
const SQUARE = { cols: 12, rows: 12 };

describe('a board in its canvas', () => {
  it('fits the canvas with its labels above and left, and a press finds the square drawn there', () => {
    for (const [size, w, h] of [
      [TALL, 390, 600],
      [SQUARE, 1366, 700],
      [SQUARE, 390, 390],
    ] as const) {
      const g = fitBoard(w, h, size);
      const band = labelBand(w, h);
      expect(g.x).toBeGreaterThanOrEqual(band);
      expect(g.y).toBeGreaterThanOrEqual(band);
      expect(g.x + g.cell * size.cols).toBeLessThanOrEqual(w);
      expect(g.y + g.cell * size.rows).toBeLessThanOrEqual(h);
      for (let sq = 0; sq < size.cols * size.rows; sq++) {
        const c = squareCentre(g, size, sq);
        expect(squareAt(g, size, c.x, c.y)).toBe(sq);
        const r = squareRect(g, size, sq);
        expect(squareAt(g, size, r.x + r.cell - 0.01, r.y + r.cell - 0.01)).toBe(sq);
      }
      expect(squareAt(g, size, g.x - 1, g.y)).toBeNull();
      expect(squareAt(g, size, g.x, g.y + g.cell * size.rows)).toBeNull();
    }
  });

  it('a canvas with no room has no squares to press', () => {
    const g = fitBoard(10, 10, TALL);
    expect(g.cell).toBe(0);
    expect(squareAt(g, TALL, 10, 10)).toBeNull();
  });

  it('arrow keys move the cursor a square at a time and stop at the edges', () => {
    expect(arrowStep(TALL, 0, 'ArrowUp')).toBe(0);
    expect(arrowStep(TALL, 0, 'ArrowLeft')).toBe(0);
    expect(arrowStep(TALL, 0, 'ArrowRight')).toBe(1);
    expect(arrowStep(TALL, 0, 'ArrowDown')).toBe(13);
    const last = 13 * 18 - 1;
    expect(arrowStep(TALL, last, 'ArrowDown')).toBe(last);
    expect(arrowStep(TALL, last, 'ArrowRight')).toBe(last);
    expect(arrowStep(TALL, 12, 'ArrowRight')).toBe(12); // the end of the first row does not wrap
    expect(arrowStep(TALL, 5, 'Enter')).toBeNull();
  });

  it('a magnified board fills its area, and only the part inside the area takes a press', () => {
    const fit = fitBoard(400, 500, TALL);
    const g = magnified(fit, TALL, 3, { x: 0.5, y: 0.5 });
    expect(g.cell).toBeCloseTo(fit.cell * 3);
    expect(g.x).toBeLessThanOrEqual(fit.x);
    expect(g.x + g.cell * TALL.cols).toBeGreaterThanOrEqual(fit.x + fit.cell * TALL.cols);
    // The top-left square lies outside the area now: drawn nowhere, pressed nowhere.
    const corner = squareCentre(g, TALL, 0);
    expect(squareAt(g, TALL, corner.x, corner.y)).toBe(0);
    expect(squareAt(g, TALL, corner.x, corner.y, fit)).toBeNull();
    const middle = { x: fit.x + (fit.cell * TALL.cols) / 2, y: fit.y + (fit.cell * TALL.rows) / 2 };
    expect(squareAt(g, TALL, middle.x, middle.y, fit)).toBe(9 * 13 + 6);
    // Aimed at a corner, it stops at the board's edge: no part of the area is left empty.
    expect(magnified(fit, TALL, 3, { x: 0, y: 0 })).toMatchObject({ x: fit.x, y: fit.y });
  });
});
