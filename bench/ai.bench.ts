// Computer players: random playouts per second through the public rules core and through the
// search's fast engine (same random policy, same turn limit), and think time per level. Expert's
// worst turn is also measured against the reference workload timed beside each think in this
// process (bench/reference.ts: the ratio does not depend on how busy the machine is), and carried to
// a phone-class CPU.
import { legalActions, newGame, play, status, type Game } from '../src/games/vacuum/rules/index';
import { seededRandom } from '../src/util/random';
import { chooseTurnState, LEVELS } from '../src/games/vacuum/ai/search';
import { fromGame } from '../src/games/vacuum/ai/state';
import { benchPositions } from './positions';
import { againstReference, fastPlayout, PHONE_SLOWDOWN, PLAYOUT_TURN_LIMIT } from './reference';
import type { Measures } from './run';

const SECONDS = 3;

/** Plays random games for a few seconds; returns games and actions per second. */
function rate(playout: () => number): { games: number; actions: number } {
  const t0 = performance.now();
  let games = 0,
    actions = 0;
  while (performance.now() - t0 < SECONDS * 1000 || games < 2) {
    actions += playout();
    games++;
  }
  const s = (performance.now() - t0) / 1000;
  return { games: games / s, actions: actions / s };
}

function corePlayout(players: 2 | 3 | 4, random: () => number): number {
  let g: Game = newGame({ players, turnLimit: PLAYOUT_TURN_LIMIT });
  let n = 0;
  while (status(g).winner === null) {
    const legal = legalActions(g).filter((a) => a.kind !== 'resign');
    g = play(g, legal[Math.floor(random() * legal.length)]!);
    n++;
  }
  return n;
}

/**
 * Expert's worst turn over the positions and seeds against the reference: the worst ratio of a think
 * to its reference, and the fastest reference seen.
 */
function expertAgainstReference(positions: readonly Game[]): { ratio: number; fastestReferenceMs: number } {
  return againstReference(
    positions.flatMap((game) =>
      [1, 2, 3].map((seed) => () => void chooseTurnState(fromGame(game), { level: 'expert', seed })),
    ),
  );
}

export async function run(): Promise<Measures> {
  const out: Measures = {};
  for (const players of [2, 4] as const) {
    const core = rate(() => corePlayout(players, seededRandom(players)));
    const fast = rate(() => fastPlayout(players, seededRandom(players)));
    out[`ai.core.playouts_per_s.${players}p`] = core.games;
    out[`ai.core.actions_per_s.${players}p`] = core.actions;
    out[`ai.fast.playouts_per_s.${players}p`] = fast.games;
    out[`ai.fast.actions_per_s.${players}p`] = fast.actions;
  }
  const positions = benchPositions().filter((p) => status(p.game).winner === null);
  for (const level of LEVELS) {
    let ms = 0,
      worst = 0,
      nodes = 0,
      calls = 0;
    for (const { game } of positions) {
      for (const seed of [1, 2, 3]) {
        const t0 = performance.now();
        nodes += chooseTurnState(fromGame(game), { level, seed }).nodes;
        const dt = performance.now() - t0;
        ms += dt;
        worst = Math.max(worst, dt);
        calls++;
      }
    }
    out[`ai.think_ms.${level}.mean`] = ms / calls;
    out[`ai.think_ms.${level}.max`] = worst;
    out[`ai.nodes_per_s.${level}`] = nodes / (ms / 1000);
  }
  const { ratio, fastestReferenceMs } = expertAgainstReference(positions.map((p) => p.game));
  out['ai.reference_ms.fastest'] = fastestReferenceMs;
  out['ai.think.expert.worst_over_reference'] = ratio;
  out['ai.think_ms.expert.worst.phone_estimate'] = PHONE_SLOWDOWN * ratio * fastestReferenceMs;
  return out;
}
