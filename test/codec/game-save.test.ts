// Save files of any game (src/codec/game-save.ts), tried with Pressure: seeded random games come
// back exactly, and every kind of bad file is refused with a sentence, never a throw.
import { describe, expect, it } from 'vitest';
import * as rules from '../../src/games/pressure/rules/index';
import { decodeGameSave, encodeGameSave, MAX_GAME_SAVE_CHARS } from '../../src/codec/game-save';
import { encodeSaveJson } from '../../src/games/vacuum/record/save';
import { newGame as newVacuumGame } from '../../src/games/vacuum/rules/index';
import { seededRandom } from '../../src/util/random';
import { encodeGameString } from '../../src/codec/move-list';
import { pressureShare } from '../../src/games/pressure/share';
import { playedGames, playFrom, summary } from '../games/pressure/played';

const decode = (text: string) => decodeGameSave(rules, 'pressure', text);
const error = (text: string): string => {
  const read = decode(text);
  if (read.ok) throw new Error(`accepted ${text.slice(0, 200)}`);
  return read.error;
};
const sample = playFrom(rules.newGame(), seededRandom(9), 12);
const json = (): Record<string, unknown> =>
  JSON.parse(encodeGameSave(rules, 'pressure', { start: sample.start, actions: sample.actions })) as Record<
    string,
    unknown
  >;
const edited = (change: (d: Record<string, unknown>) => void): string => {
  const d = json();
  change(d);
  return JSON.stringify(d);
};

describe('game saves', () => {
  it('bring back seeded random games exactly, with the seats when given', () => {
    for (const g of playedGames(16, 21)) {
      const text = encodeGameSave(rules, 'pressure', { start: g.start, actions: g.actions, seats: ['human', 'hard'] });
      const read = decode(text);
      if (!read.ok) throw new Error(read.error);
      expect(summary({ start: read.start, actions: read.actions, end: read.game })).toBe(summary(g));
      expect(read.seats).toEqual(['human', 'hard']);
      expect(encodeGameSave(rules, 'pressure', read)).toBe(text);
    }
  });

  it('are the documented JSON', () => {
    const text = encodeGameSave(rules, 'pressure', { start: rules.newGame(), actions: [{ from: 13, to: 18 }] });
    expect(JSON.parse(text)).toEqual({
      format: 'pressure-save',
      version: 1,
      start: rules.START_POSITION,
      moves: ['d3-d4'],
    });
    expect(decode(text)).toMatchObject({ ok: true, seats: null });
  });

  it("name the game of another game's save", () => {
    expect(error(encodeSaveJson({ game: newVacuumGame({ players: 2 }), log: [], settings: {} }))).toBe(
      'This is a Vacuum save, not a Pressure save: open it on the Vacuum page.',
    );
    expect(error(edited((d) => (d.format = 'glyph-grid-save')))).toMatch(/^This is a Glyph Grid save/);
  });

  it('call a save of a game the site does not know by no made-up name', () => {
    expect(error(edited((d) => (d.format = 'other-save')))).toBe('This is a saved game this site does not know.');
  });

  const refusals: [string, () => string, RegExp][] = [
    ['no format tag', () => edited((d) => delete d.format), /^This is not a Pressure save: pick a picture/],
    ['nothing at all', () => '{}', /^This is not a Pressure save: pick a picture/],
    ['an empty file', () => '', /^This is empty: it holds no saved game\.$/],
    ['a tag of no game', () => edited((d) => (d.format = 'Chess!')), /not a Pressure save/],
    ['a future version', () => edited((d) => (d.version = 2)), /written by a newer version of the site \(format 2\)/],
    [
      'an unknown version',
      () => edited((d) => (d.version = '1')),
      /damaged: the version of the site that wrote it is unknown/,
    ],
    [
      'an old version',
      () => edited((d) => (d.version = 0)),
      /damaged: the version of the site that wrote it is unknown/,
    ],
    ['oversized input', () => ' '.repeat(MAX_GAME_SAVE_CHARS + 1), /too large to be a Pressure save/],
    ['a save cut short', () => JSON.stringify(json()).slice(0, 30), /^This Pressure save is damaged: it is cut short/],
    ['a file of binary noise', () => '\u0000\u0089PNG\u00ff\u0001', /^This is not a Pressure save/],
    ['JSON that is no object', () => '[1, 2]', /not a Pressure save/],
    ['deep nesting', () => `${'['.repeat(100_000)}${']'.repeat(100_000)}`, /^This is not a Pressure save/],
    ['no start', () => edited((d) => delete d.start), /damaged: it has no start position/],
    [
      'a bad start',
      () => edited((d) => (d.start = 'pressure 1\n.....')),
      /damaged: its start position is not valid: line 2/,
    ],
    ['moves that are no list', () => edited((d) => (d.moves = 'c4-c3')), /damaged: its moves are not a list/],
    ['a move that is no text', () => edited((d) => (d.moves = [3])), /damaged: move 1 is not a move's text/],
    ['bad seats', () => edited((d) => (d.seats = ['human'])), /damaged: its seats are not 2 seat names/],
  ];
  for (const [what, text, message] of refusals) {
    it(`refuse ${what}`, () => expect(error(text())).toMatch(message));
  }

  it('refuse an illegal move, saying which move and why', () => {
    const text = edited((d) => ((d.moves as string[])[4] = 'a1-a2'));
    expect(error(text)).toMatch(/^This Pressure save is damaged: move 5 \("a1-a2"\) cannot be played: a1-a2: /);
  });

  it('refuse a move after the game is over', () => {
    const text = edited((d) => (d.moves = [...(d.moves as string[]), 'resign white', 'resign black']));
    expect(error(text)).toMatch(/move 14 \("resign black"\) cannot be played: .*over/);
  });

  it('refuse notes out of the order of their moves, which no game link could carry', () => {
    const noted = (notes: [number, string][]) => decode(edited((d) => (d.notes = notes)));
    const read = noted([
      [3, 'swap'],
      [1, 'first'],
    ]);
    expect(read.ok ? 'accepted' : read.error).toMatch(/damaged: its notes are not .* in the order of its moves/);
    const link = noted([
      [1, 'first'],
      [3, 'swap'],
      [3, 'last'],
    ]);
    expect(link.ok && encodeGameString(rules, pressureShare, link.start, link.actions, link.notes)).toBeTruthy();
  });

  it('read prototype words as nothing special', () => {
    expect(error('{"__proto__": {"format": "pressure-save", "version": 1}}')).toMatch(/not a Pressure save/);
    expect(error(edited((d) => (d.moves = ['constructor'])))).toMatch(/move 1 \("constructor"\) cannot be played/);
  });

  it('refuse what is not text, without throwing', () => {
    for (const input of [null, 7, {}] as unknown as string[]) expect(decode(input).ok).toBe(false);
  });
});
