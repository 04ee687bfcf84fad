import { describe, expect, it } from 'vitest';
import { BoardZoom, ZOOM_FACTOR, zoomedGeometry } from '../../src/ui/zoom';
import { squareAt, squareCentre } from '../../src/ui/board-geometry';
import { BOARD } from '../../src/games/vacuum/view/board';
import { sq } from '../games/vacuum/rules/helpers';

/** An upright phone's board: 12 squares of 29 px from (20, 20). */
const FIT = { x: 20, y: 20, cell: 29 };
const SPAN = 12 * FIT.cell;

describe('zooming the board', () => {
  it('shows squares twice as large, the chosen square in the middle of the board area', () => {
    const g = zoomedGeometry(FIT, BOARD, sq('f6'));
    expect(g.cell).toBe(FIT.cell * ZOOM_FACTOR);
    const c = squareCentre(g, BOARD, sq('f6'));
    expect(Math.abs(c.x - (FIT.x + SPAN / 2))).toBeLessThanOrEqual(g.cell / 2);
    expect(Math.abs(c.y - (FIT.y + SPAN / 2))).toBeLessThanOrEqual(g.cell / 2);
    // The middle of the area is a square near f6, and a press there finds it.
    expect(squareAt(g, BOARD, c.x, c.y, FIT)).toBe(sq('f6'));
  });

  it('near an edge it stops at the board, leaving no part of the area empty', () => {
    const corner = zoomedGeometry(FIT, BOARD, sq('a1'));
    expect(corner.x).toBe(FIT.x);
    expect(corner.y).toBe(FIT.y);
    const far = zoomedGeometry(FIT, BOARD, sq('l12'));
    expect(far.x + 12 * far.cell).toBe(FIT.x + SPAN);
    expect(far.y + 12 * far.cell).toBe(FIT.y + SPAN);
    expect(squareAt(far, BOARD, FIT.x + SPAN - 1, FIT.y + SPAN - 1, FIT)).toBe(sq('l12'));
  });

  it('Zoom asks where, a tap zooms in there, Zoom again shows the whole board', () => {
    const zoom = new BoardZoom(BOARD);
    let changes = 0;
    zoom.onChange(() => changes++);
    expect(zoom.geometry(FIT)).toEqual(FIT);
    zoom.toggle();
    expect(zoom.choosing).toBe(true);
    expect(zoom.line()).toMatch(/^Tap the part of the board/);
    zoom.pick(null); // off the board: still asking
    expect(zoom.choosing).toBe(true);
    zoom.pick(sq('j10'));
    expect(zoom.state).toEqual({ kind: 'on', at: sq('j10') });
    expect(zoom.geometry(FIT).cell).toBe(58);
    zoom.toggle();
    expect(zoom.state.kind).toBe('off');
    expect(zoom.geometry(FIT)).toEqual(FIT);
    expect(changes).toBe(3);
  });
});
