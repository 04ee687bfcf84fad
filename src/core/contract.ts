// The contract every game of the house satisfies (shared/design/platform.md, "The rules door of
// every game" and its AI door). The shell, the worker, the room server and the tools hold a game
// only through these shapes; each game's own types stay behind its doors.

/** Seats in turn order; each game says how many it has. */
type Seat = 0 | 1 | 2 | 3;

/** What every game's `status` says at least. */
interface CommonStatus {
  players: number;
  current: Seat;
  /** Committed turns so far. */
  turn: number;
  /** Set once the game is over. */
  winner: Seat | 'draw' | null;
  /** Each seat's time left, ms, in a game on clocks; null (or absent) when untimed. */
  clocks?: readonly number[] | null;
}

/**
 * A game's rules door, `src/games/<id>/rules/index.ts`. In every game resigning is an action,
 * `{ kind: 'resign', player }`, legal for any player still in the game at any moment.
 */
export interface RulesDoor<G = unknown, A = unknown> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each game's own options
  newGame(options?: any): G;
  status(game: G): CommonStatus;
  legalActions(game: G): A[];
  isLegal(game: G, action: A): boolean;
  play(game: G, action: A): G;
  canUndo(game: G): boolean;
  undo(game: G): G;
  formatAction(action: A): string;
  parseAction(game: G, text: string): A;
  formatPosition(game: G): string;
  parsePosition(text: string): G;
  IllegalActionError: new (message: string) => Error;
  PositionError: new (message: string) => Error;
  /**
   * Games on clocks (Glyph Grid, R11): charges `ms` (a whole number ≥ 0) to the seat to move, which
   * loses when its time runs out; pure, not an action, never undone. An untimed or finished game
   * comes back unchanged.
   */
  elapse?(game: G, ms: number): G;
}

/** A game's computer players, `src/games/<id>/ai/index.ts`. */
export interface AiDoor<G = unknown, A = unknown> {
  /** Weakest first. */
  readonly LEVELS: readonly string[];
  /** A plain opponent the strongest level is measured against in the arena, where the game has one. */
  readonly BASELINE_LEVEL?: string;
  /** The current player's whole turn, in order; deterministic given seed; throws when signal aborts. */
  chooseTurn(game: G, options: { level: string; seed: number; signal?: AbortSignal }): A[];
}
