import { describe, expect, it } from 'vitest';
import type { ThinkClient } from '../../src/session/engine/client';
import {
  legalActions,
  newGame,
  parseAction,
  score,
  status,
  type Action,
  type Game,
} from '../../src/games/vacuum/rules/index';
import { position } from '../games/vacuum/rules/helpers';
import { type ComputerState } from '../../src/ui/computer';
import { ComputerPlayers, computerMessage } from '../../src/games/vacuum/view/computers';
import { readAutosave, Session, type Seat } from '../../src/games/vacuum/page/session';
import { MemoryStore } from '../support/ui';

/** A think client that answers with the first vacuum move and commit, when told to. */
function fakeClient(): ThinkClient & { pending: (() => void)[]; asked: number } {
  const c = {
    pending: [] as (() => void)[],
    asked: 0,
    think(_id: string, game: Game): Promise<Action[]> {
      c.asked++;
      const vacuum = firstVacuum(game);
      return new Promise((resolve, reject) => {
        c.pending.push(() => resolve([vacuum, { kind: 'commit' }]));
        cancelers.push(() => reject(new Error('cancelled')));
      });
    },
    cancel() {
      cancelers.splice(0).forEach((f) => f());
    },
    dispose() {},
  };
  const cancelers: (() => void)[] = [];
  return c;
}

const firstVacuum = (game: Game): Action => legalActions(game).find((a) => a.kind === 'vacuumMove')!;
const flush = () => new Promise((r) => setTimeout(r, 0));

function setup(seats: Seat[]) {
  const session = Session.start(null, seats.length as 2 | 3 | 4);
  const client = fakeClient();
  const states: ComputerState[] = [];
  const computers = new ComputerPlayers({
    session,
    client,
    seats: () => seats,
    pace: () => 0,
    onState: (state) => states.push(state),
    wait: async () => {},
  });
  return { session, client, computers, states };
}

describe('computer seats', () => {
  it('stop abandons the turn being thought (a replay is open): the game waits, and next starts the turn again', async () => {
    const { session, client, computers, states } = setup(['human', 'easy']);
    session.play(parseAction(session.game, 'vacuum e5'));
    session.play(parseAction(session.game, 'commit'));
    expect(client.asked).toBe(1);
    const waiting = session.game;
    computers.stop();
    await flush();
    expect(states.at(-1)).toEqual({ kind: 'idle' });
    expect(session.game).toBe(waiting);
    void computers.next();
    expect(client.asked).toBe(2);
    client.pending.at(-1)!();
    await flush();
    expect(status(session.game)).toMatchObject({ current: 0, turn: 2 });
  });

  it('after the human commits, the computer plays its whole turn and hands back', async () => {
    const { session, client, computers, states } = setup(['human', 'easy']);
    expect(computers.computerToMove()).toBe(false);
    session.play(parseAction(session.game, 'vacuum e5'));
    session.play(parseAction(session.game, 'commit'));
    expect(computers.computerToMove()).toBe(true);
    expect(client.asked).toBe(1);
    client.pending.shift()!();
    await flush();
    expect(status(session.game)).toMatchObject({ current: 0, turn: 2 });
    expect(session.log.map((e) => e.text).slice(-2)[1]).toBe('commit');
    expect(states.map((st) => st.kind)).toEqual(['thinking', 'playing', 'idle']);
    expect(computers.busy).toBe(false);
  });

  it("a change made meanwhile (undo, load, new game) abandons the computer's turn", async () => {
    const { session, client } = setup(['human', 'easy']);
    session.play(parseAction(session.game, 'vacuum e5'));
    session.play(parseAction(session.game, 'commit'));
    const answer = client.pending.shift()!;
    session.replace(newGame({ players: 2 }), []);
    answer();
    await flush();
    expect(status(session.game).turn).toBe(0);
    expect(session.log).toEqual([]);
  });

  it('computers against each other keep playing turn after turn', async () => {
    const { session, client, computers } = setup(['easy', 'hard']);
    void computers.next();
    for (let i = 0; i < 4; i++) {
      await flush();
      client.pending.shift()!();
      await flush();
    }
    expect(status(session.game).turn).toBe(4);
  });
});

