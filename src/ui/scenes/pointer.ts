// Pointer events on the canvas, forwarded: to the controller, or while the editor is open to the
// editor as taps. Presses start on the board zone; moves and releases are followed over the whole
// canvas (and outside it) so a drag can end anywhere. The drag threshold is the controller's own.
import type * as Phaser from 'phaser';
import type { Controller } from '../controller';
import type { PositionEditor } from '../../games/vacuum/view/editor';
import type { BoardZoom } from '../zoom';

export interface PointerTargets {
  controller: Controller;
  editor: () => PositionEditor | null;
  /** The square under a pointer, or null off the board. */
  at: (p: Phaser.Input.Pointer) => number | null;
  /** While the zoom asks where to look, a press picks the square and plays nothing. */
  zoom?: BoardZoom;
}

export function forwardPointer(
  scene: Phaser.Scene,
  zone: Phaser.GameObjects.Zone,
  { controller, editor, at, zoom }: PointerTargets,
): void {
  // A press on a dialog or menu over the canvas is not a press on the board.
  const onCanvas = (p: Phaser.Input.Pointer): boolean => !p.event || p.event.target === scene.game.canvas;
  // While the editor is open a press and release on one square is a tap for it, and nothing
  // reaches the controller.
  let editPress: number | null = null;
  zone.on('pointerdown', (p: Phaser.Input.Pointer) => {
    if (!onCanvas(p)) return;
    if (zoom?.choosing) return zoom.pick(at(p));
    if (editor()) editPress = at(p);
    else controller.pointerDown(at(p), p.x, p.y, p.wasTouch, p.downTime);
  });
  scene.input.on('pointermove', (p: Phaser.Input.Pointer) => {
    if (!editor()) controller.pointerMove(at(p), p.x, p.y);
  });
  // Phaser reports a touchcancel as a pointerup: that must drop the press, never play a move.
  const up = (p: Phaser.Input.Pointer, sq: number | null): void => {
    const open = editor();
    if (open) {
      if (!p.wasCanceled && sq !== null && sq === editPress) open.tap(sq);
      editPress = null;
    } else if (p.wasCanceled) controller.pointerCancel();
    else controller.pointerUp(sq, p.x, p.y, p.upTime);
  };
  scene.input.on('pointerup', (p: Phaser.Input.Pointer) => up(p, at(p)));
  scene.input.on('pointerupoutside', (p: Phaser.Input.Pointer) => up(p, null));
  scene.input.on('gameout', () => controller.pointerLeave());
}
