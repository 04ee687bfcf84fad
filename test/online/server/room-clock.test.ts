// A room keeps the clocks of a game on clocks (Glyph Grid, R11): they start with the room's first
// move, each move charges its player the room's own time since the last (a page cannot claim any),
// every page hears what was charged, a clock running out ends the game even with no one moving, and
// the clocks survive the room's record.
import { pagesOf } from './pages';
import { describe, expect, it } from 'vitest';
import { encodeGameSave } from '../../../src/codec/game-save';
import { glyphGrid } from '../../../src/games/glyph-grid/hosted';
import * as rules from '../../../src/games/glyph-grid/rules/index';
import { PROTOCOL, type ServerMessage } from '../../../src/online/protocol';
import { Room, type RoomState } from '../../../src/online/server/room';

const MINUTE = 60_000;
const record = (clock: number | null = MINUTE): RoomState =>
  Room.start(
    glyphGrid,
    encodeGameSave(rules, 'glyph-grid', { start: rules.newGame({ clock }), actions: [] }),
    'glyph-grid',
  );

/** White on page a, Black on page b, a watcher on page w; `at` sets the room's time. */
function room(start = record()) {
  let n = 0;
  let now = 1_000_000;
  const r = new Room(glyphGrid, start, undefined, () => `token-${++n}`);
  const { inbox, deliver, say } = pagesOf(r, () => now);
  for (const id of ['a', 'b', 'w']) {
    r.open(id, now);
    say(id, { t: 'hello', protocol: PROTOCOL, token: null, seen: null, gameId: 'glyph-grid' });
  }
  say('a', { t: 'claim', seat: 0 });
  say('b', { t: 'claim', seat: 1 });
  let version = 0;
  const act = (id: string, action: string, extra: object = {}): ServerMessage[] =>
    say(id, { t: 'act', action, version, ...extra });
  return {
    room: r,
    at: (ms: number) => (now += ms),
    now: () => now,
    /** Plays a move and returns what the watcher heard of it. */
    move(id: string, action: string, extra: object = {}): ServerMessage {
      inbox.set('w', []);
      const got = act(id, action, extra);
      const error = got.find((m) => m.t === 'error');
      if (error) throw new Error(JSON.stringify(error));
      version++;
      return inbox.get('w')!.at(-1)!;
    },
    act,
    say,
    heard: (id: string) => inbox.get(id) ?? [],
    flag: () => deliver(r.flag(now)),
    game: (rec = r.stored()) => glyphGrid.load(rec.game).game,
  };
}

describe('a room’s clocks', () => {
  it('start with the first move, and charge each move its player’s time by the room’s own clock', () => {
    const h = room();
    h.at(40_000); // waiting for Black to arrive is no one's time
    expect(h.move('a', 'anchor c7')).toMatchObject({ t: 'moved', version: 1, action: 'anchor c7' });
    expect(h.heard('w').at(-1)).not.toHaveProperty('ms');
    h.at(12_345);
    // A page that says how long it took is not listened to: the room's time is charged.
    expect(h.move('b', 'vector c1-c2', { ms: 1, clocks: [MINUTE, MINUTE] })).toMatchObject({ ms: 12_345 });
    h.at(2_000);
    expect(h.move('a', 'vector b6-b5')).toMatchObject({ ms: 2_000 });
    expect(h.game().clocks).toEqual([MINUTE - 2_000, MINUTE - 12_345]);
    expect(JSON.parse(h.room.stored().game).times).toEqual([0, 12_345, 2_000]);
  });

  it('tell a page that arrives mid-turn how long the running clock has run', () => {
    const h = room();
    expect(h.say('w', { t: 'sync' })[0]).not.toHaveProperty('clock'); // no clock runs before the first move
    h.move('a', 'anchor c7');
    h.at(7_000);
    expect(h.say('w', { t: 'sync' })[0]).toMatchObject({ t: 'snapshot', version: 1, clock: 7_000 });
  });

  it('end the game when a clock runs out, with no one moving: every page gets the game', () => {
    const h = room();
    h.move('a', 'anchor c7');
    expect(h.room.nextFlag()).toBe(h.now() + MINUTE);
    h.at(MINUTE - 1);
    expect(h.flag().sends).toEqual([]);
    h.at(1);
    const out = h.flag();
    expect(out.stored).toBe(true);
    expect(out.sends.map((s) => s.to).sort()).toEqual(['a', 'b', 'w']);
    const snap = out.sends[0]!.msg as { t: string; game: string; version: number };
    expect(snap).toMatchObject({ t: 'snapshot', version: 2 });
    expect(snap).not.toHaveProperty('clock');
    expect(glyphGrid.load(snap.game).game.result).toEqual({ winner: 0, reason: 'time' });
    expect(h.room.nextFlag()).toBeNull();
  });

  it('refuse a move that comes after its player’s time ran out, and end the game on time', () => {
    const h = room();
    h.move('a', 'anchor c7');
    h.at(MINUTE + 500); // the alarm has not come yet
    const got = h.act('b', 'vector c1-c2', { version: 1 });
    expect(got.find((m) => m.t === 'error')).toMatchObject({ code: 'illegal', message: 'Your time ran out.' });
    expect(h.heard('w').at(-1)).toMatchObject({ t: 'snapshot', version: 2 });
    expect(h.game().result).toEqual({ winner: 0, reason: 'time' });
    expect(h.game().clocks).toEqual([MINUTE, 0]);
  });

  it('charge nothing for a refused move', () => {
    const h = room();
    h.move('a', 'anchor c7');
    h.at(5_000);
    expect(h.act('b', 'anchor c1', { version: 1 }).find((m) => m.t === 'error')).toBeUndefined();
    h.at(5_000);
    expect(h.act('a', 'anchor e7', { version: 2 }).find((m) => m.t === 'error')).toMatchObject({ code: 'illegal' });
    expect(h.game().clocks).toEqual([MINUTE, MINUTE - 5_000]);
    expect(h.room.nextFlag()).toBe(h.now() - 5_000 + MINUTE);
  });

  it('keep running across the room’s record: a room brought back charges from the same moment', () => {
    const h = room();
    h.move('a', 'anchor c7');
    h.at(3_000);
    const again = new Room(glyphGrid, h.room.stored());
    expect(again.nextFlag()).toBe(h.now() - 3_000 + MINUTE);
    expect(glyphGrid.load(again.stored().game).times).toEqual([0]);
  });

  it('are not kept in an untimed game', () => {
    const h = room(record(null));
    h.move('a', 'anchor c7');
    h.at(5_000);
    expect(h.move('b', 'vector c1-c2')).not.toHaveProperty('ms');
    expect(h.room.nextFlag()).toBeNull();
    expect(JSON.parse(h.room.stored().game)).not.toHaveProperty('times');
  });
});
