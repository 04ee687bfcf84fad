import { describe, expect, it } from 'vitest';
import { cardPlace } from '../../src/ui/panels/beside';

const PHONE = { width: 390, height: 844 };
const CARD = { width: 160, height: 90 };

describe('a card beside a square', () => {
  it('floats above the held square, clear of the finger, within the window', () => {
    const at = { x: 200, y: 500 };
    const { left, top } = cardPlace(at, CARD, PHONE);
    expect(top + CARD.height).toBeLessThan(at.y - 40);
    expect(left).toBe(120);
    expect(cardPlace({ x: 10, y: 500 }, CARD, PHONE).left).toBe(4); // kept inside the left edge
  });

  it('near the top edge it goes beside the square, never over it', () => {
    const left = cardPlace({ x: 60, y: 60 }, CARD, PHONE);
    expect(left.left).toBeGreaterThan(60 + 40);
    const right = cardPlace({ x: 350, y: 60 }, CARD, PHONE);
    expect(right.left + CARD.width).toBeLessThan(350 - 40);
    expect(right.top).toBeGreaterThanOrEqual(4);
  });

  it('keeps the move’s other square clear where it can: the source just above the target', () => {
    const at = { x: 200, y: 500 };
    const source = { x: 200, y: 440 }; // the square above: the card's first place covers it
    const TABLET = { width: 768, height: 1024 };
    const p = cardPlace(at, CARD, TABLET, [source]);
    const covered =
      source.x > p.left && source.x < p.left + CARD.width && source.y > p.top && source.y < p.top + CARD.height;
    expect(covered).toBe(false);
    expect(p.left).toBeGreaterThan(at.x); // beside it, on the right, level with the target
    // Nothing to keep clear: above, as before.
    expect(cardPlace(at, CARD, TABLET, []).top + CARD.height).toBeLessThan(at.y - 40);
  });
});
