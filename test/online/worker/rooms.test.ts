// The room server inside workerd: the Worker routes, the Durable Object keeps the room in SQLite
// across restarts, and a hostile page cannot change a room by anything it sends.
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { LIMITS, PROTOCOL } from '../../../src/online/protocol';
import { SEATS } from '../../../src/online/server/room';
import { BASE, connect, createRoom, firstMove, restart, seated, storeAsBefore, stored } from './pages';

describe('the room server in workerd', () => {
  it('serves the room protocol: create, seat, a move reaching the other page', async () => {
    const code = await createRoom();
    expect(code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{10}$/);
    const red = await connect(code);
    await red.hello();
    red.send({ t: 'claim', seat: 0 });
    const token = (await red.until('seated')).token;
    const gold = await connect(code);
    const seats = await gold.hello();
    expect(seats.seats.slice(0, 2).map((s) => [s.taken, s.connected])).toEqual([
      [true, true],
      [false, false],
    ]);
    red.send({ t: 'act', action: firstMove, version: 0 });
    expect(await gold.until('moved')).toEqual({ t: 'moved', version: 1, by: 0, kind: 'act', action: firstMove });
    expect(await stored(code)).toMatchObject({ version: 1, tokens: JSON.stringify([token, null, null, null]) });
  });

  it('keeps the game, the version and the seats when the room is restarted', async () => {
    const code = await createRoom();
    const red = await connect(code);
    await red.hello();
    red.send({ t: 'claim', seat: 0 });
    const token = (await red.until('seated')).token;
    red.send({ t: 'act', action: firstMove, version: 0 });
    await red.until('moved');
    red.send({ t: 'hints', seat: 0, allow: true });
    expect((await red.until('seats')).seats[0]).toMatchObject({ taken: true, hints: true });
    await restart(code);
    const again = await connect(code);
    again.send({ t: 'hello', protocol: PROTOCOL, token, seen: null });
    expect(await again.until('seated')).toMatchObject({ seat: 0 });
    expect(await again.until('snapshot')).toMatchObject({ version: 1 });
    expect((await again.until('seats')).seats[0]).toMatchObject({ hints: true });
    again.send({ t: 'undo', version: 1 });
    expect(await again.until('moved')).toMatchObject({ kind: 'undo', version: 2 });
  });

  it('leaves the room unchanged by every malformed, forged or out-of-turn message', async () => {
    const code = await createRoom();
    const { page: red } = await seated(code, 0);
    const { page: gold } = await seated(code, 1);
    const before = await stored(code);

    const hostile = await connect(code);
    const refusals: [object | string | ArrayBuffer, string][] = [
      [{ t: 'act', action: firstMove, version: 0 }, 'hello-first'],
      [{ t: 'hello', protocol: PROTOCOL + 1, token: null, seen: null }, 'protocol'],
      [{ t: 'hello', protocol: PROTOCOL, token: 'forged-token', seen: null }, 'bad-token'],
      [{ t: 'act', action: firstMove, version: 0 }, 'not-seated'],
      [{ t: 'hints', seat: 0, allow: true }, 'not-seated'],
      [{ t: 'hints', seat: 0, allow: 'yes' }, 'malformed'],
      [{ t: 'claim', seat: 0 }, 'seat-taken'],
      [{ t: 'claim', seat: 3 }, 'no-seat'],
      ['not json', 'malformed'],
      [{ t: 'act', action: { kind: 'commit' }, version: 0 }, 'malformed'],
      [{ t: 'teleport' }, 'malformed'],
      [new Uint8Array([1, 2, 3]).buffer, 'binary'],
      [JSON.stringify({ t: 'sync', pad: 'x'.repeat(LIMITS.maxMessage) }), 'too-large'],
    ];
    for (const [msg, code] of refusals) {
      hostile.send(msg);
      expect(await hostile.until('error'), JSON.stringify(msg).slice(0, 60)).toMatchObject({ code });
    }
    // The seat that is not to move, an illegal action, and a stale version.
    gold.send({ t: 'act', action: firstMove, version: 0 });
    expect(await gold.until('error')).toMatchObject({ code: 'not-your-turn' });
    red.send({ t: 'act', action: 'entrench a1', version: 0 });
    expect(await red.until('error')).toMatchObject({ code: 'illegal' });
    red.send({ t: 'act', action: firstMove, version: 7 });
    expect(await red.until('error')).toMatchObject({ code: 'stale', version: 0 });
    gold.send({ t: 'hints', seat: 0, allow: true });
    expect(await gold.until('error')).toMatchObject({ code: 'not-your-seat' });
    expect(await stored(code)).toEqual(before);

    // A flood is refused, then the flooding connection is closed; the others carry on.
    for (let i = 0; i < LIMITS.burst + LIMITS.floodStrikes + 5; i++) hostile.send({ t: 'sync' });
    await expect(
      (async () => {
        for (;;) await hostile.next();
      })(),
    ).rejects.toThrow('closed 1008');
    red.send({ t: 'act', action: firstMove, version: 0 });
    expect(await gold.until('moved')).toMatchObject({ version: 1 });
  });

  it('opens a room stored before protocol 2 (no hints column) with nobody allowing hints', async () => {
    const code = await createRoom();
    const red = await connect(code);
    await red.hello();
    red.send({ t: 'claim', seat: 0 });
    const token = (await red.until('seated')).token;
    await storeAsBefore(code, ['game', 'version', 'tokens']);
    await restart(code);
    const again = await connect(code);
    again.send({ t: 'hello', protocol: PROTOCOL, token, seen: null });
    expect((await again.until('seats')).seats[0]).toMatchObject({ taken: true, hints: false });
    again.send({ t: 'hints', seat: 0, allow: true });
    while (!(await again.until('seats')).seats[0]!.hints); // the old page's departure may come first
    expect(await stored(code)).toMatchObject({
      tokens: JSON.stringify([token, null, null, null]),
      hints: '[true,false,false,false]',
    });
  });

  it('turns away connections beyond the cap, and pages asking for a room that does not exist', async () => {
    const code = await createRoom();
    // Spectators fill every place beside the seats' (each from its own address).
    const pages = [];
    for (let i = 0; i < LIMITS.maxConnections - SEATS; i++) {
      pages.push(await connect(code));
      await pages[i]!.hello();
    }
    const extra = await connect(code);
    extra.send({ t: 'hello', protocol: PROTOCOL, token: null, seen: null });
    expect(await extra.next()).toMatchObject({ t: 'error', code: 'room-full' });
    pages[0]!.send({ t: 'ping' });
    expect(await pages[0]!.next()).toEqual({ t: 'pong' });
    const nowhere = await connect('ABCDEF');
    expect(await nowhere.next()).toMatchObject({ t: 'error', code: 'no-room' });
  });

  it('refuses to start a room from something that is not a game, and bad addresses', async () => {
    const res = await SELF.fetch(`${BASE}/api/rooms`, { method: 'POST', body: '{"format":"vacuum-save","version":1}' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(/no position/);
    expect((await SELF.fetch(`${BASE}/api/rooms/O0O0O0/socket`, { headers: { upgrade: 'websocket' } })).status).toBe(
      404,
    );
    expect((await SELF.fetch(`${BASE}/api/rooms/${await createRoom()}/socket`)).status).toBe(426);
    expect(await (await SELF.fetch(`${BASE}/api/rooms`)).json()).toEqual({ protocol: PROTOCOL });
  });
});
