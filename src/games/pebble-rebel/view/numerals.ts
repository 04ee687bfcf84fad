// Numbers drawn with lines, as a seven-segment display draws them: the board's Brush has no text,
// and a target's number (the stones Rebel will draw, R14) must be drawn on the canvas.
import type { Pen } from '../../../ui/pen';

/** Each digit's lit segments: a top, b top right, c bottom right, d bottom, e bottom left, f top left, g middle. */
const SEGMENTS = ['abcdef', 'bc', 'abged', 'abgcd', 'fgbc', 'afgcd', 'afgedc', 'abc', 'abcdefg', 'abcdfg'] as const;

/** Where each segment runs, in a digit's box of 1 × 2 (x right, y down). */
const ENDS: Record<string, [number, number, number, number]> = {
  a: [0, 0, 1, 0],
  b: [1, 0, 1, 1],
  c: [1, 1, 1, 2],
  d: [0, 2, 1, 2],
  e: [0, 1, 0, 2],
  f: [0, 0, 0, 1],
  g: [0, 1, 1, 1],
};

/** `n` (a whole number) centred on (cx, cy), its digits `height` tall. */
export function drawNumber(pen: Pen, n: number, cx: number, cy: number, height: number, colour: number): void {
  const digits = String(n);
  const unit = height / 2; // a digit is one unit wide and two tall
  const gap = unit * 0.6;
  const width = digits.length * unit + (digits.length - 1) * gap;
  const stroke = Math.max(2, height * 0.2);
  [...digits].forEach((d, i) => {
    const left = cx - width / 2 + i * (unit + gap);
    const top = cy - unit;
    for (const s of SEGMENTS[Number(d)]!) {
      const [x0, y0, x1, y1] = ENDS[s]!;
      pen.line(left + x0 * unit, top + y0 * unit, left + x1 * unit, top + y1 * unit, stroke, colour, 1);
    }
  });
}
