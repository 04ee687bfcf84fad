// The SVG pen: the same shapes as the board's, written as few elements as the drawing allows.
import { describe, expect, it } from 'vitest';
import { svgPen } from '../../src/ui/pen';

const drawn = (draw: (pen: ReturnType<typeof svgPen>) => void): string => {
  const parts: string[] = [];
  draw(svgPen(parts));
  return parts.join('');
};
const elements = (svg: string): string[] => svg.match(/<[a-z]+/g) ?? [];

describe('svgPen', () => {
  it('writes a run of solid discs and rectangles of one colour as one path', () => {
    const svg = drawn((pen) => {
      pen.rect(0, 0, 4, 4, 0x262a33, 1);
      pen.rect(4, 0, 4, 4, 0x262a33, 1);
      pen.disc(10, 2, 1, 0x262a33, 1);
    });
    expect(elements(svg)).toEqual(['<path']);
    expect(svg).toBe('<path fill="#262a33" d="M0 0h4v4h-4zM4 0h4v4h-4zM9 2a1 1 0 1 1 2 0a1 1 0 1 1 -2 0z"/>');
  });

  it('starts another element for another colour, a translucent shape or anything between', () => {
    const svg = drawn((pen) => {
      pen.rect(0, 0, 4, 4, 0x262a33, 1);
      pen.rect(4, 0, 4, 4, 0x8d96a8, 1); // another colour
      pen.rect(8, 0, 4, 4, 0x8d96a8, 0.5); // translucent: two overlapping would be darker than one
      pen.rect(8, 4, 4, 4, 0x8d96a8, 0.5);
      pen.ring(2, 2, 1, 0.5, 0x8d96a8, 1);
      pen.rect(0, 4, 4, 4, 0x8d96a8, 1); // after the ring, drawn over it
    });
    expect(elements(svg)).toEqual(['<path', '<path', '<path', '<path', '<circle', '<path']);
    expect(svg).toContain('opacity="0.5"');
  });

  it("draws a disc's two halves across exactly its diameter, so it stays round", () => {
    // A radius of 3.276 rounds to 3.28: the halves must span 6.56, not 6.552 rounded to 6.55.
    const svg = drawn((pen) => pen.disc(13, 13, 3.276, 0xffffff, 1));
    const [, x, r, across] = /M([\d.]+) 13a([\d.]+) [\d.]+ 0 1 1 ([\d.]+) 0/.exec(svg)!;
    expect(Number(across)).toBeCloseTo(2 * Number(r), 10);
    expect(Number(x) + Number(r)).toBeCloseTo(13, 1);
  });
});
