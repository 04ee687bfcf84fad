// The move list's lines and the replay's moves: one action a line, or in a game whose turns are
// several actions, one whole turn a line, the turn in progress last.
import { describe, expect, it } from 'vitest';
import { moveEnds, moveLines, sentencesOf } from '../../src/page/turns';

describe('moves as the list and the replay count them', () => {
  it('a line per action where every action is a move', () => {
    expect(moveLines(['c4-c3', 'a2-a3'], ['x', 'y'])).toEqual([
      { text: 'c4-c3', through: 1 },
      { text: 'a2-a3', through: 2 },
    ]);
  });

  it('a line per turn where turns are several actions, the one in progress last', () => {
    const actions = ['Bh6', 'f6-h6', 'end', 'Rg5', 'end', 'Og8'];
    expect(moveLines(actions, actions, (a) => a === 'end')).toEqual([
      { text: 'Bh6 f6-h6 end', through: 3 },
      { text: 'Rg5 end', through: 5 },
      { text: 'Og8', through: 6 },
    ]);
    expect(moveLines([], [], (a) => a === 'end')).toEqual([]);
    // The replay steps to these moments.
    expect(moveEnds(actions, (a) => a === 'end')).toEqual([3, 5, 6]);
    expect(moveEnds(actions.slice(0, 5), (a) => a === 'end')).toEqual([3, 5]);
  });

  it('a turn that ends with no action of its own ends where the next one begins (Rebel’s placements)', () => {
    const actions = ['b2-b6', 'R@a1', 'B@f6', 'c1-c2', 'G@a6'];
    const endsTurn = (a: string, next: string | undefined) => !a.includes('@') || !next?.includes('@');
    expect(moveLines(actions, actions, endsTurn).map((l) => l.text)).toEqual(['b2-b6', 'R@a1 B@f6', 'c1-c2', 'G@a6']);
    expect(moveEnds(actions, endsTurn)).toEqual([1, 3, 4, 5]);
  });

  it('says what a turn did, each action from the position it was played in', () => {
    // A game of counters: each action adds to the count, and its sentence says from what.
    const game = { describe: (n: number, a: number) => `${n} plus ${a}`, play: (n: number, a: number) => n + a };
    expect(sentencesOf(game, 10, [1, 2, 3])).toBe('10 plus 1. 11 plus 2. 13 plus 3.');
    expect(sentencesOf({ ...game, describe: (n: number) => `At ${n}.` }, 0, [5])).toBe('At 0.');
    expect(sentencesOf(game, 0, [])).toBe('');
  });
});
