// The baseline for the page-weight and first-draw benchmarks: Phaser 4 booted the same way as
// the game (same renderer choice, RESIZE scale, one scene) drawing one rectangle.
import * as Phaser from 'phaser';
import { FIRST_BOARD_MARK, rendererKind } from '../../src/ui/renderer';

let drawn: () => void = () => {};
const ready = new Promise<void>((resolve) => (drawn = resolve));

class Bare extends Phaser.Scene {
  create(): void {
    this.add.graphics().fillStyle(0xd8ccae, 1).fillRect(10, 10, 100, 100);
  }
  override update(): void {
    if (performance.getEntriesByName(FIRST_BOARD_MARK).length === 0) performance.mark(FIRST_BOARD_MARK);
    drawn();
  }
}

new Phaser.Game({
  type: rendererKind() === 'webgl' ? Phaser.WEBGL : Phaser.CANVAS,
  parent: 'board',
  banner: false,
  scale: { mode: Phaser.Scale.RESIZE, width: '100%', height: '100%' },
  scene: [Bare],
});
(window as unknown as { bareReady: Promise<void> }).bareReady = ready;
