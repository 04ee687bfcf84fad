// Independent reference for Pebble Rebel: the seeded bag (R6), copied from the rulings' text.
import { COLOURS, type Colour } from './board';

// R6: the 32-bit mixer, exactly as the rulings write it.
export function mix(seed: number, n: number): number {
  let z = (seed + Math.imul(n + 1, 0x9e3779b9)) >>> 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
  return (z ^ (z >>> 16)) >>> 0;
}

/** R6: draws one stone from `bag` (counts R B Y G, changed in place) and returns its colour. */
export function drawOne(seed: number, bag: number[]): Colour {
  const inBag = bag.reduce((a, b) => a + b, 0);
  const n = 48 - inBag; // R6: the n-th stone drawn in the game
  let i = mix(seed, n) % inBag;
  for (let c = 0; c < COLOURS.length; c++) {
    if (i < bag[c]!) {
      bag[c]!--;
      return COLOURS[c]!;
    }
    i -= bag[c]!;
  }
  throw new Error('the bag is empty');
}
