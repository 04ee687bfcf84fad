// Glyph Grid's public types (shared/design/glyph-grid-rulings.md). The door re-exports them.

/** Seats in turn order: 0 White, 1 Black (R2). The contract's 0 | 1 | 2 | 3, narrowed to two seats. */
export type Player = 0 | 1;
/** Square index row * 7 + col, 0–48 (R1). */
export type Sq = number;

export type PieceKind = 'core' | 'shard';
export interface Piece {
  readonly player: Player;
  readonly kind: PieceKind;
}

export const GLYPHS = ['vector', 'lance', 'arc', 'pulse', 'anchor'] as const;
export type Glyph = (typeof GLYPHS)[number];

/**
 * A move (R13): the glyph, the piece's square and where it goes. PULSE's `to` is the pushed piece's
 * square (where the mover ends); ANCHOR in place has `to === from`.
 */
export type Move = { kind: Glyph; from: Sq; to: Sq };
export type Action = Move | { kind: 'resign'; player: Player };
export type ActionKind = Action['kind'];

/** Why a game ended (R10, R11). */
export const WIN_REASONS = ['capture', 'surround', 'immobile', 'line', 'square', 'dominion', 'time', 'resign'] as const;
export const DRAW_REASONS = ['quiet', 'limit'] as const;
export type WinReason = (typeof WIN_REASONS)[number];
export type DrawReason = (typeof DRAW_REASONS)[number];
export type Reason = WinReason | DrawReason;
export type Result = { winner: Player; reason: WinReason } | { winner: 'draw'; reason: DrawReason };

/** A position as plain data: everything position text holds (R14). A Game is one, frozen. */
export interface Position {
  pieces: (Piece | null)[]; // per square
  marks: (Player | null)[]; // per square: whose resonance mark, if any
  current: Player;
  turn: number; // committed turns
  rest: [boolean, boolean]; // per player: ANCHOR rests (R6, R14)
  quiet: number; // R11's quiet counter
  clocks: [number, number] | null; // remaining ms per player, null when untimed
  result: Result | null;
}

export type Game = { readonly [K in keyof Position]: Readonly<Position[K]> };

export interface Status {
  players: 2;
  current: Player;
  turn: number;
  winner: Player | 'draw' | null;
  reason: Reason | null;
  marks: [number, number]; // White's and Black's mark counts
  clocks: [number, number] | null;
  rest: [boolean, boolean];
  quiet: number;
}

export interface NewGameOptions {
  /** Each player's time for the whole game in ms (default 300 000), or null for an untimed game. */
  clock?: number | null;
}

// The house's two rules errors, one class each for every game (src/core/errors.ts).
export { IllegalActionError, PositionError } from '../../../core/errors';
