// Pebble Rebel's strongest level, turn by turn, on positions of games between the levels (openings,
// middle games and late ones, Pebble to move and Rebel to place): its median and worst time a turn
// in each role (the target: the worst turn ≤ 2 s).
import * as rules from '../../src/games/pebble-rebel/rules/index';
import { chooseTurn, LEVELS } from '../../src/games/pebble-rebel/ai/index';
import { median, seededRandom } from '../stats';
import type { Measures } from '../run';

const GAMES = 6;

/** Every position met in games between the two strongest levels, each from its own seed. */
function positions(): rules.Game[] {
  const random = seededRandom(11);
  const out: rules.Game[] = [];
  const [hard, expert] = LEVELS.slice(-2);
  for (let i = 0; i < GAMES; i++) {
    let g = rules.newGame({ seed: Math.floor(random() * 2 ** 32) });
    while (rules.status(g).winner === null) {
      out.push(g);
      const level = (g.current + i) % 2 === 0 ? hard! : expert!;
      for (const a of chooseTurn(g, { level, seed: g.turn })) g = rules.play(g, a);
    }
  }
  return out;
}

export async function run(): Promise<Measures> {
  const strongest = LEVELS.at(-1)!;
  const times: [number[], number[]] = [[], []];
  for (const [i, game] of positions().entries()) {
    const t0 = performance.now();
    chooseTurn(game, { level: strongest, seed: i });
    times[game.current].push(performance.now() - t0);
  }
  const all = [...times[0], ...times[1]];
  return {
    [`ai.${strongest}.turns`]: all.length,
    [`ai.${strongest}.median_ms`]: median(all),
    [`ai.${strongest}.worst_ms`]: Math.max(...all),
    [`ai.${strongest}.pebble.worst_ms`]: Math.max(...times[0]),
    [`ai.${strongest}.rebel.worst_ms`]: Math.max(...times[1]),
  };
}
