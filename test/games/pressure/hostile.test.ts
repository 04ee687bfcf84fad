// A seeded sample of the hostile inputs `npm run fuzz -- --game pressure` runs in full (R14's
// refusals, damaged strings and saves, records, and actions out of turn): every one refused with a
// message a player can read (a failure Result, the rules' own error class, or the room's Refusal),
// none thrown otherwise, the game it was read against unchanged.
import * as rules from '../../../src/games/pressure/rules/index';
import { pressureShare } from '../../../src/games/pressure/share';
import { describeHostility } from '../../support/door-hostility';
import { HOSTILE } from './hostile';

describeHostility('Pressure', { id: 'pressure', rules, share: pressureShare }, HOSTILE, {
  positions: 120,
  shares: 100,
  games: 120,
  saves: 70,
  records: 50,
  actions: 60,
});
