// Pressure Value: the game's combat math, always centred on a target square.
import { AREA, MULTIPLIER, pieceValue, SQUARES } from './board';
import { memo } from './game';
import type { Owner, Position, Sq } from './types';

/**
 * The sum, over the 3 × 3 area centred on `at`, of `owner`'s piece value on each square
 * (pebble 1, stone 3, boulder 9) times that square's terrain multiplier.
 */
const PRESSURE_KEY: Record<Owner, string> = { 0: 'pressure:0', 1: 'pressure:1', 2: 'pressure:2', 3: 'pressure:3', neutral: 'pressure:n' };

export function pressure(g: Position, owner: Owner, at: Sq): number {
  // Attack generators ask for the same squares many times over; a frozen position remembers.
  const known = memo(g, PRESSURE_KEY[owner], () => new Float64Array(SQUARES).fill(-1));
  if (known[at]! < 0) known[at] = areaPressure(g, owner, at);
  return known[at]!;
}

function areaPressure(g: Position, owner: Owner, at: Sq): number {
  let total = 0;
  for (const sq of AREA[at]!) total += pieceValue(g.squares[sq]!, owner) * MULTIPLIER[g.terrain[sq]!];
  return total;
}
