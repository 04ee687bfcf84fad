// Divided Loyalties on the page's board (R16): the field (view/drawing.ts), each bridge's bar drawn
// with its first cell in reading order so the stones on it are drawn over it, the stones with their
// marks, and on a bridge's end while the stone just placed is chosen, the bridge it would build as a
// ghost. The region names are the board's notes.
import type { BoardPainter, Brush, SquareBox } from '../../../core/module';
import { brushPen } from '../../../ui/pen';
import { bridgeOptions, COLOURS, type Action, type Game } from '../rules/index';
import { drawBar, drawGhost, drawTile } from './drawing';
import { cellOf } from './squares';
import { drawStone } from './stone';

/** A stone's radius, in cells. */
const STONE_RADIUS = 0.34;

/** The centre of `cell`, given the box of `sq` on a field `width` cells wide. */
function centreOf(width: number, sq: number, box: SquareBox, cell: number): [number, number] {
  const dx = (cell % width) - (sq % width);
  const dy = Math.floor(cell / width) - Math.floor(sq / width);
  return [box.x + (dx + 0.5) * box.cell, box.y + (dy + 0.5) * box.cell];
}

/** The bridges by their first cell, worked out once a position (the board draws cell by cell). */
const BY_FIRST_CELL = new WeakMap<Game, Map<number, Game['bridges'][number][]>>();
function bridgesFrom(game: Game): Map<number, Game['bridges'][number][]> {
  let map = BY_FIRST_CELL.get(game);
  if (map === undefined) {
    map = new Map();
    for (const b of game.bridges) map.set(b.cells[0]!, [...(map.get(b.cells[0]!) ?? []), b]);
    BY_FIRST_CELL.set(game, map);
  }
  return map;
}

export const dividedLoyaltiesPainter: BoardPainter<Game> = {
  tile(brush, game, sq, { x, y, cell }) {
    drawTile(brushPen(brush), game.layout, sq, x, y, cell);
  },

  piece(brush, game, sq, box, alpha = 1) {
    const pen = brushPen(brush);
    const { width } = game.layout;
    for (const b of bridgesFrom(game).get(sq) ?? []) {
      drawBar(pen, centreOf(width, sq, box, sq), centreOf(width, sq, box, b.cells.at(-1)!), box.cell, b, alpha);
    }
    const stone = game.stones[sq];
    if (stone !== undefined && stone >= 0)
      drawStone(pen, COLOURS[stone]!.name, box.x + box.cell / 2, box.y + box.cell / 2, box.cell * STONE_RADIUS, alpha);
  },

  occupied: (game, sq) => (game.stones[sq] ?? -1) >= 0,
};

/** On a bridge's end, the bridge it would build as a ghost bar (once per bridge: on its first end). */
export function targetMark(brush: Brush, game: Game, sq: number, box: SquareBox, actions: readonly Action[]): void {
  const options = bridgeOptions(game);
  const pen = brushPen(brush);
  for (const a of actions) {
    if (a.kind !== 'bridge') continue;
    const option = options.find((o) => o.from === a.from && o.to === a.to);
    const from = cellOf(game, a.from);
    const to = cellOf(game, a.to);
    if (!option || from === null || to === null) continue;
    const first = [from, to].find((c) => c !== game.placed);
    if (first !== sq) continue;
    const { width } = game.layout;
    drawGhost(pen, centreOf(width, sq, box, from), centreOf(width, sq, box, to), box.cell, option.kind);
  }
}
