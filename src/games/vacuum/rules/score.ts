// The score and the scored finish at the turn limit (docs/rules.md, "The score and the turn limit").
import { MULTIPLIER, pieceValue } from './board';
import type { Player, Position } from './types';

/** The sum over the player's pieces of base value (pebble 1, stone 3, boulder 9) × terrain multiplier. */
export function score(g: Position, player: Player): number {
  let total = 0;
  g.squares.forEach((c, sq) => (total += pieceValue(c, player) * MULTIPLIER[g.terrain[sq]!]));
  return total;
}

/**
 * The winner follows from the position: the last active player; at the turn limit the active
 * player with the highest score, or a draw when the highest score is shared; otherwise nobody yet.
 */
export function winnerOf(g: Position): Player | 'draw' | null {
  if (g.active.length === 1) return g.active[0]!;
  if (g.turnLimit === null || g.turn < g.turnLimit) return null;
  let best = -1;
  let leaders: Player[] = [];
  for (const p of g.active) {
    const s = score(g, p);
    if (s > best) [best, leaders] = [s, [p]];
    else if (s === best) leaders.push(p);
  }
  return leaders.length === 1 ? leaders[0]! : 'draw';
}
