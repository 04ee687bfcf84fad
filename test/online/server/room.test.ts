import { pagesOf } from './pages';
import { describe, expect, it } from 'vitest';
import { Room, SEATS, type RoomReply, type RoomState } from '../../../src/online/server/room';
import { Refusal, type HostedGame } from '../../../src/online/server/hosted';
import { vacuum } from '../../../src/games/vacuum/hosted';
import { LIMITS, PROTOCOL, type Limits, type ServerMessage } from '../../../src/online/protocol';
import { encodeSaveJson } from '../../../src/games/vacuum/record/save';
import {
  formatAction,
  legalActions,
  newGame,
  parsePosition,
  whyIllegal,
  formatPosition,
  readAction,
} from '../../../src/games/vacuum/rules/index';

const fresh = (): RoomState =>
  Room.start(vacuum, encodeSaveJson({ game: newGame({ players: 2 }), log: [], settings: { players: 2 } }));
const firstMove = formatAction(legalActions(newGame({ players: 2 }))[0]!);

/** A room with pages attached by id; `say` sends a message and returns what that page received. */
function harness(record = fresh(), limits: Limits = { ...LIMITS }) {
  let n = 0;
  const room = new Room(vacuum, record, limits, () => `token-${++n}`);
  let now = 0;
  const { inbox, deliver, say } = pagesOf(room, () => now);
  return {
    room,
    tick: (ms: number) => (now += ms),
    open: (id: string, address = '') => deliver(room.open(id, now, address)),
    close: (id: string) => deliver(room.close(id)),
    raw: (id: string, data: string | ArrayBuffer) => deliver(room.receive(id, data, now)),
    say,
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
    expect(h.room.stored().version).toBe(1);
  });

  it('refuses an illegal action with the rules core reason, and leaves the game as it was', () => {
    const h = twoSeated();
    const before = h.room.stored();
    const action = 'entrench a1';
    const got = h.say('a', { t: 'act', action, version: 0 });
    expect(got).toEqual([
      { t: 'error', code: 'illegal', message: whyIllegal(newGame({ players: 2 }), readAction(action)!), version: 0 },
    ]);
    expect(h.room.stored()).toEqual(before);
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
    expect(formatPosition(vacuum.load(h.room.stored().game).game)).toBe(formatPosition(newGame({ players: 2 })));
  });

  it('lets a seat resign for itself at any time, never for another', () => {
    const h = twoSeated();
    expect(codes(h.say('a', { t: 'act', action: 'resign gold', version: 0 }))).toEqual(['not-your-turn']);
    expect(h.say('b', { t: 'act', action: 'resign gold', version: 0 })[0]).toMatchObject({ t: 'moved', by: 1 });
    expect(vacuum.toMove(vacuum.load(h.room.stored().game))).toBeNull();
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
    const again = harness(h.room.stored());
    again.open('a');
    expect(again.say('a', hello(h.ta, null)).map((m) => m.t)).toEqual(['seated', 'snapshot', 'seats']);
    const restored = vacuum.load(again.room.stored().game);
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
    expect(h.room.stored().tokens).toEqual([null, h.tb, null, null]);
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
    const before = h.room.stored();
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
    expect(h.room.stored()).toEqual(before);
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
    expect(h.room.stored().hints).toEqual([true, false, false, false]);
    // Through a restart, and back off again.
    const again = harness(h.room.stored());
    again.open('b');
    again.say('b', hello(h.tb));
    expect(again.room.seats().map((s) => s.hints)).toEqual([true, false, false, false]);
    again.say('b', { t: 'hints', seat: 1, allow: true });
    again.say('b', { t: 'hints', seat: 1, allow: false });
    expect(again.room.stored().hints).toEqual([true, false, false, false]);
  });

  it("refuses hints for another's seat or without a seat, and malformed hints, leaving the room as it was", () => {
    const h = twoSeated();
    h.open('w');
    h.say('w', hello());
    const before = h.room.stored();
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
    expect(h.room.stored()).toEqual(before);
  });

  it("a seat given up loses its holder's permission: the next holder starts without it", () => {
    const h = twoSeated();
    h.say('b', { t: 'hints', seat: 1, allow: true });
    h.say('b', { t: 'leave' });
    expect(h.room.stored().hints).toEqual([false, false, false, false]);
    h.open('c');
    h.say('c', hello());
    h.say('c', { t: 'claim', seat: 1 });
    expect(h.room.seats()[1]).toMatchObject({ taken: true, hints: false });
  });

  it('a record stored before hints existed loads with nobody allowing them', () => {
    const { hints: _none, ...old } = twoSeated().room.stored();
    const h = harness(old);
    expect(h.room.seats().map((s) => s.hints)).toEqual([false, false, false, false]);
    expect(h.room.stored().hints).toEqual([false, false, false, false]);
  });

  it('refuses a flood and then closes that connection', () => {
    const h = twoSeated();
    let out: RoomReply | undefined;
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
    const h = harness(fresh(), { ...LIMITS, maxConnections: SEATS + 2 }); // two spectators beside the seats
    for (const id of ['a', 'b', 'c']) h.open(id);
    h.say('a', hello());
    h.say('b', hello());
    expect(h.raw('c', JSON.stringify(hello())).close).toMatchObject({ code: 1013 });
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

/** Red and Gold seated from their own addresses, and a spectator W: the honest players. */
function honest(limits: Limits = { ...LIMITS }) {
  const h = harness(fresh(), limits);
  h.open('red', 'red.example');
  h.open('gold', 'gold.example');
  h.open('w', 'w.example');
  for (const id of ['red', 'gold', 'w']) h.say(id, hello());
  h.say('red', { t: 'claim', seat: 0 });
  const gold = (h.say('gold', { t: 'claim', seat: 1 }).find((m) => m.t === 'seated') as { token: string }).token;
  return { ...h, gold };
}

describe('a room against a hostile client', () => {
  it('always lets a seat holder with a valid token back in, however full the room is kept', () => {
    const h = honest();
    h.close('gold');
    // The moment Gold drops, spectators fill every place from many addresses, and more sockets wait
    // silent; each retry of Gold's finds a new one there first.
    for (let i = 0; i < LIMITS.maxConnections; i++) {
      h.open(`s${i}`, `10.0.0.${i}`);
      h.say(`s${i}`, hello());
    }
    for (let retry = 0; retry < 8; retry++) {
      h.open(`q${retry}`, `10.0.1.${retry}`);
      const id = `gold${retry}`;
      expect(h.open(id, 'gold.example').close).toBeUndefined();
      expect(h.say(id, hello(h.gold, 0)).map((m) => m.t)).toEqual(['seated', 'seats']);
      if (retry < 7) h.close(id);
    }
    h.say('red', { t: 'act', action: firstMove, version: 0 });
    expect(h.inbox('gold7').at(-1)).toEqual({ t: 'moved', version: 1, by: 0, kind: 'act', action: firstMove });
  });

  it('caps the spectators and silent sockets of one client address, and closes sockets that never say hello', () => {
    const h = honest();
    const opened = Array.from({ length: LIMITS.maxPerAddress + 3 }, (_, i) => h.open(`x${i}`, 'x.example'));
    expect(opened.filter((o) => o.close).length).toBe(3);
    expect(opened.at(-1)!.close).toMatchObject({ code: 1013 });
    expect(codes(h.inbox(`x${LIMITS.maxPerAddress}`))).toEqual(['room-full']);
    // A class behind one internet connection is told what to do, not that the room is full.
    expect(h.inbox(`x${LIMITS.maxPerAddress}`)[0]).toMatchObject({
      message: `This room already has ${LIMITS.maxPerAddress} pages open from your network: close one of them to open another.`,
    });
    // Past the hello deadline, the silent ones are closed at the next chance.
    expect(h.room.nextDeadline()).toBe(LIMITS.helloWithinMs);
    h.tick(LIMITS.helloWithinMs);
    expect(h.room.expire(LIMITS.helloWithinMs).evict!.map((c) => c.id)).toEqual(
      Array.from({ length: LIMITS.maxPerAddress }, (_, i) => `x${i}`),
    );
    expect(h.room.nextDeadline()).toBeNull();
    expect(h.room.connections).toBe(3);
    h.say('red', { t: 'act', action: firstMove, version: 0 });
    expect(h.inbox('gold').at(-1)).toMatchObject({ t: 'moved', version: 1 });
  });

  it('answers a hello that changes nothing to its sender alone', () => {
    const h = honest();
    h.open('h', 'h.example');
    h.say('h', hello());
    const heard = h.inbox('w').length;
    for (let i = 0; i < 15; i++) expect(h.say('h', hello()).map((m) => m.t)).toEqual(['snapshot', 'seats']);
    expect(h.inbox('w')).toHaveLength(heard);
    // A hello that does change the seats (Gold back after a drop) still reaches everyone.
    h.close('gold');
    h.open('gold2', 'gold.example');
    h.say('gold2', hello(h.gold, 0));
    const seen = h.inbox('w').at(-1) as Extract<ServerMessage, { t: 'seats' }>;
    expect(seen.seats.slice(0, 2).map((s) => s.connected)).toEqual([true, true]);
    h.say('red', { t: 'act', action: firstMove, version: 0 });
    expect(h.inbox('gold2').at(-1)).toMatchObject({ t: 'moved', version: 1 });
  });

  it('limits the messages of one client address, across reconnects, and reconnects that come too fast', () => {
    const h = honest();
    let answered = 0;
    for (let n = 0; n < 5; n++) {
      // A flooder that reconnects after each close, all within the same second.
      const id = `f${n}`;
      if (h.open(id, 'f.example').close) continue;
      h.say(id, hello());
      for (let i = 0; i < 200; i++) if (h.say(id, { t: 'sync' })[0]?.t === 'snapshot') answered++;
    }
    expect(answered).toBeLessThanOrEqual(LIMITS.addressBurst);
    const fast = Array.from({ length: LIMITS.connectBurst + 1 }, (_, i) => h.open(`r${i}`, 'r.example'));
    expect(fast.at(-1)!.close).toMatchObject({ code: 1013 });
    expect(codes(h.inbox(`r${LIMITS.connectBurst}`))).toEqual(['flood']);
    h.say('red', { t: 'act', action: firstMove, version: 0 });
    expect(h.inbox('gold').at(-1)).toMatchObject({ t: 'moved', version: 1 });
  });
});

/** A game that is not Vacuum: one counter, seat 0 adds to it with "add N". */
const standIn: HostedGame<{ total: number }> = {
  load: (text) => ({ total: Number(JSON.parse(text).total) }),
  save: ({ total }) => JSON.stringify({ total }),
  seatCount: () => 2,
  toMove: () => 0,
  anyMoment: () => false,
  play({ total }, _seat, text) {
    const m = /^add (\d)$/.exec(text);
    if (!m) throw new Refusal('malformed', `"${text}" is not an action of the stand-in game.`);
    return { total: total + Number(m[1]) };
  },
  undo: () => {
    throw new Refusal('illegal', 'Nothing to undo.');
  },
  rematch: () => ({ total: 0 }),
};

describe('a room of another game', () => {
  const room = () => {
    let now = 0;
    const r = new Room(standIn, Room.start(standIn, '{"total":0}', 'stand-in'), { ...LIMITS }, () => `t${++now}`);
    const say = (id: string, msg: object) =>
      r
        .receive(id, JSON.stringify(msg), 0)
        .sends.filter((s) => s.to === id)
        .map((s) => s.msg);
    return { r, say };
  };

  it('keeps its game id in its record and its snapshots', () => {
    const { r, say } = room();
    r.open('a', 0);
    expect(r.stored().gameId).toBe('stand-in');
    expect(say('a', { ...hello(), gameId: 'stand-in' })[0]).toMatchObject({ t: 'snapshot', gameId: 'stand-in' });
  });

  it('refuses a Vacuum page, and its action, with a message saying which game the room plays', () => {
    const { r, say } = room();
    r.open('v', 0);
    for (const greeting of [{ ...hello(), gameId: 'vacuum' }, hello()])
      // a page from before the platform is Vacuum's
      expect(say('v', greeting)).toEqual([
        {
          t: 'error',
          code: 'wrong-game',
          message: 'This room plays Stand In, not Vacuum: open its link on the Stand In page (/stand-in).',
        },
      ]);
    expect(codes(say('v', { t: 'act', action: firstMove, version: 0 }))).toEqual(['hello-first']);
    // Its own players carry on.
    r.open('a', 0);
    say('a', { ...hello(), gameId: 'stand-in' });
    say('a', { t: 'claim', seat: 0 });
    expect(codes(say('a', { t: 'act', action: firstMove, version: 0 }))).toEqual(['malformed']);
    expect(say('a', { t: 'act', action: 'add 3', version: 0 })).toEqual([
      { t: 'moved', version: 1, by: 0, kind: 'act', action: 'add 3' },
    ]);
    expect(r.stored().game).toBe('{"total":3}');
  });

  it('reads a record stored without a game id as a Vacuum room', () => {
    const { gameId: _none, ...old } = fresh();
    const h = harness(old);
    expect(h.room.gameId).toBe('vacuum');
    h.open('a');
    expect(h.say('a', hello())[0]).toMatchObject({ t: 'snapshot', gameId: 'vacuum' });
  });
});

/**
 * A game with a secret: a counter and a hidden die only the room may know. "roll" adds the die
 * (the pages cannot work it out), "add N" adds N. Pages see the total, never the die; a room
 * opened from an upload throws its own die.
 */
const secret: HostedGame<{ total: number; die: number; rolled?: boolean }> = {
  load: (text) => JSON.parse(text) as { total: number; die: number },
  save: ({ total, die }) => JSON.stringify({ total, die }),
  seatCount: () => 2,
  toMove: () => 0,
  anyMoment: () => false,
  play({ total, die }, _seat, text) {
    if (text === 'roll') return { total: total + die, die: (die % 6) + 1, rolled: true };
    const m = /^add (\d)$/.exec(text);
    if (!m) throw new Refusal('malformed', `"${text}" is not an action of the secret game.`);
    return { total: total + Number(m[1]), die };
  },
  undo: () => {
    throw new Refusal('illegal', 'Nothing to undo.');
  },
  rematch: ({ die }) => ({ total: 0, die }),
  opened: ({ total }) => ({ total, die: 4 }),
  shown: ({ total }) => JSON.stringify({ total }),
  replayable: ({ rolled }) => rolled !== true,
};

describe('a room that keeps something from its pages', () => {
  const room = () => {
    let n = 0;
    const r = new Room(secret, Room.start(secret, '{"total":1,"die":1}', 'secret'), { ...LIMITS }, () => `t${++n}`);
    const say = (id: string, msg: object) =>
      r
        .receive(id, JSON.stringify(msg), 0)
        .sends.filter((s) => s.to === id)
        .map((s) => s.msg);
    for (const id of ['a', 'b']) {
      r.open(id, 0);
      say(id, { ...hello(), gameId: 'secret' });
    }
    say('a', { t: 'claim', seat: 0 });
    return { r, say };
  };

  it('draws its own chance when it opens, and stores it', () => {
    expect(JSON.parse(room().r.stored().game)).toEqual({ total: 1, die: 4 });
  });

  it('shows the pages the game without its secret, in every snapshot', () => {
    const { say } = room();
    expect(say('b', { t: 'sync' })).toEqual([
      { t: 'snapshot', protocol: PROTOCOL, gameId: 'secret', version: 0, game: '{"total":1}' },
    ]);
  });

  it('sends every page the game instead of an action they cannot play, and the action itself otherwise', () => {
    const { r, say } = room();
    const heard = (id: string) => r.receive(id, JSON.stringify({ t: 'act', action: 'roll', version: 0 }), 0);
    const out = heard('a');
    expect(out.sends.map((s) => s.to).sort()).toEqual(['a', 'b']);
    for (const s of out.sends) expect(s.msg).toMatchObject({ t: 'snapshot', version: 1, game: '{"total":5}' });
    expect(JSON.parse(r.stored().game)).toEqual({ total: 5, die: 5 });
    expect(say('a', { t: 'act', action: 'add 2', version: 1 })).toEqual([
      { t: 'moved', version: 2, by: 0, kind: 'act', action: 'add 2' },
    ]);
  });
});
