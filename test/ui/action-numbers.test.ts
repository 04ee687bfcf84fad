// Where an action's number sits on its square: never over the lone pebble it marks, on a phone's
// small squares as on a desktop's.
import { describe, expect, it } from 'vitest';
import { numberOffset } from '../../src/ui/scenes/labels';

/** The number's disc as the board draws it on a square of `cell` px: 9 px text at least, the disc ¾ of it. */
const discRadius = (cell: number): number => Math.max(9, Math.round(cell * 0.22)) * 0.75;
/** A lone pebble: centred, a fifth of the square in radius (src/games/vacuum/view/painter.ts). */
const PEBBLE = 0.2;

describe('an action number on its square', () => {
  it('stays clear of a lone pebble on every square size, from a small phone’s to a large screen’s', () => {
    for (let cell = 22; cell <= 90; cell++) {
      const r = discRadius(cell);
      const fromMiddle = (cell / 2 - numberOffset(cell, r)) * Math.SQRT2;
      expect(fromMiddle, `square of ${cell} px`).toBeGreaterThanOrEqual(r + cell * PEBBLE - 1e-9);
    }
  });

  it('keeps to its corner of the square: inside it where there is room, its centre never beyond it', () => {
    const desktop = discRadius(56);
    expect(numberOffset(56, desktop)).toBe(desktop + 2);
    for (let cell = 22; cell <= 90; cell++) expect(numberOffset(cell, discRadius(cell))).toBeGreaterThanOrEqual(0);
  });
});
