// The rules core's public types (platform.md, "The rules door of every game"; rulings R1–R13).
import type { Colour } from './board';

export type Player = 0 | 1 | 2 | 3; // the contract's seats; Pebble Rebel uses two (R4)
export type Role = 0 | 1; // 0 Pebble, 1 Rebel
export type Sq = number; // row * 6 + col, 0..35 (R1)

export type Action =
  | { kind: 'move'; from: Sq; to: Sq } // Pebble's move (R5)
  | { kind: 'place'; colour: Colour; at: Sq } // one of Rebel's drawn stones (R7)
  | { kind: 'resign'; player: Player };

export type ActionKind = Action['kind'];

/** Stones of each colour in the bag, in colour order R, B, Y, G (R2). */
export type Counts = readonly [number, number, number, number];

/** Everything a position is, without the undo history (what the position text holds, R13). */
export interface Position {
  readonly board: readonly (Colour | null)[]; // per square
  readonly current: Role;
  readonly turn: number; // committed turns so far
  readonly seed: number; // the draw's seed (R6)
  readonly bag: Counts;
  readonly hand: readonly Colour[]; // Rebel's drawn stones still to place, in drawn order
  readonly resigned: Role | null;
}

/** An immutable game: the position plus the undo snapshots of Rebel's turn (oldest first, R8). */
export interface Game extends Position {
  readonly history: readonly Position[];
}

/** How a finished game ended (R9). */
export type Ending = 'line' | 'full' | 'line-and-full' | 'resign';

export interface Status {
  players: 2;
  current: Role;
  turn: number;
  winner: Role | 'draw' | null;
  ending: Ending | null;
  line: Sq[] | null; // the winning run of four to six, in increasing square order
  hand: Colour[]; // in drawn order
  bag: [number, number, number, number]; // R, B, Y, G
  empty: number; // empty squares
  seed: number;
}

// The house's two rules errors, one class each for every game (src/core/errors.ts).
export { IllegalActionError, PositionError } from '../../../core/errors';
