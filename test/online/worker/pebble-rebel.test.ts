// A Pebble Rebel room in workerd: created by `POST api/rooms?game=pebble-rebel`, it draws its own
// seed (stored, never sent); Pebble's move reaches every page as the game, whose start draws the
// same stones under a stand-in seed; a stone not in the hand is refused with the rules' reason.
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { encodeGameSave } from '../../../src/codec/game-save';
import * as rules from '../../../src/games/pebble-rebel/rules/index';
import { BASE, seated, stored } from './pages';

const seedOf = (save: string): number => rules.parsePosition((JSON.parse(save) as { start: string }).start).seed;
/** The room's game as its Durable Object stored it. */
const storedGame = async (code: string): Promise<string> => (await stored(code))!.game as string;

describe('a Pebble Rebel room', () => {
  it('draws and keeps its own seed; the pages get the stones Pebble’s move drew, not the seed', async () => {
    const upload = encodeGameSave(rules, 'pebble-rebel', { start: rules.newGame({ seed: 77 }), actions: [] });
    const res = await SELF.fetch(`${BASE}/api/rooms?game=pebble-rebel`, { method: 'POST', body: upload });
    expect(res.status).toBe(201);
    const { code } = (await res.json()) as { code: string };
    const roomSeed = seedOf(await storedGame(code));
    expect(roomSeed).not.toBe(77);
    const pebble = (await seated(code, 0, 'pebble-rebel')).page;
    const rebel = (await seated(code, 1, 'pebble-rebel')).page;
    pebble.send({ t: 'act', action: 'b2-b6', version: 0 });
    const shown = await rebel.until('snapshot');
    expect(shown.version).toBe(1);
    const read = JSON.parse(shown.game) as { start: string; moves: string[] };
    expect(read.moves).toEqual(['b2-b6']);
    expect(seedOf(shown.game)).not.toBe(roomSeed);
    const start = rules.parsePosition(read.start);
    const seen = rules.play(start, rules.parseAction(start, 'b2-b6'));
    const room = JSON.parse(await storedGame(code)) as { start: string };
    const real = rules.parsePosition(room.start);
    expect(seen.hand).toEqual(rules.play(real, rules.parseAction(real, 'b2-b6')).hand);
    const missing = rules.COLOURS.find((c) => !seen.hand.includes(c))!;
    rebel.send({ t: 'act', action: `${missing}@a1`, version: 1 });
    expect(await rebel.until('error')).toMatchObject({
      code: 'illegal',
      message: `You have no ${rules.COLOUR[missing].name} stone to place`,
    });
  });
});
