// Glyph Grid's hostile inputs (5 000 by default): position texts (R14's refusals), share strings,
// game strings, save files, action texts (a resting ANCHOR among them) and a room's action messages
// (a seat not to move, a message claiming time), each refused with a message (a failure Result, the
// rules' PositionError / IllegalActionError, or the room's Refusal), none slower than 100 ms.
import * as rules from '../../src/games/glyph-grid/rules/index';
import { glyphGridShare } from '../../src/games/glyph-grid/share';
import { decodePositionLink } from '../../src/codec/position-link';
import { decodeGameString } from '../../src/codec/move-list';
import { decodeGameSave } from '../../src/codec/game-save';
import { seededRandom } from '../../src/util/random';
import {
  hostileActionTexts,
  hostileGameStrings,
  hostilePositionTexts,
  hostileRoomActions,
  hostileSaves,
  hostileShareStrings,
} from '../../test/games/glyph-grid/hostile';
import { refusalOf, roomRefusal } from '../../test/support/hostile-kit';
import { runClass } from './classes';

const TOTAL = Number(process.env.FUZZ_GLYPH_GRID ?? 5_000);
/** Shares of the total, per class of input. */
const SHARES = { positions: 0.24, shares: 0.16, games: 0.16, saves: 0.14, actions: 0.16, room: 0.14 };

export function fuzz(): number {
  const random = seededRandom(2027);
  const n = (share: number): number => Math.round(TOTAL * share);
  let failures = 0;
  failures += runClass('position texts (parsePosition)', hostilePositionTexts(random, n(SHARES.positions)), (text) =>
    refusalOf(() => rules.parsePosition(text as string), rules.PositionError),
  );
  failures += runClass('share strings (decodePositionLink)', hostileShareStrings(random, n(SHARES.shares)), (s) =>
    decodePositionLink(glyphGridShare, s),
  );
  failures += runClass('game strings (decodeGameString)', hostileGameStrings(random, n(SHARES.games)), (s) =>
    decodeGameString(rules, glyphGridShare, s),
  );
  failures += runClass('save files (decodeGameSave)', hostileSaves(random, n(SHARES.saves)), (text) =>
    decodeGameSave(rules, 'glyph-grid', text),
  );
  failures += runClass('action texts (parseAction)', hostileActionTexts(random, n(SHARES.actions)), ({ game, text }) =>
    refusalOf(() => rules.parseAction(game, text as string), rules.IllegalActionError),
  );
  failures += runClass('room action messages (hosted play)', hostileRoomActions(random, n(SHARES.room)), ({ run }) =>
    roomRefusal(run),
  );
  return failures;
}
