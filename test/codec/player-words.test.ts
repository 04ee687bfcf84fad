// Every refusal of bad input speaks the player's words, on every game's page: a catalogue of hostile
// links, saves, pictures, records and pasted texts goes through each game's readers, and no message
// holds a developer's word (JSON, share string, format tag, decompress, check), a raw game id,
// percent-encoding quoted back or brackets nested in brackets. Then the findings of the QA pass
// one by one: each cause its own sentence, the same on every page.
import { describe, expect, it } from 'vitest';
import { encode } from 'fast-png';
import type { RulesDoor } from '../../src/core/contract';
import type { GameShare } from '../../src/core/module';
import { GAMES } from '../../src/games/index';
import { saveTag } from '../../src/core/game-name';
import { decodePositionLink, encodePositionLink } from '../../src/codec/position-link';
import { decodeGameString, encodeGameString } from '../../src/codec/move-list';
import { decodeGameSave, encodeGameSave } from '../../src/codec/game-save';
import { saveFileText } from '../../src/codec/save-file';
import { pngWithText } from '../../src/codec/png-save';
import { positionTextRefused, readPasted } from '../../src/codec/pasted';
import { readGameText } from '../../src/record/game-text';
import * as pressure from '../../src/games/pressure/rules/index';
import * as pebbleRebel from '../../src/games/pebble-rebel/rules/index';
import * as glyphGrid from '../../src/games/glyph-grid/rules/index';
import * as dividedLoyalties from '../../src/games/divided-loyalties/rules/index';
import * as vacuum from '../../src/games/vacuum/rules/index';
import { pressureShare } from '../../src/games/pressure/share';
import { pebbleRebelShare } from '../../src/games/pebble-rebel/share';
import { glyphGridShare } from '../../src/games/glyph-grid/share';
import { dividedLoyaltiesShare } from '../../src/games/divided-loyalties/share';
import { decodeShare, encodeShare } from '../../src/games/vacuum/share';
import { decodeGameString as decodeVacuumGame } from '../../src/games/vacuum/record/game-link';
import { parseShareInput } from '../../src/games/vacuum/record/link';
import { decodeSaveJson, encodeSaveJson } from '../../src/games/vacuum/record/save';
import { decodeSavePng } from '../../src/games/vacuum/record/png-save';
import { readGameRecord } from '../../src/games/vacuum/record/format';

/** What no message to a player may hold. */
const DEVELOPER_WORDS =
  /JSON|share string|format tag|decompress|\bcheck\b|pebble-rebel|glyph-grid|divided-loyalties|\bvacuum\b|%[0-9A-F]{2}|\(.*\(.*\)\.\)/;

type Read = Promise<{ ok: true } | { ok: false; error: string }> | { ok: true } | { ok: false; error: string };

/** One game's readers of everything a player can hand it. */
interface Readers {
  id: string;
  positionText: string;
  positionLink: string;
  gameLink: string;
  save: string;
  link(kind: 'p' | 'g', text: string): Read;
  saveText(text: string): Read;
  saveFile(bytes: Uint8Array): Read;
  record(text: string): Read;
  pasted(text: string): Read;
}

type AnyRules = RulesDoor<unknown, unknown>;

/** A game over the rules door, read as its page reads it (page/sharing.ts). */
function doorGame(id: string, rules: AnyRules, share: GameShare<unknown>): Readers {
  const start = rules.newGame();
  const link = (kind: 'p' | 'g', text: string) =>
    kind === 'p' ? decodePositionLink(share, text) : decodeGameString(rules, share, text);
  return {
    id,
    positionText: rules.formatPosition(start),
    positionLink: encodePositionLink(share, start),
    gameLink: encodeGameString(rules, share, start, [])!,
    save: encodeGameSave(rules, id, { start, actions: [] }),
    link,
    saveText: (text) => decodeGameSave(rules, id, text),
    saveFile(bytes) {
      const held = saveFileText(id, bytes);
      return held.ok ? decodeGameSave(rules, id, held.text) : held;
    },
    record: (text) => readGameText(rules, id, text),
    pasted(text) {
      const pasted = readPasted(id, text);
      if (pasted.kind === 'refused') return { ok: false, error: pasted.error };
      if (pasted.kind === 'record') return readGameText(rules, id, pasted.text);
      if (pasted.kind === 'link') return link(pasted.link === 'position' ? 'p' : 'g', pasted.text);
      try {
        rules.parsePosition(pasted.text);
        return { ok: true };
      } catch (e) {
        return { ok: false, error: positionTextRefused((e as Error).message) };
      }
    },
  };
}

