// A move (R4: step or push), and what it does to the board: captures (R5) and inactivity (R6).
import { produce } from 'immer';
import { DIRECTIONS, directionOf, neighbour, squareName, SQUARES, type Direction } from './board';
import type { Move, Seat, Sq, Token } from './types';

type Board = readonly (Token | null)[];

/**
 * R4: the square just after the line a move from `from` in direction `d` pushes (the to-square
 * itself for a step), or -1 when the line reaches the edge and nothing can move.
 */
export function spaceAfterLine(board: Board, from: Sq, d: number): Sq {
  let sq = neighbour(from, d);
  while (sq !== -1 && board[sq] !== null) sq = neighbour(sq, d);
  return sq;
}

/** R4: the token on `from` may move this turn: the mover's own, and active. */
export const canMove = (board: Board, from: Sq, mover: Seat): boolean => {
  const t = board[from];
  return t != null && t.owner === mover && t.state === 'active';
};

// One frozen move per square and direction, shared by every list: actions compare by value, and a
// board UI asks for the moves of every position it shows.
const MOVES: readonly Move[] = Array.from({ length: SQUARES * 4 }, (_, i) =>
  Object.freeze({ from: i >> 2, to: neighbour(i >> 2, i & 3) }),
);

/** Every step and push of every active token of `mover`, once each, square by square (R4). */
export function movesOf(board: Board, mover: Seat): Move[] {
  const moves: Move[] = [];
  for (let from = 0; from < SQUARES; from++) {
    if (!canMove(board, from, mover)) continue;
    for (let d = 0; d < 4; d++) if (spaceAfterLine(board, from, d) !== -1) moves.push(MOVES[from * 4 + d]!);
  }
  return moves;
}

/** Why `mover` may not play the move on this board, in a player's words; null when it is legal. */
export function whyNot(board: Board, mover: Seat, { from, to }: Move): string | null {
  const t = board[from]!;
  const name = squareName(from);
  if (t === null || t.owner !== mover) return `${name} has no token of yours`;
  if (t.state === 'captured') return `${name} is captured and never moves again`;
  if (t.state === 'inactive') return `${name} was pushed last turn and rests this turn`;
  const d = directionOf(from, to);
  if (d === -1) return `${squareName(to)} is not next to ${name} (one square up, down, left or right)`;
  if (spaceAfterLine(board, from, d) === -1)
    return `the line from ${squareName(to)} reaches the edge and cannot be pushed`;
  return null;
}

/** True when every side of `sq` is a token or the edge (R5). */
export function boxedIn(board: Board, sq: Sq): boolean {
  for (let d = 0; d < 4; d++) {
    const n = neighbour(sq, d);
    if (n !== -1 && board[n] === null) return false;
  }
  return true;
}

/** What a legal move does: the board after it, and which tokens it moved, captured and marked. */
export interface Outcome {
  readonly board: Board;
  readonly direction: Direction;
  /** The squares whose tokens move, before the move: the mover first, then the pushed line in order. */
  readonly moved: readonly Sq[];
  /** Where the tokens this move captures stand after it (R5), square by square. */
  readonly captured: readonly Sq[];
  /** Where the opponent's pushed tokens that must rest stand after the move (R6). */
  readonly inactive: readonly Sq[];
}

export function outcome(board: Board, mover: Seat, { from, to }: Move): Outcome {
  const d = directionOf(from, to);
  const space = spaceAfterLine(board, from, d);
  const moved: Sq[] = [from];
  for (let sq = to; sq !== space; sq = neighbour(sq, d)) moved.push(sq);
  const captured: Sq[] = [];
  const inactive: Sq[] = [];
  // The move is worked out on a plain copy (reading through immer's draft made each play ~40 µs),
  // then written into the immutable board in one produce.
  const b = board.slice();
  for (let i = moved.length - 1; i >= 0; i--) b[neighbour(moved[i]!, d)] = board[moved[i]!]!;
  b[from] = null;
  // R5: tested once, after the whole move, for both players' tokens.
  for (let sq = 0; sq < SQUARES; sq++) {
    const t = b[sq];
    if (t != null && t.state !== 'captured' && boxedIn(b, sq)) captured.push(sq);
  }
  for (const sq of captured) b[sq] = { owner: b[sq]!.owner, state: 'captured' };
  // R6: the opponent's pushed tokens rest; the mover's own marks end with this turn.
  for (const sq of moved.slice(1)) {
    const at = neighbour(sq, d);
    const t = b[at]!;
    if (t.owner !== mover && t.state !== 'captured') inactive.push(at);
  }
  for (const sq of inactive) b[sq] = { owner: b[sq]!.owner, state: 'inactive' };
  for (let sq = 0; sq < SQUARES; sq++) {
    const t = b[sq];
    if (t != null && t.owner === mover && t.state === 'inactive') b[sq] = { owner: mover, state: 'active' };
  }
  const after = produce(board, (draft) => {
    for (let sq = 0; sq < SQUARES; sq++) if (b[sq] !== board[sq]) draft[sq] = b[sq]!;
  });
  inactive.sort((a, b) => a - b);
  return { board: after, direction: DIRECTIONS[d]!.name, moved, captured, inactive };
}
