// What a room needs from the game it hosts. The room (room.ts) knows seats, versions and
// connections; the game alone knows its rules, so another game could be hosted the same way.

/** The game refused an action: a protocol code and a reason a player can read. */
export class Refusal extends Error {
  constructor(
    readonly code: 'malformed' | 'not-your-turn' | 'illegal',
    message: string,
  ) {
    super(message);
  }
}

export interface HostedGame<S> {
  /** Reads a stored or uploaded game; throws an Error saying why it cannot. */
  load(text: string): S;
  /** The game as text, for storage and for every page's snapshot (load(save(s)) is s). */
  save(state: S): string;
  /** How many seats take part (seats are 0 … seatCount - 1). */
  seatCount(state: S): number;
  /** The seat to move, or null once the game is over. */
  toMove(state: S): number | null;
  /** Plays the action `text` for `seat`; throws a Refusal and changes nothing if it may not. */
  play(state: S, seat: number, text: string): S;
  /**
   * Whether the action `text` means the same whatever was played since its page saw the game: a
   * resignation, legal for any player still in the game at any moment. The room takes such an
   * action from a page a version behind (it crossed another's move) rather than refusing it as stale.
   */
  anyMoment(state: S, text: string): boolean;
  /** Takes back `seat`'s last action of its own turn; throws a Refusal if there is none. */
  undo(state: S, seat: number): S;
  /**
   * The next game of a rematch, from the game that ended: a new game with the same players and
   * options (Vacuum's length, Glyph Grid's clock, Divided Loyalties' field). The room then passes
   * every seat on to the next, as a rematch does on a page, and draws the game's own chance
   * (`opened`) where it keeps one.
   */
  rematch(state: S): S;
  /**
   * A new room's game from the one uploaded, where the room must draw its own chance that no page
   * knows (a bag's seed); the game as loaded by default.
   */
  opened?(state: S): S;
  /**
   * The game as the pages receive it (snapshots), where the room keeps something from them (the
   * order of a bag); `save(state)` by default. Storage always keeps `save(state)`.
   */
  shown?(state: S): string;
  /**
   * Whether the pages can play the action just played from its text, as the room did; false when
   * it drew on what only the room knows (a hidden bag), and every page gets the game instead.
   * True by default.
   */
  replayable?(state: S): boolean;
  /**
   * A game on clocks, whose clocks the room keeps (a page only sends moves, and cannot stop or set
   * its own clock): the ms left to the seat to move (null when no clock runs: an untimed or
   * finished game), and the game with `ms` charged to that seat (its time running out ends it).
   */
  clock?: {
    left(state: S): number | null;
    charge(state: S, ms: number): S;
  };
}
