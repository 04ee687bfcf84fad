import { describe, expect, it } from 'vitest';
import type { ThinkClient } from '../../src/ai/client';
import { legalActions, newGame, parseAction, status, type Action, type Game } from '../../src/rules/index';
import { ComputerPlayers, type SeatKind } from '../../src/ui/computer';
import { Session } from '../../src/ui/session';

/** A think client that answers with the first vacuum move and commit, when told to. */
function fakeClient(): ThinkClient & { pending: (() => void)[]; asked: number } {
  const c = {
    pending: [] as (() => void)[],
    asked: 0,
    think(game: Game): Promise<Action[]> {
      c.asked++;
      const vacuum = legalActions(game).find((a) => a.kind === 'vacuumMove')!;
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

const flush = () => new Promise((r) => setTimeout(r, 0));

function setup(seats: SeatKind[]) {
  const session = Session.start(null, seats.length as 2 | 3 | 4);
  const client = fakeClient();
  const busy: boolean[] = [];
  const computers = new ComputerPlayers({
    session,
    client,
    seats: () => seats,
    pace: () => 0,
    onBusy: (b) => busy.push(b),
    wait: async () => {},
  });
  return { session, client, computers, busy };
}

describe('computer seats', () => {
  it('after the human commits, the computer plays its whole turn and hands back', async () => {
    const { session, client, computers, busy } = setup(['human', 'easy']);
    expect(computers.computerToMove()).toBe(false);
    session.play(parseAction(session.game, 'vacuum e5'));
    session.play(parseAction(session.game, 'commit'));
    expect(computers.computerToMove()).toBe(true);
    expect(client.asked).toBe(1);
    client.pending.shift()!();
    await flush();
    expect(status(session.game)).toMatchObject({ current: 0, turn: 2 });
    expect(session.log.map((e) => e.text).slice(-2)[1]).toBe('commit');
    expect(busy.at(-1)).toBe(false);
  });

  it('a change made meanwhile (undo, load, new game) abandons the computer\'s turn', async () => {
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
