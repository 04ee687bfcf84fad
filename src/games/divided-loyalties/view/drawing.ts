// The field and its bridges drawn on any pen (the board through Phaser's Brush; the layout
// pictures and the home card as SVG): a board cell shaded by its region's type with a line where
// the region ends, a dot on its dark ground, nothing on void (R2); a bridge as a bar between its
// end stones, a cut one paler and struck through (R9).
import type { Pen } from '../../../ui/pen';
import type { BridgeKind, Layout } from '../rules/index';
import { BRIDGE_LOOK, FIELD_LOOK } from './look';

const VOID = '.';
const DOT = 'o';

/** The region-type letter of a board cell's token (`S1` → `S`), or null off the boards. */
const typeOf = (token: string | undefined): 'S' | 'W' | 'G' | null =>
  token === undefined || token === VOID || token === DOT ? null : (token[0] as 'S' | 'W' | 'G');

export function drawTile(pen: Pen, layout: Layout, sq: number, x: number, y: number, cell: number): void {
  const token = layout.cells[sq];
  if (token === undefined || token === VOID) return;
  if (token === DOT) {
    pen.rect(x, y, cell, cell, FIELD_LOOK.dot.ground, 1);
    return pen.disc(x + cell / 2, y + cell / 2, Math.max(1, cell * 0.09), FIELD_LOOK.dot.dot, 1);
  }
  pen.rect(x, y, cell, cell, FIELD_LOOK.region[typeOf(token)!].fill, 1);
  // A line on each side where another region, a dot or void begins.
  const { width, height } = layout;
  const col = sq % width;
  const row = Math.floor(sq / width);
  const w = Math.max(1, cell * 0.05);
  const other = (c: number, r: number): boolean =>
    c < 0 || r < 0 || c >= width || r >= height || layout.cells[r * width + c] !== token;
  if (other(col, row - 1)) pen.rect(x, y, cell, w, FIELD_LOOK.edge, 1);
  if (other(col, row + 1)) pen.rect(x, y + cell - w, cell, w, FIELD_LOOK.edge, 1);
  if (other(col - 1, row)) pen.rect(x, y, w, cell, FIELD_LOOK.edge, 1);
  if (other(col + 1, row)) pen.rect(x + cell - w, y, w, cell, FIELD_LOOK.edge, 1);
}

/** A bridge's bar from one end's centre to the other's. */
export function drawBar(
  pen: Pen,
  [ax, ay]: readonly [number, number],
  [bx, by]: readonly [number, number],
  cell: number,
  bridge: { kind: BridgeKind; cut: boolean },
  alpha = 1,
): void {
  const width = Math.max(2, cell * BRIDGE_LOOK.width);
  const colour = BRIDGE_LOOK.kind[bridge.kind];
  pen.line(ax, ay, bx, by, width, colour, bridge.cut ? BRIDGE_LOOK.cutAlpha * alpha : alpha);
  if (!bridge.cut) return;
  // Struck through: two short strokes across the bar between each pair of stones.
  const len = Math.hypot(bx - ax, by - ay);
  const [ux, uy] = [(bx - ax) / len, (by - ay) / len];
  const stones = Math.round(len / cell);
  for (let k = 0; k < stones; k++) {
    const t = (k + 0.5) / stones;
    const [mx, my] = [ax + (bx - ax) * t, ay + (by - ay) * t];
    const d = cell * 0.22;
    pen.line(
      mx - uy * d - ux * d * 0.4,
      my + ux * d - uy * d * 0.4,
      mx + uy * d + ux * d * 0.4,
      my - ux * d + uy * d * 0.4,
      Math.max(2, cell * 0.07),
      BRIDGE_LOOK.cut,
      alpha,
    );
  }
}

/** A bridge that could be built: a light band over its stones with a line of its kind's colour. */
export function drawGhost(
  pen: Pen,
  [ax, ay]: readonly [number, number],
  [bx, by]: readonly [number, number],
  cell: number,
  kind: BridgeKind,
): void {
  pen.line(ax, ay, bx, by, cell * BRIDGE_LOOK.ghost.band, BRIDGE_LOOK.ghost.colour, BRIDGE_LOOK.ghost.alpha);
  pen.line(ax, ay, bx, by, Math.max(2, cell * BRIDGE_LOOK.ghost.line), BRIDGE_LOOK.kind[kind], 0.95);
}
