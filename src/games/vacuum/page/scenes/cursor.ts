// The hovered square's thin frame (a mouse only: a finger leaves no hover behind), the keyboard
// cursor's thick yellow frame edged in black, and a pinned readout's corner mark.
import type { BoardView } from '../controller';
import { COLOUR, pageColours } from '../../../../ui/scenes/look';
import type { Pen } from '../../../../ui/scenes/pen';

const HOVER = { width: 2, alpha: 0.7 } as const;
const CURSOR = { width: 0.09, min: 3, edge: 2, edgeAlpha: 0.8 } as const;
const PINNED = { corner: 0.3, width: 2, alpha: 0.9 } as const;

export function drawCursor(pen: Pen, view: BoardView): void {
  const gr = pen.gr.clear();
  if (view.hover !== null && !view.touch && view.hover !== view.cursor) {
    const { x, y, cell } = pen.rect(view.hover);
    gr.lineStyle(HOVER.width, COLOUR.white, HOVER.alpha).strokeRect(x + 1, y + 1, cell - 2, cell - 2);
  }
  if (view.cursor !== null) {
    const { x, y, cell } = pen.rect(view.cursor);
    const w = Math.max(CURSOR.min, cell * CURSOR.width);
    gr.lineStyle(w + CURSOR.edge, COLOUR.black, CURSOR.edgeAlpha).strokeRect(x + w / 2, y + w / 2, cell - w, cell - w);
    gr.lineStyle(w, pageColours().cursor, 1).strokeRect(x + w / 2, y + w / 2, cell - w, cell - w);
  }
  if (view.pinned !== null) {
    const { x, y, cell } = pen.rect(view.pinned);
    gr.fillStyle(pageColours().cursor, 1).fillTriangle(x, y, x + cell * PINNED.corner, y, x, y + cell * PINNED.corner);
    gr.lineStyle(PINNED.width, COLOUR.white, PINNED.alpha).strokeRect(x + 1, y + 1, cell - 2, cell - 2);
  }
}
