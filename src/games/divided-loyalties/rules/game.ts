// The Game value: a new game on a layout, and its status (R3, R16).
import { freeze } from 'immer';
import { bridgeName, type FieldView } from './bridges';
import { COLOURS, type Colour } from './colours';
import { cellName, geometryOf, type Layout } from './field';
import { layoutProblem, layoutOf } from './editor';
import type { LayoutId } from './layouts';
import { scoreOf } from './score';
import { fullSet } from './stones';
import { winnerOf } from './turn';
import { PositionError, type Game, type Position, type Status, type Stock } from './types';

export interface NewGameOptions {
  /** A layout of R3 by its id (default `crossroads`), or a layout from the editor (R15). */
  layout?: LayoutId | Layout;
}

export function newGame(options: NewGameOptions = {}): Game {
  const layout = typeof options.layout === 'object' ? options.layout : layoutOf(options.layout ?? 'crossroads');
  const problem = layoutProblem(layout);
  if (problem !== null) throw new PositionError(problem);
  return startOn(layout);
}

/** A new game on a checked layout: empty field, set 1 in both hands, Blue to move. */
function startOn(layout: Layout): Game {
  return freeze(
    {
      layout,
      stones: new Array<number>(layout.width * layout.height).fill(-1),
      bridges: [],
      stock: [fullSet(0, 1), fullSet(1, 1)],
      current: 0,
      turn: 0,
      placed: null,
      resigned: null,
      previous: null,
    },
    true,
  );
}

export const viewOf = (p: Position): FieldView => ({
  geometry: geometryOf(p.layout),
  stones: p.stones,
  bridges: p.bridges,
});

function stockStatus(stock: Stock): Status['stock'][number] {
  const left: Partial<Record<Colour, number>> = {};
  stock.left.forEach((n, i) => {
    if (n > 0) left[COLOURS[i]!.name] = n;
  });
  return { set: stock.set, left };
}

export function status(game: Game): Status {
  const g = geometryOf(game.layout);
  return {
    players: 2,
    current: game.current,
    turn: game.turn,
    winner: winnerOf(game),
    scores: [scoreOf(g, game.bridges, 0), scoreOf(g, game.bridges, 1)],
    bridges: game.bridges.map((b) => {
      const [from, to] = bridgeName(g, b.cells).split('-') as [string, string];
      return { from, to, kind: b.kind, cut: b.cut };
    }),
    stock: [stockStatus(game.stock[0]), stockStatus(game.stock[1])],
    placed: game.placed === null ? null : cellName(g, game.placed),
  };
}
