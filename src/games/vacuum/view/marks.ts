// Each seat's mark, so owners are told apart without colour (red–green colour blindness, or none at
// all): Red a dot, Gold a bar, Green a plus, White a cross; neutral pieces are plain. Drawn in the
// seat's ink (white on Red and Green, dark on Gold and White), so it stands out of its piece under
// any colour vision. One shape for every surface: the board (painter.ts) and the small picture of a
// PNG save and the home card (picture.ts).
import type { Owner, Player } from '../rules/index';

export const SEAT_MARKS = { 0: 'dot', 1: 'bar', 2: 'plus', 3: 'cross' } as const satisfies Record<Player, string>;

/** A mark as strokes: filled discs and lines of one width, centred on a point. */
export interface MarkShape {
  dots: { x: number; y: number; r: number }[];
  lines: { x1: number; y1: number; x2: number; y2: number }[];
  width: number;
}

/** The stroke of a mark: this share of its size, at least `min` px (a phone's pebble is ~6 px across). */
const STROKE = { share: 0.5, min: 1.5 } as const;
const DOT = 0.62;
const CROSS_ARM = 0.8;

/** The mark of `owner` centred on (x, y), `size` its half-length; none for neutral pieces. */
export function markShape(owner: Owner, x: number, y: number, size: number): MarkShape | null {
  if (owner === 'neutral') return null;
  const width = Math.max(STROKE.min, size * STROKE.share);
  const across = { x1: x - size, y1: y, x2: x + size, y2: y };
  switch (SEAT_MARKS[owner]) {
    case 'dot':
      return { dots: [{ x, y, r: size * DOT }], lines: [], width };
    case 'bar':
      return { dots: [], lines: [across], width };
    case 'plus':
      return { dots: [], lines: [across, { x1: x, y1: y - size, x2: x, y2: y + size }], width };
    case 'cross': {
      const a = size * CROSS_ARM;
      return {
        dots: [],
        lines: [
          { x1: x - a, y1: y - a, x2: x + a, y2: y + a },
          { x1: x - a, y1: y + a, x2: x + a, y2: y - a },
        ],
        width,
      };
    }
  }
}
