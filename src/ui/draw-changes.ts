// A board draws only frames whose picture changed. Phaser draws every frame it steps, whether
// anything changed or not; a board left on screen with nothing pulsing (the computer's turn, a
// replay, a room watched, the game's end) kept Chromium rastering and compositing the same canvas
// twenty times a second, ~18 % of a core without a GPU (a phone's battery with it).

/** A board's scene, as the game loop asks it whether a frame's picture would be the last one's. */
export interface StillScene {
  /** Asked once a frame, after its update: true when drawing would change nothing on the canvas. */
  still(): boolean;
  /** Draws the whole board again at the next frame. */
  redraw(): void;
}

/** The part of Phaser's renderer (Canvas or WebGL) that begins and ends a drawn frame. */
interface Renderer {
  preRender(): void;
  postRender(): void;
}

/** The parts of Phaser's Game (Phaser.Game) a board's frames go through. */
interface StepGame<R extends Renderer> {
  step(time: number, delta: number): void;
  /** Phaser's step without its drawing: input, the scale and the scenes' updates. */
  headlessStep(time: number, delta: number): void;
  readonly isPaused: boolean;
  renderer: R;
  scene: { render(renderer: R): void };
  events: { on(event: 'visible', run: () => void): unknown; once(event: 'ready', run: () => void): unknown };
  canvas: Pick<EventTarget, 'addEventListener'>;
}

/**
 * From now on each of `game`'s frames updates `scene` and draws it only where its picture changed:
 * Phaser's own step (Game.step) with the drawing made conditional.
 */
export function drawOnlyChanges<R extends Renderer>(game: StepGame<R>, scene: StillScene): void {
  game.step = (time, delta) => {
    game.headlessStep(time, delta);
    if (game.isPaused || scene.still()) return;
    const { renderer } = game;
    renderer.preRender();
    game.scene.render(renderer);
    renderer.postRender();
  };
  // A page shown again, or a drawing context the browser took back and restored, may have lost
  // the picture.
  game.events.on('visible', () => scene.redraw());
  game.events.once('ready', () => {
    for (const restored of ['contextrestored', 'webglcontextrestored'])
      game.canvas.addEventListener(restored, () => scene.redraw());
  });
}
