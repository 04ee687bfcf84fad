// The worker protocol: every bad message gets an error answer (never a crash), a newer request
// cancels a stale one, and the client resolves only the answer it is waiting for.
import { GAMES } from '../../../src/games/index';
import { describe, expect, it } from 'vitest';
import { formatPosition, isLegal, newGame, play, type Action } from '../../../src/games/vacuum/rules/index';
import { createThinker, type Engine, type Response } from '../../../src/session/engine/protocol';
import { gameById } from '../../../src/games/index';
import { createThinkClient, ThinkCancelled, type WorkerLike } from '../../../src/session/engine/client';
import { position } from '../../games/vacuum/rules/helpers';

/** A thinker whose scheduled work runs only when the test says so; `engine` stands in for a game's doors (default: the registry's). */
function harness(engine?: Engine) {
  const answers: Response<Action>[] = [];
  const queue: (() => Promise<void>)[] = [];
  /** The games whose engine was asked for, in order. */
  const loaded: string[] = [];
  const handle = createThinker(
    (r) => answers.push(r as Response<Action>),
    (run) => queue.push(run),
    engine && (async (id) => (loaded.push(id), engine)),
  );
  /** Runs the scheduled work, each request's engine loading included. */
  const runAll = async (): Promise<void> => {
    while (queue.length > 0) await queue.shift()!();
  };
  return { answers, handle, runAll, loaded };
}

/** A stand-in game's engine: one level, and a turn that names the position it was asked about. */
const ENGINE: Engine = {
  rules: { parsePosition: (text) => text, status: () => ({ players: 2, current: 0, turn: 0, winner: null }) },
  ai: { LEVELS: ['only'], chooseTurn: (game) => [`a turn for ${String(game)}`] },
};

const start = formatPosition(newGame({ players: 2 }));
const think = (id: number, extra: Record<string, unknown> = {}) => ({
  type: 'think',
  id,
  position: start,
  level: 'easy',
  seed: 1,
  ...extra,
});

/** The games a think request may name: every game of the registry. */
const HOUSE = GAMES.map((g) => g.id).join(', ');

describe('worker protocol', () => {
  it('answers a think request with a whole legal turn', async () => {
    const { answers, handle, runAll } = harness();
    handle(think(1));
    await runAll();
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
  ])('answers %s with an error and keeps working', async (_what, message) => {
    const { answers, handle, runAll } = harness();
    expect(() => handle(message)).not.toThrow();
    await runAll();
    expect(answers).toHaveLength(1);
    expect(answers[0]).toHaveProperty('error');
    handle(think(10));
    await runAll();
    expect(answers[1]).toMatchObject({ id: 10, actions: expect.any(Array) });
    expect(Object.isFrozen(Object.prototype)).toBe(false);
  });

  it.each([
    ['a game that is not in the house', 'chess', `unknown game "chess" (use ${HOUSE})`],
    ['a game named by a number', 7, `unknown game "7" (use ${HOUSE})`],
    ['a game named __proto__', '__proto__', `unknown game "__proto__" (use ${HOUSE})`],
    ['a game named constructor', 'constructor', `unknown game "constructor" (use ${HOUSE})`],
  ])('refuses %s by name and loads no engine', async (_what, game, error) => {
    const { answers, handle, runAll, loaded } = harness(ENGINE);
    handle(think(14, { game }));
    expect(answers).toEqual([{ id: 14, error }]);
    await runAll();
    expect(answers).toHaveLength(1);
    expect(loaded).toEqual([]);
  });

  it('thinks about the game a message names, and about Vacuum when it names none', async () => {
    const { answers, handle, runAll } = harness();
    handle(think(15, { game: 'vacuum' }));
    await runAll();
    handle(think(16));
    await runAll();
    expect(answers).toMatchObject([
      { id: 15, actions: expect.any(Array) },
      { id: 16, actions: expect.any(Array) },
    ]);
    expect(answers[0]).toEqual(answers[1] && { ...answers[1], id: 15 }); // the same turn: same game, position, seed
  });

  it("loads a game's engine only when a request about it is run, and checks the level against that game's levels", async () => {
    const { answers, handle, runAll, loaded } = harness(ENGINE);
    handle(think(17, { level: 'easy' }));
    handle(think(18, { level: 'only', position: 'p' }));
    expect(loaded).toEqual([]); // nothing is loaded before a request runs
    await runAll();
    expect(loaded).toEqual(['vacuum']); // the replaced request never loaded anything
    expect(answers).toEqual([
      { id: 17, error: 'cancelled: a newer request replaced it' },
      { id: 18, actions: ['a turn for p'] },
    ]);
    handle(think(19, { level: 'easy' }));
    await runAll();
    expect(answers[2]).toEqual({ id: 19, error: 'level must be one of only' });
  });

  it('answers a finished game with an error', async () => {
    const { answers, handle, runAll } = harness();
    const over = formatPosition(position({ header: { active: 'red', eliminated: 'gold' } }));
    handle(think(2, { position: over }));
    await runAll();
    expect(answers).toEqual([{ id: 2, error: expect.stringContaining('over') }]);
  });

  it('a newer request cancels the stale one, which gets an error and no turn', async () => {
    const { answers, handle, runAll } = harness();
    handle(think(1));
    handle(think(2));
    await runAll();
    expect(answers.map((a) => [a.id, 'error' in a ? 'error' : 'actions'])).toEqual([
      [1, 'error'],
      [2, 'actions'],
    ]);
  });

  it('a cancel message stops a waiting request', async () => {
    const { answers, handle, runAll } = harness();
    handle(think(3));
    handle({ type: 'cancel', id: 3 });
    await runAll();
    expect(answers).toEqual([{ id: 3, error: 'cancelled' }]);
  });
});

