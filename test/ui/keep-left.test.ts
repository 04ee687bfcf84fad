// The game a page leaves is kept in Recent games, or downloaded where storage refuses it: either
// way the player is told where it went, and it is never lost.
import { describe, expect, it } from 'vitest';
import { keepLeft } from '../../src/ui/panels/recent-dialog';
import { pageRecent } from '../../src/page/recent';
import { PlaySession } from '../../src/page/session';
import { pressure } from '../../src/games/pressure/page';
import * as rules from '../../src/games/pressure/rules/index';
import { MemoryStore } from '../support/ui';

function left(): ReturnType<PlaySession<rules.Game, rules.Action>['gameInPlay']> {
  const session = new PlaySession<rules.Game, rules.Action>(rules, {
    start: rules.newGame(),
    actions: [],
    seats: ['person', 'person'],
  });
  session.play(rules.legalActions(session.game).find((a) => !('kind' in a))!);
  return session.gameInPlay();
}

describe('the game a page leaves', () => {
  it('goes to Recent games, and the page says so', () => {
    const recent = pageRecent(new MemoryStore(), 'pressure', pressure);
    expect(keepLeft(recent, left(), 'pressure-left-1.json')).toBe("The game you left is in the menu's Recent games.");
    expect(recent.list()).toHaveLength(1);
  });

  it('is downloaded as a save file where storage is full, and the page names the file', () => {
    const store = new MemoryStore();
    store.fake.quota = 0;
    const recent = pageRecent(store, 'pressure', pressure);
    const record = left();
    const downloads: { text: string; name: string }[] = [];
    const save = (text: string, name: string) => void downloads.push({ text, name });
    expect(keepLeft(recent, record, 'pressure-left-1.json', save)).toBe(
      'Storage is full, so the game you left was saved as a file (pressure-left-1.json).',
    );
    expect(downloads.map((d) => d.name)).toEqual(['pressure-left-1.json']);
    expect(recent.format.read(downloads[0]!.text)!.actions).toEqual(record.actions);
  });
});
