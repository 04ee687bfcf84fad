// A game's save file as the player picks it (src/codec/save-file.ts), tried with Pressure: a PNG
// save (a picture holding the save) and the bare JSON both give the save's text; a picture holding
// another game's save or none, a cut one and a too large file are refused in the player's
// words, naming the game.
import { describe, expect, it } from 'vitest';
import { encode } from 'fast-png';
import * as rules from '../../src/games/pressure/rules/index';
import { decodeGameSave, encodeGameSave } from '../../src/codec/game-save';
import { pngWithText } from '../../src/codec/png-save';
import { saveTag } from '../../src/core/game-name';
import { MAX_SAVE_FILE_BYTES, saveFileText } from '../../src/codec/save-file';
import { encodeSavePng } from '../../src/games/vacuum/record/png-save';
import { newGame as newVacuumGame } from '../../src/games/vacuum/rules/index';
import { seededRandom } from '../../src/util/random';

const picture = encode({ width: 3, height: 2, data: new Uint8Array(3 * 2 * 4).fill(200), channels: 4 });
const save = encodeGameSave(rules, 'pressure', { start: rules.newGame(), actions: [{ from: 13, to: 18 }] });
const read = (bytes: Uint8Array): string => {
  const r = saveFileText('pressure', bytes);
  return r.ok ? `text: ${r.text}` : r.error;
};

describe('save files', () => {
  it('a PNG save gives the save it holds under the game’s keyword, and a JSON save its text', () => {
    expect(saveTag('pressure')).toBe('pressure-save');
    expect(read(pngWithText(picture, 'pressure-save', save))).toBe(`text: ${save}`);
    expect(read(new TextEncoder().encode(save))).toBe(`text: ${save}`);
  });

  it('a picture with another game’s save names that game; one with none says so', () => {
    const vacuum = encodeSavePng(picture, { game: newVacuumGame({ players: 2 }), log: [], settings: {} });
    expect(read(vacuum)).toBe('This picture holds a Vacuum save, not a Pressure save: open it on the Vacuum page.');
    expect(read(picture)).toBe('This picture holds no saved game: pick a picture of the board that this site saved.');
  });

  it('a picture with a save tag of no game of the house names no made-up game', () => {
    expect(read(pngWithText(picture, 'other-save', save))).toBe(
      'This picture holds a saved game this site does not know.',
    );
  });

  it('a picture whose save text is cut short calls the save damaged', () => {
    const text = saveFileText('pressure', pngWithText(picture, 'pressure-save', save.slice(0, 40)));
    const r = text.ok ? decodeGameSave(rules, 'pressure', text.text) : text;
    expect(r.ok ? 'read' : r.error).toBe('This Pressure save is damaged: it is cut short, or was changed by hand.');
  });

  it('a cut picture and a file too large are refused unread', () => {
    const png = pngWithText(picture, 'pressure-save', save);
    expect(read(png.subarray(0, png.length - 20))).toBe(
      'This picture is damaged: it is cut short. Was it downloaded completely?',
    );
    expect(read(new Uint8Array(MAX_SAVE_FILE_BYTES + 1))).toBe('This file is too large to be a Pressure save.');
  });

  it('a picture with a byte changed anywhere is refused in words, never thrown on', () => {
    const png = pngWithText(picture, 'pressure-save', save);
    const random = seededRandom(3);
    for (let i = 0; i < 300; i++) {
      const bytes = png.slice();
      const at = Math.floor(random() * bytes.length);
      bytes[at] = (bytes[at]! + 1 + Math.floor(random() * 255)) % 256;
      // Every chunk carries a CRC, so the change is found wherever it falls; a changed signature
      // makes the file no picture, and its bytes no save either.
      const text = saveFileText('pressure', bytes);
      const r = text.ok ? decodeGameSave(rules, 'pressure', text.text) : text;
      expect(r.ok ? `byte ${at} changed, and the save was read` : r.error).toMatch(/^This |^The /);
    }
  });
});
