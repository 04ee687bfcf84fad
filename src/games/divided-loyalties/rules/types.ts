// The rules core's public types (platform.md "The rules door", the rulings R13, R14, R16).
import type { Bridge } from './bridges';
import type { BridgeKind, Colour, Player } from './colours';
import type { Layout } from './field';

export type { Player } from './colours';

/** Actions are plain data and compare by value; cells are named (`g6`), bridges by their ends in
 *  reading order (R13). */
export type Action =
  | { kind: 'stone'; colour: Colour; at: string }
  | { kind: 'bridge'; from: string; to: string }
  | { kind: 'end' }
  | { kind: 'pass' }
  | { kind: 'resign'; player: Player };

/** A player's stock (R4): the number of the set in hand and the stones left, per colour index. */
export interface Stock {
  readonly set: number;
  readonly left: readonly number[];
}

/** Everything a position is, without the way back. */
export interface Position {
  readonly layout: Layout;
  readonly stones: readonly number[]; // colour index per cell, -1 where empty
  readonly bridges: readonly Bridge[]; // in building order
  readonly stock: readonly [Stock, Stock];
  readonly current: Player;
  readonly turn: number; // finished turns
  readonly placed: number | null; // the stone of the turn in progress
  readonly resigned: Player | null;
}

/** An immutable game: a position and the game before its last action (null at the start of the
 *  game or of a loaded position), which is what undo gives back (R12). */
export interface Game extends Position {
  readonly previous: Game | null;
}

export interface Score {
  bridges: number;
  regions: number;
  total: number;
}

/** R16 (contract). */
export interface Status {
  players: 2;
  current: Player;
  turn: number;
  winner: Player | 'draw' | null;
  scores: [Score, Score];
  bridges: { from: string; to: string; kind: BridgeKind; cut: boolean }[];
  stock: [StockStatus, StockStatus];
  placed: string | null;
}

export interface StockStatus {
  set: number;
  left: Partial<Record<Colour, number>>;
}

// The house's two rules errors, one class each for every game (src/core/errors.ts).
export { IllegalActionError, PositionError } from '../../../core/errors';
