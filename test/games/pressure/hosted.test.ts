// Pressure in a room, through the game-neutral door host (src/online/server/door-hosted.ts): the
// stored game round-trips byte for byte, moves are checked by the rules, turns and undo are kept.
import { describe, expect, it } from 'vitest';
import { refusal } from '../../support/refusals';
import * as rules from '../../../src/games/pressure/rules/index';
import { pressure } from '../../../src/games/pressure/hosted';
import { encodeGameSave } from '../../../src/codec/game-save';
import { playedGames } from './played';

const fresh = () => pressure.load(encodeGameSave(rules, 'pressure', { start: rules.newGame(), actions: [] }));

describe('Pressure hosted in a room', () => {
  it('stores seeded random games so that loading and saving again gives the same bytes', () => {
    for (const g of playedGames(10, 61)) {
      const text = encodeGameSave(rules, 'pressure', { start: g.start, actions: g.actions });
      const state = pressure.load(text);
      expect(pressure.save(state)).toBe(text);
      expect(rules.formatPosition(state.game)).toBe(rules.formatPosition(g.end));
      expect(pressure.save(pressure.load(pressure.save(state)))).toBe(text);
    }
  });

  it('refuses to load what is not a Pressure save, with the reason', () => {
    expect(() => pressure.load('{"format":"vacuum-save","version":3}')).toThrow(/This is a Vacuum save/);
    expect(() => pressure.load('nonsense')).toThrow(/This is not a Pressure save/);
  });

  it('has two seats, White to move first, and no one to move once the game is over', () => {
    const s = fresh();
    expect([pressure.seatCount(s), pressure.toMove(s)]).toEqual([2, 0]);
    expect(pressure.toMove(pressure.play(s, 1, 'resign black'))).toBeNull();
  });

  it('plays the moves of the seat to move, in any letter case, and records them in notation', () => {
    let s = pressure.play(fresh(), 0, ' E3-E4 ');
    s = pressure.play(s, 1, 'a2-a1');
    expect(s.moves).toEqual(['e3-e4', 'a2-a1']);
    expect(pressure.toMove(s)).toBe(0);
  });

  it('refuses a move out of turn as not-your-turn, naming whose turn it is', () => {
    expect(refusal(() => pressure.play(fresh(), 1, 'a2-a1'))).toEqual({
      code: 'not-your-turn',
      message: "It is White's turn.",
    });
    expect(refusal(() => pressure.play(fresh(), 1, 'e3-e4')).code).toBe('not-your-turn');
  });

  it('lets a seat resign for itself at any time, never for the other seat', () => {
    expect(rules.status(pressure.play(fresh(), 1, 'resign black').game)).toMatchObject({ winner: 0, end: 'resigned' });
    expect(refusal(() => pressure.play(fresh(), 0, 'resign black'))).toEqual({
      code: 'not-your-turn',
      message: 'White cannot resign for Black.',
    });
  });

  it("refuses an illegal move with the rules' reason, and junk as malformed", () => {
    const illegal = refusal(() => pressure.play(fresh(), 0, 'c4-c5'));
    expect(illegal.code).toBe('illegal');
    expect(illegal.message).toMatch(/^c4-c5: /);
    for (const junk of ['', '   ', 'x'.repeat(65), 'c4-c3\u0000', 42 as unknown as string]) {
      expect(refusal(() => pressure.play(fresh(), 0, junk)).code).toBe('malformed');
    }
    const over = pressure.play(fresh(), 1, 'resign black');
    expect(refusal(() => pressure.play(over, 0, 'e3-e4'))).toMatchObject({ code: 'illegal' });
  });

  it('lets a seat take back its own last move while no one has moved since', () => {
    const moved = pressure.play(fresh(), 0, 'e3-e4');
    const back = pressure.undo(moved, 0);
    expect(back.moves).toEqual([]);
    expect(rules.formatPosition(back.game)).toBe(rules.START_POSITION);
    expect(pressure.save(back)).toBe(pressure.save(fresh()));
  });

  it('refuses undo of the other seat’s move, once the other seat has moved, of nothing, and of a resignation', () => {
    const moved = pressure.play(fresh(), 0, 'e3-e4');
    expect(refusal(() => pressure.undo(moved, 1))).toEqual({
      code: 'not-your-turn',
      message:
        "Black can take back only their own move, and only before anyone moves after it: the last move was White's.",
    });
    const answered = pressure.play(moved, 1, 'a2-a1');
    expect(refusal(() => pressure.undo(answered, 0)).code).toBe('not-your-turn');
    expect(refusal(() => pressure.undo(fresh(), 0))).toEqual({ code: 'illegal', message: 'There is no move to undo.' });
    const resigned = pressure.play(moved, 0, 'resign white');
    expect(refusal(() => pressure.undo(resigned, 0))).toEqual({
      code: 'illegal',
      message: 'The game is over: nothing is taken back once it has ended.',
    });
  });

  it('changes nothing in a state it refuses', () => {
    const s = fresh();
    const before = pressure.save(s);
    refusal(() => pressure.play(s, 0, 'c4-c5'));
    refusal(() => pressure.undo(s, 0));
    expect(pressure.save(s)).toBe(before);
  });
});
