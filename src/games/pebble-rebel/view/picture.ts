// Pebble Rebel's board drawn small from the Game alone, as SVG: the home page's card (drawn ahead
// by scripts/cards.ts from card-position.txt). Sand tiles, the stones with their shapes, a winning
// line framed.
import { colOf, rowOf, SIZE, SQUARES, status, type Game } from '../rules/index';
import { BOARD_LOOK } from './look';
import { svgPen } from '../../../ui/pen';
import { drawStone } from './stone';

/** The picture as an SVG document, `size` pixels square. */
export function svgPicture(game: Game, size = 160): string {
  const parts: string[] = [];
  const pen = svgPen(parts);
  const cell = size / SIZE;
  const line = status(game).line ?? [];
  pen.rect(0, 0, size, size, BOARD_LOOK.grid, 1);
  for (let sq = 0; sq < SQUARES; sq++) {
    const x = colOf(sq) * cell;
    const y = rowOf(sq) * cell;
    const inset = cell * (line.includes(sq) ? 0.1 : 0.03);
    if (line.includes(sq)) pen.rect(x, y, cell, cell, BOARD_LOOK.line, 1);
    pen.rect(
      x + inset,
      y + inset,
      cell - 2 * inset,
      cell - 2 * inset,
      BOARD_LOOK.tiles[(rowOf(sq) + colOf(sq)) % 2]!,
      1,
    );
    const stone = game.board[sq];
    if (stone) drawStone(pen, stone, x + cell / 2, y + cell / 2, cell * 0.38);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}">${parts.join('')}</svg>\n`;
}
