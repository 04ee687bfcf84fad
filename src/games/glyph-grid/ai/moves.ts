// The fast rules: the same moves and effects as the rules core (R5–R11), on the search's State.
// A move is one number: glyph * 2401 + from * 49 + to. The agreement test holds both to each other.
import {
  GLYPHS,
  KNIGHT_TARGETS,
  ORTHOGONAL_NEIGHBOURS,
  QUIET_LIMIT,
  SEALS,
  STEP,
  STEP2,
  TURN_LIMIT,
  type Glyph,
  type Move,
} from '../rules/index';
import { DRAW, EMPTY, isCore, NO_MARK, ON, ownerOf, reasonCode, SQUARES, type State } from './state';

const VECTOR = 0,
  LANCE = 1,
  ARC = 2;
export const PULSE = 3,
  ANCHOR = 4;

const encode = (glyph: number, from: number, to: number): number => glyph * 2401 + from * 49 + to;
export const glyphOf = (m: number): number => Math.floor(m / 2401);
const fromOf = (m: number): number => Math.floor(m / 49) % 49;
export const toOf = (m: number): number => m % 49;

export const toMove = (m: number): Move => ({ kind: GLYPHS[glyphOf(m)]!, from: fromOf(m), to: toOf(m) });
export const fromMove = (a: Move): number => encode(GLYPHS.indexOf(a.kind as Glyph), a.from, a.to);

// Flat geometry tables (-1 off the board): per square, eight directions.
const STEP_T = Int8Array.from(STEP.flatMap((row) => row.map((s) => s ?? -1)));
const STEP2_T = Int8Array.from(STEP2.flatMap((row) => row.map((s) => s ?? -1)));
/** Per square, the seals (indices into SEALS) it belongs to. */
const SEALS_OF: readonly number[][] = Array.from({ length: SQUARES }, (_, sq) =>
  SEALS.flatMap((seal, i) => (seal.squares.includes(sq) ? [i] : [])),
);
const SEAL_SQUARES = SEALS.map((s) => Int8Array.from(s.squares));
const SEAL_REASON = SEALS.map((s) => reasonCode(s.shape));

const DOMINION = 6;

/** R5: may the piece `mover` end on a square holding `there`? */
function canLand(mover: number, there: number): boolean {
  if (there === EMPTY) return true;
  if (ownerOf(there) === ownerOf(mover)) return false;
  return isCore(mover) || isCore(there);
}

/** Appends every legal move of the player to move (resignation aside) to `out`. */
export function generate(s: State, out: number[]): void {
  if (s.winner !== ON) return;
  const me = s.current;
  const b = s.board;
  const anchorFree = s.rest[me] === 0;
  for (let from = 0; from < SQUARES; from++) {
    const mover = b[from]!;
    if (mover === EMPTY || ownerOf(mover) !== me) continue;
    const base = from * 8;
    for (let d = 0; d < 8; d++) {
      const to = STEP_T[base + d]!;
      if (to < 0) continue;
      const there = b[to]!;
      if (canLand(mover, there)) out.push(encode(VECTOR, from, to));
      if (there === EMPTY) {
        const far = STEP2_T[base + d]!;
        if (far >= 0 && canLand(mover, b[far]!)) out.push(encode(LANCE, from, far));
        if (anchorFree && s.marks[to] === 1 - me) out.push(encode(ANCHOR, from, to));
      } else if (ownerOf(there) !== me && s.marks[to] !== ownerOf(there) && (isCore(mover) || !isCore(there))) {
        out.push(encode(PULSE, from, to));
      }
    }
    for (const to of KNIGHT_TARGETS[from]!) if (canLand(mover, b[to]!)) out.push(encode(ARC, from, to));
    if (anchorFree && s.marks[from] !== me) out.push(encode(ANCHOR, from, from));
  }
}

function setMark(s: State, sq: number, player: number): void {
  const before = s.marks[sq]!;
  if (before !== NO_MARK) s.markCount[before]!--;
  s.marks[sq] = player;
  s.markCount[player]!++;
}

