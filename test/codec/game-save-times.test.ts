// Save files of a game on clocks (src/codec/game-save.ts, tried with Glyph Grid): `times` says what
// each move's player spent, and the clocks come back from it; times that cannot be a game's are
// refused in words, and a game without clocks refuses them.
import { describe, expect, it } from 'vitest';
import * as glyphGrid from '../../src/games/glyph-grid/rules/index';
import * as pressure from '../../src/games/pressure/rules/index';
import { decodeGameSave, encodeGameSaveTexts } from '../../src/codec/game-save';

const start = glyphGrid.formatPosition(glyphGrid.newGame({ clock: 60_000 }));
const moves = ['anchor c7', 'vector c1-c2', 'vector b6-b5'];
const save = (times: unknown): string =>
  JSON.stringify({ ...JSON.parse(encodeGameSaveTexts('glyph-grid', { start, moves })), times });
const read = (text: string) => decodeGameSave(glyphGrid, 'glyph-grid', text);
const error = (text: string): string => {
  const r = read(text);
  if (r.ok) throw new Error('accepted');
  return r.error;
};

describe('the move times of a game on clocks', () => {
  it('charge each move’s player what it spent, and give the times back', () => {
    const r = read(encodeGameSaveTexts('glyph-grid', { start, moves, times: [1_500, 20_000, 700] }));
    if (!r.ok) throw new Error(r.error);
    expect(r.game.clocks).toEqual([60_000 - 1_500 - 700, 60_000 - 20_000]);
    expect(r.times).toEqual([1_500, 20_000, 700]);
  });

  it('end the game on time with one more entry, the time that ran out after the last move', () => {
    const r = read(save([1_000, 1_000, 1_000, 59_000]));
    if (!r.ok) throw new Error(r.error);
    expect(r.game.result).toEqual({ winner: 0, reason: 'time' });
    expect(r.game.clocks).toEqual([58_000, 0]);
  });

  it('are absent in a save without them: the clocks stand as the start had them', () => {
    const r = read(encodeGameSaveTexts('glyph-grid', { start, moves }));
    if (!r.ok) throw new Error(r.error);
    expect([r.times, r.game.clocks]).toEqual([null, [60_000, 60_000]]);
  });

  const refusals: [string, unknown, RegExp][] = [
    ['no list', '1500', /its move times are not a whole number of ms for each move/],
    ['too few', [1, 2], /its move times are not/],
    ['too many', [1, 2, 3, 4, 5], /its move times are not/],
    ['a negative time', [1, -2, 3], /its move times are not/],
    ['a fraction', [1, 2.5, 3], /its move times are not/],
    ['a number as text', [1, '2', 3], /its move times are not/],
  ];
  for (const [what, times, message] of refusals)
    it(`refuse ${what}`, () => expect(error(save(times))).toMatch(message));

  it('refuse a move after its player’s time ran out, naming it', () => {
    expect(error(save([1_000, 60_000, 0]))).toMatch(/move 2 \("vector c1-c2"\) cannot be played: .*over/);
  });

  it('are refused in a game without clocks', () => {
    const text = JSON.stringify({
      ...JSON.parse(encodeGameSaveTexts('pressure', { start: pressure.formatPosition(pressure.newGame()), moves: [] })),
      times: [],
    });
    const r = decodeGameSave(pressure, 'pressure', text);
    expect(r.ok ? 'accepted' : r.error).toMatch(/damaged: it has move times, but Pressure has no clocks/);
  });
});