/** A fake worker that runs the real protocol in the same thread. */
function fakeWorker(): WorkerLike & { runAll: () => Promise<void>; crash: (message: string) => void } {
  const listeners: { type: string; l: (e: { data?: unknown; message?: string }) => void }[] = [];
  const queue: (() => Promise<void>)[] = [];
  const handle = createThinker(
    (r) => listeners.filter((x) => x.type === 'message').forEach(({ l }) => l({ data: r })),
    (run) => queue.push(run),
  );
  return {
    postMessage: (m) => handle(m),
    addEventListener: (type, l) => void listeners.push({ type, l }),
    terminate: () => undefined,
    /** Runs what the worker was asked, once the client has written the position (its rules door loads first). */
    runAll: async () => {
      await gameById('vacuum')!.rules();
      await new Promise((r) => setTimeout(r, 0));
      while (queue.length > 0) await queue.shift()!();
    },
    crash: (message) => listeners.filter((x) => x.type === 'error').forEach(({ l }) => l({ message })),
  };
}

describe('think client', () => {
  it('resolves with the turn, and a newer think rejects the stale promise', async () => {
    const worker = fakeWorker();
    const client = createThinkClient(() => worker);
    const game = newGame({ players: 2 });
    const stale = client.think('vacuum', game, 'easy');
    const staleRefused = expect(stale).rejects.toBeInstanceOf(ThinkCancelled);
    const fresh = client.think('vacuum', game, 'easy');
    await worker.runAll();
    await staleRefused;
    const turn = (await fresh) as Action[];
    expect(turn.at(-1)).toEqual({ kind: 'commit' });
  });

  it('a game it does not know, or a position its game cannot write, rejects the turn with why; the next think is answered', async () => {
    const worker = fakeWorker();
    const client = createThinkClient(() => worker);
    await expect(client.think('chess' as 'vacuum', newGame({ players: 2 }), 'easy')).rejects.toThrow(
      'there is no game "chess"',
    );
    await expect(client.think('vacuum', { not: 'a game' }, 'easy')).rejects.toThrow();
    const next = client.think('vacuum', newGame({ players: 2 }), 'easy');
    await worker.runAll();
    expect(((await next) as Action[]).at(-1)).toEqual({ kind: 'commit' });
  });

  it('cancel() rejects the waiting promise', async () => {
    const worker = fakeWorker();
    const client = createThinkClient(() => worker);
    const waiting = client.think('vacuum', newGame({ players: 2 }), 'easy');
    const refused = expect(waiting).rejects.toBeInstanceOf(ThinkCancelled);
    client.cancel();
    await worker.runAll();
    await refused;
  });

  it('a crashed worker rejects the waiting turn with a message, and the next think starts a new worker', async () => {
    const workers = [fakeWorker(), fakeWorker()];
    let made = 0;
    const client = createThinkClient(() => workers[made++]!);
    expect(made).toBe(0); // nothing is started before the first think
    const game = newGame({ players: 2 });
    const lost = client.think('vacuum', game, 'easy');
    workers[0]!.crash('out of memory');
    await expect(lost).rejects.toThrow('the computer player stopped working (out of memory)');
    const again = client.think('vacuum', game, 'easy');
    expect(made).toBe(2);
    await workers[1]!.runAll();
    expect((await again).at(-1)).toEqual({ kind: 'commit' });
  });
});
