// A search position's worth to the player to move: marks (Dominion's count), open seals (four in a
// row or a 2 × 2 square with none of the opponent's marks), Shards, and marks about to flip (R8).
import { KNIGHT_TARGETS, NEIGHBOURS, SEALS, STEP, STEP2 } from '../rules/index';
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

const SEALS_OF: readonly Int8Array[] = Array.from({ length: SQUARES }, (_, sq) =>
  Int8Array.from(SEALS.flatMap((seal, i) => (seal.squares.includes(sq) ? [i] : []))),
);

/**
 * Can the player to move win with their next action? By taking the enemy Core (a step, a knight's
 * jump or a clear LANCE reaches it: every piece may capture the Core), or by an ANCHOR that
 * completes a seal. The search's leaves ask this, so a win one move past the horizon counts.
 */
export function winsNow(s: State): boolean {
  const me = s.current;
  const b = s.board;
  const core = s.core[1 - me]!;
  for (const n of NEIGHBOURS[core]!) if (b[n] !== EMPTY && ownerOf(b[n]!) === me) return true;
  for (const n of KNIGHT_TARGETS[core]!) if (b[n] !== EMPTY && ownerOf(b[n]!) === me) return true;
  for (let d = 0; d < 8; d++) {
    const far = STEP2[core]![d];
    if (far === null || far === undefined || b[far] === EMPTY || ownerOf(b[far]!) !== me) continue;
    if (b[STEP[core]![d]!] === EMPTY) return true;
  }
  if (s.rest[me] === 1) return false;
  for (let sq = 0; sq < SQUARES; sq++) {
    const c = b[sq]!;
    if (c === EMPTY || ownerOf(c) !== me) continue;
    if (s.marks[sq] !== me && completes(s, sq, me)) return true;
    for (const n of NEIGHBOURS[sq]!) if (b[n] === EMPTY && s.marks[n] === 1 - me && completes(s, n, me)) return true;
  }
  return false;
}

/** Would `player`'s mark on `sq` complete a seal? */
function completes(s: State, sq: number, player: number): boolean {
  for (const i of SEALS_OF[sq]!) {
    const squares = SEAL_SQUARES[i]!;
    let n = 0;
    for (let k = 0; k < 4; k++) if (squares[k] === sq || s.marks[squares[k]!] === player) n++;
    if (n === 4) return true;
  }
  return false;
}
