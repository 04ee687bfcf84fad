// The computer players' door: legal, deterministic for a seed, stops when asked, plays the obvious.
import { describe, expect, it } from 'vitest';
import { BASELINE_LEVEL, chooseTurn, LEVELS, SearchAborted } from '../../../src/games/pressure/ai/index';
import { formatAction, isLegal, newGame, play, status, type Game } from '../../../src/games/pressure/rules/index';
import { at, randomGames } from './helpers';

/** A few positions from seeded random games, the game still on. */
const positions: Game[] = [
  newGame(),
  ...[...randomGames(3, 31, 40)].filter((_, i) => i % 9 === 4).map((r) => r.game),
].filter((g) => status(g).winner === null);

describe('computer players', () => {
  it('R10: four levels, weakest first, and the baseline by its own name', () => {
    expect(LEVELS).toEqual(['easy', 'medium', 'hard', 'expert']);
    expect(LEVELS).not.toContain(BASELINE_LEVEL);
    expect(BASELINE_LEVEL).toBe('baseline');
  });

  it('R10: every level plays one legal move, the same one for the same seed', { timeout: 60_000 }, () => {
    for (const level of [...LEVELS, BASELINE_LEVEL]) {
      for (const g of positions.slice(0, level === 'expert' ? 2 : 5)) {
        const turn = chooseTurn(g, { level, seed: 7 });
        expect(turn).toHaveLength(1);
        expect(isLegal(g, turn[0]!)).toBe(true);
        expect(chooseTurn(g, { level, seed: 7 })).toEqual(turn);
      }
    }
  });

  it('R10: the computer takes a winning capture and wins at once when it can', () => {
    const g = at('...../...../...../.W.../WB.W. w 0 0');
    for (const level of ['medium', 'hard', 'expert', BASELINE_LEVEL]) {
      expect(formatAction(chooseTurn(g, { level, seed: 1 })[0]!)).toBe('d5-c5');
    }
    const push = at('...../...../WBWB./...../..... w 0 0');
    expect(formatAction(chooseTurn(push, { level: 'expert', seed: 3 })[0]!)).toBe('a3-b3');
  });

  it('R10: a search stops with SearchAborted when its signal aborts', () => {
    const controller = new AbortController();
    controller.abort();
    expect(() => chooseTurn(newGame(), { level: 'expert', seed: 1, signal: controller.signal })).toThrow(SearchAborted);
    // A signal that aborts while the search runs: it is looked at again and again, and obeyed.
    let looks = 0;
    const during = {
      get aborted() {
        return ++looks > 3;
      },
    } as AbortSignal;
    expect(() => chooseTurn(newGame(), { level: 'expert', seed: 1, signal: during })).toThrow(SearchAborted);
    expect(looks).toBeGreaterThan(3);
  });

  it('R10: an unknown level or a finished game is refused', () => {
    expect(() => chooseTurn(newGame(), { level: 'grandmaster', seed: 1 })).toThrow(
      'no computer level called "grandmaster"',
    );
    const over = play(newGame(), { kind: 'resign', player: 0 });
    expect(() => chooseTurn(over, { level: 'easy', seed: 1 })).toThrow('the game is over');
  });
});
