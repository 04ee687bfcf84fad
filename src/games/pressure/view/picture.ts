// Pressure's board drawn small from the Game alone, as SVG: the home page's card (drawn ahead by
// scripts/cards.ts) and a PNG save's picture (ui/picture-png.ts).
// White and Black tokens; a resting token carries a small red mark; a captured one is greyed blue
// (light for White, dark for Black) and crossed out.
import { svgSketch, type Sketch } from '../../../ui/pen';
import { SIZE, SQUARES, type Game } from '../rules/index';

export const PICTURE_COLOURS = {
  board: '#c9b48a',
  square: '#eadcb9',
  white: { fill: '#fbfaf6', edge: '#4a4a4a', captured: '#b4c6dc', cross: '#34507a' },
  black: { fill: '#27272b', edge: '#050505', captured: '#5a7394', cross: '#dfe8f3' },
  resting: '#d0312d',
} as const;

function drawPicture(sketch: Sketch, game: Game, size: number): void {
  const c = PICTURE_COLOURS;
  const cell = size / SIZE;
  sketch.rect(0, 0, size, size, c.board);
  for (let sq = 0; sq < SQUARES; sq++) {
    const x = (sq % SIZE) * cell;
    const y = Math.floor(sq / SIZE) * cell;
    sketch.rect(x + cell * 0.04, y + cell * 0.04, cell * 0.92, cell * 0.92, c.square);
    const token = game.board[sq];
    if (token == null) continue;
    const seat = token.owner === 0 ? c.white : c.black;
    const cx = x + cell / 2;
    const cy = y + cell / 2;
    const r = cell * 0.36;
    const edge = Math.max(1, cell * 0.06);
    if (token.state === 'captured') {
      sketch.disc(cx, cy, r, seat.captured, seat.edge, edge);
      const d = r * 0.45;
      sketch.line(cx - d, cy - d, cx + d, cy + d, seat.cross, edge * 1.2);
      sketch.line(cx - d, cy + d, cx + d, cy - d, seat.cross, edge * 1.2);
      continue;
    }
    sketch.disc(cx, cy, r, seat.fill, seat.edge, edge);
    if (token.state === 'inactive')
      sketch.disc(cx + r * 0.62, cy - r * 0.62, cell * 0.12, c.resting, '#ffffff', edge * 0.6);
  }
}

/** The picture as an SVG document, `size` pixels square. */
export function svgPicture(game: Game, size = 160): string {
  const parts: string[] = [];
  drawPicture(svgSketch(parts), game, size);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}">${parts.join('')}</svg>\n`;
}
