// Who the Resign button resigns, on both game pages (src/session/resigning.ts).
import { describe, expect, it } from 'vitest';
import { whoMayResign } from '../../src/session/resigning';

const PERSON = true;
const COMPUTER = false;

describe('who may resign at this device', () => {
  it('a lone person against computers resigns themselves, whoever is to move', () => {
    for (const current of [0, 1, 2])
      expect(whoMayResign({ current, persons: [COMPUTER, PERSON, COMPUTER], inGame: [0, 1, 2] })).toEqual({
        ok: true,
        seats: [1],
      });
  });

  it('several people at one screen are all offered, the player to move first, then in turn order', () => {
    const persons = [PERSON, PERSON, COMPUTER, PERSON];
    expect(whoMayResign({ current: 0, persons, inGame: [0, 1, 2, 3] })).toEqual({ ok: true, seats: [0, 1, 3] });
    expect(whoMayResign({ current: 1, persons, inGame: [0, 1, 2, 3] })).toEqual({ ok: true, seats: [1, 3, 0] });
    // A computer to move: the people follow it in turn order.
    expect(whoMayResign({ current: 2, persons, inGame: [0, 1, 2, 3] })).toEqual({ ok: true, seats: [3, 0, 1] });
  });

  it('a person already out of the game is not offered: the one left resigns alone', () => {
    expect(whoMayResign({ current: 0, persons: [PERSON, PERSON, COMPUTER], inGame: [0, 2] })).toEqual({
      ok: true,
      seats: [0],
    });
    expect(whoMayResign({ current: 2, persons: [PERSON, PERSON, COMPUTER], inGame: [1, 2] })).toEqual({
      ok: true,
      seats: [1],
    });
  });

  it('in an online room the page resigns only its own seat, even with every seat a person’s', () => {
    const persons = [PERSON, PERSON, PERSON];
    expect(whoMayResign({ current: 0, persons, inGame: [0, 1, 2], roomSeat: 2 })).toEqual({ ok: true, seats: [2] });
    expect(whoMayResign({ current: 0, persons, inGame: [0, 1], roomSeat: 2 })).toEqual({
      ok: false,
      error: 'You are out of this game already.',
    });
    expect(whoMayResign({ current: 0, persons, inGame: [0, 1, 2], roomSeat: null })).toEqual({
      ok: false,
      error: 'You are watching this room: only its seated players may resign.',
    });
  });

  it('nobody resigns for a computer, nor once the game is over', () => {
    expect(whoMayResign({ current: 0, persons: [COMPUTER, PERSON], inGame: [0] })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^Only a person resigns/),
    });
    expect(whoMayResign({ current: 0, persons: [PERSON, PERSON], inGame: [] })).toEqual({
      ok: false,
      error: 'The game is over.',
    });
  });
});
