// Vacuum's saves on the game-neutral page are the JSON its own page always wrote: the autosave,
// files and Recent games of every earlier version open there, and what it writes opens in an
// earlier version.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { vacuum } from '../../../../src/games/vacuum/page';
import { vacuumSaves } from '../../../../src/games/vacuum/record/page-save';
import { decodeSaveJson, encodeSaveJson } from '../../../../src/games/vacuum/record/save';
import { formatPosition, newGame, play, status } from '../../../../src/games/vacuum/rules/index';
import { Autosave } from '../../../../src/page/autosave';
import { Recovery } from '../../../../src/session/recovery';
import { MemoryStore } from '../../../support/ui';
import { randomPlayout } from '../../../support/random-games';

const fixture = JSON.parse(
  readFileSync(new URL('../../../fixtures/stored-before-platform.json', import.meta.url), 'utf8'),
) as { position: string; turn: number; keys: Record<string, string> };

const replayed = (start: ReturnType<typeof newGame>, actions: readonly Parameters<typeof play>[1][]) =>
  actions.reduce((g, a) => play(g, a), start);

describe("Vacuum's saves on the game-neutral page", () => {
  it('resume the autosave written before the platform: its position, every move since the start, its seats', () => {
    const store = new MemoryStore();
    store.setItem('vacuum.autosave', fixture.keys['vacuum.autosave']!);
    const found = new Autosave(store, vacuum, new Recovery(store, 'vacuum')).read();
    if (found.kind !== 'game') throw new Error(`not read: ${JSON.stringify(found)}`);
    const { start, actions, seats } = found.game;
    expect(status(start).turn).toBe(0);
    expect(formatPosition(replayed(start, actions))).toBe(fixture.position);
    expect(seats).toEqual(['person', { computer: 'medium' }]);
  });

  it('write what Vacuum’s own page reads: the same position, move log and seats', () => {
    const { games, actions } = randomPlayout(3, 7, 60);
    const start = games[0]!;
    const text = vacuumSaves.encode({ start, actions, seats: ['person', 'computer:easy', 'computer:expert'] });
    const old = decodeSaveJson(text);
    if (!old.ok) throw new Error(old.error);
    expect(formatPosition(old.save.game)).toBe(formatPosition(games.at(-1)!));
    expect(old.save.log.map((l) => l.text)).toHaveLength(actions.length);
    expect(old.save.settings).toEqual({ players: 3, seats: ['human', 'easy', 'expert'] });
    // And back: the moves, the seats and an undo history of the turn under way.
    const back = vacuumSaves.decode(text);
    if (!back.ok) throw new Error(back.error);
    expect(back.actions).toEqual(actions);
    expect(back.seats).toEqual(['person', 'computer:easy', 'computer:expert']);
    expect(vacuum.rules.canUndo(back.game)).toBe(vacuum.rules.canUndo(games.at(-1)!));
  });

  it('open a save that never knew its first position at the position it holds', () => {
    const { games, actions } = randomPlayout(2, 3, 12);
    const game = games.at(-1)!;
    const old = encodeSaveJson({ game, log: [], settings: { players: 2, seats: ['human', 'hard'] } });
    const read = vacuumSaves.decode(old);
    if (!read.ok) throw new Error(read.error);
    expect(actions.length).toBeGreaterThan(0);
    expect([formatPosition(read.start), read.actions]).toEqual([formatPosition(game), []]);
    expect(read.seats).toEqual(['person', 'computer:hard']);
  });

  it('refuse a damaged or foreign text in the player’s words, as Vacuum’s page did', () => {
    for (const text of ['', '{"format":"pressure-save","version":1}', '{"format":"vacuum-save","version":9}', '{'])
      expect(vacuumSaves.decode(text)).toMatchObject({ ok: false, error: expect.stringMatching(/[a-z]+.*\.$/) });
  });
});
