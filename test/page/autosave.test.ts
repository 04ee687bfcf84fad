// The game-neutral page's autosave keeps a game changed by what is no move — Glyph Grid's clocks
// running down — as it stood: read back with the time left, or ended on time; the save itself
// carries each move's time, so a save file read anywhere brings the clocks back; a kept position
// that is not the saved game so changed (a piece moved, damaged text) is not believed.
import { describe, expect, it } from 'vitest';
import { decodeGameSave, encodeGameSave } from '../../src/codec/game-save';
import { Autosave } from '../../src/page/autosave';
import { PlaySession } from '../../src/page/session';
import { glyphGrid } from '../../src/games/glyph-grid/page';
import * as rules from '../../src/games/glyph-grid/rules/index';
import { MemoryStore } from '../support/ui';
import { Recovery } from '../../src/session/recovery';

type Game = rules.Game;
type Action = rules.Action;

function played() {
  const store = new MemoryStore();
  const autosave = new Autosave<Game, Action>(store, glyphGrid, new Recovery(store, 'glyph-grid'));
  const session = new PlaySession<Game, Action>(rules, {
    start: rules.newGame({ clock: 60_000 }),
    actions: [],
    seats: ['person', 'person'],
  });
  session.play(rules.parseAction(session.game, 'vector d7-d6'));
  session.elapse(12_345);
  autosave.write(session);
  return { store, autosave, session };
}

describe('the autosave of a game on a clock', () => {
  it('brings the game back with the time each side had left', () => {
    const { autosave } = played();
    const found = autosave.read();
    expect(found.kind === 'game' && found.game.actions.map(rules.formatAction)).toEqual(['vector d7-d6']);
    expect(found.kind === 'game' && found.now?.clocks).toEqual([60_000, 47_655]);
  });

  it('brings back a game that ended on time as ended', () => {
    const { autosave, session } = played();
    session.elapse(60_000);
    autosave.write(session);
    const found = autosave.read();
    expect(found.kind === 'game' && found.now && rules.status(found.now)).toMatchObject({ winner: 0, reason: 'time' });
  });

  it('does not believe a kept position that moved a piece, or one that cannot be read', () => {
    const { store, autosave, session } = played();
    const moved = rules.play(session.game, rules.parseAction(session.game, 'vector d1-d2'));
    store.setItem('glyph-grid.autosave-position', rules.formatPosition(moved));
    let found = autosave.read();
    expect(found.kind === 'game' && found.now).toBeUndefined();
    store.setItem('glyph-grid.autosave-position', 'glyph-grid 1\nnonsense');
    found = autosave.read();
    expect(found.kind === 'game' && found.now).toBeUndefined();
    expect(found.kind === 'game' && found.game.actions).toHaveLength(1); // the game itself is kept
  });

  it('the save itself carries what each move took: read with no kept position, the clocks are as they stood', () => {
    const { store, autosave, session } = played();
    session.play(rules.parseAction(session.game, 'vector c1-c2'));
    session.elapse(2_000);
    autosave.write(session);
    store.removeItem('glyph-grid.autosave-position');
    const found = autosave.read();
    if (found.kind !== 'game') throw new Error(found.kind);
    expect(found.now).toBeUndefined();
    expect(found.game.times).toEqual([0, 12_345, 2_000]);
    const again = new PlaySession<Game, Action>(rules, found.game);
    expect(again.game.clocks).toEqual([58_000, 47_655]);
    // A save file written from it is read back the same by another page.
    const file = decodeGameSave(
      rules,
      'glyph-grid',
      encodeGameSave(rules, 'glyph-grid', { ...again.gameInPlay(), seats: null }),
    );
    expect(file.ok && file.game.clocks).toEqual([58_000, 47_655]);
  });
});

describe('an autosave this version cannot read', () => {
  const damaged = '{"format":"glyph-grid-save","version":99}';

  it('is kept with the recovered autosaves, to be downloaded, and the autosave is free again', () => {
    const store = new MemoryStore();
    store.setItem('glyph-grid.autosave', damaged);
    const recovery = new Recovery(store, 'glyph-grid');
    const found = new Autosave<Game, Action>(store, glyphGrid, recovery).read();
    expect(found).toMatchObject({ kind: 'unreadable', kept: true });
    expect(recovery.list().map((k) => k.text)).toEqual([damaged]);
    expect(store.getItem('glyph-grid.autosave')).toBe(null);
  });

  it('says in plain sentences why it could not be opened: no brackets in brackets, no "file"', () => {
    const store = new MemoryStore();
    const good = encodeGameSave(rules, 'glyph-grid', { start: rules.newGame(), actions: [] });
    store.setItem('glyph-grid.autosave', good.slice(0, 40));
    const found = new Autosave<Game, Action>(store, glyphGrid, new Recovery(store, 'glyph-grid')).read();
    expect(found).toEqual({
      kind: 'unreadable',
      kept: true,
      error:
        'Your last game could not be opened. This Glyph Grid save is damaged: it is cut short, or was changed by hand. It is kept: the new-game dialog offers to download it.',
    });
  });

  it('stays where it is when storage refuses to keep it aside', () => {
    const store = new MemoryStore();
    store.setItem('glyph-grid.autosave', damaged);
    store.fake.quota = damaged.length + 30; // room for what is there, none for a copy
    const found = new Autosave<Game, Action>(store, glyphGrid, new Recovery(store, 'glyph-grid')).read();
    expect(found).toMatchObject({ kind: 'unreadable', kept: false });
    expect(store.getItem('glyph-grid.autosave')).toBe(damaged);
  });

  it('one an earlier version kept aside in its own slot joins the recovered ones', () => {
    const store = new MemoryStore();
    store.setItem('glyph-grid.autosave-unreadable', damaged);
    const recovery = new Recovery(store, 'glyph-grid');
    expect(new Autosave<Game, Action>(store, glyphGrid, recovery).read()).toEqual({ kind: 'none' });
    expect(recovery.list().map((k) => k.text)).toEqual([damaged]);
    expect(store.getItem('glyph-grid.autosave-unreadable')).toBe(null);
  });
});
