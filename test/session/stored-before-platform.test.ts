// Nothing a Vacuum player had before the platform is lost: storage written by the code before
// the move (test/fixtures/stored-before-platform.json, made at commit 1f04c02) still opens on the
// game-neutral page that now hosts Vacuum.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatPosition, status, type Action, type Game } from '../../src/games/vacuum/rules/index';
import { vacuum } from '../../src/games/vacuum/page';
import { Autosave } from '../../src/page/autosave';
import { pageRecent } from '../../src/page/recent';
import { moveOldKeys } from '../../src/session/keys';
import { Recovery } from '../../src/session/recovery';
import { MemoryStore } from '../support/ui';

const fixture = JSON.parse(
  readFileSync(new URL('../fixtures/stored-before-platform.json', import.meta.url), 'utf8'),
) as {
  position: string;
  turn: number;
  keys: Record<string, string>;
};

function storeOfBefore(): MemoryStore {
  const store = new MemoryStore();
  for (const [key, value] of Object.entries(fixture.keys)) store.setItem(key, value);
  moveOldKeys(store);
  return store;
}

describe('storage from before the platform', () => {
  it('the autosave resumes the same game, with its seats and moves', () => {
    const store = storeOfBefore();
    const found = new Autosave<Game, Action>(store, vacuum, new Recovery(store, 'vacuum')).read();
    if (found.kind !== 'game') throw new Error(`autosave not read: ${JSON.stringify(found)}`);
    const game = found.game.actions.reduce(vacuum.rules.play, found.game.start);
    expect(formatPosition(game)).toBe(fixture.position);
    expect(status(game).turn).toBe(fixture.turn);
    expect(found.game.seats).toEqual(['person', { computer: 'medium' }]);
    expect(found.game.actions.length).toBeGreaterThan(fixture.turn);
  });

  it('recent games are still listed and open', () => {
    const recent = pageRecent(storeOfBefore(), 'vacuum', vacuum);
    const [older] = recent.list();
    expect(older?.label).toMatch(
      /^.+ · Round \d+ · \w+ to move · scores: .+ · Red person v Gold computer \(easy\) v Green person$/,
    );
    expect(status(recent.take(older!)!.start).players).toBe(3);
  });

  it('recovered autosaves are still offered', () => {
    const [kept] = new Recovery(storeOfBefore(), 'vacuum').list();
    expect(kept?.note).toBe('written by a newer version');
  });

  it('settings: the game length stays Vacuum’s; panel sizes and computer pace become the site’s', () => {
    const store = storeOfBefore();
    expect(store.getItem('vacuum.game-length')).toBe('30');
    expect(store.getItem('studio.fast-computers')).toBe('1');
    expect([store.getItem('studio.infoWidth'), store.getItem('studio.infoHeight')]).toEqual(['300', '240']);
  });
});
