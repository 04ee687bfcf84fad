// The worker protocol: every bad message gets an error answer (never a crash), a newer request
// cancels a stale one, and the client resolves only the answer it is waiting for.
import { describe, expect, it } from 'vitest';
import { formatPosition, isLegal, newGame, play, type Action } from '../../../src/games/vacuum/rules/index';
import { createThinker, type Response } from '../../../src/session/engine/protocol';
import { createThinkClient, ThinkCancelled, type WorkerLike } from '../../../src/session/engine/client';
import { position } from '../../games/vacuum/rules/helpers';

/** A thinker whose scheduled work runs only when the test says so. */
function harness() {
  const answers: Response[] = [];
  const queue: (() => void)[] = [];
  const handle = createThinker(
    (r) => answers.push(r),
    (run) => queue.push(run),
  );
  const runAll = (): void => {
    while (queue.length > 0) queue.shift()!();
  };
  return { answers, handle, runAll };
}

const start = formatPosition(newGame({ players: 2 }));
const think = (id: number, extra: Record<string, unknown> = {}) => ({
  type: 'think',
  id,
  position: start,
  level: 'easy',
  seed: 1,
  ...extra,
});

describe('worker protocol', () => {
  it('answers a think request with a whole legal turn', () => {
    const { answers, handle, runAll } = harness();
    handle(think(1));
    runAll();
    expect(answers).toHaveLength(1);
    const answer = answers[0]!;
    expect(answer.id).toBe(1);
    if (!('actions' in answer)) throw new Error(answer.error);
    let g = newGame({ players: 2 });
    for (const a of answer.actions) {
      expect(isLegal(g, a)).toBe(true);
      g = play(g, a);
    }
    expect(answer.actions.at(-1)).toEqual({ kind: 'commit' });
  });

  it.each([
    ['not an object', 'think'],
    ['null', null],
    ['no id', { type: 'think', position: start, level: 'easy', seed: 1 }],
    ['a negative id', think(-1)],
    ['an unknown type', { type: 'explode', id: 4 }],
    ['no position', think(5, { position: undefined })],
    ['a position that is not position text', think(6, { position: 'vacuum 2\nplayers 9' })],
    ['a huge position', think(7, { position: 'x'.repeat(50_000) })],
    ['an unknown level', think(8, { level: 'godlike' })],
    ['a fractional seed', think(9, { seed: 1.5 })],
    ['a position at stage __proto__', think(11, { position: start.replace('stage 1', 'stage __proto__') })],
    ['a position at stage constructor', think(12, { position: start.replace('stage 1', 'stage constructor') })],
    ['fields it only inherits', Object.create(think(13))],
  ])('answers %s with an error and keeps working', (_what, message) => {
    const { answers, handle, runAll } = harness();
    expect(() => handle(message)).not.toThrow();
    runAll();
    expect(answers).toHaveLength(1);
    expect(answers[0]).toHaveProperty('error');
    handle(think(10));
    runAll();
    expect(answers[1]).toMatchObject({ id: 10, actions: expect.any(Array) });
    expect(Object.isFrozen(Object.prototype)).toBe(false);
  });

  it('answers a finished game with an error', () => {
    const { answers, handle, runAll } = harness();
    const over = formatPosition(position({ header: { active: 'red', eliminated: 'gold' } }));
    handle(think(2, { position: over }));
    runAll();
    expect(answers).toEqual([{ id: 2, error: expect.stringContaining('over') }]);
  });

  it('a newer request cancels the stale one, which gets an error and no turn', () => {
    const { answers, handle, runAll } = harness();
    handle(think(1));
    handle(think(2));
    runAll();
    expect(answers.map((a) => [a.id, 'error' in a ? 'error' : 'actions'])).toEqual([
      [1, 'error'],
      [2, 'actions'],
    ]);
  });

  it('a cancel message stops a waiting request', () => {
    const { answers, handle, runAll } = harness();
    handle(think(3));
    handle({ type: 'cancel', id: 3 });
    runAll();
    expect(answers).toEqual([{ id: 3, error: 'cancelled' }]);
  });
});

/** A fake worker that runs the real protocol in the same thread. */
function fakeWorker(): WorkerLike & { runAll: () => void; crash: (message: string) => void } {
  const listeners: { type: string; l: (e: { data?: unknown; message?: string }) => void }[] = [];
  const queue: (() => void)[] = [];
  const handle = createThinker(
    (r) => listeners.filter((x) => x.type === 'message').forEach(({ l }) => l({ data: r })),
    (run) => queue.push(run),
  );
  return {
    postMessage: (m) => handle(m),
    addEventListener: (type, l) => void listeners.push({ type, l }),
    terminate: () => undefined,
    runAll: () => {
      while (queue.length > 0) queue.shift()!();
    },
    crash: (message) => listeners.filter((x) => x.type === 'error').forEach(({ l }) => l({ message })),
  };
}

describe('think client', () => {
  it('resolves with the turn, and a newer think rejects the stale promise', async () => {
    const worker = fakeWorker();
    const client = createThinkClient(() => worker);
    const game = newGame({ players: 2 });
    const stale = client.think(game, 'easy');
    const fresh = client.think(game, 'easy');
    worker.runAll();
    await expect(stale).rejects.toBeInstanceOf(ThinkCancelled);
    const turn: Action[] = await fresh;
    expect(turn.at(-1)).toEqual({ kind: 'commit' });
  });

  it('cancel() rejects the waiting promise', async () => {
    const worker = fakeWorker();
    const client = createThinkClient(() => worker);
    const waiting = client.think(newGame({ players: 2 }), 'easy');
    client.cancel();
    worker.runAll();
    await expect(waiting).rejects.toBeInstanceOf(ThinkCancelled);
  });

  it('a crashed worker rejects the waiting turn with a message, and the next think starts a new worker', async () => {
    const workers = [fakeWorker(), fakeWorker()];
    let made = 0;
    const client = createThinkClient(() => workers[made++]!);
    expect(made).toBe(0); // nothing is started before the first think
    const game = newGame({ players: 2 });
    const lost = client.think(game, 'easy');
    workers[0]!.crash('out of memory');
    await expect(lost).rejects.toThrow('the computer player stopped working (out of memory)');
    const again = client.think(game, 'easy');
    expect(made).toBe(2);
    workers[1]!.runAll();
    expect((await again).at(-1)).toEqual({ kind: 'commit' });
  });
});
