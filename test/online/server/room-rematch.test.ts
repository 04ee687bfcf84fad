// A rematch inside a room: once its game is over, a seated player asks, every page hears it, and
// when every seat's holder has asked the room starts the next game itself — the same game and
// options, the game's own chance drawn afresh, and every holder passed on to the next seat with
// their token, as a page's Rematch rotates its seats. Anything else asking is refused, the room
// unchanged; an offer is withdrawn with its asker's seat; the offers survive the stored record.
import { pagesOf } from './pages';
import { describe, expect, it } from 'vitest';
import { encodeGameSave } from '../../../src/codec/game-save';
import type { RulesDoor } from '../../../src/core/contract';
import { dividedLoyalties } from '../../../src/games/divided-loyalties/hosted';
import * as dl from '../../../src/games/divided-loyalties/rules/index';
import { glyphGrid } from '../../../src/games/glyph-grid/hosted';
import * as gg from '../../../src/games/glyph-grid/rules/index';
import { hostedPebbleRebel } from '../../../src/games/pebble-rebel/hosted';
import * as pr from '../../../src/games/pebble-rebel/rules/index';
import { pressure } from '../../../src/games/pressure/hosted';
import * as pp from '../../../src/games/pressure/rules/index';
import { vacuum } from '../../../src/games/vacuum/hosted';
import { encodeSaveJson } from '../../../src/games/vacuum/record/save';
import { formatAction, legalActions, newGame, status, turnLimit } from '../../../src/games/vacuum/rules/index';
import type { DoorRoomGame } from '../../../src/online/server/door-hosted';
import type { HostedGame } from '../../../src/online/server/hosted';
import { PROTOCOL, type SeatState, type ServerMessage } from '../../../src/online/protocol';
import { Room, type RoomReply, type RoomState } from '../../../src/online/server/room';

type Seats = Extract<ServerMessage, { t: 'seats' }>;
type Snapshot = Extract<ServerMessage, { t: 'snapshot' }>;

const vacuumRoom = (players: 2 | 3 | 4 = 2, limit?: number): RoomState =>
  Room.start(
    vacuum,
    encodeSaveJson({ game: newGame({ players, ...(limit ? { turnLimit: limit } : {}) }), log: [], settings: {} }),
  );

/** A room of `hosted` with pages by id; `say` sends a message and returns what that page received. */
function harness<S>(hosted: HostedGame<S>, record: RoomState, gameId = 'vacuum') {
  let n = 0;
  const room = new Room(hosted, record, undefined, () => `token-${++n}`);
  const { inbox, deliver, say } = pagesOf(room, () => 0);
  const join = (id: string, token: string | null = null): ServerMessage[] => {
    room.open(id, 0);
    return say(id, { t: 'hello', protocol: PROTOCOL, token, seen: null, gameId });
  };
  const claim = (id: string, seat: number): string => {
    join(id);
    return (say(id, { t: 'claim', seat }).find((m) => m.t === 'seated') as { token: string }).token;
  };
  /** The last `seats` this page heard. */
  const seats = (id: string): Seats => inbox.get(id)!.findLast((m): m is Seats => m.t === 'seats')!;
  const version = (): number => room.stored().version;
  const ask = (id: string): ServerMessage[] => say(id, { t: 'rematch', version: version() });
  const reply = (id: string, msg: object): RoomReply => deliver(room.receive(id, JSON.stringify(msg), 0));
  return { room, say, join, claim, seats, ask, version, reply, inbox: (id: string) => inbox.get(id) ?? [] };
}

const codes = (msgs: ServerMessage[]) => msgs.filter((m) => m.t === 'error').map((m) => (m as { code: string }).code);
const asking = (seats: readonly SeatState[]) => seats.map((s) => s.rematch);

