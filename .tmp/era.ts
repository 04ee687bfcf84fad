import { apply } from '../src/ai/moves';
import { seededRandom } from '../src/util/random';
import { chooseTurnState } from '../src/ai/search';
import { fromGame, winnerOf } from '../src/ai/state';
import { randomTurn } from '../src/ai/arena';
import { newGame } from '../src/rules/index';
const bots = process.argv.slice(2, 4) as any[];
const limit = Number(process.argv[4] ?? 80);
const N = Number(process.argv[5] ?? 20);
let era = [0, 0], wins = [0, 0];
for (let g = 0; g < N; g++) {
  const s = fromGame(newGame({ players: 2, turnLimit: limit }));
  const r = seededRandom(g + 1);
  const seatBot = g % 2 === 0 ? [0, 1] : [1, 0];
  while (winnerOf(s) === -1) {
    const b = seatBot[s.current]!;
    const acts = bots[b] === 'random' ? randomTurn(s, r) : chooseTurnState(s, { level: bots[b], seed: g * 31 + s.turn }).actions;
    for (const a of acts) apply(s, a);
  }
  for (const p of s.stoneEra) era[seatBot[p]!]++;
  const w = winnerOf(s); if (w >= 0) wins[seatBot[w]!]++;
}
console.log(bots, 'stone era entered:', era, 'wins:', wins, 'of', N);
