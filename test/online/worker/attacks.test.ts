// The attacks of issue 25 against the room server in workerd, each beside an honest game that must
// carry on untouched: lock-out, refused sockets left open, hello amplification, rate limits reset
// by reconnecting, probing, a bad escape in the address, and a snapshot changed by a restart.
import { runDurableObjectAlarm, runInDurableObject, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { encodeSaveJson } from '../../../src/games/vacuum/record/save';
import { LIMITS, PROTOCOL } from '../../../src/online/protocol';
import {
  BASE,
  connect,
  createRoom,
  firstMove,
  restart,
  roomObject,
  seated,
  start,
  storeAsBefore,
  stored,
} from './pages';

/** A room where Red and Gold are seated and a spectator watches. */
async function honestRoom() {
  const code = await createRoom();
  const { page: red } = await seated(code, 0);
  const { page: gold, token } = await seated(code, 1);
  const watcher = await connect(code);
  await watcher.hello();
  return { code, red, gold, token, watcher };
}

const hello = { t: 'hello', protocol: PROTOCOL, token: null, seen: null };
const tables = (code: string) =>
  runInDurableObject(roomObject(code), (_o, state) =>
    state.storage.sql
      .exec<{ name: string }>(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\'",
      )
      .toArray()
      .map((t) => t.name),
  );
const sockets = (code: string) => runInDurableObject(roomObject(code), (_o, state) => state.getWebSockets().length);

describe('the room server against a hostile client', { timeout: 60_000 }, () => {
  it('lets a seat holder back in however full the room is kept', async () => {
    const { code, red, gold, token } = await honestRoom();
    gold.ws.close();
    // Spectators from many addresses take every place; silent sockets wait beside them.
    for (let i = 0; i < LIMITS.maxConnections; i++) (await connect(code)).send(hello);
    for (let retry = 0; retry < 8; retry++) {
      await connect(code);
      const back = await connect(code, 'gold.example');
      back.send({ t: 'hello', protocol: PROTOCOL, token, seen: 0 });
      expect(await back.next()).toMatchObject({ t: 'seated', seat: 1 });
      if (retry < 7) back.ws.close();
      else {
        red.send({ t: 'act', action: firstMove, version: 0 });
        expect(await back.until('moved')).toMatchObject({ version: 1, by: 0 });
      }
    }
  });

  it('closes every socket it refuses, and keeps none of them', async () => {
    const { code, red, gold } = await honestRoom();
    const flood = [];
    for (let i = 0; i < 40; i++) flood.push(await connect(code, 'flood.example'));
    for (let i = 0; i < 60; i++) flood.push(await connect(code));
    const kept = LIMITS.maxUngreeted + 3;
    expect(await sockets(code)).toBeLessThanOrEqual(kept);
    // Every socket beyond those is closed, and its page hears it.
    const closes = await Promise.all(flood.slice(0, -LIMITS.maxUngreeted).map((p) => p.closing));
    expect(closes.every((c) => c === 1013)).toBe(true);
    red.send({ t: 'act', action: firstMove, version: 0 });
    expect(await gold.until('moved')).toMatchObject({ version: 1 });
  });

  it('answers a hello that changes nothing to its sender alone', async () => {
    const { code, red, gold, watcher } = await honestRoom();
    const hostile = await connect(code);
    await hostile.hello();
    watcher.unread();
    for (let i = 0; i < 15; i++) await hostile.hello();
    watcher.send({ t: 'sync' });
    const heard = [];
    for (let m = await watcher.next(); m.t !== 'snapshot'; m = await watcher.next()) heard.push(m);
    expect(heard).toEqual([]);
    red.send({ t: 'act', action: firstMove, version: 0 });
    expect(await gold.until('moved')).toMatchObject({ version: 1 });
  });

  it('limits one client address across its reconnects, and reconnects that come too fast', async () => {
    const { code, red, gold } = await honestRoom();
    const began = Date.now();
    let answered = 0;
    for (let n = 0; n < 5; n++) {
      const flooder = await connect(code, 'flood.example');
      flooder.send(hello);
      for (let i = 0; i < 100; i++) flooder.send({ t: 'sync' });
      await flooder.closing.catch(() => 0);
      answered += flooder.unread().filter((m) => m.t === 'snapshot').length;
    }
    const seconds = (Date.now() - began) / 1000;
    expect(answered).toBeLessThanOrEqual(LIMITS.addressBurst + LIMITS.addressRatePerSecond * seconds);
    // Reconnects beyond the burst, and beyond what refilled while they came, are refused as a flood
    // (the others past the address's share are refused as a full room): counted, as a busy machine
    // is slow enough for a token to come back between two of them.
    const tries = LIMITS.connectBurst + 10;
    const reconnectsBegan = Date.now();
    const refused = [];
    for (let i = 0; i < tries; i++) refused.push(await connect(code, 'again.example'));
    const refilled = Math.ceil(((Date.now() - reconnectsBegan) / 1000) * LIMITS.connectsPerSecond);
    expect(refused.at(-1)!.unread()).toEqual([]); // nothing yet: the refusal follows
    const codes = await Promise.all(
      refused.slice(LIMITS.maxPerAddress).map((page) =>
        page
          .next()
          .then((m) => (m as { code?: string }).code)
          .catch(() => null),
      ),
    );
    expect(codes.every((c) => c === 'flood' || c === 'room-full')).toBe(true);
    const floods = codes.filter((c) => c === 'flood').length;
    expect(floods).toBeGreaterThanOrEqual(tries - LIMITS.connectBurst - refilled);
    red.send({ t: 'act', action: firstMove, version: 0 });
    expect(await gold.until('moved')).toMatchObject({ version: 1 });
  });

  it('stores nothing for a probed code, and answers an unknown one with 404', async () => {
    const { code, red, gold } = await honestRoom();
    expect(code.length * Math.log2(31)).toBeGreaterThanOrEqual(48);
    for (const probe of ['ABCDEF', '23456789AB', 'ZZZZZZZZZZ']) {
      const page = await connect(probe);
      expect(await page.next()).toMatchObject({ t: 'error', code: 'no-room' });
      expect(await page.closing).toBe(4004);
      for (const address of [`${BASE}/api/rooms/${probe}/socket`, `${BASE}/api/rooms/${probe}`]) {
        const res = await SELF.fetch(address);
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({ error: 'There is no room with this code.' });
      }
      expect(await tables(probe)).toEqual([]);
    }
    red.send({ t: 'act', action: firstMove, version: 0 });
    expect(await gold.until('moved')).toMatchObject({ version: 1 });
  });

  it('removes a room, storage and all, once it has had no change for the expiry time', async () => {
    const { code, red, gold } = await honestRoom();
    red.send({ t: 'act', action: firstMove, version: 0 });
    await gold.until('moved');
    // Not yet: the alarm finds the room still live and leaves it.
    expect(await runDurableObjectAlarm(roomObject(code))).toBe(true);
    expect(await stored(code)).toMatchObject({ version: 1 });
    await runInDurableObject(roomObject(code), (_o, state) =>
      state.storage.sql.exec('UPDATE room SET touched = ?', Date.now() - LIMITS.expiresAfterMs - 1),
    );
    await restart(code);
    // A page that comes back after that long finds the room gone, and is told so.
    const late = await connect(code);
    late.send(hello);
    await runDurableObjectAlarm(roomObject(code)); // unless it has run already
    expect(await late.until('error')).toMatchObject({ code: 'no-room' });
    expect(await late.closing).toBe(4004);
    expect(await tables(code)).toEqual([]);
    const after = await connect(code);
    expect(await after.next()).toMatchObject({ t: 'error', code: 'no-room' });
  });

  it('answers a bad % escape in a socket address with 404', async () => {
    const { red, gold } = await honestRoom();
    for (const path of ['%E0%A4%A', '%', 'AB%ZZCDEFGH']) {
      const res = await SELF.fetch(`${BASE}/api/rooms/${path}/socket`, { headers: { upgrade: 'websocket' } });
      expect(res.status, path).toBe(404);
    }
    red.send({ t: 'act', action: firstMove, version: 0 });
    expect(await gold.until('moved')).toMatchObject({ version: 1 });
  });

  it('gives back a room created from a save byte for byte after a restart', async () => {
    const save = encodeSaveJson({ game: start, log: [], settings: { players: 2 } });
    const res = await SELF.fetch(`${BASE}/api/rooms`, { method: 'POST', body: save });
    const { code } = (await res.json()) as { code: string };
    const red = await connect(code);
    await red.hello();
    red.send({ t: 'claim', seat: 0 });
    await red.until('seated');
    red.send({ t: 'act', action: firstMove, version: 0 });
    await red.until('moved');
    red.send({ t: 'sync' });
    const before = (await red.until('snapshot')).game;
    await restart(code);
    const again = await connect(code);
    again.send(hello);
    expect((await again.until('snapshot')).game).toBe(before);
    expect(await stored(code)).toMatchObject({ game: before });
  });
});

describe('the room server hosting the games of the house', () => {
  it('keeps the game id in the stored room and in its snapshots', async () => {
    const code = await createRoom();
    expect(
      await runInDurableObject(roomObject(code), (_o, state) =>
        state.storage.sql.exec('SELECT game_id FROM room').one(),
      ),
    ).toEqual({
      game_id: 'vacuum',
    });
    const page = await connect(code);
    page.send(hello);
    expect(await page.until('snapshot')).toMatchObject({ gameId: 'vacuum', version: 0 });
    // Asked without a socket (the home page's Join), the room says which game it plays.
    const asked = await SELF.fetch(`${BASE}/api/rooms/${code}`);
    expect(await asked.json()).toEqual({ game: 'vacuum' });
  });

  it('refuses a game the site does not have, and a page of another game', async () => {
    const res = await SELF.fetch(`${BASE}/api/rooms?game=chess`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'There is no game "chess" on this site.' });
    const { code, red, gold } = await honestRoom();
    const other = await connect(code);
    other.send({ ...hello, gameId: 'pressure' });
    expect(await other.next()).toEqual({
      t: 'error',
      code: 'wrong-game',
      message: 'This room plays Vacuum, not Pressure: open its link on the Vacuum page (/vacuum).',
    });
    red.send({ t: 'act', action: firstMove, version: 0 });
    expect(await gold.until('moved')).toMatchObject({ version: 1 });
  });

  it('opens a room stored without a game id as a Vacuum room', async () => {
    const code = await createRoom();
    await storeAsBefore(code, ['game', 'version', 'tokens', 'hints']);
    await restart(code);
    const page = await connect(code);
    page.send(hello);
    expect(await page.until('snapshot')).toMatchObject({ gameId: 'vacuum', version: 0 });
  });
});
