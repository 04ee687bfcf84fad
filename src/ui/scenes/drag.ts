// Drag: the dragged piece under the pointer, a little larger than on its square; a piece that
// slides its tile along (Perimeter Move) carries the tile too.
import type * as Phaser from 'phaser';
import type { BoardView } from '../controller';
import { pageColours } from './look';
import type { Painter } from './painter';

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
  const { x, y, from } = view.drag;
  const cell = cellSize * GHOST_SCALE;
  const carry = { from, mode: view.mode, count: view.count };
  const tile = painter.slidTile(picture, carry);
  if (tile !== null) {
    gr.fillStyle(tile, TILE.alpha).fillRect(x - cell / 2, y - cell / 2, cell, cell);
    gr.lineStyle(TILE.edge, pageColours().select, 1).strokeRect(x - cell / 2, y - cell / 2, cell, cell);
  }
  painter.carried(gr, picture, carry, { x, y }, cell);
}
