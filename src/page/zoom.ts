// Zooming the game-neutral page's board (a large field on a phone): pinch or the mouse wheel zooms
// around the fingers or the pointer, two fingers pan, and the board never leaves the area it fits
// in. Plain state and arithmetic: the scene draws with the geometry it gives.
import { magnified, type BoardGeometry, type BoardSize } from '../ui/board-geometry';

/** How many times larger than the whole board's squares a zoomed board's may be. */
export const MAX_ZOOM = 4;

const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));

export interface Area extends BoardSize {
  /** The geometry that fits the whole board. */
  fit: BoardGeometry;
}

export class PinchZoom {
  scale = 1;
  /** The point of the board (as a share of its width and height) at the middle of its area. */
  private centre = { x: 0.5, y: 0.5 };

  get zoomed(): boolean {
    return this.scale > 1;
  }

  /** The geometry to draw with: the board `scale` times larger around `centre`, within its area. */
  geometry(area: Area): BoardGeometry {
    return this.zoomed ? magnified(area.fit, area, this.scale, this.centre) : area.fit;
  }

  /** Zooms by `factor` keeping the board's point under (px, py) where it is. */
  zoomAround(area: Area, px: number, py: number, factor: number): void {
    const before = this.geometry(area);
    const bx = (px - before.x) / (before.cell * area.cols);
    const by = (py - before.y) / (before.cell * area.rows);
    this.scale = clamp(this.scale * factor, 1, MAX_ZOOM);
    const cell = area.fit.cell * this.scale;
    this.aim(area, px - bx * cell * area.cols, py - by * cell * area.rows);
  }

  /** Moves the zoomed board by (dx, dy) pixels. */
  panBy(area: Area, dx: number, dy: number): void {
    const g = this.geometry(area);
    this.aim(area, g.x + dx, g.y + dy);
  }

  reset(): void {
    this.scale = 1;
    this.centre = { x: 0.5, y: 0.5 };
  }

  /** Puts the board's corner at (x, y), as far as its area allows. */
  private aim({ fit, cols, rows }: Area, x: number, y: number): void {
    const cell = fit.cell * this.scale;
    this.centre = {
      x: (fit.x + (fit.cell * cols) / 2 - x) / (cell * cols),
      y: (fit.y + (fit.cell * rows) / 2 - y) / (cell * rows),
    };
    const g = this.geometry({ fit, cols, rows });
    this.centre = {
      x: (fit.x + (fit.cell * cols) / 2 - g.x) / (cell * cols),
      y: (fit.y + (fit.cell * rows) / 2 - g.y) / (cell * rows),
    };
  }
}
