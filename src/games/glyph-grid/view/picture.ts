// Glyph Grid's board drawn small from the Game alone, as SVG: the home page's card (drawn ahead by
// scripts/cards.ts from card-position.txt): the tiles, the marks tinted by owner, the pieces.
import { colOf, rowOf, SIZE, SQUARES, type Game } from '../rules/index';
import { svgPen } from '../../../ui/pen';
import { BOARD_LOOK } from './look';
import { drawMark, drawPiece } from './pieces';

/** The picture as an SVG document, `size` pixels square. */
export function svgPicture(game: Game, size = 160): string {
  const parts: string[] = [];
  const pen = svgPen(parts);
  const cell = size / SIZE;
  pen.rect(0, 0, size, size, BOARD_LOOK.grid, 1);
  for (let sq = 0; sq < SQUARES; sq++) {
    const x = colOf(sq) * cell;
    const y = rowOf(sq) * cell;
    pen.rect(x + 0.5, y + 0.5, cell - 1, cell - 1, BOARD_LOOK.tiles[(rowOf(sq) + colOf(sq)) % 2]!, 1);
    const owner = game.marks[sq];
    if (owner !== null && owner !== undefined) drawMark(pen, owner, x, y, cell);
    const piece = game.pieces[sq];
    if (piece) drawPiece(pen, piece, x + cell / 2, y + cell / 2, cell);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}">${parts.join('')}</svg>\n`;
}
