// The computer players: legal turns at every level, replayable from a seed, stopped by a signal,
// sound in small tactical positions; and the share of its clock the computer spends.
import { describe, expect, it } from 'vitest';
import { isLegal, legalActions, newGame, play, status, type Game } from '../../../src/games/glyph-grid/rules/index';
import { chooseTurn, choosesSwap, LEVELS, SearchAborted } from '../../../src/games/glyph-grid/ai/index';
import * as rules from '../../../src/games/glyph-grid/rules/index';
import { RESERVE_MS, thinkingTime } from '../../../src/games/glyph-grid/ai/clock';
import { chooseMove } from '../../../src/games/glyph-grid/ai/search';
import { fromGame } from '../../../src/games/glyph-grid/ai/state';
import { seededRandom } from '../../../src/util/random';
import { move, position } from './helpers';

const SLOW = 60_000;
/** Clocks a little above the reserve: Expert thinks 100 ms (thinkingTime), not its full 1.5 s. */
const CLOCKS = '12000 12000';

/** Positions along a seeded random game. */
function somePositions(count: number, seed: number): Game[] {
  const random = seededRandom(seed);
  const out: Game[] = [];
  let g = newGame();
  while (out.length < count) {
    if (status(g).winner !== null) g = newGame();
    out.push(g);
    const moves = legalActions(g).filter((a) => a.kind !== 'resign');
    g = play(g, moves[Math.floor(random() * moves.length)]!);
  }
  return out;
}

describe('computer players', () => {
  it('the levels, weakest first', () => {
    expect(LEVELS).toEqual(['easy', 'medium', 'hard', 'expert']);
  });

  it(
    'every level plays one legal action on random positions (no resignations)',
    () => {
      for (const [i, g] of somePositions(4, 3).entries()) {
        for (const level of i === 3 ? LEVELS : ['easy', 'medium']) {
          const turn = chooseTurn(g, { level, seed: i });
          expect(turn).toHaveLength(1);
          expect(isLegal(g, turn[0]!)).toBe(true);
          expect(turn[0]!.kind).not.toBe('resign');
        }
      }
    },
    SLOW,
  );

  it(
    'is deterministic for a seed (Expert with a node limit and no clock)',
    () => {
      const g = somePositions(3, 11)[2]!;
      for (const level of ['easy', 'medium']) {
        expect(chooseTurn(g, { level, seed: 42 })).toEqual(chooseTurn(g, { level, seed: 42 }));
      }
      const expert = () => chooseMove(fromGame(g), 'expert', 7, { ms: null, nodes: 5_000 });
      expect(expert()).toEqual(expert());
    },
    SLOW,
  );

  it('the seed varies the weakest level’s play', () => {
    const g = newGame();
    const turns = new Set(
      [1, 2, 3, 4, 5, 6, 7, 8].map((seed) => JSON.stringify(chooseTurn(g, { level: 'easy', seed }))),
    );
    expect(turns.size).toBeGreaterThan(1);
  });

  it('stops with SearchAborted when the signal aborts, before or during the search', () => {
    const aborted = AbortSignal.abort();
    expect(() => chooseTurn(newGame(), { level: 'easy', seed: 1, signal: aborted })).toThrow(SearchAborted);
    let reads = 0;
    const later = {
      get aborted() {
        return ++reads > 2;
      },
    } as AbortSignal;
    expect(() => chooseTurn(newGame(), { level: 'expert', seed: 1, signal: later })).toThrow(SearchAborted);
  });

  it('refuses an unknown level and a finished game', () => {
    expect(() => chooseTurn(newGame(), { level: 'grandmaster', seed: 1 })).toThrow(/no computer level/);
    const over = play(newGame(), { kind: 'resign', player: 0 });
    expect(() => chooseTurn(over, { level: 'easy', seed: 1 })).toThrow(/over/);
  });

  it(
    'every level takes a win in one: an ANCHOR that seals a line',
    () => {
      const g = position({ pieces: { f7: 'S', b4: 'S', a7: 'C', d1: 'c' }, marks: { c7: 'w', d7: 'w', e7: 'w' } });
      for (const level of LEVELS) expect(chooseTurn(g, { level, seed: 3 })).toEqual([move('anchor', 'f7')]);
    },
    SLOW,
  );

  it(
    'Medium and up save their Core from a capture next turn',
    () => {
      // Black's Shard on e5 would take White's Core on d4... by VECTOR next turn unless White acts.
      const g = position({ pieces: { d4: 'C', e5: 's', d2: 'c', b7: 'S' }, clocks: CLOCKS });
      for (const level of ['medium', 'hard', 'expert']) {
        const [a] = chooseTurn(g, { level, seed: 5 });
        const after = play(g, a!);
        const threats = legalActions(after).filter((x) => x.kind !== 'resign' && status(play(after, x)).winner === 1);
        expect(threats).toEqual([]);
      }
    },
    SLOW,
  );

  it(
    'Medium and up break the opponent’s Dominion by claiming a mark',
    () => {
      const g = position({
        current: 'black',
        clocks: CLOCKS,
        pieces: { d2: 's', a3: 'C', g1: 'c' },
        marks: { a7: 'w', c7: 'w', e7: 'w', a5: 'w', g5: 'w', d3: 'w' },
      });
      for (const level of ['medium', 'hard', 'expert']) {
        expect(chooseTurn(g, { level, seed: 2 })).toEqual([move('anchor', 'd2', 'd3')]);
      }
    },
    SLOW,
  );
});

