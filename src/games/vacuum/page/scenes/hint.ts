// Hint: the suggested turn in its own colour (unlike the last move, the selection and the
// targets): a thick arrow from each moving piece to where it goes, a bullseye on the square of a
// one-square action (Vacuum Move, Stone Creation, …).
import type { BoardView } from '../controller';
import { COLOUR } from '../../../../ui/scenes/look';
import type { Pen } from '../../../../ui/scenes/pen';

/** A bullseye, unlike the pedestals' diamonds and the targets' blue dots and rings. */
const BULLSEYE = { width: 0.08, min: 2.5, ring: 0.36, dot: 0.11, alpha: 0.95 } as const;
/** The arrow's shaft stops this far short of the target's centre, under its head. */
const ARROW = { width: 0.1, min: 3, alpha: 0.9, short: 0.25, head: 0.28, headAlpha: 0.95 } as const;

export function drawHint(pen: Pen, hint: BoardView['hint']): void {
  const { gr, cell } = pen;
  for (const { from, to } of hint) {
    const b = pen.centre(to);
    if (from === null || from === to) {
      gr.lineStyle(Math.max(BULLSEYE.min, cell * BULLSEYE.width), COLOUR.hint, BULLSEYE.alpha).strokeCircle(
        b.x,
        b.y,
        cell * BULLSEYE.ring,
      );
      gr.fillStyle(COLOUR.hint, BULLSEYE.alpha).fillCircle(b.x, b.y, cell * BULLSEYE.dot);
      continue;
    }
    const a = pen.centre(from);
    const angle = Math.atan2(b.y - a.y, b.x - a.x);
    const end = { x: b.x - Math.cos(angle) * cell * ARROW.short, y: b.y - Math.sin(angle) * cell * ARROW.short };
    gr.lineStyle(Math.max(ARROW.min, cell * ARROW.width), COLOUR.hint, ARROW.alpha).lineBetween(a.x, a.y, end.x, end.y);
    pen.arrowHead(a, b, cell * ARROW.head, COLOUR.hint, ARROW.headAlpha);
  }
}
