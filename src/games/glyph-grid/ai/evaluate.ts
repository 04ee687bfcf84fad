// A search position's worth to the player to move: marks (Dominion's count), open seals (four in a
// row or a 2 × 2 square with none of the opponent's marks), Shards, and marks about to flip (R8).
import { SEALS } from '../rules/index';
import { EMPTY, isCore, NO_MARK, ownerOf, SQUARES, type State } from './state';

export const WIN = 100_000;

const WEIGHTS = {
  mark: 20,
  nearDominion: 25, // five marks: one more makes the opponent answer at once
  seal: [0, 2, 8, 30, 0], // by own marks in an open seal (four is a win, scored by the search)
  shard: 45,
  flip: 12, // own piece on an enemy mark, flipping at the start of own turn
  tempo: 6,
} as const;

const SEAL_SQUARES = SEALS.map((s) => Int8Array.from(s.squares));

const side = new Float64Array(2);

export function evaluate(s: State): number {
  const me = s.current;
  side.fill(0);
  for (let p = 0; p < 2; p++) {
    side[p] = WEIGHTS.mark * s.markCount[p]! + (s.markCount[p]! >= 5 ? WEIGHTS.nearDominion : 0);
  }
  for (const squares of SEAL_SQUARES) {
    let white = 0;
    let black = 0;
    for (let i = 0; i < 4; i++) {
      const m = s.marks[squares[i]!]!;
      if (m === 0) white++;
      else if (m === 1) black++;
    }
    if (black === 0) side[0]! += WEIGHTS.seal[white]!;
    if (white === 0) side[1]! += WEIGHTS.seal[black]!;
  }
  for (let sq = 0; sq < SQUARES; sq++) {
    const c = s.board[sq]!;
    if (c === EMPTY) continue;
    const p = ownerOf(c);
    if (!isCore(c)) side[p]! += WEIGHTS.shard;
    const m = s.marks[sq]!;
    if (m !== NO_MARK && m !== p) side[p]! += WEIGHTS.flip;
  }
  return side[me]! - side[1 - me]! + WEIGHTS.tempo;
}
