// Pressure's rules door against the search's fast engine on mid-game positions of seeded random
// games: the door's legalActions (what the page and the codecs call) beside the engine's
// generate (target ratio ≤ 3), and making a move and listing the next moves in each.
import * as rules from '../../src/games/pressure/rules/index';
import { fromGame, generate, make, MAX_MOVES, unmake, fromAction } from '../../src/games/pressure/ai/state';
import { playFrom } from '../../test/games/pressure/played';
import { median, seededRandom } from '../stats';
import type { Measures } from '../run';

const POSITIONS = 40;
/** Calls per timed sample: one call takes well under a microsecond. */
const BATCH = 2_000;
const SAMPLES = 15;

/** Nanoseconds per call of `fn`, the median of SAMPLES batches. */
function nsPerCall(fn: () => void): number {
  for (let i = 0; i < BATCH; i++) fn();
  const samples: number[] = [];
  for (let s = 0; s < SAMPLES; s++) {
    const t0 = performance.now();
    for (let i = 0; i < BATCH; i++) fn();
    samples.push(((performance.now() - t0) * 1e6) / BATCH);
  }
  return median(samples);
}

/** Positions 20 to 60 moves into seeded random games, still going, with a move to play from each. */
function midGame(): { game: rules.Game; move: rules.Move }[] {
  const random = seededRandom(2026);
  const out: { game: rules.Game; move: rules.Move }[] = [];
  while (out.length < POSITIONS) {
    const { end } = playFrom(rules.newGame(), random, 20 + Math.floor(random() * 41));
    const moves = rules.legalActions(end).filter((a): a is rules.Move => !('kind' in a));
    if (rules.status(end).winner === null && moves.length > 0) out.push({ game: end, move: moves[0]! });
  }
  return out;
}

export async function run(): Promise<Measures> {
  const positions = midGame();
  const out = new Int32Array(MAX_MOVES);
  const door: number[] = [];
  const fast: number[] = [];
  const doorPlay: number[] = [];
  const fastPlay: number[] = [];
  for (const { game, move } of positions) {
    const state = fromGame(game);
    const code = fromAction(move);
    door.push(nsPerCall(() => rules.legalActions(game)));
    fast.push(nsPerCall(() => generate(state, out, 0)));
    doorPlay.push(nsPerCall(() => rules.legalActions(rules.play(game, move))));
    fastPlay.push(
      nsPerCall(() => {
        make(state, code);
        generate(state, out, 0);
        unmake(state);
      }),
    );
  }
  const ratios = door.map((d, i) => d / fast[i]!);
  const playRatios = doorPlay.map((d, i) => d / fastPlay[i]!);
  return {
    'legalActions.midgame.positions': positions.length,
    'legalActions.midgame.door_median_ns': median(door),
    'legalActions.midgame.fast_median_ns': median(fast),
    'legalActions.midgame.vs_fast.median': median(ratios),
    'legalActions.midgame.vs_fast.max': Math.max(...ratios),
    'playAndList.midgame.door_median_ns': median(doorPlay),
    'playAndList.midgame.fast_median_ns': median(fastPlay),
    'playAndList.midgame.vs_fast.median': median(playRatios),
  };
}
