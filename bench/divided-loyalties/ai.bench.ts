// Divided Loyalties' strongest level, turn by turn, on positions of games between Medium and Hard on
// Crossroads and three other layouts (openings, middle games and the nearly full field of the last
// set, either side to move): its median and worst time a turn (the target: the worst ≤ 2 s).
// Expert deepens while its node budget lasts and stops at 1.5 s in any case (ai/levels.ts), so on a
// busy machine its worst turn is that guard.
import * as rules from '../../src/games/divided-loyalties/rules/index';
import { chooseTurn } from '../../src/games/divided-loyalties/ai/index';
import { median, seededRandom } from '../stats';
import type { Measures } from '../run';

const LAYOUTS: rules.LayoutId[] = ['crossroads', 'kite', 'octopus', 'wind-wheel'];
/** Every this many turns of a game, one position is timed. */
const EVERY = 12;

function positions(): rules.Game[] {
  const random = seededRandom(23);
  const out: rules.Game[] = [];
  LAYOUTS.forEach((layout, i) => {
    let g = rules.newGame({ layout });
    for (let n = 0; rules.status(g).winner === null; n++) {
      if (n % EVERY === EVERY - 1) out.push(g);
      const level = (g.current + i) % 2 === 0 ? 'hard' : 'medium';
      for (const a of chooseTurn(g, { level, seed: Math.floor(random() * 1e6) })) g = rules.play(g, a);
    }
  });
  return out;
}

export async function run(): Promise<Measures> {
  const games = positions();
  const times = games.map((g, seed) => {
    const t0 = performance.now();
    chooseTurn(g, { level: 'expert', seed });
    return performance.now() - t0;
  });
  return {
    'ai.expert.positions': games.length,
    'ai.expert.median_ms': median(times),
    'ai.expert.worst_ms': Math.max(...times),
  };
}
