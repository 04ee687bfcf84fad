// What a game's record notes between its moves that is no move (Glyph Grid's R12 "swap" after White's
// first move): the seats change with the note after the last move, Undo past it drops it, a new
// game starts without it, and the autosave and save files keep it.
import { describe, expect, it } from 'vitest';
import { decodeGameSave, encodeGameSave } from '../../src/codec/game-save';
import { glyphGrid } from '../../src/games/glyph-grid/page';
import * as rules from '../../src/games/glyph-grid/rules/index';
import * as pressure from '../../src/games/pressure/rules/index';
import { Autosave } from '../../src/page/autosave';
import { PlaySession } from '../../src/page/session';
import { MemoryStore } from '../support/ui';
import { Recovery } from '../../src/session/recovery';

function swapped() {
  const session = new PlaySession(rules, {
    start: rules.newGame({ clock: null }),
    actions: [],
    seats: ['person', { computer: 'easy' }],
  });
  session.play(rules.parseAction(session.game, 'vector d7-d6'));
  session.setSeats([{ computer: 'easy' }, 'person'], 'swap');
  return session;
}

describe('the notes of a game’s record', () => {
  it('a change of seats is noted after the last move, and the seats change', () => {
    const session = swapped();
    expect(session.notes).toEqual([{ after: 1, text: 'swap' }]);
    expect(session.seats).toEqual([{ computer: 'easy' }, 'person']);
  });

  it('a new game starts with none', () => {
    const session = swapped();
    session.replace({ start: rules.newGame(), actions: [], seats: ['person', 'person'] });
    expect(session.notes).toEqual([]);
  });

  it('Undo past a note drops it', () => {
    const session = new PlaySession(pressure, { start: pressure.newGame(), actions: [], seats: ['person', 'person'] });
    session.play(pressure.parseAction(session.game, 'c4-c3'));
    session.setSeats(['person', 'person'], 'swap');
    session.play(pressure.parseAction(session.game, 'c1-d1'));
    session.undo();
    expect(session.notes).toEqual([{ after: 1, text: 'swap' }]);
    session.undo();
    expect(session.notes).toEqual([]);
  });

  it('the autosave brings the note back with the game', () => {
    const store = new MemoryStore();
    const autosave = new Autosave(store, glyphGrid, new Recovery(store, 'glyph-grid'));
    autosave.write(swapped());
    const found = autosave.read();
    expect(found.kind === 'game' && found.game.notes).toEqual([{ after: 1, text: 'swap' }]);
  });

  it('a save file writes notes as [after, text] and reads them back', () => {
    const session = swapped();
    const text = encodeGameSave(rules, 'glyph-grid', { ...session, seats: null });
    expect(JSON.parse(text).notes).toEqual([[1, 'swap']]);
    const read = decodeGameSave(rules, 'glyph-grid', text);
    expect(read.ok && read.notes).toEqual([{ after: 1, text: 'swap' }]);
  });

  it('a save file’s notes that are not a few words after one of its moves are refused', () => {
    const session = swapped();
    const base = JSON.parse(encodeGameSave(rules, 'glyph-grid', { ...session, seats: null })) as Record<
      string,
      unknown
    >;
    for (const notes of [[[2, 'swap']], [[1, 'Swap!']], [[-1, 'swap']], [['1', 'swap']], 'swap', [[1]]]) {
      const read = decodeGameSave(rules, 'glyph-grid', JSON.stringify({ ...base, notes }));
      expect(read.ok ? 'accepted' : read.error).toMatch(/its notes are not a few words, each after one of its moves/);
    }
  });
});
