import { describe, expect, it } from 'vitest';
import { gameKey, gameStore, moveOldKeys, siteKey } from '../../src/session/keys';
import { glyphGrid } from '../../src/games/glyph-grid/page';
import { dividedLoyalties } from '../../src/games/divided-loyalties/page';
import { hasAutosave, notePlayed, playedAt, readPlayed } from '../../src/session/played';
import { MemoryStore } from '../support/ui';

describe('storage keys', () => {
  it('each game keeps its own under its id; the site under studio.', () => {
    expect(gameKey('vacuum', 'autosave')).toBe('vacuum.autosave');
    expect(gameKey('pressure', 'autosave')).toBe('pressure.autosave');
    expect(siteKey('played')).toBe('studio.played');
  });

  it('site settings Vacuum kept under its name are read once into the site', () => {
    const store = new MemoryStore();
    store.setItem('vacuum.infoWidth', '300');
    store.setItem('vacuum.fast-computers', '1');
    moveOldKeys(store);
    expect(store.getItem('studio.infoWidth')).toBe('300');
    expect(store.getItem('studio.fast-computers')).toBe('1');
    expect(store.getItem('vacuum.infoWidth')).toBeNull();
    // Read once: a later old value (an old tab still open) never overwrites the site's.
    store.setItem('vacuum.infoWidth', '200');
    moveOldKeys(store);
    expect(store.getItem('studio.infoWidth')).toBe('300');
  });

  it('a game page’s own store keeps its keys under the game’s id', () => {
    const store = new MemoryStore();
    const pressure = gameStore(store, 'pressure');
    expect(pressure.setItem('settings', 'x')).toBe(true);
    expect(store.getItem('pressure.settings')).toBe('x');
    expect(pressure.getItem('settings')).toBe('x');
    pressure.removeItem('settings');
    expect(store.getItem('pressure.settings')).toBeNull();
  });

  it('what Glyph Grid and Divided Loyalties kept at the top of storage is moved under their ids, once', () => {
    const store = new MemoryStore();
    // As their pages stored them before (today's data): the swap option off, a saved layout.
    store.setItem('swap', 'off');
    store.setItem('layouts', '["divided-loyalties 1\nlayout mine"]');
    const gg = gameStore(store, 'glyph-grid', glyphGrid.storedAtTop);
    const dl = gameStore(store, 'divided-loyalties', dividedLoyalties.storedAtTop);
    expect(gg.getItem('swap')).toBe('off');
    expect(dl.getItem('layouts')).toBe('["divided-loyalties 1\nlayout mine"]');
    expect([store.getItem('swap'), store.getItem('layouts')]).toEqual([null, null]);
    // Once: a value an old tab writes at the top later never overwrites the game's.
    store.setItem('swap', 'on');
    expect(gameStore(store, 'glyph-grid', glyphGrid.storedAtTop).getItem('swap')).toBe('off');
  });

  it('an old setting stays where it is when storage refuses the new one', () => {
    const store = new MemoryStore();
    store.setItem('vacuum.infoHeight', '240');
    store.fake.quota = 0;
    moveOldKeys(store);
    expect(store.getItem('vacuum.infoHeight')).toBe('240');
  });
});

describe('the games last played', () => {
  it('one line a game, newest first', () => {
    const store = new MemoryStore();
    notePlayed(store, { game: 'vacuum', at: 1, label: 'Red person, Gold computer (easy) · turn 3' });
    notePlayed(store, { game: 'pressure', at: 2, label: 'White person · turn 1' });
    notePlayed(store, { game: 'vacuum', at: 3, label: 'Red person, Gold computer (easy) · turn 4' });
    expect(readPlayed(store).map((p) => [p.game, p.at])).toEqual([
      ['vacuum', 3],
      ['pressure', 2],
    ]);
  });

  it('a line an earlier version wrote is shown as it was written, beside the new ones', () => {
    const store = new MemoryStore();
    store.setItem(
      'studio.played',
      JSON.stringify([{ game: 'pressure', at: 5, label: 'White person, Black computer (easy) · 3 moves' }]),
    );
    notePlayed(store, {
      game: 'vacuum',
      at: 6,
      label: 'Round 2 · Red to move · scores: Red 4, Gold 2 · Red person v Gold person',
    });
    expect(readPlayed(store).map((p) => p.label)).toEqual([
      'Round 2 · Red to move · scores: Red 4, Gold 2 · Red person v Gold person',
      'White person, Black computer (easy) · 3 moves',
    ]);
  });

  it('says when, short enough for a phone: the year only when it is not this one', () => {
    const at = new Date(2026, 10, 28, 10, 30).getTime();
    expect(playedAt(at, new Date(2026, 11, 31).getTime())).not.toContain('2026');
    expect(playedAt(at, new Date(2027, 0, 1).getTime())).toContain('2026');
    expect(playedAt(at, at)).toMatch(/28.*10:30/);
  });

  it('whatever else storage holds there reads as nothing played, and breaks nothing', () => {
    const store = new MemoryStore();
    for (const text of [
      'not json',
      '{"game":"vacuum"}',
      '[1,null,{"game":2}]',
      '[{"game":"vacuum","at":"x","label":""}]',
    ]) {
      store.setItem('studio.played', text);
      expect(readPlayed(store)).toEqual([]);
    }
  });

  it('Resume shows where a game has an autosave', () => {
    const store = new MemoryStore();
    expect(hasAutosave(store, 'vacuum')).toBe(false);
    store.setItem('vacuum.autosave', '{}');
    expect(hasAutosave(store, 'vacuum')).toBe(true);
  });
});
