// A stone drawn on any surface: its shadow, its body in its colour, a dark edge, and inside it the
// shape that names its colour without hue (R2: red a dot, blue a ring, yellow a bar, green a
// cross). The board (Phaser's Brush), the tray's and the card's SVG all draw stones through here.
import { COLOUR, type Colour } from '../rules/index';
import { svgPen, type Pen } from '../../../ui/pen';
import { BOARD_LOOK, STONE_LOOK } from './look';

/** The shapes inside the stones, in stone radii. */
const SHAPE = { dot: 0.3, ring: 0.42, ringWidth: 0.16, bar: [1.1, 0.3], cross: 0.5, crossWidth: 0.2 } as const;

/** A stone of `colour` centred on (cx, cy) with radius r; `alpha` < 1 for one lifted by a drag. */
export function drawStone(pen: Pen, colour: Colour, cx: number, cy: number, r: number, alpha = 1): void {
  const look = STONE_LOOK[colour];
  const edge = Math.max(1, r * 0.1);
  pen.disc(cx + edge / 2, cy + edge, r, 0x000000, 0.25 * alpha); // its shadow
  pen.disc(cx, cy, r, look.fill, alpha);
  pen.ring(cx, cy, r - edge / 2, edge, BOARD_LOOK.edge, alpha);
  switch (COLOUR[colour].shape) {
    case 'dot':
      return pen.disc(cx, cy, r * SHAPE.dot, look.mark, alpha);
    case 'ring':
      return pen.ring(cx, cy, r * SHAPE.ring, r * SHAPE.ringWidth, look.mark, alpha);
    case 'bar': {
      const [w, h] = SHAPE.bar;
      return pen.rect(cx - (r * w) / 2, cy - (r * h) / 2, r * w, r * h, look.mark, alpha);
    }
    case 'cross': {
      const d = r * SHAPE.cross;
      pen.line(cx - d, cy, cx + d, cy, r * SHAPE.crossWidth, look.mark, alpha);
      return pen.line(cx, cy - d, cx, cy + d, r * SHAPE.crossWidth, look.mark, alpha);
    }
  }
}

/** One stone as a small SVG image (the tray, the bag counts, the dialogs). */
export function stoneSvg(colour: Colour, size: number): string {
  const parts: string[] = [];
  drawStone(svgPen(parts), colour, size / 2, size / 2, size * 0.42);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}" aria-hidden="true">${parts.join('')}</svg>`;
}
