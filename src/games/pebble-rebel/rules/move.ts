// Pebble's turn (R5): one stone along straight runs through empty squares; the move's cost, the
// fewest runs, is how many stones Rebel draws (R6).
import type { Draft } from 'immer';
import { COLOURS, SEATS, SQUARES, STEPS, squareName, step } from './board';
import { nextDraw } from './draw';
import { emptyCount, lineOf } from './game';
import type { Action, Position, Sq } from './types';

type Move = Extract<Action, { kind: 'move' }>;

/**
 * The fewest runs from `from` to every square: a breadth-first search over rook slides through
 * empty squares (the start square counts as empty once its stone has left). 0 at `from`, -1 where
 * the stone cannot go.
 */
export function runCosts(board: Position['board'], from: Sq): Int8Array {
  const cost = new Int8Array(SQUARES).fill(-1);
  cost[from] = 0;
  const queue = [from];
  for (let head = 0; head < queue.length; head++) {
    const sq = queue[head]!;
    for (const [dr, dc] of STEPS) {
      // A slide passes squares reached before (they may lie on a path as short) and stops at a stone.
      for (let next = step(sq, dr, dc); next !== null && board[next] === null; next = step(next, dr, dc)) {
        if (cost[next] !== -1) continue;
        cost[next] = cost[sq]! + 1;
        queue.push(next);
      }
    }
  }
  return cost;
}

/** Stones Rebel draws after a move of this cost: one per run, no more than the empty squares (R6). */
export const drawsFor = (g: Position, cost: number): number => Math.min(cost, emptyCount(g));

export function moveCandidates(g: Position): Move[] {
  const out: Move[] = [];
  g.board.forEach((stone, from) => {
    if (stone === null) return;
    runCosts(g.board, from).forEach((cost, to) => {
      if (cost > 0) out.push({ kind: 'move', from, to });
    });
  });
  return out;
}

export function whyNotMove(g: Position, a: Move): string | null {
  if (g.current !== 0) return `It is ${SEATS[g.current].name}'s turn: place your stones`;
  if (g.board[a.from] === null) return `${squareName(a.from)} holds no stone`;
  if (a.to === a.from) return 'The stone must end on another square';
  if (g.board[a.to] !== null) return `${squareName(a.to)} is not empty`;
  if (runCosts(g.board, a.from)[a.to]! < 0) {
    return `The stone on ${squareName(a.from)} cannot reach ${squareName(a.to)}: no straight runs through empty squares lead there`;
  }
  return null;
}

/** The move, then (unless it made a line) the draw into Rebel's hand; it commits Pebble's turn. */
export function applyMove(d: Draft<Position>, a: Move): void {
  const draws = drawsFor(d, runCosts(d.board, a.from)[a.to]!);
  d.board[a.to] = d.board[a.from]!;
  d.board[a.from] = null;
  d.turn += 1;
  d.current = 1;
  if (lineOf(d.board) !== null) return;
  for (let i = 0; i < draws; i++) {
    const colour = nextDraw(d.seed, d.bag);
    d.bag[COLOURS.indexOf(colour)]! -= 1;
    d.hand.push(colour);
  }
}
