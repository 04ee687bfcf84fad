// The game being played on a game-neutral page: where it started, the actions since, the position
// they lead to, what Undo took back (for Redo), who sits in each seat, what the record notes between
// moves, and in a game on clocks what each move's player spent. Every change goes through here and
// is announced to the page, which redraws and autosaves.
import type { GameNote } from '../codec/game-save';
import type { RulesDoor } from '../core/contract';

import type { SeatPlayer } from '../core/module';

export type { SeatPlayer };

/** A seat as save files and the dialog's choices write it: `person` or `computer:<level>`. */
export const seatText = (p: SeatPlayer): string => (p === 'person' ? 'person' : `computer:${p.computer}`);
export const seatOf = (text: string): SeatPlayer | null =>
  text === 'person'
    ? 'person'
    : /^computer:[a-z-]{1,20}$/.test(text)
      ? { computer: text.slice('computer:'.length) }
      : null;

export type Change = 'play' | 'undo' | 'redo' | 'replace' | 'seats' | 'adjust';

export interface GameInPlay<G, A> {
  start: G;
  actions: A[];
  seats: SeatPlayer[];
  /** What happened between moves that is no move (Glyph Grid's swap); none when absent. */
  notes?: readonly GameNote[];
  /** On clocks: what each move's player spent, and the player to move so far (a save's `times`). */
  times?: readonly number[] | null;
}

export class PlaySession<G, A> {
  private listeners: ((change: Change) => void)[] = [];
  private leaveListeners: ((left: GameInPlay<G, A>) => void)[] = [];
  private undone: A[] = [];
  start: G;
  game: G;
  actions: A[];
  seats: SeatPlayer[];
  notes: GameNote[];
  /** On clocks: what each move's player spent, ms (null when untimed)… */
  private times: number[] | null = null;
  /** …and what the player to move has spent so far. */
  private spent = 0;

  constructor(
    readonly rules: RulesDoor<G, A>,
    { start, actions, seats, notes, times }: GameInPlay<G, A>,
    game?: G,
  ) {
    this.start = start;
    this.actions = [...actions];
    this.seats = [...seats];
    this.notes = [...(notes ?? [])];
    this.readTimes(times);
    this.game = game ?? this.replayed();
  }

  /** The game in play as a save file keeps it: the moves' times with the time of the move to come. */
  gameInPlay(): GameInPlay<G, A> {
    const { start, actions, seats, notes, times, spent } = this;
    return { start, actions, seats, notes, times: times && (spent > 0 ? [...times, spent] : times) };
  }

  /** The game the moves lead to, each move's time charged before it (and the time of the move to come). */
  private replayed(): G {
    const charge = (game: G, ms = 0): G => (ms > 0 ? this.rules.elapse!(game, ms) : game);
    const game = this.actions.reduce((g, a, i) => this.rules.play(charge(g, this.times?.[i]), a), this.start);
    return charge(game, this.spent);
  }

  private readTimes(times: readonly number[] | null | undefined): void {
    const onClocks = this.rules.elapse !== undefined && this.rules.status(this.start).clocks != null;
    this.times = onClocks ? this.actions.map((_, i) => times?.[i] ?? 0) : null;
    this.spent = (onClocks && times?.[this.actions.length]) || 0;
  }

  onChange(listener: (change: Change) => void): void {
    this.listeners.push(listener);
  }

  private changed(change: Change): void {
    for (const l of this.listeners) l(change);
  }

  /** The position before the last action played (for its slide and sentence), or null. */
  before: G | null = null;

  /** Plays a legal action (throws the rules' IllegalActionError and changes nothing otherwise). */
  play(action: A): void {
    const before = this.game;
    this.game = this.rules.play(this.game, action);
    this.before = before;
    this.actions.push(action);
    this.times?.push(this.spent);
    this.spent = 0;
    this.undone = [];
    this.changed('play');
  }

  canUndo(): boolean {
    return this.rules.canUndo(this.game) && this.actions.length > 0;
  }

  /**
   * Takes back the last move, and the computers' moves before it, back to a person's turn; Redo
   * plays them again unless `redoable` is false (another page's take-back in a room: not this
   * page's to play again).
   */
  undo(redoable = true): void {
    if (!this.canUndo()) return;
    do {
      this.game = this.rules.undo(this.game);
      this.undone.push(this.actions.pop()!);
      this.times?.pop();
    } while (this.canUndo() && this.computerToMove() !== null);
    this.spent = 0;
    if (!redoable) this.undone = [];
    this.notes = this.notes.filter((n) => n.after <= this.actions.length);
    this.changed('undo');
  }

  canRedo(): boolean {
    return this.undone.length > 0;
  }

  /** Plays again what Undo took back, up to the next person's turn. */
  redo(): void {
    if (!this.canRedo()) return;
    do {
      const action = this.undone.pop()!;
      this.game = this.rules.play(this.game, action);
      this.actions.push(action);
      this.times?.push(0);
    } while (this.canRedo() && this.computerToMove() !== null);
    this.changed('redo');
  }

  /**
   * Hears the game a replacement takes off the board, when a move was played in it (Recent games
   * keeps it), before the replacement's change.
   */
  onLeave(listener: (left: GameInPlay<G, A>) => void): void {
    this.leaveListeners.push(listener);
  }

  /**
   * A new game, a loaded one, or a position: the history and Redo start again from it. The game it
   * replaces is left (see onLeave) unless `leaving` is false: the same game coming back (another
   * tab's, an online room's), or a mode's own game it moves on from (a tutorial's lesson).
   */
  replace({ start, actions, seats, notes, times }: GameInPlay<G, A>, game?: G, leaving = true): void {
    if (leaving && this.actions.length > 0) for (const l of this.leaveListeners) l(this.gameInPlay());
    this.start = start;
    this.actions = [...actions];
    this.seats = [...seats];
    this.notes = [...(notes ?? [])];
    this.undone = [];
    this.readTimes(times);
    this.game = game ?? this.replayed();
    this.changed('replace');
  }

  /**
   * The game in play changed by something that is no move: history stays. `spent`: what the player
   * to move has spent in it (a room's word on the clocks), where it says.
   */
  adjust(game: G, spent?: number): void {
    if (spent !== undefined && this.times) this.spent = spent;
    if (game === this.game) return; // nothing changed (a finished game's clock does not run)
    this.game = game;
    this.changed('adjust');
  }

  /** Charges the player to move `ms` on its clock (a game on clocks, through the rules' `elapse`). */
  elapse(ms: number): void {
    const game = this.rules.elapse?.(this.game, ms) ?? this.game;
    if (this.times && game !== this.game) this.spent += ms;
    this.adjust(game);
  }

  setSeat(seat: number, player: SeatPlayer): void {
    this.seats[seat] = player;
    this.changed('seats');
  }

  /**
   * Everyone takes another seat at once (Glyph Grid's swap): one change, the game as it is, with
   * `note` in the record after the last move.
   */
  setSeats(players: readonly SeatPlayer[], note?: string): void {
    this.seats = [...players];
    if (note !== undefined) this.notes.push({ after: this.actions.length, text: note });
    this.changed('seats');
  }

  /** The seat to move, when it is a computer's: its level. */
  computerToMove(): string | null {
    const s = this.rules.status(this.game);
    if (s.winner !== null) return null;
    const seat = this.seats[s.current];
    return seat && seat !== 'person' ? seat.computer : null;
  }
}
