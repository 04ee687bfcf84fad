// What a Pebble Rebel room does beyond any game's: working out what the pages are shown after each
// Pebble move (the stand-in seed's search, sealed-bag.ts), on the positions of seeded random games.
// The Worker does this once per move; its median and worst time.
import * as rules from '../../src/games/pebble-rebel/rules/index';
import { shownGame } from '../../src/games/pebble-rebel/sealed-bag';
import { median, seededRandom } from '../stats';
import type { Measures } from '../run';

const GAMES = 40;

export async function run(): Promise<Measures> {
  const random = seededRandom(5);
  const seeds = () => Math.floor(random() * 2 ** 32);
  const times: number[] = [];
  for (let i = 0; i < GAMES; i++) {
    let game = rules.newGame({ seed: seeds() });
    const start = rules.formatPosition(game);
    const moves: string[] = [];
    while (rules.status(game).winner === null) {
      const legal = rules.legalActions(game).filter((a) => a.kind !== 'resign');
      const action = legal[Math.floor(random() * legal.length)]!;
      game = rules.play(game, action);
      moves.push(rules.formatAction(action));
      if (action.kind !== 'move' || rules.status(game).winner !== null) continue;
      const t0 = performance.now();
      shownGame({ start, moves, game }, seeds);
      times.push(performance.now() - t0);
    }
  }
  return {
    'room.shown.moves': times.length,
    'room.shown.median_ms': median(times),
    'room.shown.worst_ms': Math.max(...times),
  };
}
