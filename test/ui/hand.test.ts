import { describe, expect, it } from 'vitest';
import { forHand } from '../../src/ui/hand';

describe("the hand's words", () => {
  it('a finger taps and touches and holds where a mouse clicks and hovers', () => {
    const text = 'Click your stack, then click the target. Hover a square to read it.';
    expect(forHand(text, false)).toBe(text);
    expect(forHand(text, true)).toBe('Tap your stack, then tap the target. Touch and hold a square to read it.');
  });
});
