// Computer seats: when the player to move is a computer, ask the think client for its whole turn
// (in a Web Worker) and play it action by action at a pace a person can follow. Any other change
// to the game (undo, load, new game) abandons the turn in progress.
import { status, type Action } from '../rules/index';
import type { Level } from '../ai/index';
import type { ThinkClient } from '../ai/client';
import type { Session } from './session';

export type SeatKind = 'human' | Level;

export interface ComputerDeps {
  session: Session;
  client: ThinkClient;
  seats: () => readonly SeatKind[];
  /** Milliseconds between two of the computer's actions. */
  pace: () => number;
  /** Told when a computer starts or stops thinking or moving. */
  onBusy: (busy: boolean, thinking: boolean) => void;
  wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export class ComputerPlayers {
  busy = false;
  /** Bumped by every change the computer did not make; a running turn stops when it moves on. */
  private generation = 0;
  private playing = false;

  constructor(private deps: ComputerDeps) {
    deps.session.onChange(() => {
      if (this.playing) return;
      this.generation++;
      this.deps.client.cancel();
      this.setBusy(false, false);
      void this.next();
    });
  }

  /** Is the player to move a computer? (The page blocks human input then.) */
  computerToMove(): boolean {
    const s = status(this.deps.session.game);
    return s.winner === null && this.deps.seats()[s.current] !== 'human';
  }

  /** Starts the computer's turn if it is a computer's turn; safe to call at any time. */
  async next(): Promise<void> {
    if (this.busy || !this.computerToMove()) return;
    const generation = this.generation;
    const game = this.deps.session.game;
    const level = this.deps.seats()[status(game).current] as Level;
    this.setBusy(true, true);
    let actions: Action[];
    try {
      actions = await this.deps.client.think(game, level);
    } catch {
      if (generation === this.generation) this.setBusy(false, false);
      return; // cancelled or failed: a later change starts again
    }
    this.setBusy(true, false);
    const wait = this.deps.wait ?? sleep;
    for (const action of actions) {
      await wait(this.deps.pace());
      if (generation !== this.generation) return;
      this.playing = true;
      try {
        this.deps.session.play(action);
      } finally {
        this.playing = false;
      }
    }
    this.setBusy(false, false);
    void this.next(); // the next seat may be a computer too
  }

  private setBusy(busy: boolean, thinking: boolean): void {
    this.busy = busy;
    this.deps.onBusy(busy, thinking);
  }
}
