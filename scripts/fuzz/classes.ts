// The hostile-input run shared by every game's fuzzing: each input of a class is decoded, and counted
// as refused with a message, escaped (threw, or accepted) or slow (over 100 ms, in the fastest of
// three tries), with the worst time and the most memory one input grew the process by.
import { refusedWithMessage, type Hostile } from '../../test/codec/hostile';

/** One input taking longer than this is slow: the page would stutter. */
const SLOW_MS = 100;

interface Counts {
  tried: number;
  refused: number;
  escaped: number;
  slow: number;
  worstMs: number;
  worstMb: number; // the most the process grew while reading one input
}

const row = (name: string, c: Counts): string =>
  `  ${name.padEnd(40)} ${String(c.tried).padStart(6)} ${String(c.refused).padStart(8)} ${String(c.escaped).padStart(8)} ${String(c.slow).padStart(5)} ${c.worstMs.toFixed(1).padStart(9)} ${c.worstMb.toFixed(0).padStart(9)}`;

/**
 * A time over the limit is measured twice more and the fastest counts: a busy machine (a garbage
 * collection, another process) can stall any call once, an input that is really slow is slow
 * every time.
 */
function confirmedMs(ms: number, again: () => unknown): number {
  for (let i = 0; i < 2 && ms > SLOW_MS; i++) {
    const t0 = performance.now();
    try {
      again();
    } catch {
      // counted as escaped already
    }
    ms = Math.min(ms, performance.now() - t0);
  }
  return ms;
}

/** Feeds every input to `decode`, prints a row per class, and returns the escaped and slow ones. */
export function runClass<T>(
  title: string,
  cases: Hostile<T>[],
  decode: (input: T) => Parameters<typeof refusedWithMessage>[0],
): number {
  const counts = new Map<string, Counts>();
  for (const { category, input } of cases) {
    const c = counts.get(category) ?? { tried: 0, refused: 0, escaped: 0, slow: 0, worstMs: 0, worstMb: 0 };
    counts.set(category, c);
    c.tried++;
    const rss = process.memoryUsage.rss();
    const t0 = performance.now();
    try {
      if (refusedWithMessage(decode(input))) c.refused++;
      else c.escaped++;
    } catch {
      c.escaped++;
    }
    c.worstMb = Math.max(c.worstMb, (process.memoryUsage.rss() - rss) / 2 ** 20);
    const ms = confirmedMs(performance.now() - t0, () => decode(input));
    c.worstMs = Math.max(c.worstMs, ms);
    if (ms > SLOW_MS) c.slow++;
  }
  console.log(`\n${title}: ${cases.length} inputs`);
  console.log(`  ${'class'.padEnd(40)}  tried  refused  escaped  slow  worst ms  worst MB`);
  let failures = 0;
  for (const [category, c] of counts) {
    console.log(row(category, c));
    failures += c.escaped + c.slow;
  }
  return failures;
}
