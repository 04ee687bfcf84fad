// The notes of a whole-game string (src/codec/move-list.ts), tried with Glyph Grid's swap (R12): a
// game link carries the swap after White's first move and reads it back; a link without notes, as
// every link sent before them, is the same string as before and reads as it did; damaged notes are
// refused in words, never thrown.
import { describe, expect, it } from 'vitest';
import * as rules from '../../src/games/glyph-grid/rules/index';
import { glyphGridShare } from '../../src/games/glyph-grid/share';
import * as pressure from '../../src/games/pressure/rules/index';
import { pressureShare } from '../../src/games/pressure/share';
import { decodeGameString, encodeGameString } from '../../src/codec/move-list';
import { BitWriter } from '../../src/codec/bits';
import { wrapPayload } from '../../src/codec/share';
import type { GameNote } from '../../src/codec/game-save';
import { actionsOf, SEVERAL_NOTES } from '../games/glyph-grid/helpers';

const encode = (actions: readonly rules.Action[], notes?: readonly GameNote[]) =>
  encodeGameString(rules, glyphGridShare, rules.newGame(), actions, notes)!;
const decode = (s: string) => decodeGameString(rules, glyphGridShare, s);
const SWAP: GameNote[] = [{ after: 1, text: 'swap' }];
/** `lance f6-f4 vector c1-c2` from the start, as links were written before notes (and still are without them). */
const OLD_LINK = 'HtRSABJDSQ';

/** A Pressure game string of no moves, then the notes flag and what `notes` writes. */
function withNotes(notes: (w: BitWriter) => void): string {
  const w = new BitWriter();
  w.bool(false);
  w.golomb(0, 4);
  w.bool(true);
  notes(w);
  return wrapPayload(w.toChars(), pressureShare.gamePrefix);
}
const pressureError = (s: string): string => {
  const read = decodeGameString(pressure, pressureShare, s);
  if (read.ok) throw new Error(`accepted ${s}`);
  return read.error;
};
const letters = (w: BitWriter, text: string): void => {
  w.uint(text.length - 1, 5);
  for (const c of text) w.uint('abcdefghijklmnopqrstuvwxyz -'.indexOf(c), 5);
};

describe('game strings with notes', () => {
  it("carry Glyph Grid's swap after White's first move and read it back with the moves", () => {
    const actions = actionsOf('lance f6-f4', 'vector c1-c2');
    const link = encode(actions, SWAP);
    expect(link).not.toBe(OLD_LINK);
    const back = decode(link);
    if (!back.ok) throw new Error(back.error);
    expect(back.notes).toEqual(SWAP);
    expect(back.actions).toEqual(actions);
  });

  it('carry several notes, before the first move, of two words and after the last, in order', () => {
    const actions = actionsOf('lance f6-f4', 'vector c1-c2', 'vector d7-d6');
    const notes = SEVERAL_NOTES;
    const back = decode(encode(actions, notes));
    expect(back.ok && back.notes).toEqual(notes);
  });

  it('leave a link without notes as it was written before them, and read such a link as before', () => {
    const actions = actionsOf('lance f6-f4', 'vector c1-c2');
    expect(encode(actions)).toBe(OLD_LINK);
    expect(encode(actions, [])).toBe(OLD_LINK);
    const back = decode(OLD_LINK);
    if (!back.ok) throw new Error(back.error);
    expect(back.notes).toEqual([]);
    expect(back.actions).toEqual(actions);
  });

  it('refuse damaged notes in words: past the last move, too many, too long, not letters', () => {
    expect(pressureError(withNotes((w) => (w.golomb(0), w.golomb(1), letters(w, 'swap'))))).toMatch(
      /game link is damaged: note 1 is after move 1, and the game has 0/,
    );
    expect(pressureError(withNotes((w) => w.golomb(20)))).toMatch(/claims 21 notes, more than a game has/);
    expect(pressureError(withNotes((w) => (w.golomb(0), w.golomb(0), w.uint(24, 5))))).toMatch(
      /note 1 is 25 letters long, more than a note has/,
    );
    expect(pressureError(withNotes((w) => (w.golomb(0), w.golomb(0), w.uint(0, 5), w.uint(30, 5))))).toMatch(
      /note 1 is not a word or two/,
    );
    expect(pressureError(withNotes((w) => (w.golomb(0), w.golomb(0), letters(w, ' a'))))).toMatch(
      /note 1 is not a word or two/,
    );
    // The same bits with a good note are read.
    const good = decodeGameString(
      pressure,
      pressureShare,
      withNotes((w) => (w.golomb(0), w.golomb(0), letters(w, 'swap'))),
    );
    expect(good.ok && good.notes).toEqual([{ after: 0, text: 'swap' }]);
  });

  it('are not written with notes a game cannot have', () => {
    const actions = actionsOf('lance f6-f4');
    expect(() => encode(actions, [{ after: 2, text: 'swap' }])).toThrow(RangeError);
    expect(() => encode(actions, [{ after: 1, text: 'Swap' }])).toThrow(RangeError);
    expect(() =>
      encode(
        actions,
        Array.from({ length: 21 }, () => ({ after: 1, text: 'swap' })),
      ),
    ).toThrow(RangeError);
  });
});
