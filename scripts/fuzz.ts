// `npm run fuzz [-- --game <id>]`: one game's full hostile-input run (default Vacuum; for Vacuum:
// share strings, Load Position text, save files, game records and game links, plus round trips of
// seeded random games). Prints, per class of input: tried, refused with a message, escaped (threw,
// or accepted), slow, the worst time and the most memory one input grew the process by; for the
// round trips, data lost. Exits non-zero unless escaped, slow and lost are all 0; a game without
// hostile classes says so and exits 0.
import type { GameId } from '../src/games/index';
import { takeGameFlag } from './game-flag';

/** Each game's hostile classes; a game not named here has none yet. */
const FUZZERS: Partial<Record<GameId, () => Promise<{ fuzz: () => number }>>> = {
  vacuum: () => import('./fuzz/vacuum'),
  pressure: () => import('./fuzz/pressure'),
  'pebble-rebel': () => import('./fuzz/pebble-rebel'),
  'glyph-grid': () => import('./fuzz/glyph-grid'),
  'divided-loyalties': () => import('./fuzz/divided-loyalties'),
};

const flag = takeGameFlag(process.argv.slice(2));
if (typeof flag === 'string') {
  console.error(`fuzz: ${flag}`);
  process.exit(2);
}
const load = FUZZERS[flag.game.id as GameId];
if (!load) {
  console.log(`fuzz: ${flag.game.name} has no hostile classes yet`);
  process.exit(0);
}
const failures = (await load()).fuzz();
console.log(failures === 0 ? '\nfuzz: 0 escaped, 0 slow, 0 lost' : `\nfuzz: ${failures} FAILURES`);
process.exit(failures === 0 ? 0 : 1);
