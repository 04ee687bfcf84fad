// The page's side of the computer player: `think(game, level)` resolves to the whole turn.
// A newer `think` or `cancel()` rejects the waiting promise at once (ThinkCancelled); the worker's
// late answer to it is ignored by id.
import { formatPosition, status, type Action, type Game } from '../rules/index';
import type { Level } from './index';
import type { Request, Response } from './protocol';

/** What the client needs of a Worker (a real one in the page, a fake one in tests). */
export interface WorkerLike {
  postMessage(message: Request): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  terminate(): void;
}

export class ThinkCancelled extends Error {
  constructor() {
    super('the computer player was interrupted');
    this.name = 'ThinkCancelled';
  }
}

export interface ThinkClient {
  /** The computer's whole turn for the current player. `seed` defaults to the turn number. */
  think(game: Game, level: Level, seed?: number): Promise<Action[]>;
  cancel(): void;
  dispose(): void;
}

export const createWorker = (): WorkerLike =>
  new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }) as unknown as WorkerLike;

export function createThinkClient(worker: WorkerLike = createWorker()): ThinkClient {
  let nextId = 1;
  let waiting: { id: number; resolve: (a: Action[]) => void; reject: (e: Error) => void } | null = null;

  worker.addEventListener('message', ({ data }) => {
    const r = data as Response;
    if (!waiting || r.id !== waiting.id) return; // a stale answer
    const { resolve, reject } = waiting;
    waiting = null;
    if ('actions' in r) resolve(r.actions);
    else reject(new Error(r.error));
  });

  const cancel = (): void => {
    if (!waiting) return;
    const { id, reject } = waiting;
    waiting = null;
    worker.postMessage({ type: 'cancel', id });
    reject(new ThinkCancelled());
  };

  return {
    think(game, level, seed = status(game).turn) {
      cancel();
      const id = nextId++;
      return new Promise<Action[]>((resolve, reject) => {
        waiting = { id, resolve, reject };
        worker.postMessage({ type: 'think', id, position: formatPosition(game), level, seed: seed >>> 0 });
      });
    },
    cancel,
    dispose() {
      cancel();
      worker.terminate();
    },
  };
}
