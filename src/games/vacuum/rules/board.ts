// The 12 × 12 grid: square names, neighbours and the starting terrain (docs/rules.md, "The board"), kept as data.
import { KING_DIRECTIONS, squareBoard } from '../../../core/grid';
import type { Contents, Owner, Player, Sq, Terrain } from './types';

export const SIZE = 12;
export const SQUARES = SIZE * SIZE;

// Row and column tables: these are on every hot path of move generation.
const ROW = Int8Array.from({ length: SQUARES }, (_, sq) => Math.floor(sq / SIZE));
const COL = Int8Array.from({ length: SQUARES }, (_, sq) => sq % SIZE);
export const rowOf = (sq: Sq): number => ROW[sq]!;
export const colOf = (sq: Sq): number => COL[sq]!;
export const square = (row: number, col: number): Sq => row * SIZE + col;
const inGrid = (row: number, col: number): boolean => row >= 0 && row < SIZE && col >= 0 && col < SIZE;

/** Square name: column letter a–l, then row + 1 (a1 is the top-left corner); and back. */
export const { squareName, parseSquare } = squareBoard(SIZE);

/** King-step (Chebyshev) distance (docs/rules.md, "The board"). */
export function distance(a: Sq, b: Sq): number {
  return Math.max(Math.abs(rowOf(a) - rowOf(b)), Math.abs(colOf(a) - colOf(b)));
}

/** The eight king directions as [dRow, dCol]; the first four are orthogonal (N, E, S, W). */
export const DIRECTIONS = KING_DIRECTIONS;

/** The square one step from `sq` in direction [dr, dc], or null off the grid. */
export function step(sq: Sq, dr: number, dc: number): Sq | null {
  const r = rowOf(sq) + dr;
  const c = colOf(sq) + dc;
  return inGrid(r, c) ? square(r, c) : null;
}

function table<T>(f: (sq: Sq) => T): readonly T[] {
  return Array.from({ length: SQUARES }, (_, sq) => f(sq));
}

/** The up-to-8 adjacent squares inside the grid. */
export const NEIGHBOURS: readonly (readonly Sq[])[] = table((sq) =>
  DIRECTIONS.map(([dr, dc]) => step(sq, dr, dc)).filter((s): s is Sq => s !== null),
);

/** The square itself and its neighbours: the 3 × 3 area centred on it, clipped to the grid. */
export const AREA: readonly (readonly Sq[])[] = table((sq) => [sq, ...NEIGHBOURS[sq]!]);

export const MULTIPLIER: Readonly<Record<Terrain, number>> = {
  barren: 0,
  perimeter: 1,
  board: 2,
  pedestal: 4,
};

/** The base value of one piece, before the terrain multiplier (pressure and score both use it). */
export const PIECE_VALUE = { pebble: 1, stone: 3, boulder: 9 } as const;

/** What `owner`'s pieces on a square are worth before the multiplier (their pebbles, or one stone or boulder). */
export function pieceValue(c: Contents, owner: Owner): number {
  if (c === null) return 0;
  if ('pebbles' in c) {
    let n = 0;
    for (const p of c.pebbles) if (p === owner) n++;
    return n * PIECE_VALUE.pebble;
  }
  if ('stone' in c) return c.stone === owner ? PIECE_VALUE.stone : 0;
  return c.boulder === owner ? PIECE_VALUE.boulder : 0;
}

/** Home pedestals: Red c3, Gold c10, Green j10, White j3. */
export const HOME_PEDESTAL: Readonly<Record<Player, Sq>> = {
  0: square(2, 2),
  1: square(9, 2),
  2: square(9, 9),
  3: square(2, 9),
};

/**
 * The new-game layout (docs/rules.md, "The board"): `#` barren, `.` board, `*` pedestal, and the perimeter colour
 * letters r (Red), y (Gold), g (Green), w (White).
 */
export const START_LAYOUT: readonly string[] = [
  '# # # # # # # # # # # #',
  '# # r r r r w w w w # #',
  '# r * . . . . . . * w #',
  '# r . . . . . . . . w #',
  '# r . . . . . . . . w #',
  '# r . . . . . . . . w #',
  '# y . . . . . . . . g #',
  '# y . . . . . . . . g #',
  '# y . . . . . . . . g #',
  '# y * . . . . . . * g #',
  '# # y y y y g g g g # #',
  '# # # # # # # # # # # #',
];

export const TERRAIN_LETTERS: Readonly<Record<string, { terrain: Terrain; colour: Player | null }>> = {
  '#': { terrain: 'barren', colour: null },
  '.': { terrain: 'board', colour: null },
  '*': { terrain: 'pedestal', colour: null },
  r: { terrain: 'perimeter', colour: 0 },
  y: { terrain: 'perimeter', colour: 1 },
  g: { terrain: 'perimeter', colour: 2 },
  w: { terrain: 'perimeter', colour: 3 },
};

export const COLOUR_NAMES: readonly string[] = ['red', 'gold', 'green', 'white'];
/** Piece letters: R Y G W for the players, N for neutral. */
export const OWNER_LETTERS: readonly string[] = ['R', 'Y', 'G', 'W'];
