// A Pressure room in workerd: created by `POST api/rooms?game=pressure` from a `pressure-save`, its
// moves checked by Pressure's rules door (an illegal one refused with the rules' reason), seen by
// a spectator, kept across a restart; a Vacuum page is turned away.
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { encodeGameSave } from '../../../src/codec/game-save';
import { encodeSaveJson } from '../../../src/games/vacuum/record/save';
import * as rules from '../../../src/games/pressure/rules/index';
import { PROTOCOL } from '../../../src/online/protocol';
import { BASE, connect, restart, seated, start as vacuumStart, stored } from './pages';

const hello = { t: 'hello', protocol: PROTOCOL, token: null, seen: null, gameId: 'pressure' } as const;
const newSave = (): string => encodeGameSave(rules, 'pressure', { start: rules.newGame(), actions: [] });

async function createPressureRoom(body = newSave()): Promise<string> {
  const res = await SELF.fetch(`${BASE}/api/rooms?game=pressure`, { method: 'POST', body });
  expect(res.status).toBe(201);
  return ((await res.json()) as { code: string }).code;
}

/** A Pressure page that has said hello and taken `seat`. */

describe('a Pressure room', () => {
  it('is created from a pressure-save by POST api/rooms?game=pressure, and names its game', async () => {
    const code = await createPressureRoom();
    const page = await connect(code);
    page.send(hello);
    const snapshot = await page.until('snapshot');
    expect(snapshot).toMatchObject({ gameId: 'pressure', version: 0 });
    expect(JSON.parse(snapshot.game)).toMatchObject({
      format: 'pressure-save',
      start: rules.formatPosition(rules.newGame()),
      moves: [],
    });
    const seats = await page.until('seats');
    expect(seats.seats.map((s) => s.inGame)).toEqual([true, true, false, false]);
    expect(await stored(code)).toMatchObject({ version: 0, game: snapshot.game });
  });

  it('refuses a game that is not a Pressure save, saying why', async () => {
    const vacuumSave = encodeSaveJson({ game: vacuumStart, log: [], settings: { players: 2 } });
    const res = await SELF.fetch(`${BASE}/api/rooms?game=pressure`, { method: 'POST', body: vacuumSave });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(/not a Pressure save/);
  });

  it('plays the seats’ moves through the rules: out of turn and illegal moves refused, a spectator sees the game', async () => {
    const code = await createPressureRoom();
    const { page: white } = await seated(code, 0, 'pressure');
    const { page: black } = await seated(code, 1, 'pressure');
    const watcher = await connect(code);
    watcher.send(hello);
    expect(await watcher.until('seats')).toMatchObject({ you: null });

    const game0 = rules.newGame();
    const whiteMove = rules.formatAction(rules.legalActions(game0)[0]!);
    black.send({ t: 'act', action: whiteMove, version: 0 });
    expect(await black.until('error')).toMatchObject({ code: 'not-your-turn', message: "It is White's turn." });
    white.send({ t: 'act', action: 'a1-a2', version: 0 });
    expect(await white.until('error')).toMatchObject({
      code: 'illegal',
      message: 'a1-a2: a1 has no token of yours',
    });

    white.send({ t: 'act', action: whiteMove, version: 0 });
    const moved = { t: 'moved', version: 1, by: 0, kind: 'act', action: whiteMove };
    expect(await white.until('moved')).toEqual(moved); // its own, confirmed
    expect(await black.until('moved')).toEqual(moved);
    expect(await watcher.until('moved')).toEqual(moved);

    const game1 = rules.play(game0, rules.parseAction(game0, whiteMove));
    const blackMove = rules.formatAction(rules.legalActions(game1)[0]!);
    black.send({ t: 'act', action: blackMove, version: 1 });
    expect(await white.until('moved')).toMatchObject({ version: 2, by: 1, action: blackMove });
    expect(await watcher.until('moved')).toMatchObject({ version: 2, by: 1, action: blackMove });

    // Only the mover takes back a move, before anyone moves after it.
    white.send({ t: 'undo', version: 2 });
    expect(await white.until('error')).toMatchObject({ code: 'not-your-turn' });
    black.send({ t: 'undo', version: 2 });
    expect(await watcher.until('moved')).toEqual({ t: 'moved', version: 3, by: 1, kind: 'undo' });

    const row = await stored(code);
    expect(row).toMatchObject({ version: 3 });
    expect(JSON.parse(row!.game as string)).toMatchObject({ format: 'pressure-save', moves: [whiteMove] });
  });

  it('takes a resignation that crossed the other side’s move: resigning does not depend on the position', async () => {
    const code = await createPressureRoom();
    const { page: white } = await seated(code, 0, 'pressure');
    const { page: black } = await seated(code, 1, 'pressure');
    const move = rules.formatAction(rules.legalActions(rules.newGame())[0]!);
    white.send({ t: 'act', action: move, version: 0 });
    // The room has taken White's move before Black's resignation arrives, written before it knew.
    expect(await white.until('moved')).toMatchObject({ version: 1, by: 0, action: move });
    black.send({ t: 'act', action: 'resign black', version: 0 }); // sent before White's move reached Black
    expect(await black.until('moved')).toMatchObject({ version: 1, by: 0, action: move });
    expect(await black.until('moved')).toMatchObject({ version: 2, by: 1, action: 'resign black' });
    expect(JSON.parse((await stored(code))!.game as string)).toMatchObject({ moves: [move, 'resign black'] });
    // Anything else a version behind is still stale: the room has moved on.
    white.send({ t: 'act', action: move, version: 1 });
    expect(await white.until('error')).toMatchObject({ code: 'stale' });
  });

  it('keeps the game and the seats across a restart', async () => {
    const code = await createPressureRoom();
    const { page: white, token } = await seated(code, 0, 'pressure');
    const move = rules.formatAction(rules.legalActions(rules.newGame())[0]!);
    white.send({ t: 'act', action: move, version: 0 });
    await white.until('moved');
    await restart(code);
    const again = await connect(code);
    again.send({ ...hello, token });
    expect(await again.until('seated')).toMatchObject({ seat: 0 });
    const snapshot = await again.until('snapshot');
    expect(snapshot).toMatchObject({ gameId: 'pressure', version: 1 });
    expect(JSON.parse(snapshot.game)).toMatchObject({ moves: [move] });
  });

  it('turns away a Vacuum page with wrong-game, naming the page to open', async () => {
    const code = await createPressureRoom();
    const { page: white } = await seated(code, 0, 'pressure');
    for (const vacuumHello of [
      { ...hello, gameId: 'vacuum' },
      { t: 'hello', protocol: PROTOCOL, token: null, seen: null },
    ]) {
      const vacuum = await connect(code);
      vacuum.send(vacuumHello);
      expect(await vacuum.next()).toEqual({
        t: 'error',
        code: 'wrong-game',
        message: 'This room plays Pressure, not Vacuum: open its link on the Pressure page (/pressure).',
      });
    }
    // The room plays on.
    const move = rules.formatAction(rules.legalActions(rules.newGame())[0]!);
    white.send({ t: 'act', action: move, version: 0 });
    expect(await white.until('moved')).toMatchObject({ version: 1 });
  });
});
