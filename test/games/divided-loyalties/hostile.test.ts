// A seeded sample of the hostile inputs `npm run fuzz -- --game divided-loyalties` runs in full: every one
// refused with a message (a failure Result, the rules' own error class, or the room's Refusal), none
// thrown otherwise.
import { describe, expect, it } from 'vitest';
import { expectRefused } from '../../support/refusals';
import * as rules from '../../../src/games/divided-loyalties/rules/index';
import { dividedLoyaltiesShare } from '../../../src/games/divided-loyalties/share';
import { decodePositionLink } from '../../../src/codec/position-link';
import { decodeGameString } from '../../../src/codec/move-list';
import { decodeGameSave } from '../../../src/codec/game-save';
import { seededRandom } from '../../../src/util/random';
import { refusalOf, roomRefusal } from '../../support/hostile-kit';
import {
  hostileActionTexts,
  hostileGameStrings,
  hostilePositionTexts,
  hostileRoomActions,
  hostileSaves,
  hostileShareStrings,
} from './hostile';

describe('hostile input to Divided Loyalties', () => {
  it('position texts: refused with a PositionError naming the problem', () => {
    expectRefused(hostilePositionTexts(seededRandom(1), 120), (text) =>
      refusalOf(() => rules.parsePosition(text as string), rules.PositionError),
    );
  });

  it('share strings and game strings: refused in words', () => {
    expectRefused(hostileShareStrings(seededRandom(2), 60), (s) => decodePositionLink(dividedLoyaltiesShare, s));
    expectRefused(hostileGameStrings(seededRandom(3), 40), (s) => decodeGameString(rules, dividedLoyaltiesShare, s));
  });

  it('save files: refused in words', () => {
    expectRefused(hostileSaves(seededRandom(4), 60), (text) => decodeGameSave(rules, 'divided-loyalties', text));
  });

  it('action texts: refused with an IllegalActionError, the game unchanged', () => {
    const cases = hostileActionTexts(seededRandom(5), 80);
    expectRefused(cases, ({ game, text }) => {
      const before = rules.formatPosition(game);
      const r = refusalOf(() => rules.parseAction(game, text as string), rules.IllegalActionError);
      expect(rules.formatPosition(game)).toBe(before);
      return r;
    });
  });

  it('room messages from a seat not to move, or malformed: refused by the room', () => {
    expectRefused(hostileRoomActions(seededRandom(7), 40), ({ run }) => roomRefusal(run));
  });
});
