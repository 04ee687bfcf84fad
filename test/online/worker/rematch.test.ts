// A rematch through the Durable Object: the offer is stored before any page hears it and survives a
// restart, the next game starts with every seat's holder passed on to the next seat (their tokens
// stored there), a hostile or early request leaves the stored room byte for byte as it was, and a
// room stored by the server before rematches (no `rematch` column) loads and plays one.
import { runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { PROTOCOL } from '../../../src/online/protocol';
import {
  BEFORE_REMATCHES,
  connect,
  createRoom,
  firstMove,
  restart,
  roomObject,
  seated,
  storeAsBefore,
  stored,
} from './pages';

/** The stored room's seat tokens and rematch offers. */
const offers = (code: string) =>
  runInDurableObject(roomObject(code), (_o, state) => {
    const row = state.storage.sql.exec<{ tokens: string; rematch: string; version: number }>(
      'SELECT tokens, rematch, version FROM room',
    );
    const { tokens, rematch, version } = row.toArray()[0]!;
    return { tokens: JSON.parse(tokens) as (string | null)[], rematch: JSON.parse(rematch) as boolean[], version };
  });

/** The next seats a page hears with its holders passed on. */
async function rotated(page: Awaited<ReturnType<typeof connect>>) {
  for (;;) {
    const seats = await page.until('seats');
    if (seats.rotated) return seats;
  }
}

/** Red and Gold seated in a Vacuum room, Red's move played and Red resigned: the game is over at version 2. */
async function ended() {
  const code = await createRoom();
  const red = await seated(code, 0);
  const gold = await seated(code, 1);
  red.page.send({ t: 'act', action: firstMove, version: 0 });
  await gold.page.until('moved');
  red.page.send({ t: 'act', action: 'resign red', version: 1 });
  await gold.page.until('moved');
  await red.page.until('moved');
  return { code, red, gold };
}

describe('a rematch in the room server', () => {
  it('stores the offer, keeps it across a restart, and starts with the seats passed on', async () => {
    const { code, red, gold } = await ended();
    // Asked before the game is over, or by a watcher, nothing changes.
    const watcher = await connect(code);
    await watcher.hello();
    const before = await stored(code);
    watcher.send({ t: 'rematch', version: 2 });
    expect(await watcher.until('error')).toMatchObject({ code: 'not-seated' });
    red.page.send({ t: 'rematch', version: 0 });
    expect(await red.page.until('error')).toMatchObject({ code: 'stale', version: 2 });
    red.page.send({ t: 'rematch', version: '2' });
    expect(await red.page.until('error')).toMatchObject({ code: 'malformed' });
    expect(await stored(code)).toEqual(before);

    red.page.send({ t: 'rematch', version: 2 });
    expect((await gold.page.until('seats')).seats.map((s) => s.rematch)).toEqual([true, false, false, false]);
    expect(await offers(code)).toMatchObject({ rematch: [true, false, false, false], version: 2 });
    await restart(code);

    const back = await connect(code);
    back.send({ t: 'hello', protocol: PROTOCOL, token: gold.token, seen: 2 });
    expect(await back.until('seated')).toMatchObject({ seat: 1 });
    expect((await back.until('seats')).seats[0]).toMatchObject({ rematch: true });
    back.send({ t: 'rematch', version: 2 });
    expect(await rotated(back)).toMatchObject({ you: 0 });
    expect(await back.until('snapshot')).toMatchObject({ version: 3 });
    expect(await offers(code)).toEqual({
      tokens: [gold.token, red.token, null, null],
      rematch: [false, false, false, false],
      version: 3,
    });
    // Gold moves first now, on the seat its socket was passed to; a move in the new game refuses a rematch.
    back.send({ t: 'act', action: firstMove, version: 3 });
    expect(await back.until('moved')).toMatchObject({ by: 0, version: 4 });
    back.send({ t: 'rematch', version: 4 });
    expect(await back.until('error')).toMatchObject({ code: 'not-over' });
    // Red's token finds Red on Gold's old seat.
    const red2 = await connect(code);
    red2.send({ t: 'hello', protocol: PROTOCOL, token: red.token, seen: null });
    expect(await red2.until('seated')).toMatchObject({ seat: 1 });
  });

  it('opens a room stored before rematches (no rematch column) with nobody asking, and plays one', async () => {
    const { code, red, gold } = await ended();
    await storeAsBefore(code, [...BEFORE_REMATCHES]);
    await restart(code);
    const pages = [];
    for (const token of [red.token, gold.token]) {
      const page = await connect(code);
      page.send({ t: 'hello', protocol: PROTOCOL, token, seen: null });
      expect((await page.until('seats')).seats.map((s) => s.rematch)).toEqual([false, false, false, false]);
      pages.push(page);
    }
    pages[0]!.send({ t: 'rematch', version: 2 });
    while (!(await pages[1]!.until('seats')).seats[0]!.rematch); // the old pages' departures may come first
    pages[1]!.send({ t: 'rematch', version: 2 });
    expect(await rotated(pages[0]!)).toMatchObject({ you: 1 });
    expect(await offers(code)).toMatchObject({ tokens: [gold.token, red.token, null, null], version: 3 });
  });
});
