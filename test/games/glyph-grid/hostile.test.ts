// A seeded sample of the hostile inputs `npm run fuzz -- --game glyph-grid` runs in full (R14's
// impossible positions, a resting ANCHOR, a room message that claims time): every one refused with
// a message a player can read (a failure Result, the rules' own error class, or the room's
// Refusal), none thrown otherwise, the game it was read against unchanged.
import * as rules from '../../../src/games/glyph-grid/rules/index';
import { glyphGridShare } from '../../../src/games/glyph-grid/share';
import { describeHostility } from '../../support/door-hostility';
import { HOSTILE } from './hostile';

describeHostility('Glyph Grid', { id: 'glyph-grid', rules, share: glyphGridShare }, HOSTILE, {
  positions: 120,
  shares: 60,
  games: 40,
  saves: 60,
  records: 80,
  actions: 80,
  room: 40,
});
