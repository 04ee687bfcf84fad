// The rules core's public types (shared/design/pressure-rulings.md). Keep names and shapes exactly.

/** Seats in turn order (platform.md's contract type); Pressure seats two: 0 White, 1 Black (R1). */
export type Player = 0 | 1 | 2 | 3;
/** The two seats of this game. */
export type Seat = 0 | 1;
/** A square, `row * 5 + col`, 0..24 (R1). */
export type Sq = number;

/** The three states of a token (R3). */
export const TOKEN_STATES = ['active', 'inactive', 'captured'] as const;
export type TokenState = (typeof TOKEN_STATES)[number];

export interface Token {
  readonly owner: Seat;
  readonly state: TokenState;
}

/** A move (R4): the moving token's square and the adjacent square it moves to; or a resignation (R7). */
export type Action = { readonly from: Sq; readonly to: Sq } | { readonly kind: 'resign'; readonly player: Player };
export type Move = Extract<Action, { from: Sq }>;

/** Why a game ended (R7). */
export type End = 'captured' | 'no-move' | 'repetition' | 'move-limit' | 'resigned';

export interface Status {
  players: 2;
  current: Seat;
  turn: number; // moves played so far
  winner: Seat | 'draw' | null;
  end: End | null;
  captured: [white: number, black: number]; // captured tokens of each colour
  quiet: number; // moves since the last capture (R7.4)
}

/** An immutable game: the board, whose move it is, the counts R7 needs, and the game before the last move. */
export interface Game {
  readonly board: readonly (Token | null)[]; // 25 squares, row by row from a1
  readonly current: Seat;
  readonly turn: number;
  readonly quiet: number;
  /** R7.3: the keys of the positions since the last capture (earlier ones cannot recur), the current one last. */
  readonly seen: readonly string[];
  readonly end: End | null;
  readonly winner: Seat | 'draw' | null;
  /** The moves of the player to move (R4), found when the position was made (R7.2 needs them). */
  readonly moves: readonly Move[];
  /** The game before the last move, for undo; null at the start, after a read position and after a resignation. */
  readonly previous: Game | null;
}

// The house's two rules errors, one class each for every game (src/core/errors.ts).
export { IllegalActionError, PositionError } from '../../../core/errors';
