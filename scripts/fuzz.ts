// `npm run fuzz`: the full hostile-input run for share strings and save files (the unit tests run
// a sample), plus the round trip of 1 000 seeded random games. Prints counts per category and
// exits non-zero if any input was accepted, threw, or took too long.
import { formatPosition } from '../src/rules/index';
import { decodeShare, encodeShare } from '../src/codec/share';
import { parseShareInput } from '../src/codec/link';
import { decodeSaveJson, encodeSaveJson, type SaveResult } from '../src/codec/save';
import { decodeSavePng } from '../src/codec/png-save';
import { seededRandom } from '../src/util/random';
import { randomGame } from '../test/support/random-games';
import { hostileSaveJson, hostileSavePng, hostileShareStrings, type Hostile } from '../test/codec/hostile';

const SHARE_COUNT = Number(process.env.FUZZ_SHARE ?? 10_000);
const SAVE_COUNT = Number(process.env.FUZZ_SAVES ?? 2_000);
const GAMES = Number(process.env.FUZZ_GAMES ?? 1_000);
/** One decode taking longer than this counts as a hang (generous: the machine may be busy). */
const SLOW_MS = 1000;

let failures = 0;

function run<T>(title: string, cases: Hostile<T>[], decode: (input: T) => { ok: boolean; error?: string }): void {
  const counts = new Map<string, { refused: number; accepted: number; threw: number; slow: number; worstMs: number }>();
  for (const { category, input } of cases) {
    const c = counts.get(category) ?? { refused: 0, accepted: 0, threw: 0, slow: 0, worstMs: 0 };
    counts.set(category, c);
    const t0 = performance.now();
    try {
      const result = decode(input);
      if (result.ok || !result.error) c.accepted++;
      else c.refused++;
    } catch {
      c.threw++;
    }
    const ms = performance.now() - t0;
    c.worstMs = Math.max(c.worstMs, ms);
    if (ms > SLOW_MS) c.slow++;
  }
  console.log(`\n${title}: ${cases.length} inputs`);
  for (const [category, c] of counts) {
    console.log(`  ${category.padEnd(38)} refused ${String(c.refused).padStart(5)}  accepted ${c.accepted}  threw ${c.threw}  slow ${c.slow}  worst ${c.worstMs.toFixed(1)} ms`);
    failures += c.accepted + c.threw + c.slow;
  }
}

const random = seededRandom(2024);
const shareCases = hostileShareStrings(random, SHARE_COUNT);
run('share strings (decodeShare)', shareCases, decodeShare);
run('share strings pasted into Load Position (parseShareInput)', shareCases.slice(0, SHARE_COUNT / 5), parseShareInput);
run('JSON saves (decodeSaveJson)', hostileSaveJson(random, SAVE_COUNT), decodeSaveJson);
run('PNG saves (decodeSavePng)', hostileSavePng(random, SAVE_COUNT), decodeSavePng as (b: Uint8Array) => SaveResult);

// Round trip: every position of GAMES random games through the share string and the JSON save.
let positions = 0;
let mismatches = 0;
const t0 = performance.now();
for (let i = 0; i < GAMES; i++) {
  const games = randomGame((2 + (i % 3)) as 2 | 3 | 4, 10_000 + i, 20 + (i % 60));
  for (const g of games) {
    positions++;
    const shared = decodeShare(encodeShare(g));
    const saved = decodeSaveJson(encodeSaveJson({ game: g, log: [], settings: {} }));
    const same =
      shared.ok && formatPosition(shared.game) === formatPosition(g) &&
      saved.ok && saved.save.game.history.map(formatPosition).join() === g.history.map(formatPosition).join() &&
      formatPosition(saved.save.game) === formatPosition(g);
    if (!same) {
      mismatches++;
      if (mismatches <= 3) console.log(`round trip failed:\n${formatPosition(g)}`);
    }
  }
}
failures += mismatches;
console.log(`\nround trip: ${GAMES} random games, ${positions} positions, ${mismatches} changed (${((performance.now() - t0) / 1000).toFixed(1)} s)`);

console.log(failures === 0 ? '\nfuzz: all hostile inputs refused, all positions round-tripped' : `\nfuzz: ${failures} FAILURES`);
process.exit(failures === 0 ? 0 : 1);
