// The computer players' door: whole legal turns at every level, the same turn for the same seed,
// an abort that stops the search, and turns that take what the position offers.
import { describe, expect, it } from 'vitest';
import { chooseTurn, LEVELS, SearchAborted } from '../../../src/games/divided-loyalties/ai/index';
import { formatAction, newGame, play, status, type Game } from '../../../src/games/divided-loyalties/rules/index';
import { seededRandom } from '../../../src/util/random';
import { field, on, randomGame, run } from './helpers';

const text = (g: Game, level: string, seed = 1): string => chooseTurn(g, { level, seed }).map(formatAction).join(' ');

/** A game some way in, on a small layout so the tests stay quick. */
const midGame = (): Game => {
  const games = randomGame(newGame({ layout: 'almost-a-diamond' }), seededRandom(9), 60);
  return games.find((g, i) => i > 40 && status(g).placed === null)!;
};

describe('computer players', () => {
  it('LEVELS: easy, medium, hard, expert, weakest first', () => {
    expect(LEVELS).toEqual(['easy', 'medium', 'hard', 'expert']);
  });

  it('every level plays a whole legal turn: one stone, its bridges, end', () => {
    for (const level of LEVELS) {
      for (const start of [newGame({ layout: 'almost-a-diamond' }), midGame()]) {
        const turn = chooseTurn(start, { level, seed: 4 });
        expect(turn[0]!.kind, level).toBe('stone');
        expect(turn[turn.length - 1]!.kind).toBe('end');
        const after = turn.reduce(play, start); // play throws on an illegal action
        expect(status(after).turn).toBe(status(start).turn + 1);
      }
    }
  }, 60_000);

  it('the same seed gives the same turn (the levels with a fixed amount of work)', () => {
    const g = midGame();
    for (const level of ['easy', 'medium', 'hard']) expect(text(g, level, 7)).toBe(text(g, level, 7));
  }, 30_000);

  it('takes a bridge on offer and cuts with red where it pays', () => {
    const offer = on('kite', 'stones Bf6 Pg6', 'to-move blue');
    expect(text(offer, 'medium')).toMatch(/^[BG]h6 f6-h6 end$/);
    const e1 = on(
      'kite',
      'stones Bf6 Pg6 Og7 Yj10',
      'blue set 1 B3 P2 O1 G2 R2',
      'yellow set 1 Y3 P1 O2 G2 R2',
      'to-move blue',
    );
    expect(text(run(e1, 'Bh6 f6-h6 end'), 'medium')).toMatch(/^[RO]g5 g5-g7 end$/);
  });

  it('finishes a turn in progress, and passes when no stone can be placed', () => {
    const placed = run(on('kite', 'stones Gd6 Gf6', 'to-move blue'), 'Be6');
    expect(text(placed, 'easy')).toBe('d6-f6 end');
    const stuck = field(['S1 S1 S1', 'S1 S1 S1', 'S1 S1 S1'], 'blue set 3', 'to-move blue');
    expect(text(stuck, 'expert')).toBe('pass');
  });

  it('stops with SearchAborted when the signal aborts, before or during the search', () => {
    const g = newGame();
    const controller = new AbortController();
    controller.abort();
    expect(() => chooseTurn(g, { level: 'easy', seed: 1, signal: controller.signal })).toThrow(SearchAborted);
    let asked = 0;
    const later = {
      get aborted() {
        return ++asked > 2;
      },
    } as AbortSignal;
    expect(() => chooseTurn(g, { level: 'medium', seed: 1, signal: later })).toThrow(SearchAborted);
    expect(asked).toBeGreaterThan(2);
  });

  it('refuses an unknown level and a finished game', () => {
    expect(() => chooseTurn(newGame(), { level: 'grandmaster', seed: 1 })).toThrow(
      'There is no computer level "grandmaster"',
    );
    expect(() => chooseTurn(play(newGame(), { kind: 'resign', player: 0 }), { level: 'easy', seed: 1 })).toThrow(
      'the game is over',
    );
  });
});
