// A seeded sample of the hostile inputs `npm run fuzz -- --game pebble-rebel` runs in full: every
// one refused with a message (a failure Result, the rules' own error class, or the room's Refusal),
// none thrown otherwise, and the game it was read against unchanged.
import { describe, expect, it } from 'vitest';
import { expectRefused } from '../../support/refusals';
import * as rules from '../../../src/games/pebble-rebel/rules/index';
import { pebbleRebelShare } from '../../../src/games/pebble-rebel/share';
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

describe('hostile input to Pebble Rebel', () => {
  it('position texts, R13’s counts broken above all: refused with a PositionError', () => {
    expectRefused(hostilePositionTexts(seededRandom(1), 120), (text) =>
      refusalOf(() => rules.parsePosition(text as string), rules.PositionError),
    );
  });

  it('share strings: refused with a message', () => {
    expectRefused(hostileShareStrings(seededRandom(2), 100), (s) => decodePositionLink(pebbleRebelShare, s));
  });

  it('game strings: refused with a message', () => {
    expectRefused(hostileGameStrings(seededRandom(3), 100), (s) => decodeGameString(rules, pebbleRebelShare, s));
  });

  it('save files: refused with a message', () => {
    expectRefused(hostileSaves(seededRandom(4), 60), (text) => decodeGameSave(rules, 'pebble-rebel', text));
  });

  it('action texts, out of turn or a stone not in the hand: refused with an IllegalActionError, the game unchanged', () => {
    expectRefused(hostileActionTexts(seededRandom(6), 80), ({ game, text }) => {
      const before = rules.formatPosition(game);
      const r = refusalOf(() => rules.parseAction(game, text as string), rules.IllegalActionError);
      expect(rules.formatPosition(game)).toBe(before);
      return r;
    });
  });

  it('a room’s action messages: refused with the room’s reason', () => {
    expectRefused(hostileRoomActions(seededRandom(7), 50), ({ run }) => roomRefusal(run));
  });
});
