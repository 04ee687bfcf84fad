import { formatPosition, play, legalActions } from '../work/wt-10a/src/rules/index';
import { randomGame } from '../work/wt-10a/test/support/random-games';
let maxH = 0, plays = 0; const t0 = performance.now();
for (let i = 0; i < 60; i++) for (const g of randomGame((2 + (i % 3)) as 2|3|4, 500 + i, 80)) { maxH = Math.max(maxH, g.history.length); }
console.log('max history', maxH);
const games = randomGame(2, 7, 40);
const t1 = performance.now(); let n=0;
for (const g of games) { const as = legalActions(g); for (const a of as.slice(0, 20)) { play(g, a); n++; } }
console.log('play µs', ((performance.now()-t1)*1000/n).toFixed(1), n);
const t2 = performance.now();
for (const g of games) formatPosition(g);
console.log('format µs', ((performance.now()-t2)*1000/games.length).toFixed(1));
