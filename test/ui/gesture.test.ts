import { describe, expect, it } from 'vitest';
import { DRAG_DISTANCE, down, HOLD_MS, move, NO_GESTURE, up } from '../../src/ui/gesture';

describe('the gesture recogniser', () => {
  it('a press that stays put is a tap; held long, it only reads the square', () => {
    const g = down(NO_GESTURE, 5, 10, 10, 0);
    expect(up(g, 5, 100)[1]).toEqual({ kind: 'tap', sq: 5 });
    expect(up(g, 5, HOLD_MS)[1]).toEqual({ kind: 'hold', sq: 5 });
  });

  it(`starts a drag past ${DRAG_DISTANCE} px, then at once once the player has dragged`, () => {
    let g = down(NO_GESTURE, 5, 10, 10, 0);
    g = move(g, 5, 12, 11, true);
    expect(g.press!.dragging).toBe(false);
    g = move(g, 6, 20, 10, true);
    expect(g.press!.dragging).toBe(true);
    const [after, gesture] = up(g, 6, 50);
    expect(gesture).toEqual({ kind: 'drop', from: 5, to: 6 });
    const again = move(down(after, 5, 10, 10, 100), 5, 11, 10, true);
    expect(again.press!.dragging).toBe(true); // autoDistance: the threshold is now 0
    expect(up(again, 5, 150)[1]).toEqual({ kind: 'tap', sq: 5 }); // it never left its square
  });

  it('a press that wanders off its square plays nothing where it is released', () => {
    let g = down(NO_GESTURE, 5, 10, 10, 0);
    g = move(g, 6, 40, 10, false); // an empty square: nothing to drag
    expect(up(g, 6, 50)[1]).toEqual({ kind: 'none' });
    let back = move(down(NO_GESTURE, 5, 10, 10, 0), 6, 40, 10, true);
    back = move(back, 5, 12, 10, true);
    expect(up(back, 5, 60)[1]).toEqual({ kind: 'none' }); // dragged away and back: no tap
  });
});
