// Computer seats, on every game's page: when the seat to move is a computer, ask the think client
// for its whole turn (in a Web Worker, which loads the game's engine) and play it action by action
// at a pace a person can follow. Any other change to the game (undo, load, new game) abandons the
// turn in progress; a change that is no move (a clock running down: 'adjust') does not, and the
// turn is played on the game as the clock left it, unless that ended the game. A turn not answered
// within `patience` is given up (the worker is stopped) so the page never waits forever. A game
// may give a seat its own move instead of thinking (Vacuum's computer resigns when hopeless).
import { ThinkCancelled, type ThinkClient } from '../session/engine/client';
import type { GameId } from '../games/index';

/** What the page is told about the computers. */
export type ComputerState =
  | { kind: 'idle' }
  | { kind: 'thinking' | 'playing'; player: number; level: string }
  | { kind: 'failed'; player: number; level: string; message: string }
  | { kind: 'resigned'; player: number; level: string }
  | { kind: 'stalled'; player: number; level: string; after: number };

export interface ComputerDeps<G, A> {
  /** The game's id (the worker loads its engine) and the seat to move, null once the game is over. */
  game: { readonly id: GameId; toMove(game: G): number | null };
  session: { readonly game: G; onChange(listener: (change: string) => void): void; play(action: A): void };
  client: ThinkClient;
  /** Each seat's computer level, or null for a person. */
  levels: () => readonly (string | null)[];
  /** Held aside (a replay, the editor, another tab has the game): no computer moves. */
  paused?: () => boolean;
  /** Milliseconds from the start of the computer's turn to its first action, and between two of its actions. */
  pace: () => number;
  onState: (state: ComputerState) => void;
  wait?: (ms: number) => Promise<void>;
  /** Milliseconds the computer may think before the page stops waiting (default 10 s). */
  patience?: number;
}

const PATIENCE_MS = 10_000;

/** The patience a page's address asks for (`?patience=<ms>`: tests wait less), or none. */
export function patienceAsked(search: string): number | undefined {
  const asked = Number(new URLSearchParams(search).get('patience'));
  return asked > 0 ? asked : undefined;
}

/** The computer did not answer in time. */
class NoAnswer extends Error {}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export class ComputerSeats<G, A> {
  state: ComputerState = { kind: 'idle' };
  /** Bumped by every change the computer did not make; a running turn stops when it moves on. */
  private generation = 0;
  /** The computer is playing an action: the change is its own. */
  private playing = false;

  constructor(protected readonly deps: ComputerDeps<G, A>) {
    deps.session.onChange((change) => this.changed(change));
  }

  /** Hears every change of the game in play. */
  protected changed(change: string): void {
    if (this.playing || change === 'adjust') return;
    this.stop();
    void this.next();
  }

  /** The seat to move and its computer's level, when the seat to move is a computer's. */
  private computerSeat(): { player: number; level: string } | null {
    const player = this.deps.game.toMove(this.deps.session.game);
    const level = player === null ? null : (this.deps.levels()[player] ?? null);
    return player === null || level === null ? null : { player, level };
  }

  /** Is the player to move a computer? (The page blocks a person's input then.) */
  computerToMove(): boolean {
    return this.computerSeat() !== null;
  }

  /** The game's own move for the computer in `player`'s seat instead of thinking (none by default). */
  protected instead(_player: number): A | null {
    return null;
  }

  /** After the computer in `player`'s seat played its whole turn, which began at `before`. */
  protected turnEnded(_player: number, _before: G): void {}

  /** Starts the computer's turn if it is a computer's turn; safe to call at any time. */
  async next(): Promise<void> {
    const seat = this.computerSeat();
    if (this.busy || seat === null || this.deps.paused?.()) return;
    const { player, level } = seat;
    const { session, client } = this.deps;
    const generation = this.generation;
    const game = session.game;
    const own = this.instead(player);
    if (own !== null) {
      this.play(own);
      this.setState({ kind: 'resigned', player, level });
      return void this.next(); // the next seat may be a computer too
    }
    this.setState({ kind: 'thinking', player, level });
    const started = Date.now();
    const patience = this.deps.patience ?? PATIENCE_MS;
    let actions: A[];
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      const noAnswer = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new NoAnswer()), patience)));
      actions = await Promise.race([client.think(this.deps.game.id, game, level) as Promise<A[]>, noAnswer]);
    } catch (e) {
      if (generation !== this.generation || e instanceof ThinkCancelled) return; // a later change starts again
      if (e instanceof NoAnswer) {
        client.dispose(); // a worker stuck in its search cannot hear a cancel; the next turn starts a new one
        return this.setState({ kind: 'stalled', player, level, after: patience });
      }
      // The seat is handed to the people at the board rather than leaving the game stuck.
      return this.setState({ kind: 'failed', player, level, message: e instanceof Error ? e.message : String(e) });
    } finally {
      clearTimeout(timer);
    }
    this.setState({ kind: 'playing', player, level });
    const wait = this.deps.wait ?? sleep;
    for (const [i, action] of actions.entries()) {
      await wait(i === 0 ? Math.max(0, this.deps.pace() - (Date.now() - started)) : this.deps.pace());
      if (generation !== this.generation) return;
      // Only a clock may have changed the game meanwhile; once it ended the game, there is no turn.
      if (this.deps.game.toMove(session.game) !== player) return this.setState({ kind: 'idle' });
      try {
        this.play(action);
      } catch (e) {
        return this.setState({ kind: 'failed', player, level, message: e instanceof Error ? e.message : String(e) });
      }
    }
    this.turnEnded(player, game);
    this.setState({ kind: 'idle' });
    void this.next(); // the next seat may be a computer too
  }

  /** Abandons the turn in progress, if any (the board shows a replay); `next` starts it again. */
  stop(): void {
    this.generation++;
    this.deps.client.cancel();
    if (this.state.kind !== 'idle') this.setState({ kind: 'idle' });
  }

  get busy(): boolean {
    return this.state.kind === 'thinking' || this.state.kind === 'playing';
  }

  /** Plays the computer's own action (its change abandons nothing). */
  private play(action: A): void {
    this.playing = true;
    try {
      this.deps.session.play(action);
    } finally {
      this.playing = false;
    }
  }

  private setState(state: ComputerState): void {
    this.state = state;
    this.deps.onState(state);
  }
}
