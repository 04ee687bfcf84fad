// Glyph Grid in a room, through the game-neutral door host (src/online/server/door-hosted.ts): the
// stored game round-trips, moves are checked by the rules (a resting ANCHOR refused with its reason),
// only the seat to move plays, and a message that is no move — one that claims time — changes nothing.
import { describe, expect, it } from 'vitest';
import { refusal } from '../../support/refusals';
import * as rules from '../../../src/games/glyph-grid/rules/index';
import { glyphGrid } from '../../../src/games/glyph-grid/hosted';
import { encodeGameSave } from '../../../src/codec/game-save';

const fresh = () => glyphGrid.load(encodeGameSave(rules, 'glyph-grid', { start: rules.newGame(), actions: [] }));

describe('Glyph Grid hosted in a room', () => {
  it('plays the seat to move in notation, and stores the game so that it loads to the same position', () => {
    let s = glyphGrid.play(fresh(), 0, ' Vector D7-D6 ');
    s = glyphGrid.play(s, 1, 'anchor c1');
    expect(s.moves).toEqual(['vector d7-d6', 'anchor c1']);
    const again = glyphGrid.load(glyphGrid.save(s));
    expect(rules.formatPosition(again.game)).toBe(rules.formatPosition(s.game));
    expect([glyphGrid.seatCount(s), glyphGrid.toMove(s)]).toEqual([2, 0]);
  });

  it('refuses a move out of turn, a resting ANCHOR and a message that claims time, changing nothing', () => {
    const s = glyphGrid.play(glyphGrid.play(fresh(), 0, 'anchor c7'), 1, 'vector c1-c2');
    expect(refusal(() => glyphGrid.play(s, 1, 'vector c2-c3'))).toEqual({
      code: 'not-your-turn',
      message: "It is White's turn.",
    });
    expect(refusal(() => glyphGrid.play(s, 0, 'anchor e7')).message).toMatch(/ANCHOR/);
    expect(refusal(() => glyphGrid.play(s, 0, 'elapse 250000')).code).toBe('illegal');
    expect(refusal(() => glyphGrid.play(s, 0, '{"clocks":[300000,1]}')).code).toBe('illegal');
    expect(s.moves).toEqual(['anchor c7', 'vector c1-c2']);
    expect(glyphGrid.toMove(s)).toBe(0);
  });

  it('lets either seat resign for itself only; then no one is to move', () => {
    expect(refusal(() => glyphGrid.play(fresh(), 1, 'resign white')).code).toBe('not-your-turn');
    expect(glyphGrid.toMove(glyphGrid.play(fresh(), 1, 'resign black'))).toBeNull();
  });
});
