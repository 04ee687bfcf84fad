// Where a pointer on Vacuum's board goes: the zoom's question, the editor's taps, or the controller.
import { describe, expect, it } from 'vitest';
import { vacuumPointer } from '../../../../src/games/vacuum/view/board-pointer';
import type { Controller } from '../../../../src/games/vacuum/page/controller';
import type { PositionEditor } from '../../../../src/games/vacuum/view/editor';
import type { BoardZoom } from '../../../../src/ui/zoom';

function setUp({ editing = false, choosing = false } = {}) {
  const heard: string[] = [];
  const controller = {
    pointerDown: (sq: number | null) => heard.push(`down ${sq}`),
    pointerMove: (sq: number | null) => heard.push(`move ${sq}`),
    pointerUp: (sq: number | null) => heard.push(`up ${sq}`),
    pointerCancel: () => heard.push('cancel'),
    pointerLeave: () => heard.push('leave'),
  } as unknown as Controller;
  const editor = { tap: (sq: number) => heard.push(`tap ${sq}`) } as unknown as PositionEditor;
  const zoom = { choosing, pick: (sq: number | null) => heard.push(`pick ${sq}`) } as unknown as BoardZoom;
  return { heard, pointer: vacuumPointer(controller, () => (editing ? editor : null), zoom) };
}

describe("Vacuum's board pointer", () => {
  it('gives presses, moves and releases to the controller', () => {
    const { heard, pointer } = setUp();
    pointer.press(5, 0, 0, 0, false);
    pointer.move(6, 0, 0);
    pointer.release(6, 0, 0, 1);
    pointer.cancel();
    pointer.leave();
    expect(heard).toEqual(['down 5', 'move 6', 'up 6', 'cancel', 'leave']);
  });

  it('in the editor, taps a square only when the press and the release are on it', () => {
    const { heard, pointer } = setUp({ editing: true });
    pointer.press(5, 0, 0, 0, true);
    pointer.move(6, 0, 0);
    pointer.release(6, 0, 0, 1); // slid off: no tap
    pointer.press(7, 0, 0, 2, true);
    pointer.release(7, 0, 0, 3);
    pointer.press(8, 0, 0, 4, true);
    pointer.cancel(); // the browser took the touch: no tap, and the next release taps nothing
    pointer.release(8, 0, 0, 5);
    expect(heard).toEqual(['tap 7']);
  });

  it('while the zoom asks where to look, a press picks the square and plays nothing', () => {
    const { heard, pointer } = setUp({ choosing: true });
    pointer.press(9, 0, 0, 0, true);
    expect(heard).toEqual(['pick 9']);
  });
});