describe('thinking time on the clock', () => {
  it('an untimed game or a full clock gives the level’s budget', () => {
    expect(thinkingTime(null, 1500)).toBe(1500);
    expect(thinkingTime(null, null)).toBeNull();
    expect(thinkingTime(300_000, 1500)).toBe(1500);
  });

  it('never spends the reserve while above it, and only scraps once inside it', () => {
    expect(thinkingTime(20_000, 1500)).toBe(500);
    expect(thinkingTime(RESERVE_MS, 1500)).toBe(200);
    expect(thinkingTime(1000, null)).toBe(20);
    for (const remaining of [10_001, 10_500, 12_000, 30_000, 100_000, 300_000]) {
      expect(remaining - thinkingTime(remaining, null)!).toBeGreaterThanOrEqual(RESERVE_MS);
    }
  });

  it('a whole game of 150 moves at full spending never loses on time with more than 10 s left, nor runs out after', () => {
    for (const start of [300_000, 60_000, 10_500, 9_000]) {
      let clock = start;
      for (let move = 0; move < 150; move++) {
        clock -= thinkingTime(clock, 1500)!;
        expect(clock).toBeGreaterThan(0);
        if (start > RESERVE_MS) expect(clock).toBeGreaterThanOrEqual(RESERVE_MS);
      }
    }
  });
});

describe('the swap (R12): a computer holding Black weighs taking White’s side', () => {
  const after = (move: string) => {
    const g = rules.newGame({ clock: null });
    return rules.play(g, rules.parseAction(g, move));
  };

  // Hard's first move (fixed work, so the same on any machine; Expert's, on an idle one, is the same).
  it('swaps after Hard’s own first move, and not after a quiet one', () => {
    const start = rules.newGame({ clock: null });
    const [first] = chooseTurn(start, { level: 'hard', seed: 1 });
    expect(rules.formatAction(first!)).toBe('lance f6-d4');
    expect(choosesSwap(rules.play(start, first!))).toBe(true);
    expect(choosesSwap(after('anchor e7'))).toBe(false);
    expect(choosesSwap(after('vector d7-d6'))).toBe(false);
  });

  it('is asked only of Black to move: never at the start, and the same answer every time', () => {
    expect(choosesSwap(rules.newGame({ clock: null }))).toBe(false);
    const g = after('lance f6-d4');
    expect([choosesSwap(g), choosesSwap(g)]).toEqual([true, true]);
  });
});
