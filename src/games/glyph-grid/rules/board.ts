// The 7 × 7 board (R1), its names and the geometry every glyph reads, as tables; the seats, pieces
// and the start position (R2, R3).
import { KING_DIRECTIONS, squareBoard } from '../../../core/grid';
import type { Piece, PieceKind, Player, Sq } from './types';

export const SIZE = 7;
/**
 * Squares numbered row by row; a name is the column letter a–g, then row + 1: `a1` is the top-left
 * corner, `g7` the bottom-right.
 */
export const { SQUARES, rowOf, colOf, squareName, parseSquare } = squareBoard(SIZE);
const inBoard = (row: number, col: number): boolean => row >= 0 && row < SIZE && col >= 0 && col < SIZE;

export const isSquare = (v: unknown): v is Sq => Number.isInteger(v) && (v as number) >= 0 && (v as number) < SQUARES;

/** The eight king directions as [dRow, dCol]; the first four are orthogonal. */
export const DIRECTIONS = KING_DIRECTIONS;
const ORTHOGONAL = DIRECTIONS.slice(0, 4);

/** ARC's knight offsets: two squares one way, one to the side. */
const KNIGHT = [
  [-2, -1],
  [-2, 1],
  [-1, 2],
  [1, 2],
  [2, 1],
  [2, -1],
  [1, -2],
  [-1, -2],
] as const;

/** The square `n` steps from `sq` along [dr, dc], or null off the board. */
function offset(sq: Sq, dr: number, dc: number, n = 1): Sq | null {
  const r = rowOf(sq) + dr * n;
  const c = colOf(sq) + dc * n;
  return inBoard(r, c) ? r * SIZE + c : null;
}

const table = <T>(f: (sq: Sq) => T): readonly T[] => Array.from({ length: SQUARES }, (_, sq) => f(sq));
const onBoard = (squares: (Sq | null)[]): Sq[] => squares.filter((s): s is Sq => s !== null);

/** Per square, per direction (DIRECTIONS order): the next square, or null off the board. */
export const STEP: readonly (readonly (Sq | null)[])[] = table((sq) =>
  DIRECTIONS.map(([dr, dc]) => offset(sq, dr, dc)),
);
/** Per square, per direction: the square two steps away, or null off the board. */
export const STEP2: readonly (readonly (Sq | null)[])[] = table((sq) =>
  DIRECTIONS.map(([dr, dc]) => offset(sq, dr, dc, 2)),
);
/** Per square: the knight's-move squares on the board. */
export const KNIGHT_TARGETS: readonly (readonly Sq[])[] = table((sq) =>
  onBoard(KNIGHT.map(([dr, dc]) => offset(sq, dr, dc))),
);
/** Per square: the up to eight adjacent squares. */
export const NEIGHBOURS: readonly (readonly Sq[])[] = table((sq) => onBoard([...STEP[sq]!]));
/** Per square: its four orthogonal neighbours, null where the board ends (R9.2). */
export const ORTHOGONAL_NEIGHBOURS: readonly (readonly (Sq | null)[])[] = table((sq) =>
  ORTHOGONAL.map(([dr, dc]) => offset(sq, dr, dc)),
);

/** The direction index from `from` to the adjacent `to`, or -1 when they are not adjacent. */
export const directionTo = (from: Sq, to: Sq): number => STEP[from]!.indexOf(to);

/**
 * Every seal (R10): each four adjacent squares in a row (horizontal, vertical, either diagonal) and
 * each 2 × 2 square, with the shape it makes.
 */
export const SEALS: readonly { shape: 'line' | 'square'; squares: readonly Sq[] }[] = (() => {
  const seals: { shape: 'line' | 'square'; squares: Sq[] }[] = [];
  for (let sq = 0; sq < SQUARES; sq++) {
    for (const [dr, dc] of [
      [0, 1],
      [1, 0],
      [1, 1],
      [1, -1],
    ] as const) {
      const line = onBoard([0, 1, 2, 3].map((n) => offset(sq, dr, dc, n)));
      if (line.length === 4) seals.push({ shape: 'line', squares: line });
    }
  }
  for (let sq = 0; sq < SQUARES; sq++) {
    const square = onBoard([sq, offset(sq, 0, 1), offset(sq, 1, 0), offset(sq, 1, 1)]);
    if (square.length === 4) seals.push({ shape: 'square', squares: square });
  }
  return seals;
})();

/** The seats' names (R2) and as written in position and action text. */
export const SEAT_NAMES = ['White', 'Black'] as const;
export const SEAT_WORDS = ['white', 'black'] as const;
export const PIECE_NAMES = { core: 'Core', shard: 'Shard' } as const satisfies Record<PieceKind, string>;

export const opponent = (p: Player): Player => (p === 0 ? 1 : 0);

/** The start position (R3): each side's Core and Shards, and its first mark under the Core. */
export const START = [
  { core: 'd7', shards: ['b6', 'c7', 'e7', 'f6'] },
  { core: 'd1', shards: ['b2', 'c1', 'e1', 'f2'] },
] as const;

/** The board of R3, per square: the piece and the mark. */
export function startBoard(): { pieces: (Piece | null)[]; marks: (Player | null)[] } {
  const pieces: (Piece | null)[] = new Array<Piece | null>(SQUARES).fill(null);
  const marks: (Player | null)[] = new Array<Player | null>(SQUARES).fill(null);
  START.forEach((side, i) => {
    const player = i as Player;
    const core = parseSquare(side.core)!;
    pieces[core] = { player, kind: 'core' };
    marks[core] = player;
    for (const s of side.shards) pieces[parseSquare(s)!] = { player, kind: 'shard' };
  });
  return { pieces, marks };
}
