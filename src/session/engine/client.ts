// The page's side of the computer player: `think(game, level)` resolves to the whole turn.
// A newer `think` or `cancel()` rejects the waiting promise at once (ThinkCancelled); the worker's
// late answer to it is ignored by id. The worker is started on the first `think` (a game of people
// only never loads the engine) and started afresh after it crashes.
import { formatPosition, status, type Action, type Game } from '../../games/vacuum/rules/index';
import type { Level } from '../../games/vacuum/ai/levels';
import type { Request, Response } from './protocol';

/** What the client needs of a Worker (a real one in the page, a fake one in tests). */
export interface WorkerLike {
  postMessage(message: Request): void;
  addEventListener(type: 'message' | 'error', listener: (event: { data?: unknown; message?: string }) => void): void;
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

const createWorker = (): WorkerLike =>
  new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }) as unknown as WorkerLike;

export function createThinkClient(makeWorker: () => WorkerLike = createWorker): ThinkClient {
  let nextId = 1;
  let worker: WorkerLike | null = null;
  let waiting: { id: number; resolve: (a: Action[]) => void; reject: (e: Error) => void } | null = null;

  const settle = (): NonNullable<typeof waiting> | null => {
    const w = waiting;
    waiting = null;
    return w;
  };

  const start = (): WorkerLike => {
    const w = makeWorker();
    w.addEventListener('message', ({ data }) => {
      const r = data as Response;
      if (w !== worker || !waiting || r.id !== waiting.id) return; // a stale answer
      const { resolve, reject } = settle()!;
      if ('actions' in r) resolve(r.actions);
      else reject(new Error(r.error));
    });
    w.addEventListener('error', (event) => {
      if (w !== worker) return;
      worker = null; // the next think starts a new one
      w.terminate();
      settle()?.reject(new Error(`the computer player stopped working (${event.message ?? 'worker error'})`));
    });
    return w;
  };

  const cancel = (): void => {
    const w = settle();
    if (!w) return;
    worker?.postMessage({ type: 'cancel', id: w.id });
    w.reject(new ThinkCancelled());
  };

  return {
    think(game, level, seed = status(game).turn) {
      cancel();
      const id = nextId++;
      worker ??= start();
      const w = worker;
      return new Promise<Action[]>((resolve, reject) => {
        waiting = { id, resolve, reject };
        w.postMessage({ type: 'think', id, position: formatPosition(game), level, seed: seed >>> 0 });
      });
    },
    cancel,
    dispose() {
      cancel();
      worker?.terminate();
      worker = null;
    },
  };
}
