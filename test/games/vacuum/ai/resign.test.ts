// Computer resignation (docs/rules.md, "Computer players resign").
import { describe, expect, it } from 'vitest';
import { hopelesslyBehind, leadingOpponentScore, shouldResign } from '../../../../src/games/vacuum/ai/resign';

describe('a computer player resigns', () => {
  it('only when behind by at least 30 points and by at least a third of the leader’s score', () => {
    expect(hopelesslyBehind(60, 90)).toBe(true); // 30 behind, a third of 90
    expect(hopelesslyBehind(61, 90)).toBe(false); // 29 behind
    expect(hopelesslyBehind(100, 140)).toBe(false); // 40 behind, less than a third of 140
    expect(hopelesslyBehind(0, 30)).toBe(true);
    expect(hopelesslyBehind(0, 29)).toBe(false);
  });

  it('after ten turns in a row that ended hopelessly behind, not nine, not with a break', () => {
    const ten = Array.from({ length: 10 }, () => true);
    expect(shouldResign(ten)).toBe(true);
    expect(shouldResign(ten.slice(1))).toBe(false);
    expect(shouldResign([...ten.slice(0, 5), false, ...ten.slice(0, 4)])).toBe(false);
    expect(shouldResign([false, ...ten])).toBe(true);
  });

  it('measures the gap to the leading opponent still in the game', () => {
    expect(leadingOpponentScore([10, 50, 80, 99], [0, 1, 2], 0)).toBe(80);
    expect(leadingOpponentScore([10, 50, 80, 99], [0, 1, 2], 2)).toBe(50);
  });
});
