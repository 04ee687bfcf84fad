// Pointer events on a board's canvas, forwarded to what the board does with them (the page's
// picker, Vacuum's controller). Presses start on the board zone; moves and releases are followed
// over the whole canvas (and outside it) so a drag can end anywhere.
import type * as Phaser from 'phaser';

/** What a board does with a pointer: squares are null off the board; `at` is the event's time. */
export interface BoardPointer {
  press(sq: number | null, x: number, y: number, at: number, touch: boolean): void;
  move(sq: number | null, x: number, y: number): void;
  release(sq: number | null, x: number, y: number, at: number): void;
  /** The press was cancelled (the browser took the touch over): nothing is played. */
  cancel(): void;
  /** The pointer left the canvas. */
  leave(): void;
}

export function forwardPointer(
  scene: Phaser.Scene,
  zone: Phaser.GameObjects.Zone,
  squareAt: (p: Phaser.Input.Pointer) => number | null,
  to: BoardPointer,
): void {
  // A press on a dialog or menu over the canvas is not a press on the board.
  const onCanvas = (p: Phaser.Input.Pointer): boolean => !p.event || p.event.target === scene.game.canvas;
  zone.on('pointerdown', (p: Phaser.Input.Pointer) => {
    if (onCanvas(p)) to.press(squareAt(p), p.x, p.y, p.downTime, p.wasTouch);
  });
  scene.input.on('pointermove', (p: Phaser.Input.Pointer) => to.move(squareAt(p), p.x, p.y));
  // Phaser reports a touchcancel as a pointerup: that must drop the press, never play a move.
  const up = (p: Phaser.Input.Pointer, sq: number | null): void =>
    p.wasCanceled ? to.cancel() : to.release(sq, p.x, p.y, p.upTime);
  scene.input.on('pointerup', (p: Phaser.Input.Pointer) => up(p, squareAt(p)));
  scene.input.on('pointerupoutside', (p: Phaser.Input.Pointer) => up(p, null));
  scene.input.on('gameout', () => to.leave());
}
