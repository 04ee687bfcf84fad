// Divided Loyalties in a room, through the game-neutral door host (src/online/server/door-hosted.ts):
// a turn of several actions by one seat, on the layout the page uploaded; only the seat to move
// plays; a stone the seat's stock does not hold and a bridge not through the turn's stone are
// refused with the rules' reason; undo takes back one's own action only.
import { describe, expect, it } from 'vitest';
import { refusal } from '../../support/refusals';
import * as rules from '../../../src/games/divided-loyalties/rules/index';
import { dividedLoyalties as hosted } from '../../../src/games/divided-loyalties/hosted';
import { encodeGameSave } from '../../../src/codec/game-save';
import { E1 as e1 } from './helpers';

const E1 = e1();
const room = (start = E1) => hosted.load(encodeGameSave(rules, 'divided-loyalties', { start, actions: [] }));

describe('Divided Loyalties hosted in a room', () => {
  it('plays a whole turn of one seat, action by action, and stores it so that it loads to the same position', () => {
    let s = room();
    for (const text of ['Bh6', ' f6-h6 ', 'end']) s = hosted.play(s, 0, text);
    expect(s.moves).toEqual(['Bh6', 'f6-h6', 'end']);
    expect(rules.status(s.game).scores[0]).toEqual({ bridges: 1, regions: 1, total: 2 });
    const again = hosted.load(hosted.save(s));
    expect(rules.formatPosition(again.game)).toBe(rules.formatPosition(s.game));
    expect(again.game.layout.name).toBe('Kite');
    expect([hosted.seatCount(s), hosted.toMove(s)]).toEqual([2, 1]);
  });

  it('refuses a stone out of turn, a colour not in the stock and a bridge not through the stone, changing nothing', () => {
    const s = hosted.play(room(), 0, 'Bh6');
    expect(refusal(() => hosted.play(s, 1, 'end'))).toEqual({ code: 'not-your-turn', message: "It is Blue's turn." });
    expect(refusal(() => hosted.play(room(), 0, 'Yh6')).code).toBe('illegal');
    expect(refusal(() => hosted.play(s, 0, 'g6-g8')).code).toBe('illegal');
    expect(s.moves).toEqual(['Bh6']);
  });

  it('takes back only the seat’s own action', () => {
    const s = hosted.play(hosted.play(room(), 0, 'Bh6'), 0, 'f6-h6');
    expect(hosted.undo(s, 0).moves).toEqual(['Bh6']);
    expect(refusal(() => hosted.undo(s, 1)).code).toBe('not-your-turn');
  });
});
