// Divided Loyalties' strongest level, turn by turn, on 16 positions of games between Medium and Hard:
// on Crossroads and three other layouts, four from each game (early, middle, late and the nearly
// full field of the last set, either side to move). Its median and worst time a turn (the issue's
// target: the worst ≤ 2 s), and its worst turn over the reference workload timed beside each think
// (bench/reference.ts, as Vacuum's ai bench prints it), carried to a phone-class CPU. Expert deepens
// while its node budget lasts and stops at 1.5 s in any case (ai/levels.ts), so on a busy machine
// its worst turn is that guard.
import * as rules from '../../src/games/divided-loyalties/rules/index';
import { chooseTurn } from '../../src/games/divided-loyalties/ai/index';
import { againstReference, PHONE_SLOWDOWN } from '../reference';
import { median, seededRandom } from '../stats';
import type { Measures } from '../run';

const LAYOUTS: rules.LayoutId[] = ['crossroads', 'kite', 'octopus', 'wind-wheel'];
/** Where in each game a position is timed, as a share of its turns. */
const STAGES = [0.1, 0.4, 0.7, 0.95];

function positions(): rules.Game[] {
  const random = seededRandom(23);
  return LAYOUTS.flatMap((layout, i) => {
    const game: rules.Game[] = [];
    let g = rules.newGame({ layout });
    while (rules.status(g).winner === null) {
      game.push(g);
      const level = (g.current + i) % 2 === 0 ? 'hard' : 'medium';
      for (const a of chooseTurn(g, { level, seed: Math.floor(random() * 1e6) })) g = rules.play(g, a);
    }
    return STAGES.map((at) => game[Math.floor(at * (game.length - 1))]!);
  });
}

export async function run(): Promise<Measures> {
  const games = positions();
  const { ms, ratio, fastestReferenceMs } = againstReference(
    games.map((g, seed) => () => void chooseTurn(g, { level: 'expert', seed })),
  );
  return {
    'ai.expert.positions': games.length,
    'ai.expert.median_ms': median(ms),
    'ai.expert.worst_ms': Math.max(...ms),
    'ai.reference_ms.fastest': fastestReferenceMs,
    'ai.think.expert.worst_over_reference': ratio,
    'ai.think_ms.expert.worst.phone_estimate': PHONE_SLOWDOWN * ratio * fastestReferenceMs,
  };
}
