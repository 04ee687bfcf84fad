// Drawing on squares: a Graphics and the board's geometry, so marks are placed by square, not pixel.
import type * as Phaser from 'phaser';
import { squareCentre, squareRect, type BoardGeometry, type BoardSize } from '../board-geometry';

export interface Point {
  x: number;
  y: number;
}

/** How far an arrow head stops short of its target square's centre, in squares. */
const ARROW_SHORT = 0.2;
/** The angle between an arrow head's tip and each barb (radians). */
const ARROW_BARB = 2.5;

export class Pen {
  constructor(
    readonly gr: Phaser.GameObjects.Graphics,
    readonly geometry: BoardGeometry,
    readonly size: BoardSize,
  ) {}

  get cell(): number {
    return this.geometry.cell;
  }

  centre(sq: number): Point {
    return squareCentre(this.geometry, this.size, sq);
  }

  /** A square's top-left corner and side. */
  rect(sq: number): { x: number; y: number; cell: number } {
    return squareRect(this.geometry, this.size, sq);
  }

  fill(sq: number, colour: number, alpha: number): void {
    const { x, y, cell } = this.rect(sq);
    this.gr.fillStyle(colour, alpha).fillRect(x, y, cell, cell);
  }

  /** A frame inside a square, `width` squares thick (at least 2 pixels). */
  outline(sq: number, colour: number, width: number, alpha = 1): void {
    const { x, y, cell } = this.rect(sq);
    const w = Math.max(2, cell * width);
    this.gr.lineStyle(w, colour, alpha).strokeRect(x + w / 2, y + w / 2, cell - w, cell - w);
  }

  /** A filled arrow head pointing from `tail` at `tip`, stopping a little short of its centre. */
  arrowHead(tail: Point, tip: Point, size: number, colour: number, alpha: number): void {
    const angle = Math.atan2(tip.y - tail.y, tip.x - tail.x);
    const back = {
      x: tip.x - Math.cos(angle) * this.cell * ARROW_SHORT,
      y: tip.y - Math.sin(angle) * this.cell * ARROW_SHORT,
    };
    this.gr
      .fillStyle(colour, alpha)
      .fillTriangle(
        back.x + Math.cos(angle) * size,
        back.y + Math.sin(angle) * size,
        back.x + Math.cos(angle + ARROW_BARB) * size,
        back.y + Math.sin(angle + ARROW_BARB) * size,
        back.x + Math.cos(angle - ARROW_BARB) * size,
        back.y + Math.sin(angle - ARROW_BARB) * size,
      );
  }
}
