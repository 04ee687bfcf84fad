// A Vacuum room starts from the game in play, or from a new game of 2, 3 or 4 players (its page's
// room table, src/page/room-table.ts, through the module's player counts), as on its own page.
import { describe, expect, it } from 'vitest';
import { vacuum } from '../../../src/games/vacuum/page';
import { KeptGame, pageTable } from '../../../src/page/room-table';
import { PlaySession } from '../../../src/page/session';
import { MemoryStore } from '../../support/ui';

describe("a Vacuum room's starts", () => {
  it('offers this game, and new games of 2, 3 and 4 players, each as many players', () => {
    const start = vacuum.freshGame!(undefined, 3);
    const session = new PlaySession(vacuum.rules, { start, actions: [], seats: ['person', 'person', 'person'] });
    const starts = pageTable(vacuum, session, new KeptGame(new MemoryStore(), vacuum)).starts();
    expect(starts.map((row) => row.map((s) => [s.value, s.label]))).toEqual([
      [['current', 'This game']],
      [
        ['2', 'New game, 2 players'],
        ['3', '3 players'],
        ['4', '4 players'],
      ],
    ]);
    const players = (text: string) => {
      const read = vacuum.saves!.decode(text);
      if (!read.ok) throw new Error(read.error);
      return [vacuum.rules.status(read.start).players, read.actions.length];
    };
    expect(starts.flat().map((s) => players(s.game()))).toEqual([
      [3, 0],
      [2, 0],
      [3, 0],
      [4, 0],
    ]);
  });
});
