// The reference workload the computer players' benchmarks time beside each think: the same 20 seeded
// random 2-player Vacuum games through its fast engine. A think over the reference timed next to it
// does not depend on how busy the machine is, so the ratio compares runs and machines; carried to a
// phone-class CPU, 4× slower than this machine at its least busy (Chromium's usual mobile throttle).
import { newGame } from '../src/games/vacuum/rules/index';
import { randomTurn } from '../src/games/vacuum/ai/arena';
import { apply } from '../src/games/vacuum/ai/moves';
import { fromGame, winnerOf } from '../src/games/vacuum/ai/state';
import { seededRandom } from '../src/util/random';

/** Vacuum's turn limit in the random playouts (its ai bench's playouts through the rules core too). */
export const PLAYOUT_TURN_LIMIT = 60;

/** How much slower a phone-class CPU is than this machine (Chromium's mobile CPU throttle). */
export const PHONE_SLOWDOWN = 4;

/** One random Vacuum game through the fast engine; returns its actions. */
export function fastPlayout(players: 2 | 3 | 4, random: () => number): number {
  const s = fromGame(newGame({ players, turnLimit: PLAYOUT_TURN_LIMIT }));
  let n = 0;
  while (winnerOf(s) === -1) {
    for (const a of randomTurn(s, random)) {
      apply(s, a);
      n++;
    }
  }
  return n;
}

/** The reference workload's time, in ms. */
function reference(): number {
  const t0 = performance.now();
  for (let i = 0; i < 20; i++) fastPlayout(2, seededRandom(1_000 + i));
  return performance.now() - t0;
}

/**
 * Each think timed between two runs of the reference: every think's ms, the worst ratio of a think
 * to the mean of its two references, and the fastest reference seen.
 */
export function againstReference(thinks: readonly (() => void)[]): {
  ms: number[];
  ratio: number;
  fastestReferenceMs: number;
} {
  const ms: number[] = [];
  let ratio = 0;
  let fastest = Infinity;
  for (const think of thinks) {
    const before = reference();
    const t0 = performance.now();
    think();
    const dt = performance.now() - t0;
    const after = reference();
    ms.push(dt);
    ratio = Math.max(ratio, dt / ((before + after) / 2));
    fastest = Math.min(fastest, before, after);
  }
  return { ms, ratio, fastestReferenceMs: fastest };
}