describe('Take back against computers', () => {
  /** Human (Red) plays a vacuum move and commits; the computer answers. */
  async function humanTurnThenComputer(ctx: ReturnType<typeof setup>): Promise<void> {
    ctx.session.play(firstVacuum(ctx.session.game));
    ctx.session.play(parseAction(ctx.session.game, 'commit'));
    ctx.client.pending.shift()!();
    await flush();
  }

  it("takes back to the start of the human's own previous turn, computer reply included", async () => {
    const ctx = setup(['human', 'easy']);
    const start = ctx.session.game;
    expect(ctx.computers.takeBack.available()).toBe(false); // nothing played yet
    await humanTurnThenComputer(ctx);
    const second = ctx.session.game;
    const secondLog = ctx.session.log;
    await humanTurnThenComputer(ctx);
    expect(status(ctx.session.game).turn).toBe(4);

    expect(ctx.computers.takeBack.available()).toBe(true);
    ctx.computers.takeBack.run();
    expect(ctx.session.game).toBe(second);
    expect(ctx.session.log).toEqual(secondLog);
    expect(ctx.client.asked).toBe(2); // the restored turn is the human's: the computer stays quiet
    ctx.computers.takeBack.run();
    expect(ctx.session.game).toBe(start);
    expect(ctx.session.log).toEqual([]);
    expect(ctx.computers.takeBack.available()).toBe(false);
  });

  it('says what it takes back, and is not offered once the game is over', async () => {
    const ctx = setup(['human', 'easy']);
    expect(ctx.computers.takeBack.what()).toBe(null);
    await humanTurnThenComputer(ctx);
    expect(ctx.computers.takeBack.what()).toBe("Red's turn of round 1 and Gold's reply");
    ctx.session.play({ kind: 'resign', player: 0 });
    expect(ctx.computers.takeBack.available()).toBe(false);
  });

  it('is not offered while the computer is thinking, nor in games of people only', async () => {
    const ctx = setup(['human', 'easy']);
    await humanTurnThenComputer(ctx);
    ctx.session.play(firstVacuum(ctx.session.game));
    ctx.session.play(parseAction(ctx.session.game, 'commit'));
    expect(ctx.computers.busy).toBe(true);
    expect(ctx.computers.takeBack.available()).toBe(false);

    const people = setup(['human', 'human']);
    people.session.play(firstVacuum(people.session.game));
    people.session.play(parseAction(people.session.game, 'commit'));
    expect(people.computers.takeBack.available()).toBe(false);
  });

  it("a new game forgets the old game's turns", async () => {
    const ctx = setup(['human', 'easy']);
    await humanTurnThenComputer(ctx);
    ctx.session.replace(newGame({ players: 2 }), []);
    expect(ctx.computers.takeBack.available()).toBe(false);
  });
});

describe('a computer that cannot move', () => {
  it('reports the failure and hands the seat to the board instead of hanging', async () => {
    const session = Session.start(null, 2);
    const states: ComputerState[] = [];
    const computers = new ComputerPlayers({
      session,
      client: { think: () => Promise.reject(new Error('the worker crashed')), cancel() {}, dispose() {} },
      seats: () => ['easy', 'human'],
      pace: () => 0,
      onState: (s) => states.push(s),
    });
    await computers.next();
    expect(states.at(-1)).toEqual({ kind: 'failed', player: 0, level: 'easy', message: 'the worker crashed' });
    expect(computers.busy).toBe(false);
    expect(status(session.game).turn).toBe(0);
  });
});

