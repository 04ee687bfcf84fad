// A Divided Loyalties position drawn small as SVG from the Game alone: the layout picker's pictures
// and the home page's card (drawn ahead by scripts/cards.ts from card-position.txt): the field, the
// bridges and the stones.
import { svgPen } from '../../../ui/pen';
import { COLOURS, type Game, type Layout } from '../rules/index';
import { drawBar, drawTile } from './drawing';
import { drawStone } from './stone';

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
  for (let sq = 0; sq < layout.cells.length; sq++)
    drawTile(pen, layout, sq, (sq % layout.width) * cell, Math.floor(sq / layout.width) * cell, cell);
  for (const b of game.bridges ?? []) drawBar(pen, at(b.cells[0]!), at(b.cells.at(-1)!), cell, b);
  game.stones?.forEach((stone, sq) => {
    if (stone >= 0) drawStone(pen, COLOURS[stone]!.name, ...at(sq), cell * 0.4);
  });
  const num = (n: number) => Math.round(n * 100) / 100;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${num(w)} ${num(h)}" width="${num(w)}" height="${num(h)}">${parts.join('')}</svg>\n`;
}