const vacuumStart = vacuum.newGame({ players: 2 });
const vacuumSave = encodeSaveJson({ game: vacuumStart, log: [], settings: {} });
const GAME_READERS: Readers[] = [
  {
    id: 'vacuum',
    positionText: vacuum.formatPosition(vacuumStart),
    positionLink: encodeShare(vacuumStart),
    gameLink: 'g', // never read: Vacuum's own game link is not pasted to another game here
    save: vacuumSave,
    link: (kind, text) => (kind === 'p' ? decodeShare(text) : decodeVacuumGame(text)),
    saveText: (text) => decodeSaveJson(text),
    saveFile: (bytes) => decodeSavePng(bytes),
    record: (text) => readGameRecord(text),
    pasted: (text) => parseShareInput(text),
  },
  doorGame('pressure', pressure as AnyRules, pressureShare as GameShare<unknown>),
  doorGame('pebble-rebel', pebbleRebel as AnyRules, pebbleRebelShare as GameShare<unknown>),
  doorGame('glyph-grid', glyphGrid as AnyRules, glyphGridShare as GameShare<unknown>),
  doorGame('divided-loyalties', dividedLoyalties as AnyRules, dividedLoyaltiesShare as GameShare<unknown>),
];

const picture = encode({ width: 3, height: 2, data: new Uint8Array(3 * 2 * 4).fill(200), channels: 4 });
const noise = Uint8Array.from({ length: 300 }, (_, i) => (i * 7919 + 13) % 256);
const latin1 = (bytes: Uint8Array): string => new TextDecoder('latin1').decode(bytes);

/** Hostile strings a link may carry, for every game (its own cut short, and every other's). */
const hostileLinks = (g: Readers): string[] => [
  '',
  'A'.repeat(200_000),
  '%E0%A4%A',
  '<script>alert(1)</script>',
  'ü€😀',
  'garbage',
  `Z${g.positionLink.slice(1)}`,
  g.positionLink.slice(0, -3),
  ...GAME_READERS.filter((o) => o.id !== g.id).flatMap((o) => [o.positionLink, o.gameLink]),
];

const hostileSaves = (g: Readers): string[] => [
  '',
  '{}',
  '[1, 2]',
  g.save.slice(0, 40),
  latin1(noise),
  `${'['.repeat(10_000)}`,
  '{"format":"other-save","version":1}',
  ...[0, '0', '2', 1.5, 99].map((v) => JSON.stringify({ ...(JSON.parse(g.save) as object), version: v })),
  ...GAME_READERS.filter((o) => o.id !== g.id).map((o) => o.save),
];

const hostileFiles = (g: Readers): Uint8Array[] => [
  new Uint8Array(0),
  noise,
  picture,
  pngWithText(picture, 'other-save', g.save),
  pngWithText(picture, saveTag(g.id), g.save.slice(0, 40)),
  pngWithText(picture, saveTag(g.id), g.save).subarray(0, 60),
  ...GAME_READERS.filter((o) => o.id !== g.id).map((o) => pngWithText(picture, saveTag(o.id), o.save)),
];

const hostileRecords = (): string[] => [
  '',
  latin1(pngWithText(picture, 'x-save', '{}')),
  latin1(noise),
  ...GAME_READERS.map((o) => `[Game "${o.id}"]\n\nxx`),
  '[Game "Other"]',
];

