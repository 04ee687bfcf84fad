// Pressure Value: the game's combat math, always centred on a target square.
import { AREA, MULTIPLIER, PIECE_VALUE, SQUARES } from './board';
import { derived, known, ownerIndex, pebblesOf } from './game';
import type { Owner, Position, Sq } from './types';

// Attack generators ask for the same squares many times over; a frozen position remembers them
// (per owner by ownerIndex, -1 while not yet asked).
const KNOWN = [0, 1, 2, 3, 4].map(() => derived(() => new Array<number>(SQUARES).fill(-1)));

/**
 * The sum, over the 3 × 3 area centred on `at`, of `owner`'s piece value on each square
 * (pebble 1, stone 3, boulder 9) times that square's terrain multiplier.
 */
export function pressure(g: Position, owner: Owner, at: Sq): number {
  const cache = known(g, KNOWN[ownerIndex(owner)]!);
  if (!cache) return areaPressure(g, owner, at);
  if (cache[at]! < 0) cache[at] = areaPressure(g, owner, at);
  return cache[at]!;
}

function areaPressure(g: Position, owner: Owner, at: Sq): number {
  let total = 0;
  for (const sq of AREA[at]!) {
    const c = g.squares[sq]!;
    if (c === null) continue;
    let base = 0;
    if ('pebbles' in c) base = pebblesOf(g, sq, owner) * PIECE_VALUE.pebble;
    else if ('stone' in c) {
      if (c.stone === owner) base = PIECE_VALUE.stone;
    } else if (c.boulder === owner) base = PIECE_VALUE.boulder;
    total += base * MULTIPLIER[g.terrain[sq]!];
  }
  return total;
}
