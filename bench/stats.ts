// Small statistics helpers shared by the benchmark modules.
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[i]!;
}

export const median = (xs: readonly number[]): number =>
  quantile(
    [...xs].sort((a, b) => a - b),
    0.5,
  );

/** Runs `fn` repeatedly (after a warm-up) and returns the sorted per-call times in ms. */
export function timeCalls(fn: () => void, calls: number, warmup = Math.ceil(calls / 10)): number[] {
  for (let i = 0; i < warmup; i++) fn();
  const times: number[] = [];
  for (let i = 0; i < calls; i++) {
    const t0 = performance.now();
    fn();
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b);
}

export { seededRandom } from '../src/util/random';
