// The notes of a game record as text (src/record/game-text.ts), tried with Glyph Grid's swap (R12):
// written in braces after White's first move and read back into the same notes; a record without
// notes, as every record written before them, reads as it did; damaged notes are refused in words.
import { describe, expect, it } from 'vitest';
import * as rules from '../../src/games/glyph-grid/rules/index';
import { readGameText, writeGameText } from '../../src/record/game-text';
import type { GameNote } from '../../src/codec/game-save';
import { actionsOf, SEVERAL_NOTES } from '../games/glyph-grid/helpers';

const ID = 'glyph-grid';
const write = (actions: readonly rules.Action[], notes?: readonly GameNote[]): string =>
  writeGameText(rules, ID, { start: rules.newGame(), actions, notes }, { seatNames: ['White', 'Black'] });
const read = (text: string) => readGameText(rules, ID, text);
const error = (text: string): string => {
  const r = read(text);
  if (r.ok) throw new Error(`accepted ${text.slice(0, 200)}`);
  return r.error;
};
const HEAD = '[Game "Glyph Grid"]\n[Result "Unfinished after 2 moves"]\n\n';
const SWAP: GameNote[] = [{ after: 1, text: 'swap' }];

describe('game records with notes', () => {
  it("write Glyph Grid's swap after White's first move, and read it back with the moves", () => {
    const actions = actionsOf('lance f6-f4', 'vector c1-c2');
    const text = write(actions, SWAP);
    expect(text).toBe(`${HEAD}1. lance f6-f4 {swap} vector c1-c2\n`);
    const back = read(text);
    if (!back.ok) throw new Error(back.error);
    expect(back.notes).toEqual(SWAP);
    expect(back.actions).toEqual(actions);
    expect(rules.formatPosition(back.game)).toBe(
      rules.formatPosition(rules.play(rules.play(rules.newGame(), actions[0]!), actions[1]!)),
    );
  });

  it('keep notes before the first move, after the last and of two words, in order, wherever the lines break', () => {
    const actions = actionsOf('lance f6-f4', 'vector c1-c2', 'vector d7-d6');
    const notes = SEVERAL_NOTES;
    const text = write(actions, notes);
    expect(text.replace(/\s+/g, ' ')).toContain(
      '{first} 1. lance f6-f4 {swap} vector c1-c2 2. vector d7-d6 {two words} {last-one}',
    );
    const back = read(text);
    expect(back.ok && back.notes).toEqual(notes);
    const wrapped = read(`${HEAD}1. lance f6-f4\n{swap}\nvector   c1-c2{  two   words  }`);
    expect(wrapped.ok && wrapped.notes).toEqual([
      { after: 1, text: 'swap' },
      { after: 2, text: 'two words' },
    ]);
  });

  it('read a record without notes (as written before them) as before, and write one the same way', () => {
    const old = `${HEAD}1. lance f6-f4 vector c1-c2\n`;
    const back = read(old);
    if (!back.ok) throw new Error(back.error);
    expect(back.notes).toEqual([]);
    expect(back.actions).toEqual(actionsOf('lance f6-f4', 'vector c1-c2'));
    expect(write(back.actions)).toBe(old);
    expect(write(back.actions, [])).toBe(old);
  });

  it('refuse damaged notes in words: unclosed, not a word or two, too long, too many, inside a move', () => {
    expect(error(`${HEAD}1. lance f6-f4 {swap vector c1-c2\n`)).toMatch(/^Line 4: a note in braces .* is not closed/);
    expect(error(`${HEAD}1. lance f6-f4 {Swap!} vector c1-c2\n`)).toMatch(
      /^Line 4: the note "Swap!" is not a note of a game/,
    );
    expect(error(`${HEAD}1. lance f6-f4 {} vector c1-c2\n`)).toMatch(/is not a note of a game/);
    expect(error(`${HEAD}1. lance f6-f4 {${'a'.repeat(25)}} vector c1-c2\n`)).toMatch(/is not a note of a game/);
    expect(error(`${HEAD}1. lance f6-f4 ${'{swap} '.repeat(21)}vector c1-c2\n`)).toMatch(/more than 20 notes/);
    expect(read(`${HEAD}1. lance f6-f4 ${'{swap} '.repeat(20)}vector c1-c2\n`).ok).toBe(true);
    expect(error(`${HEAD}1. lance f6-f4 {swap}} vector c1-c2\n`)).toMatch(/move 2 \("}"\) cannot be played/);
    // A note cannot sit inside a move of two words.
    expect(error(`${HEAD}1. resign {swap} white\n`)).toMatch(/move 1 \("resign"\) cannot be played/);
  });
});
