import { describe, expect, it } from 'vitest';
import { takeBackTo } from '../../src/page/take-back';

// Turns of several actions ended by 'end': Red (0, a person) and Gold (1, a computer) in turn.
const turns = (...byTurn: string[][]) =>
  byTurn.flatMap((actions, turn) => actions.map((action) => ({ action, seat: turn % 2, turn })));
const startsTurn = (played: readonly { action: string }[]) => (i: number) => i === 0 || played[i - 1]?.action === 'end';
const person = (seat: number) => seat === 0;

describe('Take back', () => {
  it("goes back to the start of the person's last turn, the computer's reply with it", () => {
    const played = turns(['a', 'end'], ['b', 'end'], ['c', 'end'], ['d', 'e', 'end']);
    expect(takeBackTo(played, startsTurn(played), person, false)).toEqual({ keep: 4, seat: 0, turn: 2, replies: [1] });
  });

  it('from the middle of the person’s turn, past that turn’s start', () => {
    const played = turns(['a', 'end'], ['b', 'end'], ['c']);
    expect(takeBackTo(played, startsTurn(played), person, false)).toEqual({ keep: 0, seat: 0, turn: 0, replies: [1] });
  });

  it('is not offered before a person has finished a turn, nor where Undo reaches past a turn', () => {
    const first = turns(['a']);
    expect(takeBackTo(first, startsTurn(first), person, false)).toBeNull();
    const played = turns(['a', 'end'], ['b', 'end']);
    expect(takeBackTo(played, startsTurn(played), person, true)).toBeNull();
  });
});
