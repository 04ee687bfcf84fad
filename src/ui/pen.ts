// The pen the games' pieces and pictures are drawn with, the same drawing on the board canvas
// (Phaser's Brush) and as SVG (the home cards, a PNG save's picture, a tray's or a stock's buttons,
// the layout picker): discs, rings, polygons, rectangles and lines in colours 0xrrggbb.
import type { Brush } from '../core/module';

export interface Pen {
  disc(cx: number, cy: number, r: number, colour: number, alpha: number): void;
  ring(cx: number, cy: number, r: number, width: number, colour: number, alpha: number): void;
  polygon(points: readonly (readonly [number, number])[], colour: number, alpha: number): void;
  rect(x: number, y: number, w: number, h: number, colour: number, alpha: number): void;
  line(x0: number, y0: number, x1: number, y1: number, width: number, colour: number, alpha: number): void;
}

export const cssColour = (colour: number): string => `#${colour.toString(16).padStart(6, '0')}`;

/** Phaser's Brush as a Pen (a polygon as a fan of triangles: the Brush has no path). */
export const brushPen = (b: Brush): Pen => ({
  disc: (cx, cy, r, colour, alpha) => void b.fillStyle(colour, alpha).fillCircle(cx, cy, r),
  ring: (cx, cy, r, width, colour, alpha) => void b.lineStyle(width, colour, alpha).strokeCircle(cx, cy, r),
  polygon(points, colour, alpha) {
    b.fillStyle(colour, alpha);
    const [x0, y0] = points[0]!;
    for (let i = 1; i + 1 < points.length; i++) b.fillTriangle(x0, y0, ...points[i]!, ...points[i + 1]!);
  },
  rect: (x, y, w, h, colour, alpha) => void b.fillStyle(colour, alpha).fillRect(x, y, w, h),
  line: (x0, y0, x1, y1, width, colour, alpha) => void b.lineStyle(width, colour, alpha).lineBetween(x0, y0, x1, y1),
});

const num = (n: number): string => String(Math.round(n * 100) / 100);
const opacity = (alpha: number): string => (alpha < 1 ? ` opacity="${num(alpha)}"` : '');

/** A pen writing SVG elements into `parts`. */
export const svgPen = (parts: string[]): Pen => ({
  disc: (cx, cy, r, colour, alpha) =>
    void parts.push(
      `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${cssColour(colour)}"${opacity(alpha)}/>`,
    ),
  ring: (cx, cy, r, width, colour, alpha) =>
    void parts.push(
      `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="none" stroke="${cssColour(colour)}" stroke-width="${num(width)}"${opacity(alpha)}/>`,
    ),
  polygon: (points, colour, alpha) =>
    void parts.push(
      `<polygon points="${points.map(([x, y]) => `${num(x)},${num(y)}`).join(' ')}" fill="${cssColour(colour)}"${opacity(alpha)}/>`,
    ),
  rect: (x, y, w, h, colour, alpha) =>
    void parts.push(
      `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" fill="${cssColour(colour)}"${opacity(alpha)}/>`,
    ),
  line: (x0, y0, x1, y1, width, colour, alpha) =>
    void parts.push(
      `<line x1="${num(x0)}" y1="${num(y0)}" x2="${num(x1)}" y2="${num(y1)}" stroke="${cssColour(colour)}" stroke-width="${num(width)}" stroke-linecap="round"${opacity(alpha)}/>`,
    ),
});

/** A simpler pen with CSS colours, whose discs carry their edge: Vacuum's and Pressure's pictures. */
export interface Sketch {
  rect(x: number, y: number, w: number, h: number, fill: string): void;
  disc(cx: number, cy: number, r: number, fill: string, edge: string, edgeWidth: number): void;
  line(x0: number, y0: number, x1: number, y1: number, colour: string, width: number): void;
}

/** A sketch writing SVG elements into `parts`. */
export const svgSketch = (parts: string[]): Sketch => ({
  rect: (x, y, w, h, fill) =>
    void parts.push(`<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" fill="${fill}"/>`),
  disc: (cx, cy, r, fill, edge, width) =>
    void parts.push(
      `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${fill}" stroke="${edge}" stroke-width="${num(width)}"/>`,
    ),
  line: (x0, y0, x1, y1, colour, width) =>
    void parts.push(
      `<line x1="${num(x0)}" y1="${num(y0)}" x2="${num(x1)}" y2="${num(y1)}" stroke="${colour}" stroke-width="${num(width)}" stroke-linecap="round"/>`,
    ),
});