/** Red (page a) and Gold (page b) seated in a 2-player Vacuum room of 10 rounds, a watcher (w), and Red resigned. */
function endedVacuum() {
  const h = harness(vacuum, vacuumRoom(2, 20));
  const ta = h.claim('a', 0);
  const tb = h.claim('b', 1);
  h.join('w');
  expect(
    h.say('a', { t: 'act', action: formatAction(legalActions(newGame({ players: 2 }))[0]!), version: 0 })[0],
  ).toMatchObject({ t: 'moved' });
  expect(h.say('a', { t: 'act', action: 'resign red', version: 1 })[0]).toMatchObject({ t: 'moved' });
  return { ...h, ta, tb };
}

describe('a rematch in a room', () => {
  it('is refused while the game goes on, to a watcher, on a stale version and when malformed: the room as it was', () => {
    const h = harness(vacuum, vacuumRoom());
    h.claim('a', 0);
    h.claim('b', 1);
    h.join('w');
    const before = h.room.stored();
    expect(h.say('a', { t: 'rematch', version: 0 })).toEqual([
      {
        t: 'error',
        code: 'not-over',
        message: 'The game is not over: a rematch can be asked for once it has ended.',
      },
    ]);
    for (const bad of [{ t: 'rematch' }, { t: 'rematch', version: -1 }, { t: 'rematch', version: '0' }])
      expect(codes(h.say('a', bad))).toEqual(['malformed']);
    expect(h.room.stored()).toEqual(before);
    h.say('b', { t: 'act', action: 'resign gold', version: 0 });
    const ended = h.room.stored();
    expect(codes(h.say('w', { t: 'rematch', version: 1 }))).toEqual(['not-seated']);
    expect(h.say('a', { t: 'rematch', version: 0 })).toEqual([
      expect.objectContaining({ t: 'error', code: 'stale', version: 1 }),
    ]);
    expect(h.room.stored()).toEqual(ended);
  });

  it('tells every page who asks, keeps the offer in the record, and hears a second ask as nothing new', () => {
    const h = endedVacuum();
    const got = h.ask('b');
    expect(got).toEqual([expect.objectContaining({ t: 'seats', you: 1 })]);
    for (const id of ['a', 'b', 'w']) expect(asking(h.seats(id).seats)).toEqual([false, true, false, false]);
    expect(h.seats('a').rotated).toBeUndefined();
    expect(h.room.stored().rematch).toEqual([false, true, false, false]);
    const heardByA = h.inbox('a').length;
    expect(h.ask('b').map((m) => m.t)).toEqual(['seats']);
    expect(h.inbox('a')).toHaveLength(heardByA);
    // The room's game is as it ended until everyone has asked.
    expect(vacuum.toMove(vacuum.load(h.room.stored().game))).toBeNull();
  });

  it('starts once every seat has asked: the same length, a new version, every holder passed on to the next seat', () => {
    const h = endedVacuum();
    h.say('a', { t: 'hints', seat: 0, allow: true });
    const version = h.version();
    h.ask('a');
    const out = h.reply('b', { t: 'rematch', version });
    // Each page hears its seat first, then the new game.
    for (const [id, you] of [
      ['a', 1],
      ['b', 0],
      ['w', null],
    ] as const) {
      const heard = out.sends.filter((s) => s.to === id).map((s) => s.msg);
      expect(heard.map((m) => m.t)).toEqual(['seats', 'snapshot']);
      expect(heard[0]).toMatchObject({ t: 'seats', you, rotated: true });
      expect(asking((heard[0] as Seats).seats)).toEqual([false, false, false, false]);
      expect(heard[1]).toMatchObject({ t: 'snapshot', version: version + 1 });
    }
    // Red's hint permission went with Red to Gold's seat.
    expect((out.sends.find((s) => s.to === 'w')!.msg as Seats).seats.map((s) => s.hints)).toEqual([
      false,
      true,
      false,
      false,
    ]);
    expect(out.stored).toBe(true);
    expect(out.conns.map((c) => [c.id, c.seat])).toEqual([
      ['a', 1],
      ['b', 0],
    ]);
    const stored = h.room.stored();
    expect(stored).toMatchObject({
      version: version + 1,
      tokens: [h.tb, h.ta, null, null],
      rematch: [false, false, false, false],
    });
    const next = vacuum.load(stored.game);
    expect(next.log).toEqual([]);
    expect(status(next.game)).toMatchObject({ players: 2, current: 0, winner: null });
    expect(turnLimit(next.game)).toBe(20);
    // Gold, now Red, moves first; Red, now Gold, waits.
    const move = formatAction(legalActions(next.game)[0]!);
    expect(codes(h.say('a', { t: 'act', action: move, version: version + 1 }))).toEqual(['not-your-turn']);
    expect(h.say('b', { t: 'act', action: move, version: version + 1 })[0]).toMatchObject({ t: 'moved', by: 0 });
    // Each token finds its holder's new seat after a reconnect.
    h.join('a2', h.ta);
    expect(h.inbox('a2')[0]).toEqual({ t: 'seated', seat: 1, token: h.ta });
  });

  it('passes three players on round the table, a free seat with them, and waits for every holder', () => {
    const h = harness(vacuum, vacuumRoom(3));
    const ta = h.claim('a', 0);
    const tb = h.claim('b', 1);
    h.say('a', { t: 'act', action: 'resign red', version: 0 });
    h.say('b', { t: 'act', action: 'resign gold', version: 1 });
    expect(vacuum.toMove(vacuum.load(h.room.stored().game))).toBeNull(); // Green, seatless, is the last one standing
    h.ask('b');
    expect(h.room.stored().version).toBe(2); // Red has not asked yet
    h.ask('a');
    expect(h.room.stored()).toMatchObject({ version: 3, tokens: [null, ta, tb, null] });
    expect(h.seats('a')).toMatchObject({ you: 1, rotated: true });
    expect(h.seats('b')).toMatchObject({ you: 2, rotated: true });
    expect(h.seats('a').seats.map((s) => [s.inGame, s.taken])).toEqual([
      [true, false],
      [true, true],
      [true, true],
      [false, false],
    ]);
  });

  it('withdraws an offer when its asker leaves the seat; a new holder has not asked', () => {
    const h = endedVacuum();
    h.ask('a');
    expect(asking(h.seats('b').seats)).toEqual([true, false, false, false]);
    h.say('a', { t: 'leave' });
    expect(asking(h.seats('b').seats)).toEqual([false, false, false, false]);
    expect(h.room.stored().rematch).toEqual([false, false, false, false]);
    h.say('w', { t: 'claim', seat: 0 });
    expect(
      h
        .seats('b')
        .seats.slice(0, 2)
        .map((s) => [s.taken, s.rematch]),
    ).toEqual([
      [true, false],
      [true, false],
    ]);
  });

  it('a lone seated player who asks starts the rematch at once, passing to the next seat', () => {
    const h = endedVacuum();
    h.say('b', { t: 'leave' });
    const version = h.version();
    h.ask('a');
    expect(h.room.stored()).toMatchObject({ version: version + 1, tokens: [null, h.ta, null, null] });
    expect(h.seats('a')).toMatchObject({ you: 1, rotated: true });
  });

  it('keeps an offer through a restart, and loads a record stored before rematches with nobody asking', () => {
    const h = endedVacuum();
    h.ask('a');
    const again = harness(vacuum, h.room.stored());
    again.join('b', h.tb);
    expect(asking(again.seats('b').seats)).toEqual([true, false, false, false]);
    again.ask('b');
    expect(again.room.stored()).toMatchObject({ tokens: [h.tb, h.ta, null, null] });
    const { rematch: _none, ...old } = endedVacuum().room.stored();
    const before = harness(vacuum, old);
    expect(asking(before.room.seats())).toEqual([false, false, false, false]);
    expect(before.room.stored().rematch).toEqual([false, false, false, false]);
  });
});

