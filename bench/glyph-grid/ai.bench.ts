// Glyph Grid's strongest level, move by move, on positions of games between Medium and Hard
// (openings, middle games and late ones, either side to move), untimed and on a nearly spent clock:
// its median and worst time a move (the target: the worst ≤ 2 s), and on the clock that it
// keeps its reserve (a move with 30 s left takes far less than the 20 s above the reserve).
import * as rules from '../../src/games/glyph-grid/rules/index';
import { chooseTurn } from '../../src/games/glyph-grid/ai/index';
import { median, seededRandom } from '../stats';
import type { Measures } from '../run';

const GAMES = 4;
/** Every this many positions of a game, one is timed. */
const EVERY = 3;

function positions(): rules.Game[] {
  const random = seededRandom(13);
  const out: rules.Game[] = [];
  for (let i = 0; i < GAMES; i++) {
    let g = rules.newGame({ clock: null });
    for (let n = 0; rules.status(g).winner === null && n < 80; n++) {
      if (n % EVERY === 0) out.push(g);
      const level = (g.current + i) % 2 === 0 ? 'hard' : 'medium';
      g = rules.play(g, chooseTurn(g, { level, seed: Math.floor(random() * 1e6) })[0]!);
    }
  }
  return out;
}

const timed = (game: rules.Game, seed: number): number => {
  const t0 = performance.now();
  chooseTurn(game, { level: 'expert', seed });
  return performance.now() - t0;
};

export async function run(): Promise<Measures> {
  const games = positions();
  const untimed = games.map((g, i) => timed(g, i));
  // The same positions with 30 s left on the mover's clock: a twentieth of the 20 s above the reserve.
  const onClock = games.map((g, i) => {
    const clocks: [number, number] = [300_000, 300_000];
    clocks[g.current] = 30_000;
    return timed({ ...g, clocks }, i);
  });
  return {
    'ai.expert.positions': games.length,
    'ai.expert.median_ms': median(untimed),
    'ai.expert.worst_ms': Math.max(...untimed),
    'ai.expert.clock30s.worst_ms': Math.max(...onClock),
  };
}
