// The last move's animation: the moved piece slides from its source to its target, or a new piece
// grows on its square; the board image leaves that square empty till it lands.
import type * as Phaser from 'phaser';
import { MOVE_MS } from './look';
import type { Point } from './pen';

// The eases (Phaser's Quad.easeOut and Back.easeOut), written here instead of bringing in Phaser's
// tween system (bench/browser.bench.ts weighs the page).
const quadOut = (t: number): number => t * (2 - t);
const backOut = (t: number, s = 1.70158): number => (t - 1) * (t - 1) * ((s + 1) * (t - 1) + s) + 1;
/** A new piece grows from this share of its size. */
const GROW_FROM = 0.3;

interface Moving {
  piece: Phaser.GameObjects.Graphics;
  to: number;
  start: Point;
  end: Point;
  began: number | null; // the frame time of its first frame
}

export class Slide {
  private moving: Moving | null = null;

  /** Called when a piece lands (the board image then draws it). */
  constructor(private landed: () => void) {}

  /** The square whose piece is still sliding in. */
  get arriving(): number | null {
    return this.moving?.to ?? null;
  }

  /** Starts `piece` (drawn around 0, 0) on its way from `start` to `end` on square `to`; a piece still sliding lands at once. */
  start(piece: Phaser.GameObjects.Graphics, to: number, start: Point, end: Point): void {
    this.land();
    piece.setPosition(start.x, start.y);
    this.moving = { piece, to, start, end, began: null };
    this.move(null);
  }

  /** Moves the sliding piece on to where it is at frame `time` (its start when null); lands it at the end. */
  move(time: number | null): void {
    const m = this.moving;
    if (!m) return;
    if (time !== null) m.began ??= time;
    const t = time === null || m.began === null ? 0 : Math.min(1, (time - m.began) / MOVE_MS);
    const { start, end, piece } = m;
    if (start === end) piece.setScale(GROW_FROM + (1 - GROW_FROM) * backOut(t));
    else piece.setPosition(start.x + (end.x - start.x) * quadOut(t), start.y + (end.y - start.y) * quadOut(t));
    if (t === 1) this.land();
  }

  land(): void {
    if (!this.moving) return;
    this.moving.piece.destroy();
    this.moving = null;
    this.landed();
  }
}