/** The first seal (in SEALS order: lines first) of `player` through `sq`, as an index into SEALS, or -1. */
function sealThrough(s: State, sq: number, player: number): number {
  for (const i of SEALS_OF[sq]!) {
    const squares = SEAL_SQUARES[i]!;
    if (
      s.marks[squares[0]!] === player &&
      s.marks[squares[1]!] === player &&
      s.marks[squares[2]!] === player &&
      s.marks[squares[3]!] === player
    )
      return i;
  }
  return -1;
}

function end(s: State, winner: number, reason: string): void {
  s.winner = winner;
  s.reason = reasonCode(reason as 'capture');
}

/** Plays a legal move on `s`, with the start-of-turn steps of R9 for the next player. */
export function apply(s: State, m: number): void {
  const glyph = glyphOf(m);
  const from = fromOf(m);
  const to = toOf(m);
  const me = s.current;
  const other = 1 - me;
  const b = s.board;
  const mover = b[from]!;
  let changed = false;
  let sealed = -1;
  if (glyph === ANCHOR) {
    setMark(s, to, me);
    changed = true;
    sealed = sealThrough(s, to, me);
  } else if (glyph === PULSE) {
    const pushed = b[to]!;
    const beyond = STEP_T[to * 8 + STEP[from]!.indexOf(to)]!;
    if (beyond < 0 || b[beyond] !== EMPTY) {
      changed = true;
      if (isCore(pushed)) s.core[other] = -1;
    } else {
      b[beyond] = pushed;
      if (isCore(pushed)) s.core[other] = beyond;
    }
  } else if (b[to] !== EMPTY) {
    changed = true;
    if (isCore(b[to]!)) s.core[other] = -1;
  }
  if (to !== from) {
    b[to] = mover;
    b[from] = EMPTY;
    if (isCore(mover)) s.core[me] = to;
  }
  s.rest[me] = glyph === ANCHOR ? 1 : 0;
  s.quiet = changed ? 0 : s.quiet + 1;
  s.turn++;
  s.current = other;
  if (s.core[other] === -1) end(s, me, 'capture');
  else if (sealed >= 0) {
    s.winner = me;
    s.reason = SEAL_REASON[sealed]!;
  } else beginTurn(s);
}

/**
 * R9 for the player now to move. Step 3 (Core immobilized) is left out: it cannot happen (R9.3: a
 * Core always has five squares to go to and its side has at most four Shards to block them).
 */
function beginTurn(s: State): void {
  const p = s.current;
  const other = 1 - p;
  if (s.markCount[p]! >= DOMINION) return end(s, p, 'dominion');
  const core = s.core[p]!;
  let surrounded = true;
  for (const n of ORTHOGONAL_NEIGHBOURS[core]!) {
    if (n === null || s.board[n] === EMPTY || ownerOf(s.board[n]!) !== other) {
      surrounded = false;
      break;
    }
  }
  if (surrounded) return end(s, other, 'surround');
  let sealed = -1;
  const flipped: number[] = [];
  for (let sq = 0; sq < SQUARES; sq++) {
    if (s.marks[sq] === other && s.board[sq] !== EMPTY && ownerOf(s.board[sq]!) === p) {
      setMark(s, sq, p);
      s.quiet = 0;
      flipped.push(sq);
    }
  }
  // The first seal in SEALS order, as the rules core finds it: a line before a square.
  for (const sq of flipped) {
    const i = sealThrough(s, sq, p);
    if (i >= 0 && (sealed < 0 || i < sealed)) sealed = i;
  }
  if (sealed >= 0) {
    s.winner = p;
    s.reason = SEAL_REASON[sealed]!;
  } else if (s.quiet >= QUIET_LIMIT) end(s, DRAW, 'quiet');
  else if (s.turn >= TURN_LIMIT) end(s, DRAW, 'limit');
}
