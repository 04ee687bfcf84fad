// The Phaser game under every board page (Vacuum's and the game-neutral page's): one scene that
// fills #board, drawn by the renderer this machine draws best with (./renderer.ts).
import type { Scene } from 'phaser';
import * as Phaser from './phaser';
import { drawOnlyChanges, type StillScene } from './draw-changes';
import { paceFrames } from './frame-pace';
import { rendererKind } from './renderer';
import { pageColours } from './scenes/look';

/** Boots Phaser on #board with `scene`; nothing that starts on the board scrolls, zooms or opens a menu. */
export function bootBoard(board: HTMLElement, scene: Scene & StillScene): void {
  const game = new Phaser.Game({
    type: rendererKind() === 'webgl' ? Phaser.WEBGL : Phaser.CANVAS,
    parent: board,
    backgroundColor: pageColours().background,
    banner: false,
    scale: { mode: Phaser.RESIZE, width: '100%', height: '100%' },
    input: { activePointers: 1 },
    audio: { noAudio: true }, // the games have no sound; a Web Audio context costs ~70 ms at boot
    scene,
  });
  drawOnlyChanges(game, scene);
  const pace = paceFrames(game);
  // Phaser looks at its parent's size only every half second (or on a window resize): a panel
  // that grows beside the board would leave the board its old size, and taps on the old squares.
  new ResizeObserver(() => {
    game.scale.dirty = true;
    pace.wake();
  }).observe(board);
  for (const type of ['touchstart', 'touchmove', 'gesturestart', 'dblclick', 'contextmenu'] as const)
    board.addEventListener(type, (e) => e.preventDefault(), { passive: false });
}
