// A seeded sample of the hostile inputs `npm run fuzz -- --game divided-loyalties` runs in full
// (R14's refusals, a colour not in stock, a bridge not through the turn's stone): every one refused
// with a message a player can read (a failure Result, the rules' own error class, or the room's
// Refusal), none thrown otherwise, the game it was read against unchanged.
import * as rules from '../../../src/games/divided-loyalties/rules/index';
import { dividedLoyaltiesShare } from '../../../src/games/divided-loyalties/share';
import { describeHostility } from '../../support/door-hostility';
import { HOSTILE } from './hostile';

describeHostility('Divided Loyalties', { id: 'divided-loyalties', rules, share: dividedLoyaltiesShare }, HOSTILE, {
  positions: 120,
  shares: 60,
  games: 40,
  saves: 60,
  records: 50,
  actions: 80,
  room: 40,
});
