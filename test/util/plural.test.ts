import { describe, expect, it } from 'vitest';
import { plural, withArticle } from '../../src/util/plural';

describe('counts and articles in sentences', () => {
  it('one is singular, any other count plural', () => {
    expect([0, 1, 2].map((n) => plural(n, 'stone'))).toEqual(['0 stones', '1 stone', '2 stones']);
    expect(plural(3, 'family', 'families')).toBe('3 families');
  });

  it('a colour takes "an" before a vowel', () => {
    expect(['orange', 'green', 'Indigo'].map(withArticle)).toEqual(['an orange', 'a green', 'an Indigo']);
  });
});
