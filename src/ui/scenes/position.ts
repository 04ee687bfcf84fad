// The position itself, in every mode: the frame in the colour of the seat to move and the pieces
// (the tiles are the painter's alone).
import type { Carry, Painter } from './painter';
import type { Pen } from './pen';

/** The frame around the board: this many squares thick (at least `min` pixels), just outside it. */
const FRAME = { width: 0.08, min: 3, outset: 0.06 } as const;
/** A dragged piece stays on its square as a faint shadow while it follows the pointer. */
const LEFT_BEHIND_ALPHA = 0.3;

export function drawFrame<G, P>(pen: Pen, painter: Painter<G, P>, picture: P): void {
  const { x, y, cell } = pen.geometry;
  pen.gr
    .lineStyle(Math.max(FRAME.min, cell * FRAME.width), painter.seat(painter.current(picture)).fill, 1)
    .strokeRect(
      x - cell * FRAME.outset,
      y - cell * FRAME.outset,
      cell * (painter.size + 2 * FRAME.outset),
      cell * (painter.size + 2 * FRAME.outset),
    );
}

/** Every piece but the one still sliding in (`arriving`); what a drag carries away (`dragged`) faint. */
export function drawPieces<G, P>(
  pen: Pen,
  painter: Painter<G, P>,
  picture: P,
  arriving: number | null = null,
  dragged: Carry | null = null,
): void {
  for (let sq = 0; sq < painter.size ** 2; sq++) {
    if (!painter.occupied(picture, sq) || sq === arriving) continue;
    const leaving = sq === dragged?.from ? dragged : undefined;
    painter.piece(pen.gr, picture, sq, pen.centre(sq), pen.cell, leaving ? LEFT_BEHIND_ALPHA : 1, leaving);
  }
}
