// Pressure's end, as the end screen and Status say it: who won, why, and the tally of tokens captured.
import { describe, expect, it } from 'vitest';
import { ending } from '../../../../src/games/pressure/view/ending';
import { at, moves } from '../helpers';

describe('how a game of Pressure ended', () => {
  it('says who won and why, with the tally however it ended', () => {
    expect(ending(moves(at('...../...../WBWB./...../..... w 0 0'), 'a3-b3'))).toEqual({
      title: 'White wins',
      how: 'Black has no legal move',
      reason: "Black has no legal move. Tokens captured: White's 0, Black's 0.",
    });
    expect(ending(moves(at('...../...../...../.W.../WB.W. w 0 0'), 'd5-c5'))!.reason).toBe(
      "Every one of Black's tokens is captured. Tokens captured: White's 0, Black's 1.",
    );
  });

  it('says nothing while the game goes on', () => {
    expect(ending(at('...../...../WBWB./...../..... w 0 0'))).toBeNull();
  });
});
