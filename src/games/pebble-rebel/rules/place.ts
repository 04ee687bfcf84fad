// Rebel's turn (R7): every drawn stone is placed, one action per stone, on any empty square.
import type { Draft } from 'immer';
import { COLOUR, COLOURS, SEATS, squareName } from './board';
import type { Action, Position } from './types';

type Place = Extract<Action, { kind: 'place' }>;

/** Each distinct colour of the hand (in colour order) on each empty square, once. */
export function placeCandidates(g: Position): Place[] {
  const out: Place[] = [];
  for (const colour of COLOURS) {
    if (!g.hand.includes(colour)) continue;
    g.board.forEach((stone, at) => {
      if (stone === null) out.push({ kind: 'place', colour, at });
    });
  }
  return out;
}

export function whyNotPlace(g: Position, a: Place): string | null {
  if (g.current !== 1) return `It is ${SEATS[g.current].name}'s turn: move a stone`;
  if (!g.hand.includes(a.colour)) return `You have no ${COLOUR[a.colour].name} stone to place`;
  if (g.board[a.at] !== null) return `${squareName(a.at)} is not empty`;
  return null;
}

/** The first stone of that colour leaves the hand (the others keep their drawn order). */
export function applyPlace(d: Draft<Position>, a: Place): void {
  d.hand.splice(d.hand.indexOf(a.colour), 1);
  d.board[a.at] = a.colour;
  // The placement that empties the hand commits Rebel's turn (no Commit action).
  if (d.hand.length === 0) {
    d.turn += 1;
    d.current = 0;
  }
}
