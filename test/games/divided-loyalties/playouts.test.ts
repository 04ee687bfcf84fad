// Random play from the start always ends; undo walks a whole game back; bad actions are refused
// with a reason and change nothing.
import { describe, expect, it } from 'vitest';
import {
  canUndo,
  formatPosition,
  IllegalActionError,
  legalActions,
  newGame,
  status,
  undo,
  type Action,
  type Game,
  type LayoutId,
} from '../../../src/games/divided-loyalties/rules/index';
import { seededRandom } from '../../../src/util/random';
import { expectRefused, randomGame, run } from './helpers';

describe('random playouts', () => {
  it('end on every layout within a few hundred actions, with a winner by the totals', () => {
    const random = seededRandom(3);
    const ids: LayoutId[] = ['crossroads', 'up-the-stairs', 'gentle-kiss', 'swiss-cross'];
    for (const layout of ids) {
      const games = randomGame(newGame({ layout }), random, 600);
      const last = games[games.length - 1]!;
      const s = status(last);
      expect(s.winner, layout).not.toBe(null);
      expect(legalActions(last)).toEqual([]);
      const [blue, yellow] = s.scores.map((x) => x.total);
      expect(s.winner).toBe(blue! > yellow! ? 0 : yellow! > blue! ? 1 : 'draw');
      // Every stone is used or the field refused it: a stock left over means no cell took it.
      expect(s.turn).toBeGreaterThan(20);
    }
  }, 60_000);

  it('undo walks a whole random game back to the start', () => {
    const games = randomGame(newGame({ layout: 'almost-a-diamond' }), seededRandom(5), 600);
    let g = games[games.length - 1]!;
    for (let i = games.length - 2; i >= 0; i--) {
      g = undo(g);
      expect(formatPosition(g)).toBe(formatPosition(games[i]!));
    }
    expect(canUndo(g)).toBe(false);
  }, 30_000);
});

describe('illegal actions', () => {
  const g: Game = run(newGame({ layout: 'kite' }), 'Bf6 end');
  const cases: [string, unknown, string][] = [
    ['not an object', 'Bf6', 'That is not an action'],
    ['an unknown kind', { kind: 'move', from: 'f6' }, 'There is no action called "move"'],
    ['a missing field', { kind: 'stone', at: 'g6' }, 'A stone action has colour and at'],
    ['an extra field', { kind: 'end', player: 0 }, 'An end action has nothing but its kind'],
    ['an unknown colour', { kind: 'stone', colour: 'black', at: 'g6' }, 'There is no stone colour "black"'],
    ['a cell off the grid', { kind: 'stone', colour: 'yellow', at: 'z99' }, 'z99 is not a cell of the field'],
    [
      'a colour out of stock',
      { kind: 'stone', colour: 'blue', at: 'g6' },
      'No blue stone on g6: you have no blue stone left',
    ],
    ['a taken cell', { kind: 'stone', colour: 'yellow', at: 'f6' }, 'No yellow stone on f6: f6 already holds a stone'],
    ['a bridge before a stone', { kind: 'bridge', from: 'f6', to: 'h6' }, 'place a stone first'],
    [
      'a bridge that is no row',
      { kind: 'bridge', from: 'f6', to: 'g8' },
      'f6-g8 is not a straight row of 3 or 4 cells',
    ],
    ['end before a stone', { kind: 'end' }, 'The turn cannot end yet: place a stone first'],
    ['a pass with stones to place', { kind: 'pass' }, 'Yellow has a stone to place'],
    ['a resignation of nobody', { kind: 'resign', player: 2 }, 'Only Blue (0) or Yellow (1) can resign'],
  ];
  for (const [what, action, reason] of cases) {
    it(`refuses ${what} with a reason, the game unchanged`, () => {
      expectRefused(g, action as Action, reason);
      expect(() => run(g, 'end')).toThrow(IllegalActionError);
    });
  }
});
