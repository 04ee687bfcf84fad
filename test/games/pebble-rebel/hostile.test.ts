// A seeded sample of the hostile inputs `npm run fuzz -- --game pebble-rebel` runs in full (R13's
// counts broken above all, out of turn, a stone not in the hand): every one refused with a message
// a player can read (a failure Result, the rules' own error class, or the room's Refusal), none
// thrown otherwise, the game it was read against unchanged.
import * as rules from '../../../src/games/pebble-rebel/rules/index';
import { pebbleRebelShare } from '../../../src/games/pebble-rebel/share';
import { describeHostility } from '../../support/door-hostility';
import { HOSTILE } from './hostile';

describeHostility('Pebble Rebel', { id: 'pebble-rebel', rules, share: pebbleRebelShare }, HOSTILE, {
  positions: 120,
  shares: 100,
  games: 100,
  saves: 60,
  records: 50,
  actions: 80,
  room: 50,
});
