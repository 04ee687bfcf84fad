// Whole games: random playouts always end, and illegal actions change nothing.
import { describe, expect, it } from 'vitest';
import {
  canUndo,
  formatPosition,
  IllegalActionError,
  isLegal,
  legalActions,
  newGame,
  play,
  status,
  undo,
  type Action,
  type Game,
} from '../../../src/games/pressure/rules/index';
import { randomGames } from './helpers';

describe('random playouts', () => {
  it(
    'R7: seeded random games from the start always end, by R7, within a few hundred moves each',
    { timeout: 60_000 },
    () => {
      const ends = new Map<string, number>();
      let games = 0;
      for (const { game, before } of randomGames(30, 2026, 5000)) {
        expect(canUndo(game) && undo(game)).toBe(before);
        if (game.end === null) continue;
        games++;
        ends.set(game.end, (ends.get(game.end) ?? 0) + 1);
        expect(game.turn).toBeLessThan(12 * 201 + 1);
        expect(legalActions(game)).toEqual([]);
      }
      expect(games).toBe(30);
      expect([...ends.keys()].every((e) => ['captured', 'no-move', 'repetition', 'move-limit'].includes(e))).toBe(true);
    },
  );

  it('R4: every listed action is legal, and nothing else on the board is', { timeout: 60_000 }, () => {
    for (const { game } of randomGames(2, 77, 30)) {
      if (game.end !== null) continue;
      const listed = new Set(legalActions(game).map((a) => JSON.stringify(a)));
      for (let from = 0; from < 25; from++)
        for (let to = 0; to < 25; to++)
          expect(isLegal(game, { from, to })).toBe(listed.has(JSON.stringify({ from, to })));
    }
  });
});

describe('illegal actions', () => {
  const g = newGame();
  it.each([
    [{ from: 17, to: 18 } as Action, 'ok'],
    [{ from: 1, to: 0 } as Action, "It is White's turn"],
    [{ from: 0, to: 1 } as Action, 'a1 has no token of yours'],
    [{ from: 17, to: 7 } as Action, 'c2 is not next to c4'],
    [{ from: 17, to: 25 } as Action, 'A move goes from a square of the board to another'],
    [{ from: 17 } as unknown as Action, 'A move names its from-square and its to-square and nothing else'],
    [
      { from: 17, to: 12, by: 0 } as unknown as Action,
      'A move names its from-square and its to-square and nothing else',
    ],
    [{ kind: 'pass' } as unknown as Action, 'There is no action called "pass"'],
    [{ kind: 'resign', player: 2 } as Action, 'Only White (0) or Black (1) can resign'],
    [null as unknown as Action, 'That is not an action'],
  ])('play refuses %j with a message and the game unchanged', (action, message) => {
    if (message === 'ok') {
      expect(isLegal(g, action)).toBe(true);
      return;
    }
    const before = formatPosition(g);
    expect(isLegal(g, action)).toBe(false);
    expect(() => play(g, action)).toThrow(IllegalActionError);
    expect(() => play(g, action)).toThrow(message);
    expect(formatPosition(g)).toBe(before);
    expect(status(g)).toMatchObject({ turn: 0, winner: null });
  });

  it('a game over refuses every action', () => {
    const over: Game = play(g, { kind: 'resign', player: 0 });
    expect(() => play(over, { from: 17, to: 12 })).toThrow('The game is over');
  });
});