const hostilePastes = (g: Readers): string[] => [
  '',
  '   \n ',
  'hello world',
  `http://127.0.0.1:4173/${g.id}#r=ABCD12`,
  `http://127.0.0.1:4173/${g.id}`,
  `http://127.0.0.1:4173/${g.id}#p=%E0%A4%A`,
  `http://127.0.0.1:4173/${g.id}#p=<script>alert(1)</script>`,
  `http://127.0.0.1:4173/${g.id}#g=ü€😀`,
  `#p=${'A'.repeat(200_000)}`,
  ...GAME_READERS.filter((o) => o.id !== g.id).flatMap((o) => [o.positionText, o.positionLink]),
];

async function messages(g: Readers): Promise<{ input: string; error: string }[]> {
  const out: { input: string; error: string }[] = [];
  const add = async (input: string, read: Read): Promise<void> => {
    const r = await read;
    out.push({ input: input.slice(0, 60), error: r.ok ? `(accepted)` : r.error });
  };
  for (const s of hostileLinks(g)) for (const kind of ['p', 'g'] as const) await add(`#${kind}=${s}`, g.link(kind, s));
  for (const s of hostileSaves(g)) await add(`save ${s}`, g.saveText(s));
  for (const [i, b] of hostileFiles(g).entries()) await add(`file ${i}`, g.saveFile(b));
  for (const s of hostileRecords()) await add(`record ${s}`, g.record(s));
  for (const s of hostilePastes(g)) await add(`paste ${s}`, g.pasted(s));
  return out;
}

describe.each(GAME_READERS.map((g) => [g.id, g] as const))('%s refuses bad input in the player’s words', (_, g) => {
  it('with a message for every hostile input, none of it a developer’s word', async () => {
    const bad = (await messages(g)).filter(
      ({ error }) => error === '(accepted)' || error.length < 10 || DEVELOPER_WORDS.test(error),
    );
    expect(bad).toEqual([]);
  });

  it('saying the same as every other page for an empty box, another game’s text and a room link', async () => {
    const error = async (text: string): Promise<string> => {
      const r = await g.pasted(text);
      return r.ok ? '(accepted)' : r.error;
    };
    expect(await error('  ')).toBe('The box is empty: paste a position link, a game link or a position’s text.');
    const other = GAME_READERS.find((o) => o.id !== g.id && o.id !== 'vacuum')!;
    const name = GAMES.find((e) => e.id === other.id)!.name;
    expect(await error(other.positionText)).toBe(`That is a ${name} position: open it on the ${name} page.`);
    expect(await error(`http://127.0.0.1:4173/${g.id}#r=ABCD12`)).toBe(
      'That is a link to an online room: open it with Join online room.',
    );
    expect(await error(`#p=${'A'.repeat(200_000)}`)).toMatch(/too long/);
  });

  it('opening its own position link’s bare string and its own position text from the box', async () => {
    expect((await g.pasted(g.positionLink)).ok).toBe(true);
    expect((await g.pasted(`  ${g.positionLink.slice(0, 8)}\n${g.positionLink.slice(8)}  `)).ok).toBe(true);
    expect((await g.pasted(g.positionText)).ok).toBe(true);
  });

  it('telling a save cut short from another game’s, an unknown game’s, a newer site’s and no save at all', async () => {
    const error = async (text: string): Promise<string> => {
      const r = await g.saveText(text);
      return r.ok ? '(accepted)' : r.error;
    };
    const name = GAMES.find((e) => e.id === g.id)!.name;
    const causes = [
      await error(g.save.slice(0, 40)),
      await error(GAME_READERS.find((o) => o.id !== g.id)!.save),
      await error('{"format":"other-save","version":1}'),
      await error(JSON.stringify({ ...(JSON.parse(g.save) as object), version: 99 })),
      await error('{}'),
      await error(''),
    ];
    expect(causes[0]).toBe(`This ${name} save is damaged: it is cut short, or was changed by hand.`);
    expect(causes[1]).toMatch(/^This is a .* save, not a .* save: open it on the .* page\.$/);
    expect(causes[2]).toBe('This is a saved game this site does not know.');
    expect(causes[3]).toMatch(new RegExp(`^This ${name} save was written by a newer version of the site`));
    expect(causes[4]).toMatch(new RegExp(`^This is not a ${name} save`));
    expect(new Set(causes).size).toBe(causes.length);
  });
});
