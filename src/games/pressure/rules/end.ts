// The end of the game (R7), checked after every move and on a position read (R9).
import { SQUARES } from './board';
import type { End, Seat, Token } from './types';

type Board = readonly (Token | null)[];

/** R7.4: this many moves in a row without a capture end the game. */
export const MOVE_LIMIT = 200;
/** R7.3: the occurrence of a position that ends the game. */
export const REPETITIONS = 3;

/** Captured tokens of each colour, [White, Black]. */
export function capturedCounts(board: Board): [number, number] {
  const counts: [number, number] = [0, 0];
  for (const t of board) if (t !== null && t.state === 'captured') counts[t.owner]++;
  return counts;
}

/** R7.1: `seat` has tokens and every one of them is captured. */
function allCaptured(board: Board, seat: Seat): boolean {
  let tokens = 0;
  for (let sq = 0; sq < SQUARES; sq++) {
    const t = board[sq]!;
    if (t === null || t.owner !== seat) continue;
    if (t.state !== 'captured') return false;
    tokens++;
  }
  return tokens > 0;
}

/** R7.5: fewer of one's own tokens captured wins; equal counts draw. */
function scoredWinner(board: Board): Seat | 'draw' {
  const [white, black] = capturedCounts(board);
  return white === black ? 'draw' : white < black ? 0 : 1;
}

/**
 * R7's checks, in order, after `lastMover` moved and left `board` to the other player, who has
 * `moves` legal moves; `seen` holds the keys since the last capture with the current one last.
 * Null while the game goes on.
 */
export function endAfter(
  board: Board,
  lastMover: Seat,
  moves: number,
  seen: readonly string[],
  quiet: number,
): { end: End; winner: Seat | 'draw' } | null {
  if (allCaptured(board, (1 - lastMover) as Seat)) return { end: 'captured', winner: lastMover };
  if (moves === 0) return { end: 'no-move', winner: lastMover };
  const now = seen[seen.length - 1];
  if (seen.filter((key) => key === now).length >= REPETITIONS)
    return { end: 'repetition', winner: scoredWinner(board) };
  if (quiet >= MOVE_LIMIT) return { end: 'move-limit', winner: scoredWinner(board) };
  return null;
}
