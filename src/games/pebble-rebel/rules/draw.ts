// The draw (R6): the n-th stone drawn in a game is fixed by the seed and the bag's counts alone.
import { COLOURS, type Colour } from './board';
import type { Counts } from './types';

/** The stones a full bag holds at the start (R3): n, the stones drawn so far, is this less the bag. */
export const START_BAG = 48;

/** R6's 32-bit mix, exactly as the rulings write it. */
function mix(seed: number, n: number): number {
  let z = (seed + Math.imul(n + 1, 0x9e3779b9)) >>> 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
  return (z ^ (z >>> 16)) >>> 0;
}

export const bagTotal = (bag: Counts): number => bag[0] + bag[1] + bag[2] + bag[3];

/** The colour of the next stone drawn from `bag` (which must not be empty). */
export function nextDraw(seed: number, bag: Counts): Colour {
  const total = bagTotal(bag);
  let i = mix(seed, START_BAG - total) % total;
  for (let c = 0; c < COLOURS.length; c++) {
    if (i < bag[c]!) return COLOURS[c]!;
    i -= bag[c]!;
  }
  throw new Error('the bag is empty');
}

/** The next `k` stones the seed draws from a bag with these counts, in drawn order. */
export function drawsFrom(seed: number, bag: Counts, k: number): Colour[] {
  const left = [...bag] as [number, number, number, number];
  return Array.from({ length: k }, () => {
    const colour = nextDraw(seed, left);
    left[COLOURS.indexOf(colour)]! -= 1;
    return colour;
  });
}
