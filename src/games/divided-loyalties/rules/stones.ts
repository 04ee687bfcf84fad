// Stones (R4–R6): the stock and its sets, and where a stone may go.
import { dotAccepts, EMPTY, filledRows, type FieldView } from './bridges';
import { aColour, COLOURS, SET_COUNTS, type Player } from './colours';
import { CELL_KIND, cellName } from './field';
import type { Stock } from './types';

/** A player's next full set, or set 1 at the start. */
export const fullSet = (player: Player, set: number): Stock => ({ set, left: [...SET_COUNTS[player]!] });

const isEmptyStock = (stock: Stock): boolean => stock.left.every((n) => n === 0);

/** R4: a turn that ends with the stock empty brings the next set, while the layout has one. */
export function afterTurn(stock: Stock, player: Player, sets: number): Stock {
  return isEmptyStock(stock) && stock.set < sets ? fullSet(player, stock.set + 1) : stock;
}

/** R6: why `mover` may not put a stone of `colour` on `cell` now, or null when they may. */
export function stoneProblem(
  view: FieldView,
  stock: Stock,
  mover: Player,
  colour: number,
  cell: number,
): string | null {
  const g = view.geometry;
  const name = cellName(g, cell);
  if (stock.left[colour]! === 0) return `you have no ${COLOURS[colour]!.name} stone left`;
  if (g.kind[cell] === CELL_KIND.void) return `${name} is not part of the field`;
  if (view.stones[cell] !== EMPTY) return `${name} already holds a stone`;
  if (g.kind[cell] === CELL_KIND.dot && !dotAccepts(view, cell, colour, mover))
    return `${aColour(COLOURS[colour]!.name)} stone on the dot ${name} would have no bridge through it`;
  return null;
}

/** Every stone `mover` may place now, as [cell, colour], in reading order of cells, then colour order. */
export function legalStones(view: FieldView, stock: Stock, mover: Player): [number, number][] {
  const out: [number, number][] = [];
  const { kind } = view.geometry;
  for (let cell = 0; cell < kind.length; cell++) {
    if (kind[cell] === CELL_KIND.void || view.stones[cell] !== EMPTY) continue;
    const rows = kind[cell] === CELL_KIND.dot ? filledRows(view, cell) : null;
    if (rows?.length === 0) continue;
    for (let colour = 0; colour < COLOURS.length; colour++) {
      if (stock.left[colour] === 0) continue;
      if (rows === null || dotAccepts(view, cell, colour, mover, rows)) out.push([cell, colour]);
    }
  }
  return out;
}

/** Has `player` any legal stone (R5, R11)? */
export function hasLegalStone(view: FieldView, stock: Stock, player: Player): boolean {
  if (isEmptyStock(stock)) return false;
  const { kind } = view.geometry;
  for (let cell = 0; cell < kind.length; cell++)
    if (kind[cell] === CELL_KIND.board && view.stones[cell] === EMPTY) return true;
  for (let cell = 0; cell < kind.length; cell++) {
    if (kind[cell] !== CELL_KIND.dot || view.stones[cell] !== EMPTY) continue;
    const rows = filledRows(view, cell);
    for (let colour = 0; colour < COLOURS.length && rows.length > 0; colour++)
      if (stock.left[colour]! > 0 && dotAccepts(view, cell, colour, player, rows)) return true;
  }
  return false;
}
