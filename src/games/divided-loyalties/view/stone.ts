// A stone drawn on any pen: its shadow, its body in its colour, a dark edge and inside it the mark
// that names its colour without hue (R4's COLOURS: blue a circle, yellow a triangle, purple a
// diamond, orange a square, green a hexagon, red a cross). The board, the stock's buttons, the
// layout pictures and the home card all draw stones through here.
import type { Pen } from '../../../ui/pen';
import { COLOURS, type Colour } from '../rules/index';
import { FIELD_LOOK, STONE_LOOK } from './look';
import { svgPen } from '../../../ui/pen';

const MARK_OF = Object.fromEntries(COLOURS.map((c) => [c.name, c.mark])) as Record<
  Colour,
  (typeof COLOURS)[number]['mark']
>;

/** Points on a circle of radius r, starting straight up. */
const around = (cx: number, cy: number, r: number, n: number, turn = 0): [number, number][] =>
  Array.from({ length: n }, (_, i) => {
    const a = -Math.PI / 2 + turn + (i * 2 * Math.PI) / n;
    return [cx + Math.cos(a) * r, cy + Math.sin(a) * r];
  });

/** A stone of `colour` centred on (cx, cy) with radius r. */
export function drawStone(pen: Pen, colour: Colour, cx: number, cy: number, r: number, alpha = 1): void {
  const look = STONE_LOOK[colour];
  const edge = Math.max(1, r * 0.1);
  pen.disc(cx + edge / 2, cy + edge, r, 0x000000, 0.25 * alpha);
  pen.disc(cx, cy, r, look.fill, alpha);
  pen.ring(cx, cy, r - edge / 2, edge, FIELD_LOOK.stoneEdge, alpha);
  const m = r * 0.5;
  switch (MARK_OF[colour]) {
    case 'circle':
      return pen.ring(cx, cy, m * 0.8, r * 0.16, look.mark, alpha);
    case 'triangle':
      return pen.polygon(around(cx, cy + m * 0.15, m * 1.05, 3), look.mark, alpha);
    case 'diamond':
      return pen.polygon(around(cx, cy, m, 4), look.mark, alpha);
    case 'square':
      return pen.rect(cx - m * 0.75, cy - m * 0.75, m * 1.5, m * 1.5, look.mark, alpha);
    case 'hexagon':
      return pen.polygon(around(cx, cy, m * 0.9, 6, Math.PI / 6), look.mark, alpha);
    case 'cross': {
      const d = m * 0.8;
      pen.line(cx - d, cy - d, cx + d, cy + d, r * 0.2, look.mark, alpha);
      return pen.line(cx - d, cy + d, cx + d, cy - d, r * 0.2, look.mark, alpha);
    }
  }
}

/** One stone as a small SVG image (the stock's buttons, the manual). */
export function stoneSvg(colour: Colour, size: number): string {
  const parts: string[] = [];
  drawStone(svgPen(parts), colour, size / 2, size / 2, size * 0.42);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}" aria-hidden="true">${parts.join('')}</svg>`;
}
