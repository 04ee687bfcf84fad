// The board drawn small from the Game alone, as SVG: a PNG save's picture (ui/picture-png.ts) and
// the home page's card (drawn ahead by scripts/cards.ts, so the home page needs no rules engine).
import { svgSketch, type Sketch } from '../../../ui/pen';
import { contents, perimeterColour, SIZE, SQUARES, terrain, type Game, type Owner } from '../rules/index';
import { TERRAIN_TILE } from './palette';
import { markShape } from './marks';
import { SEATS } from './seats';
import { cssColour } from '../../../ui/pen';

/** A seat's mark (marks.ts) as the board draws it: the picture is told apart without colour too. */
function mark(sketch: Sketch, owner: Owner, x: number, y: number, size: number, colour: string): void {
  const m = markShape(owner, x, y, size);
  if (!m) return;
  for (const d of m.dots) sketch.disc(d.x, d.y, d.r, colour, colour, 0.5);
  for (const l of m.lines) sketch.line(l.x1, l.y1, l.x2, l.y2, colour, m.width);
}

/** Marks' sizes: a share of a pebble's radius, of a stone's side, of a square (boulder, tile). */
const MARK = { pebble: 0.7, stone: 0.28, boulder: 0.15, tile: 0.1 } as const;

function drawPicture(sketch: Sketch, game: Game, size: number): void {
  const cell = size / SIZE;
  sketch.rect(0, 0, size, size, cssColour(TERRAIN_TILE.barren));
  const disc = (owner: Owner, cx: number, cy: number, r: number, markSize: number): void => {
    sketch.disc(cx, cy, r, cssColour(SEATS[owner].fill), cssColour(SEATS[owner].edge), Math.max(1, cell * 0.05));
    mark(sketch, owner, cx, cy, markSize, SEATS[owner].ink);
  };
  for (let sq = 0; sq < SQUARES; sq++) {
    const x = (sq % SIZE) * cell;
    const y = Math.floor(sq / SIZE) * cell;
    const t = terrain(game, sq);
    if (t === 'barren') continue;
    const tile = t === 'perimeter' ? SEATS[perimeterColour(game, sq)!].tile : TERRAIN_TILE[t];
    sketch.rect(x + 0.5, y + 0.5, cell - 1, cell - 1, cssColour(tile));
    const owner = t === 'perimeter' ? perimeterColour(game, sq) : null;
    if (owner !== null && owner !== undefined)
      mark(sketch, owner, x + cell * 0.18, y + cell * 0.18, cell * MARK.tile, cssColour(SEATS[owner].edge));
    const c = contents(game, sq);
    if (c === null) continue;
    if ('pebbles' in c) {
      const r = cell * 0.16;
      c.pebbles.forEach((o, i) =>
        disc(o, x + cell * (0.3 + 0.4 * (i % 2)), y + cell * (0.3 + 0.4 * Math.floor(i / 2)), r, r * MARK.pebble),
      );
    } else if ('stone' in c) {
      sketch.rect(x + cell * 0.22, y + cell * 0.22, cell * 0.56, cell * 0.56, cssColour(SEATS[c.stone].fill));
      mark(sketch, c.stone, x + cell / 2, y + cell / 2, cell * 0.56 * MARK.stone, SEATS[c.stone].ink);
    } else {
      disc(c.boulder, x + cell / 2, y + cell / 2, cell * 0.4, cell * MARK.boulder);
    }
  }
}

/** The picture as an SVG document, `size` pixels square. */
export function svgPicture(game: Game, size: number): string {
  const parts: string[] = [];
  drawPicture(svgSketch(parts), game, size);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}">${parts.join('')}</svg>\n`;
}
