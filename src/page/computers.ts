// The computer seats of the game-neutral page: when a computer is to move, it thinks in the worker
// (session/engine, which loads this game's engine), then plays its turn at the page's pace while
// the board is held. Any change it did not make (undo, a new game, a replay opened) cancels the
// thinking, except a change that is no move (a clock running down): the turn it thinks about is
// still the turn to play, unless that change ended the game. The page says so when the computer
// fails or does not answer in time.
import type { ThinkClient } from '../session/engine/client';
import { ThinkCancelled } from '../session/engine/client';
import type { GameId } from '../games/index';
import type { PlaySession } from './session';

type ComputerState = { kind: 'idle' } | { kind: 'thinking'; level: string } | { kind: 'failed'; message: string };

export interface ComputerDeps<G, A> {
  id: GameId;
  session: PlaySession<G, A>;
  client: ThinkClient;
  /** Held aside (a replay, the editor, another tab has the game): no computer moves. */
  paused(): boolean;
  /** Milliseconds between the computer's answer and its move showing (0 in tests). */
  pace(): number;
  onState(state: ComputerState): void;
  /** How long the page waits for an answer before saying so. */
  patience?: number;
}

const PATIENCE_MS = 15_000;
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export class Computers<G, A> {
  private generation = 0;
  private running = false;

  constructor(private deps: ComputerDeps<G, A>) {
    deps.session.onChange((change) => {
      if (this.running || change === 'adjust') return;
      this.stop();
      void this.next();
    });
  }

  /** Stops a computer's thinking (its answer, if it comes, is dropped). */
  stop(): void {
    this.generation++;
    this.deps.client.cancel();
    this.deps.onState({ kind: 'idle' });
  }

  /** Starts the computer's turn if a computer is to move; safe to call at any time. */
  async next(): Promise<void> {
    const { session, client, id } = this.deps;
    const level = session.computerToMove();
    if (level === null || this.deps.paused()) return;
    const generation = ++this.generation;
    const game = session.game;
    this.deps.onState({ kind: 'thinking', level });
    const started = Date.now();
    const patience = this.deps.patience ?? PATIENCE_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`it did not answer within ${patience / 1000} s`)), patience);
      });
      const actions = (await Promise.race([client.think(id, game, level), late])) as A[];
      clearTimeout(timer);
      await sleep(Math.max(0, this.deps.pace() - (Date.now() - started)));
      // Only a clock may have changed the game meanwhile; once it ended the game, there is no turn.
      if (generation !== this.generation || session.computerToMove() !== level) return;
      this.running = true;
      try {
        for (const action of actions) session.play(action);
      } finally {
        this.running = false;
      }
      this.deps.onState({ kind: 'idle' });
      void this.next();
    } catch (e) {
      clearTimeout(timer);
      if (e instanceof ThinkCancelled || generation !== this.generation) return;
      client.cancel();
      const why = e instanceof Error ? e.message : String(e);
      this.deps.onState({ kind: 'failed', message: `The computer could not move: ${why}` });
    }
  }
}
