// The page's side of the computer player: `think(gameId, game, level)` resolves to the whole turn.
// A newer `think` or `cancel()` rejects the waiting promise at once (ThinkCancelled); the worker's
// late answer to it is ignored by id. The worker is started on the first `think` (a game of people
// only never loads the engine) and started afresh after it crashes. The position is written in
// the game's own text through its rules door, which the registry gives (a page showing that game
// has it loaded already).
import { gameById, type GameId } from '../../games/index';
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
  /**
   * The computer's whole turn for the current player of `game`, a game of `gameId`, as that game's
   * Action values (the caller knows their type: the worker's answer cannot carry it). `seed`
   * defaults to the turn number.
   */
  think(gameId: GameId, game: unknown, level: string, seed?: number): Promise<unknown[]>;
  cancel(): void;
  dispose(): void;
}

const createWorker = (): WorkerLike =>
  new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }) as unknown as WorkerLike;

export function createThinkClient(makeWorker: () => WorkerLike = createWorker): ThinkClient {
  let nextId = 1;
  let worker: WorkerLike | null = null;
  let waiting: { id: number; resolve: (a: unknown[]) => void; reject: (e: Error) => void } | null = null;

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
    think(gameId, game, level, seed) {
      cancel();
      const id = nextId++;
      worker ??= start();
      const w = worker;
      const entry = gameById(gameId);
      return new Promise<unknown[]>((resolve, reject) => {
        waiting = { id, resolve, reject };
        if (!entry) return void settle()!.reject(new Error(`there is no game "${gameId}"`));
        entry
          .rules()
          .then((rules) => {
            if (waiting?.id !== id) return; // cancelled or replaced meanwhile
            const position = rules.formatPosition(game);
            w.postMessage({
              type: 'think',
              game: gameId,
              id,
              position,
              level,
              seed: (seed ?? rules.status(game).turn) >>> 0,
            });
          })
          // Its rules could not be loaded (the network), or the game is not one of theirs.
          .catch((e: unknown) => waiting?.id === id && settle()!.reject(e instanceof Error ? e : new Error(String(e))));
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
