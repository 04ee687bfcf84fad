// The computer players through their door: legal whole turns at every level and in either role,
// the same turn for the same seed, stopping when asked, and choices made from what a player sees
// (never the draw's seed).
import { describe, expect, it, vi } from 'vitest';
import { chooseTurn, LEVELS, SearchAborted } from '../../../src/games/pebble-rebel/ai/index';
import {
  formatAction,
  formatPosition,
  newGame,
  parsePosition,
  play,
  status,
  type Action,
  type Game,
} from '../../../src/games/pebble-rebel/rules/index';
import { threats } from '../../../src/games/pebble-rebel/ai/evaluate';
import { viewOf } from '../../../src/games/pebble-rebel/ai/state';
import { position, positionText, sq } from './helpers';

const THREE_RED = ['R R R . . .', 'B Y G B . R', '. . . . . .', '. . . . . .', 'Y G B Y G .', '. . . . . .'];
const playTurn = (g: Game, turn: Action[]): Game => turn.reduce(play, g);

/** A game between two levels, Pebble's first; every turn checked legal by `play` itself. */
function playGame(pebble: string, rebel: string, seed: number): Game {
  let g = newGame({ seed });
  while (status(g).winner === null) {
    const turn = chooseTurn(g, { level: g.current === 0 ? pebble : rebel, seed: seed + g.turn });
    if (g.current === 0) expect(turn).toHaveLength(1);
    else expect(turn.length).toBe(g.hand.length); // his whole hand, unless a stone ends the game
    g = playTurn(g, turn);
  }
  return g;
}

// Random games and searches take seconds on a busy machine: no test here measures time.
vi.setConfig({ testTimeout: 60_000 });

describe('computer players', () => {
  it('names its levels weakest first', () => {
    expect(LEVELS).toEqual(['easy', 'medium', 'hard', 'expert']);
  });

  it('plays whole legal games at the lower levels, in either role', () => {
    for (const [pebble, rebel] of [
      ['easy', 'medium'],
      ['medium', 'easy'],
      ['medium', 'hard'],
    ]) {
      expect(status(playGame(pebble!, rebel!, 3)).winner).not.toBe(null);
    }
  });

  it('plays legal turns at every level for Pebble and for Rebel', () => {
    const rebel = play(newGame({ seed: 4 }), { kind: 'move', from: sq('b2'), to: sq('b6') }); // hand of three
    for (const level of LEVELS) {
      expect(() => playTurn(newGame({ seed: 4 }), chooseTurn(newGame({ seed: 4 }), { level, seed: 1 }))).not.toThrow();
      const after = playTurn(rebel, chooseTurn(rebel, { level, seed: 1 }));
      expect(status(after)).toMatchObject({ current: 0, hand: [] });
    }
  });

  it('chooses the same turn for the same seed', () => {
    const g = play(newGame({ seed: 8 }), { kind: 'move', from: sq('e5'), to: sq('e6') });
    for (const level of ['easy', 'hard']) {
      const a = chooseTurn(g, { level, seed: 42 }).map(formatAction);
      expect(chooseTurn(g, { level, seed: 42 }).map(formatAction)).toEqual(a);
    }
  });

  it('chooses from what a player sees: the same position with another draw seed gets the same turn', () => {
    const text = positionText({
      rows: THREE_RED.map((r) => r.replace('R R R', 'R B R')),
      current: 'rebel',
      hand: 'R Y',
    });
    const seeds = [0, 1, 123456789].map((seed) => parsePosition(text.replace('seed 0', `seed ${seed}`)));
    for (const level of LEVELS) {
      const turns = seeds.map((g) => chooseTurn(g, { level, seed: 5 }).map(formatAction).join(' '));
      expect(new Set(turns).size).toBe(1);
    }
    const pebble = parsePosition(formatPosition(newGame({ seed: 0 })).replace('seed 0', 'seed 77'));
    expect(chooseTurn(pebble, { level: 'hard', seed: 2 })).toEqual(
      chooseTurn(newGame({ seed: 0 }), { level: 'hard', seed: 2 }),
    );
  });

  it('takes a winning move, and as Rebel blocks the hole that would lose', () => {
    for (const level of LEVELS) {
      expect(chooseTurn(position({ rows: THREE_RED }), { level, seed: 1 })).toEqual([
        { kind: 'move', from: sq('f2'), to: sq('d1') },
      ]);
    }
    const rebel = position({ rows: THREE_RED, current: 'rebel', hand: 'G' });
    for (const level of ['hard', 'expert']) {
      expect(chooseTurn(rebel, { level, seed: 1 })).toEqual([{ kind: 'place', colour: 'G', at: sq('d1') }]);
    }
  });

  it('stops thinking when the signal aborts, before or during the search', () => {
    const controller = new AbortController();
    controller.abort();
    expect(() => chooseTurn(newGame(), { level: 'expert', seed: 1, signal: controller.signal })).toThrow(SearchAborted);
    // A signal that turns aborted after the search has begun.
    let asked = 0;
    const later = {
      get aborted() {
        return ++asked > 3;
      },
    } as AbortSignal;
    expect(() => chooseTurn(newGame(), { level: 'expert', seed: 1, signal: later })).toThrow(SearchAborted);
    expect(asked).toBeGreaterThan(3);
  });

  it('counts Pebble’s winning moves from the board alone, whatever boards were judged before', () => {
    // Three blue on a1–c1, the hole d1 walled in by red: no blue stone can reach it.
    const walled = position({
      rows: ['B B B . R .', 'Y G R R G Y', '. . . . . .', '. . . . . .', 'Y G Y G Y G', '. . . . . .'],
    });
    // Many small regions of empty squares, blue stones beside every one.
    const crowded = position({
      rows: ['. B . B . B', 'B . B . B .', '. B . B . B', 'B . B . B .', 'R Y R Y R Y', 'G R G R G R'],
    });
    const count = (g: Game): number => threats(viewOf(g).board);
    const alone = count(walled);
    expect(alone).toBe(0);
    count(crowded);
    expect(count(walled)).toBe(alone);
  });

  it('refuses a finished game and an unknown level', () => {
    expect(() => chooseTurn(play(newGame(), { kind: 'resign', player: 0 }), { level: 'easy', seed: 1 })).toThrow(
      'game is over',
    );
    expect(() => chooseTurn(newGame(), { level: 'grandmaster', seed: 1 })).toThrow(RangeError);
  });
});
