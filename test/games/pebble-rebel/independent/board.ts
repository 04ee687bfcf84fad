// Independent reference for Pebble Rebel: the board, written from
// shared/design/pebble-rebel-rulings.md alone (no code of src/games/pebble-rebel/).

export const COLOURS = ['R', 'B', 'Y', 'G'] as const; // R2: this order everywhere
export type Colour = (typeof COLOURS)[number];
export type Cell = Colour | '.';

export const SIZE = 6; // R1: 6 × 6
export const SQUARES = SIZE * SIZE;
export const PER_COLOUR = 15; // R2: 15 stones of each colour

// R1: sq = row * 6 + col; name = column letter a–f, then row + 1 (a1 top-left).
export const squareName = (sq: number): string => 'abcdef'[sq % SIZE]! + String(Math.floor(sq / SIZE) + 1);

// R3: the ring around the centre, R B Y G repeating clockwise from b2.
const RING: readonly (readonly [string, Colour])[] = [
  ['b2', 'R'],
  ['c2', 'B'],
  ['d2', 'Y'],
  ['e2', 'G'],
  ['e3', 'R'],
  ['e4', 'B'],
  ['e5', 'Y'],
  ['d5', 'G'],
  ['c5', 'R'],
  ['b5', 'B'],
  ['b4', 'Y'],
  ['b3', 'G'],
];

export function startBoard(): Cell[] {
  const board: Cell[] = Array<Cell>(SQUARES).fill('.');
  for (const [name, colour] of RING) {
    const col = name.charCodeAt(0) - 97;
    const row = Number(name.slice(1)) - 1;
    board[row * SIZE + col] = colour;
  }
  return board;
}

export const emptyCount = (board: readonly Cell[]): number => board.filter((c) => c === '.').length;

// R9.1: four or more stones of one colour next to each other in a row or a column (never
// diagonally). The line reported is the whole run, squares increasing; the first found scanning
// the rows top to bottom, then the columns left to right.
export function findLine(board: readonly Cell[]): number[] | null {
  const lines: number[][] = [];
  for (let r = 0; r < SIZE; r++) lines.push([0, 1, 2, 3, 4, 5].map((c) => r * SIZE + c));
  for (let c = 0; c < SIZE; c++) lines.push([0, 1, 2, 3, 4, 5].map((r) => r * SIZE + c));
  for (const squares of lines) {
    let run: number[] = [];
    for (const sq of [...squares, -1]) {
      const here = sq < 0 ? '.' : board[sq]!;
      if (run.length > 0 && (here === '.' || here !== board[run[0]!])) {
        if (run.length >= 4) return run;
        run = [];
      }
      if (here !== '.') run.push(sq);
    }
  }
  return null;
}
