// The board's zoom on the game-neutral page: pinch or wheel around a point keeps that point of the
// board under the fingers, panning moves the zoomed board, and it never leaves its area.
import { describe, expect, it } from 'vitest';
import { PinchZoom, MAX_ZOOM } from '../../src/page/zoom';

const area = { fit: { x: 10, y: 20, cell: 10 }, cols: 13, rows: 18 };

describe('zooming the board', () => {
  it('is the whole board until zoomed', () => {
    expect(new PinchZoom().geometry(area)).toEqual(area.fit);
  });

  it('keeps the board point under the pointer in place', () => {
    const z = new PinchZoom();
    z.zoomAround(area, 75, 100, 2); // the middle of column g, row 8
    const g = z.geometry(area);
    expect(g.cell).toBe(20);
    expect((75 - g.x) / g.cell).toBeCloseTo(6.5);
    expect((100 - g.y) / g.cell).toBeCloseTo(8);
  });

  it('stays within its area at the edges and within 1×–4×', () => {
    const z = new PinchZoom();
    z.zoomAround(area, 10, 20, 3); // the top-left corner
    expect(z.geometry(area)).toMatchObject({ x: 10, y: 20 });
    z.panBy(area, 500, 500);
    expect(z.geometry(area)).toMatchObject({ x: 10, y: 20 });
    z.panBy(area, -5000, -5000);
    const g = z.geometry(area);
    expect(g.x + g.cell * 13).toBeCloseTo(10 + 130);
    expect(g.y + g.cell * 18).toBeCloseTo(20 + 180);
    z.zoomAround(area, 50, 50, 100);
    expect(z.scale).toBe(MAX_ZOOM);
    z.zoomAround(area, 50, 50, 0.001);
    expect(z.zoomed).toBe(false);
    expect(z.geometry(area)).toEqual(area.fit);
  });
});
