// Glyph Grid's hostile inputs (5 000 by default): position texts (R14's refusals), share strings,
// game strings, save files, game records, action texts (a resting ANCHOR among them) and a room's
// action messages (a seat not to move, a message claiming time), each refused with a message (a
// failure Result, the rules' PositionError / IllegalActionError, or the room's Refusal), none
// slower than 100 ms.
import * as rules from '../../src/games/glyph-grid/rules/index';
import { glyphGridShare } from '../../src/games/glyph-grid/share';
import { HOSTILE } from '../../test/games/glyph-grid/hostile';
import { fuzzDoorGame } from './door-game';

const TOTAL = Number(process.env.FUZZ_GLYPH_GRID ?? 5_000);
/** Shares of the total, per class of input (game strings and records hold the swap's damaged notes too). */
const SHARES = {
  positions: 0.24,
  shares: 0.16,
  games: 0.18,
  saves: 0.14,
  pictures: 0.06,
  records: 0.14,
  actions: 0.16,
  room: 0.14,
};

export function fuzz(): number {
  return fuzzDoorGame(
    { id: 'glyph-grid', rules, share: glyphGridShare },
    { seed: 2027, total: TOTAL, shares: SHARES },
    HOSTILE,
  );
}
