// Divided Loyalties' hostile inputs (5 000 by default): position texts and layouts (R14's
// refusals), share strings, game strings, save files, game records, action texts and a room's
// action messages (a seat not to move, an illegal action, a malformed one), each refused with a
// message (a failure Result, the rules' PositionError / IllegalActionError, or the room's Refusal),
// none slower than 100 ms.
import * as rules from '../../src/games/divided-loyalties/rules/index';
import { dividedLoyaltiesShare } from '../../src/games/divided-loyalties/share';
import { HOSTILE } from '../../test/games/divided-loyalties/hostile';
import { fuzzDoorGame } from './door-game';

const TOTAL = Number(process.env.FUZZ_DIVIDED_LOYALTIES ?? 5_000);
/** Shares of the total, per class of input. */
const SHARES = {
  positions: 0.24,
  shares: 0.16,
  games: 0.16,
  saves: 0.14,
  pictures: 0.06,
  records: 0.12,
  actions: 0.16,
  room: 0.14,
};

export function fuzz(): number {
  return fuzzDoorGame(
    { id: 'divided-loyalties', rules, share: dividedLoyaltiesShare },
    { seed: 2027, total: TOTAL, shares: SHARES },
    HOSTILE,
  );
}
