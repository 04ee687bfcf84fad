// The 6 × 6 board, the stones' colours and the seats, kept as data (R1–R4).
import { squareBoard } from '../../../core/grid';
import type { Sq } from './types';

export const SIZE = 6;
/** Squares numbered row by row; a name is the column letter a–f, then row + 1 (a1 is the top-left corner). */
export const { SQUARES, rowOf, colOf, squareName, parseSquare } = squareBoard(SIZE);
/** Stones of each colour in the game (R2). */
export const STONES_PER_COLOUR = 15;

/** The colours in colour order, the order of every list, bag count and draw (R2). */
export const COLOURS = ['R', 'B', 'Y', 'G'] as const;
export type Colour = (typeof COLOURS)[number];

/** Each colour's name, and the shape drawn inside its stones so they are told apart without colour. */
export const COLOUR = {
  R: { name: 'red', shape: 'dot' },
  B: { name: 'blue', shape: 'ring' },
  Y: { name: 'yellow', shape: 'bar' },
  G: { name: 'green', shape: 'cross' },
} as const satisfies Record<Colour, { name: string; shape: string }>;

export const isColour = (v: unknown): v is Colour => (COLOURS as readonly unknown[]).includes(v);

/** The seats in turn order (R4): the name a player reads, and the word of the texts (R12, R13). */
export const SEATS = [
  { name: 'Pebble', word: 'pebble' },
  { name: 'Rebel', word: 'rebel' },
] as const;
export const PEBBLE = 0;
export const REBEL = 1;

/** The start position (R3): the ring around the centre, R B Y G clockwise from b2. */
export const START_BOARD = [
  '. . . . . .',
  '. R B Y G .',
  '. G . . R .',
  '. Y . . B .',
  '. B R G Y .',
  '. . . . . .',
] as const;

/** The four orthogonal steps as [dRow, dCol]. */
export const STEPS = [
  [-1, 0],
  [0, 1],
  [1, 0],
  [0, -1],
] as const;

/** The square one step from `sq`, or null off the board. */
export function step(sq: Sq, dr: number, dc: number): Sq | null {
  const r = rowOf(sq) + dr;
  const c = colOf(sq) + dc;
  return r >= 0 && r < SIZE && c >= 0 && c < SIZE ? r * SIZE + c : null;
}
