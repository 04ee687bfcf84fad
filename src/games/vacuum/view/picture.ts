// The board drawn small from the Game alone, the same on any surface: a PNG save's thumbnail
// (Canvas 2D) and the home page's card (SVG, drawn ahead by scripts/cards.ts, so the home page
// needs no rules engine).
import { contents, perimeterColour, SIZE, SQUARES, terrain, type Game, type Owner } from '../rules/index';
import { TERRAIN_TILE } from './palette';
import { cssColour, SEATS } from './seats';

/** What the picture is drawn with. */
export interface Sketch {
  rect(x: number, y: number, w: number, h: number, fill: string): void;
  disc(cx: number, cy: number, r: number, fill: string, edge: string, edgeWidth: number): void;
}

export function drawPicture(sketch: Sketch, game: Game, size: number): void {
  const cell = size / SIZE;
  sketch.rect(0, 0, size, size, cssColour(TERRAIN_TILE.barren));
  const disc = (owner: Owner, cx: number, cy: number, r: number): void =>
    sketch.disc(cx, cy, r, cssColour(SEATS[owner].fill), cssColour(SEATS[owner].edge), Math.max(1, cell * 0.05));
  for (let sq = 0; sq < SQUARES; sq++) {
    const x = (sq % SIZE) * cell;
    const y = Math.floor(sq / SIZE) * cell;
    const t = terrain(game, sq);
    if (t === 'barren') continue;
    const tile = t === 'perimeter' ? SEATS[perimeterColour(game, sq)!].tile : TERRAIN_TILE[t];
    sketch.rect(x + 0.5, y + 0.5, cell - 1, cell - 1, cssColour(tile));
    const c = contents(game, sq);
    if (c === null) continue;
    if ('pebbles' in c) {
      c.pebbles.forEach((o, i) =>
        disc(o, x + cell * (0.3 + 0.4 * (i % 2)), y + cell * (0.3 + 0.4 * Math.floor(i / 2)), cell * 0.16),
      );
    } else if ('stone' in c) {
      sketch.rect(x + cell * 0.22, y + cell * 0.22, cell * 0.56, cell * 0.56, cssColour(SEATS[c.stone].fill));
    } else {
      disc(c.boulder, x + cell / 2, y + cell / 2, cell * 0.4);
    }
  }
}

const num = (n: number): string => String(Math.round(n * 100) / 100);

/** The picture as an SVG document. */
export function svgPicture(game: Game, size: number): string {
  const parts: string[] = [];
  drawPicture(
    {
      rect: (x, y, w, h, fill) =>
        parts.push(`<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" fill="${fill}"/>`),
      disc: (cx, cy, r, fill, edge, width) =>
        parts.push(
          `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${fill}" stroke="${edge}" stroke-width="${num(width)}"/>`,
        ),
    },
    game,
    size,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}">${parts.join('')}</svg>\n`;
}
