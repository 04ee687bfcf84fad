// Scores (R10), always recomputed from the bridges on the field.
import { bridgePoints, innerCells, type Bridge } from './bridges';
import { KIND_OF_PLAYER, type Player } from './colours';
import { CELL_KIND, type Geometry } from './field';
import type { Score } from './types';

/** A player's uncut scoring bridges and the regions their inner cells claim. */
export function scoringOf(
  g: Geometry,
  bridges: readonly Bridge[],
  player: Player,
): { bridges: Bridge[]; regions: string[] } {
  const own = bridges.filter((b) => !b.cut && b.kind === KIND_OF_PLAYER[player]);
  const regions = new Set<string>();
  for (const b of own)
    for (const c of innerCells(b.cells)) if (g.kind[c] === CELL_KIND.board) regions.add(g.regions[g.region[c]!]!);
  return { bridges: own, regions: [...regions].sort() };
}

export function scoreOf(g: Geometry, bridges: readonly Bridge[], player: Player): Score {
  const mine = scoringOf(g, bridges, player);
  const points = mine.bridges.reduce((n, b) => n + bridgePoints(b.cells), 0);
  return { bridges: points, regions: mine.regions.length, total: points + mine.regions.length };
}
