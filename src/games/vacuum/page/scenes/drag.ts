// Drag: what moves under the pointer, a little larger than on its square (of a stack, only the
// pebbles the drop would move); a piece that slides its tile along (Perimeter Move) carries the
// tile too, and an empty tile that slides is the ghost itself.
import type * as Phaser from 'phaser';
import type { BoardView } from '../controller';
import { pageColours } from '../../../../ui/scenes/look';
import type { Painter } from '../../../../ui/scenes/painter';

const GHOST_SCALE = 1.1;
const TILE = { alpha: 0.9, edge: 2 } as const;

export function drawGhost<G, P>(
  gr: Phaser.GameObjects.Graphics,
  cellSize: number,
  painter: Painter<G, P>,
  picture: P,
  view: BoardView,
): void {
  gr.clear();
  if (!view.drag) return;
  const { x, y, from, mode, count } = view.drag;
  const cell = cellSize * GHOST_SCALE;
  const carry = { from, mode, count };
  const tile = painter.slidTile(picture, carry);
  if (tile !== null) {
    gr.fillStyle(tile, TILE.alpha).fillRect(x - cell / 2, y - cell / 2, cell, cell);
    gr.lineStyle(TILE.edge, pageColours().select, 1).strokeRect(x - cell / 2, y - cell / 2, cell, cell);
  }
  painter.carried(gr, picture, carry, { x, y }, cell);
}
