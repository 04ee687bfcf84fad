// A Divided Loyalties position drawn small as SVG from the Game alone: the layout picker's pictures
// and the home page's card (drawn ahead by scripts/cards.ts from card-position.txt): the field, the
// bridges and the stones.
import { svgPen, type Pen } from '../../../ui/pen';
import { COLOURS, type Game, type Layout } from '../rules/index';
import { drawBar, drawTile } from './drawing';
import { drawStone } from './stone';

/** A shape drawTile drew, to be drawn later: its colour, and the drawing. */
interface Shape {
  colour: number;
  draw(pen: Pen): void;
}

/** A pen that keeps each shape in `shapes` instead of drawing it. */
const keeping = (shapes: Shape[]): Pen => ({
  disc: (cx, cy, r, colour, alpha) => void shapes.push({ colour, draw: (p) => p.disc(cx, cy, r, colour, alpha) }),
  ring: (cx, cy, r, w, colour, alpha) => void shapes.push({ colour, draw: (p) => p.ring(cx, cy, r, w, colour, alpha) }),
  polygon: (points, colour, alpha) => void shapes.push({ colour, draw: (p) => p.polygon(points, colour, alpha) }),
  rect: (x, y, w, h, colour, alpha) => void shapes.push({ colour, draw: (p) => p.rect(x, y, w, h, colour, alpha) }),
  line: (x0, y0, x1, y1, w, colour, alpha) =>
    void shapes.push({ colour, draw: (p) => p.line(x0, y0, x1, y1, w, colour, alpha) }),
});

/** The picture of a game (or of an empty layout) fitted into `size` pixels, as an SVG document. */
export function svgPicture(
  game: Game | { layout: Layout; stones?: undefined; bridges?: undefined },
  size = 160,
): string {
  const { layout } = game;
  const parts: string[] = [];
  const pen = svgPen(parts);
  const cell = size / Math.max(layout.width, layout.height);
  const [w, h] = [layout.width * cell, layout.height * cell];
  const at = (sq: number): [number, number] => [
    ((sq % layout.width) + 0.5) * cell,
    (Math.floor(sq / layout.width) + 0.5) * cell,
  ];
  // Every tile's ground (its first shape), then its marks (a dot, a region's edges), each colour by
  // colour: tiles do not overlap and a tile's marks lie on its own ground, so the picture is the
  // same, and svgPen makes each colour's run one path instead of an element per cell.
  const grounds: Shape[] = [];
  const marks: Shape[] = [];
  for (let sq = 0; sq < layout.cells.length; sq++) {
    const shapes: Shape[] = [];
    drawTile(keeping(shapes), layout, sq, (sq % layout.width) * cell, Math.floor(sq / layout.width) * cell, cell);
    grounds.push(...shapes.slice(0, 1));
    marks.push(...shapes.slice(1));
  }
  const byColour = (a: Shape, b: Shape): number => a.colour - b.colour;
  for (const shape of [...grounds.sort(byColour), ...marks.sort(byColour)]) shape.draw(pen);
  for (const b of game.bridges ?? []) drawBar(pen, at(b.cells[0]!), at(b.cells.at(-1)!), cell, b);
  game.stones?.forEach((stone, sq) => {
    if (stone >= 0) drawStone(pen, COLOURS[stone]!.name, ...at(sq), cell * 0.4);
  });
  const num = (n: number) => Math.round(n * 100) / 100;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${num(w)} ${num(h)}" width="${num(w)}" height="${num(h)}">${parts.join('')}</svg>\n`;
}
