// R11 contest: two games, roles swapped, the same seed; a win 1 point, a draw ½.
import { describe, expect, it } from 'vitest';
import { contestGames, contestResult, roleOf } from '../../../src/games/pebble-rebel/contest';
import { formatPosition, parseAction, play, type Game } from '../../../src/games/pebble-rebel/rules/index';
import { position } from './helpers';

const resign = (g: Game, player: 0 | 1): Game => play(g, { kind: 'resign', player });
const FULL = ['R B Y G R B', 'Y G R B Y G', 'R B Y G R B', 'Y G R B Y G', 'B Y G R B Y', 'G R B Y R B'];
const BOTH = ['R B Y G R G', 'Y G R B Y G', 'R B Y G R G', 'Y G R B Y G', 'B Y G R B Y', 'G R B Y R B'];

describe('R11 contest', () => {
  it('R11 games: two games from the same start and seed, the roles swapped', () => {
    const [a, b] = contestGames(77);
    expect(formatPosition(a!)).toBe(formatPosition(b!));
    expect(formatPosition(a!)).toContain('seed 77');
    expect([roleOf(0, 0), roleOf(0, 1), roleOf(1, 0), roleOf(1, 1)]).toEqual([0, 1, 1, 0]);
  });

  it('R11 score: the score after each game, the contest winner, and the turns each Pebble needed', () => {
    const [a, b] = contestGames(5);
    // Game 0: the first contestant is Pebble and wins after her second move (turn 3).
    const won = position({
      rows: ['R R R R . .', ...FULL.slice(1, 5).map((r) => r.replace(/^R B/, '. .')), '. . . . . .'],
      turn: 3,
      current: 'rebel',
    });
    expect(contestResult([a!])).toEqual({
      games: [{ pebble: 0, winner: null, pebbleTurns: 0 }],
      scores: [],
      winner: null,
    });
    const after1 = contestResult([won, b!]);
    expect(after1.games[0]).toEqual({ pebble: 0, winner: 0, pebbleTurns: 2 });
    expect(after1.scores).toEqual([[1, 0]]);
    expect(after1.winner).toBe(null);
    // Game 1: the second contestant is Pebble and loses: the first contestant wins the contest 2–0.
    const full = position({ rows: FULL, turn: 20 });
    expect(contestResult([won, full])).toEqual({
      games: [
        { pebble: 0, winner: 0, pebbleTurns: 2 },
        { pebble: 1, winner: 0, pebbleTurns: 10 },
      ],
      scores: [
        [1, 0],
        [2, 0],
      ],
      winner: 0,
    });
  });

  it('R11 draws: a drawn game is ½ each; equal points is a drawn contest', () => {
    const drawn = position({ rows: BOTH, turn: 20 });
    expect(contestResult([drawn, drawn]).scores).toEqual([
      [0.5, 0.5],
      [1, 1],
    ]);
    expect(contestResult([drawn, drawn]).winner).toBe('draw');
    // Each Pebble resigns: one point each, a drawn contest.
    const [a, b] = contestGames(1);
    const r = contestResult([resign(a!, 0), resign(play(b!, parseAction(b!, 'b2-b1')), 0)]);
    expect(r.scores).toEqual([
      [0, 1],
      [1, 1],
    ]);
    expect(r.winner).toBe('draw');
  });
});
