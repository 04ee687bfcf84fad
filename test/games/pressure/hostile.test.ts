// A seeded sample of the hostile inputs `npm run fuzz -- --game pressure` runs in full: every one
// refused with a message (a failure Result, or the rules' own error class), none thrown otherwise.
import { describe, it } from 'vitest';
import { expectRefused } from '../../support/refusals';
import * as rules from '../../../src/games/pressure/rules/index';
import { pressureShare } from '../../../src/games/pressure/share';
import { decodePositionLink } from '../../../src/codec/position-link';
import { decodeGameString } from '../../../src/codec/move-list';
import { decodeGameSave } from '../../../src/codec/game-save';
import { readGameText } from '../../../src/record/game-text';
import { seededRandom } from '../../../src/util/random';
import {
  hostileActionTexts,
  hostileGameStrings,
  hostilePositionTexts,
  hostileRecords,
  hostileSaves,
  hostileShareStrings,
} from './hostile';
import { refusalOf } from '../../support/hostile-kit';

describe('hostile input to Pressure', () => {
  it('position texts: refused with a PositionError', () => {
    const cases = hostilePositionTexts(seededRandom(1), 120);
    expectRefused(cases, (text) => refusalOf(() => rules.parsePosition(text as string), rules.PositionError));
  });

  it('share strings: refused with a message', () => {
    expectRefused(hostileShareStrings(seededRandom(2), 100), (s) => decodePositionLink(pressureShare, s));
  });

  it('game strings: refused with a message', () => {
    expectRefused(hostileGameStrings(seededRandom(3), 120), (s) => decodeGameString(rules, pressureShare, s));
  });

  it('save files: refused with a message', () => {
    expectRefused(hostileSaves(seededRandom(4), 70), (text) => decodeGameSave(rules, 'pressure', text));
  });

  it('game records: refused with a message', () => {
    expectRefused(hostileRecords(seededRandom(5), 50), (text) => readGameText(rules, 'pressure', text));
  });

  it('action texts: refused with an IllegalActionError', () => {
    expectRefused(hostileActionTexts(seededRandom(6), 60), ({ game, text }) =>
      refusalOf(() => rules.parseAction(game, text as string), rules.IllegalActionError),
    );
  });
});
