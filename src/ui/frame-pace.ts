// How often the board redraws. Phaser draws 60 frames a second whether anything changes or not:
// a board left on screen (the player thinking, a computer's turn, a dialog open) kept a fifth to a
// third of a CPU core busy in Chromium without a GPU, and a phone's battery with it. The board
// draws at full rate while a hand is on the page or a piece moves, and at IDLE_FPS otherwise:
// enough for the slow pulse of the pieces that can act, and for any change to show within a
// twentieth of a second. A still board's frames come from a timer, not from every screen refresh
// (a refresh that draws nothing still cost half of it), and a frame whose picture is the last
// one's is not drawn at all (./draw-changes.ts). Input is handled at once either way (Phaser takes
// it from the DOM events).

/** Frames a second while nothing moves. */
export const IDLE_FPS = 20;
/** How long the board stays at full rate after the last input or motion, in ms. */
export const AWAKE_MS = 1500;

/** The part of Phaser's game loop (its TimeStep) the pace drives. */
interface Loop {
  /** Stops drawing on every screen refresh. */
  sleep(): void;
  /** Draws on every screen refresh again. */
  wake(): void;
  /** Draws one frame now. */
  tick(): void;
}

/** Runs `run` every `ms` until the returned function is called (window.setInterval by default). */
type Every = (ms: number, run: () => void) => () => void;

const everyInterval: Every = (ms, run) => {
  const id = setInterval(run, ms);
  return () => clearInterval(id);
};

export class FramePace {
  private until = 0;
  /** Stops the still board's timer; null while the board draws at full rate. */
  private stopIdle: (() => void) | null = null;

  constructor(
    private readonly loop: Loop,
    private readonly now: () => number = () => performance.now(),
    private readonly every: Every = everyInterval,
  ) {}

  /** Full rate from now on for a while: input arrived, or something starts moving on the board. */
  wake(): void {
    this.until = this.now() + AWAKE_MS;
    if (!this.stopIdle) return;
    this.stopIdle();
    this.stopIdle = null;
    this.loop.wake();
  }

  /** After each frame: the idle rate once nothing has asked for full rate for a while. */
  frame(): void {
    if (this.stopIdle || this.now() < this.until) return;
    this.loop.sleep();
    this.stopIdle = this.every(1000 / IDLE_FPS, () => this.loop.tick());
  }
}

const paces = new WeakMap<object, FramePace>();

/**
 * Paces a Phaser game's frames from now on: a hand anywhere on the page (the board, a panel, a key)
 * brings the board to full rate.
 */
export function paceFrames(game: {
  loop: Loop;
  events: { on(event: 'poststep', run: () => void): unknown };
}): FramePace {
  const pace = new FramePace(game.loop);
  paces.set(game, pace);
  game.events.on('poststep', () => pace.frame());
  for (const type of ['pointerdown', 'pointermove', 'wheel', 'keydown'] as const)
    window.addEventListener(type, () => pace.wake(), { capture: true, passive: true });
  return pace;
}

/** The pace of a board's Phaser game (`scene.game`): a scene wakes it when a piece starts to move. */
export const paceOf = (game: object): FramePace | undefined => paces.get(game);
