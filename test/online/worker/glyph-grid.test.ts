// A Glyph Grid room in workerd: created by `POST api/rooms?game=glyph-grid` from a glyph-grid-save,
// its moves checked by the rules door (a resting ANCHOR refused with its reason, a seat out of turn
// refused), a message that claims time refused and nothing changed, and the game kept across a restart;
// on clocks, the room's alarm ends the game when the clock of the seat to move runs out, with no one
// moving, and the clock survives a restart.
import { runInDurableObject, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { decodeGameSave, encodeGameSave } from '../../../src/codec/game-save';
import * as rules from '../../../src/games/glyph-grid/rules/index';
import { PROTOCOL } from '../../../src/online/protocol';
import { BASE, connect, restart, roomObject, seated } from './pages';

const hello = { t: 'hello', protocol: PROTOCOL, token: null, seen: null, gameId: 'glyph-grid' } as const;

describe('a Glyph Grid room', () => {
  it('plays the seats’ moves through the rules, refuses a resting ANCHOR, a seat out of turn and a claim of time, and keeps the game across a restart', async () => {
    const body = encodeGameSave(rules, 'glyph-grid', { start: rules.newGame({ clock: null }), actions: [] });
    const res = await SELF.fetch(`${BASE}/api/rooms?game=glyph-grid`, { method: 'POST', body });
    expect(res.status).toBe(201);
    const { code } = (await res.json()) as { code: string };
    const { page: white, token } = await seated(code, 0, 'glyph-grid');
    const { page: black } = await seated(code, 1, 'glyph-grid');

    black.send({ t: 'act', action: 'vector c1-c2', version: 0 });
    expect(await black.until('error')).toMatchObject({ code: 'not-your-turn', message: "It is White's turn." });
    white.send({ t: 'act', action: 'anchor c7', version: 0 });
    expect(await black.until('moved')).toMatchObject({ version: 1, by: 0, action: 'anchor c7' });
    expect(await white.until('moved')).toMatchObject({ version: 1 }); // its own, confirmed
    black.send({ t: 'act', action: 'elapse 290000', version: 1 });
    expect(await black.until('error')).toMatchObject({ code: 'illegal' });
    black.send({ t: 'act', action: 'vector c1-c2', version: 1 });
    expect(await white.until('moved')).toMatchObject({ version: 2, by: 1 });
    white.send({ t: 'act', action: 'anchor e7', version: 2 });
    expect((await white.until('error')).message).toMatch(/ANCHOR/);

    await restart(code);
    const again = await connect(code);
    again.send({ ...hello, token });
    expect(await again.until('seated')).toMatchObject({ seat: 0 });
    const snapshot = await again.until('snapshot');
    expect(snapshot).toMatchObject({ gameId: 'glyph-grid', version: 2 });
    expect((JSON.parse(snapshot.game) as { moves: string[] }).moves).toEqual(['anchor c7', 'vector c1-c2']);
  });

  it('on clocks, ends the game when the running clock runs out, with no one moving, across a restart', async () => {
    const start = rules.newGame({ clock: 1_500 });
    const body = encodeGameSave(rules, 'glyph-grid', { start, actions: [] });
    const res = await SELF.fetch(`${BASE}/api/rooms?game=glyph-grid`, { method: 'POST', body });
    const { code } = (await res.json()) as { code: string };
    const { page: white, token } = await seated(code, 0, 'glyph-grid');
    await seated(code, 1, 'glyph-grid');
    white.send({ t: 'act', action: 'anchor c7', version: 0 });
    expect(await white.until('moved')).toMatchObject({ version: 1 });
    const stored = await runInDurableObject(roomObject(code), (_o, state) =>
      state.storage.sql.exec<{ clock_from: number }>('SELECT clock_from FROM room').one(),
    );
    expect(stored.clock_from).toBeGreaterThan(0); // Black's clock runs from White's move
    // The room is evicted: its alarm still comes, and finds Black out of time.
    await restart(code);
    const again = await connect(code);
    again.send({ ...hello, token });
    expect(await again.until('snapshot')).toMatchObject({ version: 1 });
    const ended = await again.until('snapshot');
    expect(ended).toMatchObject({ version: 2 });
    expect(ended).not.toHaveProperty('clock');
    const saved = JSON.parse(ended.game) as { times: number[] };
    expect(saved.times).toHaveLength(2);
    expect(saved.times[1]).toBeGreaterThanOrEqual(1_500);
    const read = decodeGameSave(rules, 'glyph-grid', ended.game);
    expect(read.ok && read.game.result).toEqual({ winner: 0, reason: 'time' });
  });
});
