// How good a position is for the side to move, in hundredths of a token, when the search stops.
import { type Seat } from '../rules/index';
import { capturedOf, lowest, mobility, popcount, SIDES, type State } from './state';

/** A token is worth this much; every other term is a fraction of it. */
export const TOKEN = 100;

export interface Weights {
  mobility: number; // per move more than the opponent has
  exposed: number; // per token boxed in on three sides (one more neighbour captures it)
}

/** R10's baseline: captured-token counts and nothing else. */
export const MATERIAL: Weights = { mobility: 0, exposed: 0 };

/** Tokens of `seat`, not captured, with exactly one open side. */
function exposed(s: State, seat: Seat): number {
  const occ = s.white | s.black;
  let n = 0;
  for (let free = (seat === 0 ? s.white : s.black) & ~s.captured; free !== 0; free &= free - 1) {
    if (popcount(SIDES[lowest(free)]! & ~occ) === 1) n++;
  }
  return n;
}

export function evaluate(s: State, w: Weights): number {
  const me = s.side;
  const them = (1 - me) as Seat;
  let score = TOKEN * (capturedOf(s, them) - capturedOf(s, me));
  if (w.mobility !== 0) score += w.mobility * (mobility(s, me) - mobility(s, them));
  if (w.exposed !== 0) score += w.exposed * (exposed(s, them) - exposed(s, me));
  return score;
}
