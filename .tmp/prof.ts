import { legalActions } from '../src/rules/index';
import { benchPositions } from '../bench/positions';
const g = benchPositions().find((p) => p.name === 'crowded-4p')!.game;
const t0 = performance.now();
let n = 0;
while (performance.now() - t0 < 6000) { legalActions(Object.freeze({ ...g })); n++; }
console.log(((performance.now() - t0) / n).toFixed(3), 'ms');
