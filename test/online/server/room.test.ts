import { describe, expect, it } from 'vitest';
import { Room, type Outcome, type RoomRecord } from '../../../src/online/server/room';
import { vacuum } from '../../../src/games/vacuum/hosted';
import { LIMITS, PROTOCOL, type Limits, type ServerMessage } from '../../../src/online/protocol';
import { encodeSaveJson } from '../../../src/codec/save';
import {
  formatAction,
  legalActions,
  newGame,
  parsePosition,
  whyIllegal,
  formatPosition,
  readAction,
} from '../../../src/games/vacuum/rules/index';

const fresh = (): RoomRecord =>
  Room.start(vacuum, encodeSaveJson({ game: newGame({ players: 2 }), log: [], settings: { players: 2 } }));
const firstMove = formatAction(legalActions(newGame({ players: 2 }))[0]!);

/** A room with pages attached by id; `say` sends a message and returns what that page received. */
function harness(record = fresh(), limits: Limits = { ...LIMITS }) {
  let n = 0;
  const room = new Room(vacuum, record, limits, () => `token-${++n}`);
  let now = 0;
  const inbox = new Map<string, ServerMessage[]>();
  const deliver = (out: Outcome): Outcome => {
    for (const s of out.sends) inbox.set(s.to, [...(inbox.get(s.to) ?? []), s.msg]);
    return out;
  };
  return {
    room,
    tick: (ms: number) => (now += ms),
    open: (id: string) => deliver(room.open(id, now)),
    close: (id: string) => deliver(room.close(id)),
    raw: (id: string, data: string | ArrayBuffer) => deliver(room.receive(id, data, now)),
    say(id: string, msg: object): ServerMessage[] {
      inbox.set(id, []);
      deliver(room.receive(id, JSON.stringify(msg), now));
      return inbox.get(id)!;
    },
    inbox: (id: string) => inbox.get(id) ?? [],
  };
}

const hello = (token: string | null = null, seen: number | null = null) => ({
  t: 'hello',
  protocol: PROTOCOL,
  token,
  seen,
});
const codes = (msgs: ServerMessage[]) => msgs.filter((m) => m.t === 'error').map((m) => (m as { code: string }).code);

function twoSeated() {
  const h = harness();
  h.open('a');
  h.open('b');
  h.say('a', hello());
  h.say('b', hello());
  const ta = h.say('a', { t: 'claim', seat: 0 }).find((m) => m.t === 'seated') as { token: string };
  const tb = h.say('b', { t: 'claim', seat: 1 }).find((m) => m.t === 'seated') as { token: string };
  return { ...h, ta: ta.token, tb: tb.token };
}

