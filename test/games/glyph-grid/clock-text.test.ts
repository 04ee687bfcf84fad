// Glyph Grid's clocks as players read them.
import { describe, expect, it } from 'vitest';
import { clockText } from '../../../src/games/glyph-grid/view/clock-text';

describe('the clocks’ text', () => {
  it('reads a clock as "4:59", with tenths under ten seconds', () => {
    expect(clockText(300_000)).toBe('5:00');
    expect(clockText(299_001)).toBe('4:59');
    expect(clockText(9_450)).toBe('0:09.4');
    expect(clockText(-5)).toBe('0:00.0');
  });
});
