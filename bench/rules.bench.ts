// Rules core speed: legalActions on the benchmark positions, beside the search's fast engine
// generating the same actions, and random playouts per second.
import { legalActions, newGame, play, status, type Game } from '../src/games/vacuum/rules/index';
import { generate } from '../src/games/vacuum/ai/moves';
import { fromGame } from '../src/games/vacuum/ai/state';
import { benchPositions } from './positions';
import { median, quantile, seededRandom, timeCalls } from './stats';
import type { Measures } from './run';

/**
 * Median times of the public core's legalActions and the fast engine's generate (resign
 * included) on one position, calls alternating so both see the same machine load.
 */
function coreAgainstFast(game: Game, calls: number): { core: number; fast: number } {
  const state = fromGame(game);
  const core: number[] = [];
  const fast: number[] = [];
  for (let i = 0; i < calls + calls / 10; i++) {
    // A shallow copy is a new Game value, so legalActions cannot answer from its cache.
    const copy = Object.freeze({ ...game });
    let t0 = performance.now();
    legalActions(copy);
    const c = performance.now() - t0;
    t0 = performance.now();
    generate(state, [], true);
    const f = performance.now() - t0;
    if (i >= calls / 10) {
      core.push(c);
      fast.push(f);
    }
  }
  return { core: median(core), fast: median(fast) };
}

/** A full random game with a turn limit; returns the number of actions played. */
function playout(players: 2 | 3 | 4, random: () => number, turnLimit: number): number {
  let g: Game = newGame({ players, turnLimit });
  let actions = 0;
  while (status(g).winner === null) {
    const legal = legalActions(g).filter((a) => a.kind !== 'resign');
    g = play(g, legal[Math.floor(random() * legal.length)]!);
    actions++;
  }
  return actions;
}

export async function run(): Promise<Measures> {
  const out: Measures = {};
  for (const { name, game } of benchPositions()) {
    // A shallow copy is a new Game value, so legalActions cannot answer from its cache.
    const times = timeCalls(() => legalActions(Object.freeze({ ...game })), 400);
    out[`rules.legalActions.${name}.median_ms`] = quantile(times, 0.5);
    out[`rules.legalActions.${name}.p95_ms`] = quantile(times, 0.95);
    out[`rules.legalActions.${name}.count`] = legalActions(game).length;
    const { core, fast } = coreAgainstFast(game, 1000);
    out[`rules.legalActions.${name}.fast_median_ms`] = fast;
    out[`rules.legalActions.${name}.vs_fast`] = core / fast;
  }
  for (const players of [2, 4] as const) {
    const random = seededRandom(players);
    const t0 = performance.now();
    let games = 0;
    let actions = 0;
    while (performance.now() - t0 < 4000 || games < 3) {
      actions += playout(players, random, 60);
      games++;
    }
    const seconds = (performance.now() - t0) / 1000;
    out[`rules.playouts_per_s.${players}p`] = games / seconds;
    out[`rules.actions_per_s.${players}p`] = actions / seconds;
  }
  return out;
}
