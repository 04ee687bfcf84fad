// Where a pointer on Vacuum's board goes: while the zoom asks where to look, a press picks the
// square and plays nothing; while the position editor is open, a press and release on one square
// is a tap for it; otherwise the controller has it (tap, hold or drag).
import type { BoardPointer } from '../../../ui/scenes/pointer';
import type { Controller } from '../page/controller';
import type { BoardZoom } from '../../../ui/zoom';
import type { PositionEditor } from './editor';

export function vacuumPointer(
  controller: Controller,
  editor: () => PositionEditor | null,
  zoom?: BoardZoom,
): BoardPointer {
  let editPress: number | null = null;
  return {
    press(sq, x, y, at, touch) {
      if (zoom?.choosing) return zoom.pick(sq);
      if (editor()) editPress = sq;
      else controller.pointerDown(sq, x, y, touch, at);
    },
    move(sq, x, y) {
      if (!editor()) controller.pointerMove(sq, x, y);
    },
    release(sq, x, y, at) {
      const open = editor();
      if (!open) return controller.pointerUp(sq, x, y, at);
      if (sq !== null && sq === editPress) open.tap(sq);
      editPress = null;
    },
    cancel() {
      if (editor()) editPress = null;
      else controller.pointerCancel();
    },
    leave: () => controller.pointerLeave(),
  };
}