describe('a room', () => {
  it('greets a new page with the game and the seats, and seats it on claim', () => {
    const h = harness();
    h.open('a');
    const got = h.say('a', hello());
    expect(got.map((m) => m.t)).toEqual(['snapshot', 'seats']);
    const snap = got[0] as { game: string; version: number };
    expect(snap.version).toBe(0);
    expect(formatPosition(vacuum.load(snap.game).game)).toBe(formatPosition(newGame({ players: 2 })));
    const claimed = h.say('a', { t: 'claim', seat: 0 });
    expect(claimed[0]).toEqual({ t: 'seated', seat: 0, token: 'token-1' });
    expect(claimed[1]).toMatchObject({
      t: 'seats',
      you: 0,
      seats: [
        { seat: 0, inGame: true, taken: true, connected: true },
        { seat: 1, taken: false },
        { inGame: false },
        { inGame: false },
      ],
    });
  });

  it('sends a legal action by the seat to move to every page, and refuses the other seat', () => {
    const h = twoSeated();
    expect(codes(h.say('b', { t: 'act', action: firstMove, version: 0 }))).toEqual(['not-your-turn']);
    const got = h.say('a', { t: 'act', action: firstMove, version: 0 });
    expect(got).toEqual([{ t: 'moved', version: 1, by: 0, kind: 'act', action: firstMove }]);
    expect(h.inbox('b').at(-1)).toEqual(got[0]);
    expect(h.room.record().version).toBe(1);
  });

  it('refuses an illegal action with the rules core reason, and leaves the game as it was', () => {
    const h = twoSeated();
    const before = h.room.record();
    const action = 'entrench a1';
    const got = h.say('a', { t: 'act', action, version: 0 });
    expect(got).toEqual([
      { t: 'error', code: 'illegal', message: whyIllegal(newGame({ players: 2 }), readAction(action)!), version: 0 },
    ]);
    expect(h.room.record()).toEqual(before);
  });

  it('refuses an action on a stale version and tells the room version', () => {
    const h = twoSeated();
    h.say('a', { t: 'act', action: firstMove, version: 0 });
    expect(h.say('a', { t: 'act', action: 'commit', version: 0 })).toEqual([
      expect.objectContaining({ code: 'stale', version: 1 }),
    ]);
  });

  it('undoes only the mover’s own action within its turn', () => {
    const h = twoSeated();
    expect(codes(h.say('a', { t: 'undo', version: 0 }))).toEqual(['illegal']);
    h.say('a', { t: 'act', action: firstMove, version: 0 });
    expect(codes(h.say('b', { t: 'undo', version: 1 }))).toEqual(['not-your-turn']);
    expect(h.say('a', { t: 'undo', version: 1 })).toEqual([{ t: 'moved', version: 2, by: 0, kind: 'undo' }]);
    expect(formatPosition(vacuum.load(h.room.record().game).game)).toBe(formatPosition(newGame({ players: 2 })));
  });

  it('lets a seat resign for itself at any time, never for another', () => {
    const h = twoSeated();
    expect(codes(h.say('a', { t: 'act', action: 'resign gold', version: 0 }))).toEqual(['not-your-turn']);
    expect(h.say('b', { t: 'act', action: 'resign gold', version: 0 })[0]).toMatchObject({ t: 'moved', by: 1 });
    expect(vacuum.toMove(vacuum.load(h.room.record().game))).toBeNull();
  });

  it('gives a seat back to its token after a reconnect, without resending a game the page has', () => {
    const h = twoSeated();
    h.say('a', { t: 'act', action: firstMove, version: 0 });
    h.close('a');
    const seats = h.inbox('b').at(-1) as { seats: { taken: boolean; connected: boolean }[] };
    expect(seats.seats.slice(0, 2)).toMatchObject([
      { taken: true, connected: false },
      { taken: true, connected: true },
    ]);
    h.open('a2');
    const got = h.say('a2', hello(h.ta, 1));
    expect(got.map((m) => m.t)).toEqual(['seated', 'seats']);
    expect(h.say('a2', { t: 'act', action: 'commit', version: 1 })[0]).toMatchObject({ t: 'moved', version: 2 });
  });

  it('keeps everything through a restart: game, undo history, log, version and seats', () => {
    const h = twoSeated();
    h.say('a', { t: 'act', action: firstMove, version: 0 });
    const again = harness(h.room.record());
    again.open('a');
    expect(again.say('a', hello(h.ta, null)).map((m) => m.t)).toEqual(['seated', 'snapshot', 'seats']);
    const restored = vacuum.load(again.room.record().game);
    expect(restored.log.map((l) => l.text)).toEqual([firstMove]);
    expect(again.say('a', { t: 'undo', version: 1 })[0]).toMatchObject({ t: 'moved', kind: 'undo' });
  });

  it('treats forged and given-up tokens as no seat at all', () => {
    const h = twoSeated();
    h.open('c');
    expect(codes(h.say('c', hello('forged')))).toEqual(['bad-token']);
    expect(codes(h.say('c', { t: 'act', action: firstMove, version: 0 }))).toEqual(['not-seated']);
    h.say('a', { t: 'leave' });
    h.open('d');
    expect(codes(h.say('d', hello(h.ta)))).toEqual(['bad-token']);
    expect(h.room.record().tokens).toEqual([null, h.tb, null, null]);
  });

  it('refuses seats that are taken, absent from the game, or a second seat', () => {
    const h = twoSeated();
    h.open('c');
    h.say('c', hello());
    expect(codes(h.say('c', { t: 'claim', seat: 0 }))).toEqual(['seat-taken']);
    expect(codes(h.say('c', { t: 'claim', seat: 2 }))).toEqual(['no-seat']);
    expect(codes(h.say('a', { t: 'claim', seat: 1 }))).toEqual(['seated']);
  });

  it('refuses every malformed message and leaves the room as it was', () => {
    const h = twoSeated();
    h.open('x');
    const before = h.room.record();
    expect(codes(h.say('x', { t: 'act', action: firstMove, version: 0 }))).toEqual(['hello-first']);
    h.raw('x', new ArrayBuffer(8));
    expect(codes(h.inbox('x'))).toContain('binary');
    for (const bad of [
      'not json',
      '[]',
      '{"t":"shout"}',
      '{"t":"act","action":5,"version":0}',
      '{"t":"claim","seat":"red"}',
      '{"t":"hello","protocol":1,"token":7,"seen":null}',
    ]) {
      h.raw('a', bad);
      expect(h.inbox('a').at(-1)).toMatchObject({ t: 'error', code: 'malformed' });
    }
    h.raw('a', JSON.stringify({ t: 'act', action: 'x'.repeat(LIMITS.maxMessage), version: 0 }));
    expect(h.inbox('a').at(-1)).toMatchObject({ code: 'too-large' });
    expect(codes(h.say('a', { t: 'hello', protocol: PROTOCOL + 1, token: null, seen: null }))).toEqual(['protocol']);
    expect(h.room.record()).toEqual(before);
  });

  it('lets each seat holder allow hints for their own seat, tells every page, and keeps it in the record', () => {
    const h = twoSeated();
    h.open('w');
    h.say('w', hello());
    const hintsOf = (id: string) =>
      (h.inbox(id).at(-1) as { seats: { hints: boolean }[] }).seats.map((s) => s.hints).slice(0, 2);
    expect(hintsOf('w')).toEqual([false, false]);
    const got = h.say('a', { t: 'hints', seat: 0, allow: true });
    expect(got).toEqual([expect.objectContaining({ t: 'seats', you: 0 })]);
    expect(hintsOf('a')).toEqual([true, false]);
    expect(hintsOf('b')).toEqual([true, false]);
    expect(hintsOf('w')).toEqual([true, false]);
    expect(h.room.record().hints).toEqual([true, false, false, false]);
    // Through a restart, and back off again.
    const again = harness(h.room.record());
    again.open('b');
    again.say('b', hello(h.tb));
    expect(again.room.seats().map((s) => s.hints)).toEqual([true, false, false, false]);
    again.say('b', { t: 'hints', seat: 1, allow: true });
    again.say('b', { t: 'hints', seat: 1, allow: false });
    expect(again.room.record().hints).toEqual([true, false, false, false]);
  });

  it("refuses hints for another's seat or without a seat, and malformed hints, leaving the room as it was", () => {
    const h = twoSeated();
    h.open('w');
    h.say('w', hello());
    const before = h.room.record();
    expect(codes(h.say('a', { t: 'hints', seat: 1, allow: true }))).toEqual(['not-your-seat']);
    expect(codes(h.say('w', { t: 'hints', seat: 0, allow: true }))).toEqual(['not-seated']);
    for (const bad of [
      { t: 'hints', seat: 0, allow: 'yes' },
      { t: 'hints', seat: 0, allow: 1 },
      { t: 'hints', seat: 0 },
      { t: 'hints', seat: '0', allow: true },
      { t: 'hints', allow: true },
    ])
      expect(codes(h.say('a', bad))).toEqual(['malformed']);
    expect(h.room.record()).toEqual(before);
  });

  it("a seat given up loses its holder's permission: the next holder starts without it", () => {
    const h = twoSeated();
    h.say('b', { t: 'hints', seat: 1, allow: true });
    h.say('b', { t: 'leave' });
    expect(h.room.record().hints).toEqual([false, false, false, false]);
    h.open('c');
    h.say('c', hello());
    h.say('c', { t: 'claim', seat: 1 });
    expect(h.room.seats()[1]).toMatchObject({ taken: true, hints: false });
  });

  it('a record stored before hints existed loads with nobody allowing them', () => {
    const { hints: _none, ...old } = twoSeated().room.record();
    const h = harness(old);
    expect(h.room.seats().map((s) => s.hints)).toEqual([false, false, false, false]);
    expect(h.room.record().hints).toEqual([false, false, false, false]);
  });

  it('refuses a flood and then closes that connection', () => {
    const h = twoSeated();
    let out: Outcome | undefined;
    let refused = 0;
    for (let i = 0; i < LIMITS.burst + LIMITS.floodStrikes && !out?.close; i++) {
      out = h.raw('a', '{"t":"ping"}');
      if (out.sends[0]?.msg.t === 'error') refused++;
    }
    expect(refused).toBe(LIMITS.floodStrikes);
    expect(out!.close).toMatchObject({ id: 'a', code: 1008 });
    h.tick(1000);
    expect(h.say('b', { t: 'ping' })).toEqual([{ t: 'pong' }]);
  });

  it('turns away connections beyond the cap', () => {
    const h = harness(fresh(), { ...LIMITS, maxConnections: 2 });
    h.open('a');
    h.open('b');
    expect(h.open('c').close).toMatchObject({ code: 1013 });
    expect(h.room.connections).toBe(2);
  });

  it('refuses to start from something that is not a game', () => {
    expect(() => Room.start(vacuum, 'hello')).toThrow(/not a Vacuum save/);
    expect(() =>
      Room.start(
        vacuum,
        encodeSaveJson({ game: parsePosition(formatPosition(newGame({ players: 3 }))), log: [], settings: {} }),
      ),
    ).not.toThrow();
  });
});