/** A room of a game of the game-neutral page from `start`, White (a) and Black (b) seated, White resigned. */
function endedDoor<G, A>(hosted: HostedGame<DoorRoomGame<G>>, rules: RulesDoor<G, A>, id: string, start: G) {
  const h = harness(hosted, Room.start(hosted, encodeGameSave(rules, id, { start, actions: [] }), id), id);
  h.claim('a', 0);
  h.claim('b', 1);
  const resign = rules.formatAction({ kind: 'resign', player: 0 } as A);
  expect(codes(h.say('a', { t: 'act', action: resign, version: 0 }))).toEqual([]);
  expect(hosted.toMove(hosted.load(h.room.stored().game))).toBeNull();
  h.ask('a');
  h.ask('b');
  const stored = hosted.load(h.room.stored().game);
  const shown = h.inbox('a').findLast((m): m is Snapshot => m.t === 'snapshot')!;
  expect(stored.moves).toEqual([]);
  expect(h.seats('a').you).toBe(1);
  return { ...h, stored, shown };
}

describe("each game's rematch", () => {
  it('a game that cannot be made again is refused, the room as it was', () => {
    const ended: HostedGame<{ n: number }> = {
      load: (text) => JSON.parse(text) as { n: number },
      save: (state) => JSON.stringify(state),
      seatCount: () => 2,
      toMove: () => null,
      anyMoment: () => false,
      play: (state) => state,
      undo: (state) => state,
      rematch: () => {
        throw new Error('this game has no second one.');
      },
    };
    const h = harness(ended, Room.start(ended, '{"n":1}', 'ended'), 'ended');
    h.claim('a', 0);
    h.claim('b', 1);
    h.ask('a');
    const before = h.room.stored();
    expect(h.ask('b')).toEqual([
      { t: 'error', code: 'illegal', message: 'No rematch can be started here: this game has no second one.' },
    ]);
    expect(h.room.stored()).toEqual(before);
  });

  it('Pressure: a new game', () => {
    const { stored } = endedDoor(pressure, pp, 'pressure', pp.newGame());
    expect(pp.formatPosition(stored.game)).toBe(pp.formatPosition(pp.newGame()));
  });

  it('Glyph Grid: the clock the room started with, no time charged, and no clock running before the first move', () => {
    const { stored, room, shown } = endedDoor(glyphGrid, gg, 'glyph-grid', gg.newGame({ clock: 180_000 }));
    expect(stored.game.clocks).toEqual([180_000, 180_000]);
    expect(stored.times).toEqual([]);
    expect(room.nextFlag()).toBeNull();
    expect(shown.clock).toBeUndefined();
    expect(endedDoor(glyphGrid, gg, 'glyph-grid', gg.newGame({ clock: null })).stored.game.clocks).toBeNull();
  });

  it('Divided Loyalties: the same field', () => {
    const kite = dl.newGame({ layout: 'kite' });
    const { stored } = endedDoor(dividedLoyalties, dl, 'divided-loyalties', kite);
    expect(dl.formatPosition(stored.game)).toBe(dl.formatPosition(kite));
  });

  it('Pebble Rebel: a bag of a new seed that the room keeps and no page is shown', () => {
    const drawn: number[] = [];
    const hosted = hostedPebbleRebel(() => drawn[drawn.push(1000 + drawn.length) - 1]!);
    const { stored, shown, room } = endedDoor(hosted, pr, 'pebble-rebel', pr.newGame({ seed: 9 }));
    const seedOf = (save: string) => pr.parsePosition((JSON.parse(save) as { start: string }).start).seed;
    // The room drew a seed for its first game, and another for the rematch; its pages see neither.
    expect(drawn[0]).toBe(1000);
    expect(stored.game.seed).not.toBe(1000);
    expect(drawn).toContain(stored.game.seed);
    expect(seedOf(room.stored().game)).toBe(stored.game.seed);
    expect(seedOf(shown.game)).not.toBe(stored.game.seed);
    expect(pr.formatPosition({ ...stored.game, seed: 0 })).toBe(pr.formatPosition(pr.newGame()));
  });
});
