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

/** Where a `<path>` of svgPen's ends: while it is the last part, the next shape of its fill joins it. */
const PATH_END = '"/>';

/**
 * A pen writing SVG elements into `parts`. Discs and rectangles of one solid colour drawn one after
 * another are one `<path>`, each a subpath turning the same way (so where they overlap they stay
 * filled): a field of a few hundred cells is then a few elements, not hundreds, which the browser
 * parses and styles in a fraction of the time (Divided Loyalties' layout picker).
 */
export const svgPen = (parts: string[]): Pen => {
  /** The fill of the path the parts end with, while they do. */
  let open: string | null = null;
  const fill = (colour: number, alpha: number, d: string): void => {
    const css = cssColour(colour);
    if (alpha >= 1 && open === css && parts.at(-1) === PATH_END) {
      parts.pop();
      parts.push(d, PATH_END);
      return;
    }
    parts.push(`<path fill="${css}"${opacity(alpha)} d="`, d, PATH_END);
    // A translucent shape stays alone: joined, the overlap of two would be no darker than either.
    open = alpha >= 1 ? css : null;
  };
  return {
    // Clockwise, as the rectangles are: two half circles from the leftmost point, the radius rounded
    // first so that each half spans exactly the diameter.
    disc: (cx, cy, r, colour, alpha) => {
      const [radius, across] = [num(r), num(2 * Number(num(r)))];
      fill(
        colour,
        alpha,
        `M${num(cx - Number(radius))} ${num(cy)}a${radius} ${radius} 0 1 1 ${across} 0a${radius} ${radius} 0 1 1 -${across} 0z`,
      );
    },
    ring: (cx, cy, r, width, colour, alpha) =>
      void parts.push(
        `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="none" stroke="${cssColour(colour)}" stroke-width="${num(width)}"${opacity(alpha)}/>`,
      ),
    polygon: (points, colour, alpha) =>
      void parts.push(
        `<polygon points="${points.map(([x, y]) => `${num(x)},${num(y)}`).join(' ')}" fill="${cssColour(colour)}"${opacity(alpha)}/>`,
      ),
    rect: (x, y, w, h, colour, alpha) => fill(colour, alpha, `M${num(x)} ${num(y)}h${num(w)}v${num(h)}h${num(-w)}z`),
    line: (x0, y0, x1, y1, width, colour, alpha) =>
      void parts.push(
        `<line x1="${num(x0)}" y1="${num(y0)}" x2="${num(x1)}" y2="${num(y1)}" stroke="${cssColour(colour)}" stroke-width="${num(width)}" stroke-linecap="round"${opacity(alpha)}/>`,
      ),
  };
};

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
