// A Divided Loyalties room in workerd: created by `POST api/rooms?game=divided-loyalties` from a save
// on the layout the page chose (here a field of the player's own), a turn of several actions by one
// seat (a stone, its bridge, End) checked by the rules door, the other seat refused until the turn
// ends, and the game kept with its layout across a restart.
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { encodeGameSave } from '../../../src/codec/game-save';
import * as rules from '../../../src/games/divided-loyalties/rules/index';
import { PROTOCOL } from '../../../src/online/protocol';
import { BASE, connect, restart, seated, stored } from './pages';

const hello = { t: 'hello', protocol: PROTOCOL, token: null, seen: null, gameId: 'divided-loyalties' } as const;
/** A small field of our own: one row of S1 between rows of dots. */
const OWN = rules.parseLayout(
  ['divided-loyalties', 'name Lane', 'sets 1', 'grid 5x3', 'o o o o o', 'S1 S1 S1 S1 S1', 'o o o o o'].join('\n'),
);
const start = rules.parsePosition(
  rules.formatLayout(OWN) + ['stones Ba2 Pb2', 'blue set 1 B3 P2 O1 G2 R2', 'to-move blue', 'turn 2'].join('\n'),
);

describe('a Divided Loyalties room', () => {
  it('plays a whole turn of one seat on the uploaded layout, refuses the other seat meanwhile, and keeps it across a restart', async () => {
    const body = encodeGameSave(rules, 'divided-loyalties', { start, actions: [] });
    const res = await SELF.fetch(`${BASE}/api/rooms?game=divided-loyalties`, { method: 'POST', body });
    expect(res.status).toBe(201);
    const { code } = (await res.json()) as { code: string };
    const { page: blue, token } = await seated(code, 0, 'divided-loyalties');
    const { page: yellow } = await seated(code, 1, 'divided-loyalties');

    blue.send({ t: 'act', action: 'Bc2', version: 0 });
    expect(await yellow.until('moved')).toMatchObject({ version: 1, by: 0, action: 'Bc2' });
    yellow.send({ t: 'act', action: 'end', version: 1 });
    expect(await yellow.until('error')).toMatchObject({ code: 'not-your-turn', message: "It is Blue's turn." });
    blue.send({ t: 'act', action: 'b2-d2', version: 1 }); // no bridge ends on d2: refused with the reason
    expect(await blue.until('error')).toMatchObject({ code: 'illegal' });
    blue.send({ t: 'act', action: 'a2-c2', version: 1 });
    expect(await yellow.until('moved')).toMatchObject({ version: 2, action: 'a2-c2' });
    blue.send({ t: 'act', action: 'end', version: 2 });
    expect(await yellow.until('moved')).toMatchObject({ version: 3, action: 'end' });

    await restart(code);
    const again = await connect(code);
    again.send({ ...hello, token });
    expect(await again.until('seated')).toMatchObject({ seat: 0 });
    const snapshot = await again.until('snapshot');
    expect(snapshot).toMatchObject({ gameId: 'divided-loyalties', version: 3 });
    const saved = JSON.parse(snapshot.game) as { start: string; moves: string[] };
    expect(saved.moves).toEqual(['Bc2', 'a2-c2', 'end']);
    expect(rules.parsePosition(saved.start).layout.name).toBe('Lane');
  });

  it('never takes back a resignation: neither side nor a watcher reopens the finished game', async () => {
    const body = encodeGameSave(rules, 'divided-loyalties', { start, actions: [] });
    const res = await SELF.fetch(`${BASE}/api/rooms?game=divided-loyalties`, { method: 'POST', body });
    const { code } = (await res.json()) as { code: string };
    const { page: blue } = await seated(code, 0, 'divided-loyalties');
    const { page: yellow } = await seated(code, 1, 'divided-loyalties');
    const watcher = await connect(code);
    await watcher.hello(null, null, 'divided-loyalties');

    blue.send({ t: 'act', action: 'Bc2', version: 0 });
    await blue.until('moved');
    await yellow.until('moved');
    yellow.send({ t: 'act', action: 'resign yellow', version: 1 });
    expect(await blue.until('moved')).toMatchObject({ version: 2, by: 1, action: 'resign yellow' });
    await yellow.until('moved');

    const over = 'The game is over: nothing is taken back once it has ended.';
    yellow.send({ t: 'undo', version: 2 });
    expect(await yellow.until('error')).toMatchObject({ code: 'illegal', message: over });
    blue.send({ t: 'undo', version: 2 });
    expect(await blue.until('error')).toMatchObject({ code: 'illegal', message: over });
    watcher.send({ t: 'undo', version: 2 });
    expect(await watcher.until('error')).toMatchObject({ code: 'not-seated' });

    const saved = JSON.parse((await stored(code))!.game as string) as { moves: string[] };
    expect(saved.moves).toEqual(['Bc2', 'resign yellow']);
  });
});
