// Pressure's strongest level, move by move, on positions of seeded random games (openings,
// middle games and late ones): its median and worst time a move (target: worst ≤ 1 s on this
// machine), and the plain alpha-beta baseline's on the same positions for comparison.
import * as rules from '../../src/games/pressure/rules/index';
import { BASELINE_LEVEL, chooseTurn, LEVELS } from '../../src/games/pressure/ai/index';
import { playFrom } from '../../test/games/pressure/played';
import { median, seededRandom } from '../stats';
import type { Measures } from '../run';

const POSITIONS = 24;

function positions(): rules.Game[] {
  const random = seededRandom(7);
  const out: rules.Game[] = [rules.newGame()];
  while (out.length < POSITIONS) {
    const { end } = playFrom(rules.newGame(), random, Math.floor(random() * 80));
    if (rules.status(end).winner === null) out.push(end);
  }
  return out;
}

function timed(level: string, games: rules.Game[]): number[] {
  return games.map((game, i) => {
    const t0 = performance.now();
    chooseTurn(game, { level, seed: i });
    return performance.now() - t0;
  });
}

export async function run(): Promise<Measures> {
  const games = positions();
  const strongest = LEVELS.at(-1)!;
  const ours = timed(strongest, games);
  const baseline = timed(BASELINE_LEVEL, games);
  return {
    [`ai.${strongest}.median_ms`]: median(ours),
    [`ai.${strongest}.worst_ms`]: Math.max(...ours),
    'ai.baseline.median_ms': median(baseline),
    'ai.baseline.worst_ms': Math.max(...baseline),
  };
}
