import * as P from '../src/rules/pebbles';
import * as S from '../src/rules/stones';
import * as B from '../src/rules/boulders';
import * as D from '../src/rules/pedestals';
import * as F from '../src/rules/final';
import { benchPositions } from '../bench/positions';
const g = benchPositions().find((p) => p.name === 'crowded-4p')!.game as any;
const rules = [...Object.values(P), ...Object.values(S), ...Object.values(B), ...Object.values(D), ...Object.values(F)].filter((r: any) => r && r.candidates && r.why) as any[];
for (const r of rules) {
  let n = 0, cands = 0, legal = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < 400) {
    const x = Object.freeze({ ...g });
    const c = r.candidates(x, x.current); cands = c.length; legal = 0;
    for (const a of c) if (r.why(x, x.current, a) === null) legal++;
    n++;
  }
  console.log(r.kind.padEnd(16), (((performance.now() - t0) / n) * 1000).toFixed(1).padStart(7), 'µs', cands, legal);
}