describe('a computer that is hopelessly behind (docs/rules.md, "Computer players resign")', () => {
  /** Red (a person) leads Gold (the computer) by 40: four pebbles on Red's pedestal, twelve on the board. */
  const farAhead = (): Game => position({ pieces: { c3: 'RRRR', e5: 'RRRR', f6: 'RRRR', e7: 'RRRR' } });

  async function turns(ctx: ReturnType<typeof setup>, n: number): Promise<void> {
    for (let i = 0; i < n; i++) {
      ctx.session.play(firstVacuum(ctx.session.game));
      ctx.session.play(parseAction(ctx.session.game, 'commit'));
      ctx.client.pending.shift()!();
      await flush();
    }
  }

  it('resigns at the start of its turn after ten turns that ended far behind, not before', async () => {
    const ctx = setup(['human', 'easy']);
    ctx.session.replace(farAhead(), []);
    expect(score(ctx.session.game, 0) - score(ctx.session.game, 1)).toBe(40);
    await turns(ctx, 10);
    expect(status(ctx.session.game).winner).toBe(null);
    expect(ctx.client.asked).toBe(10);
    ctx.session.play(firstVacuum(ctx.session.game));
    ctx.session.play(parseAction(ctx.session.game, 'commit'));
    await flush();
    expect(ctx.client.asked).toBe(10); // it did not think: it resigned
    expect(status(ctx.session.game).winner).toBe(0);
    expect(ctx.session.log.at(-1)!.text).toBe('resign gold');
    expect(ctx.states.at(-1)).toEqual({ kind: 'resigned', player: 1, level: 'easy' });
  });

  it('keeps playing when close on score', async () => {
    const ctx = setup(['human', 'easy']);
    await turns(ctx, 12);
    expect(status(ctx.session.game).winner).toBe(null);
    expect(ctx.client.asked).toBe(12); // it thought and played every one of its twelve turns
  });
});

describe('a computer that does not answer', () => {
  /** A client whose think never settles; counts how often the worker was stopped. */
  function silentClient() {
    const c = {
      asked: 0,
      stopped: 0,
      think: () => (c.asked++, new Promise<Action[]>(() => {})),
      cancel() {},
      dispose: () => void c.stopped++,
    };
    return c;
  }

  it('is given up after its patience: Status says so, the worker is stopped, the board is free again', async () => {
    const session = Session.start(null, 2);
    const client = silentClient();
    const states: ComputerState[] = [];
    const computers = new ComputerPlayers({
      session,
      client,
      seats: () => ['easy', 'human'],
      pace: () => 0,
      patience: 20,
      onState: (s) => states.push(s),
    });
    await computers.next();
    expect(states.map((s) => s.kind)).toEqual(['thinking', 'stalled']);
    expect(computerMessage(states.at(-1)!)).toBe(
      'Red (computer, easy) has not answered in 20 ms. Let a person play its seat, or let it try again.',
    );
    expect(client.stopped).toBe(1);
    expect(computers.busy).toBe(false);

    void computers.next(); // Try again: a new worker is asked
    expect(client.asked).toBe(2);
  });

  it('a person taking the seat ends the wait for good, and the seat is saved as a person', async () => {
    const store = new MemoryStore();
    const session = Session.start(store, 2);
    session.replace(session.game, [], { players: 2, seats: ['easy', 'human'] });
    const client = silentClient();
    const states: ComputerState[] = [];
    const computers = new ComputerPlayers({
      session,
      client,
      seats: () => session.settings.seats,
      pace: () => 0,
      patience: 20,
      onState: (s) => states.push(s),
    });
    await computers.next();
    expect(states.at(-1)!.kind).toBe('stalled');
    session.setSeat(0, 'human');
    expect(states.at(-1)!.kind).toBe('idle');
    expect(computers.computerToMove()).toBe(false);
    expect(client.asked).toBe(1);
    const saved = readAutosave(store);
    expect(saved.kind === 'game' && saved.settings.seats).toEqual(['human', 'human']);
  });
});
