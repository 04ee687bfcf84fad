import { describe, expect, it } from 'vitest';
import { nameAt, placeOf } from '../../src/core/grid';

describe('square names (platform.md: a1 is the top-left corner)', () => {
  it('column letter from a, row number from 1 at the top', () => {
    expect(nameAt(0, 0)).toBe('a1');
    expect(nameAt(11, 11)).toBe('l12');
    expect(nameAt(25, 49)).toBe('z50');
  });

  it('reads back only names of a square of that board', () => {
    expect(placeOf('e5', 5, 5)).toEqual({ col: 4, row: 4 });
    expect(placeOf('l12', 12, 12)).toEqual({ col: 11, row: 11 });
    for (const name of ['f1', 'a6', 'a0', 'a05', 'A1', ' a1', 'a1 ', 'aa1', '', 'a100'])
      expect(placeOf(name, 5, 5), name).toBeNull();
  });
});
