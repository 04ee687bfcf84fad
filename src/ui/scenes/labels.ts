// The text on the board canvas: column letters and row numbers beside the board, the numbers of
// the actions since the player to move last played, and the count badge while a count is chosen.
import type * as Phaser from 'phaser';
import { labelBand, type BoardGeometry } from '../board-geometry';
import { DEPTH, pageColours, TEXT } from './look';
import type { Painter } from './painter';
import type { Pen } from './pen';

/** Label letters: this share of a square, at most this share of the band they sit in, at least `min` px. */
const LABEL = { cell: 0.3, band: 0.62, min: 9 } as const;
/**
 * An action's number: a disc this share of a square (at least `min` px), `inset` px from its corner;
 * clear of a lone pebble in the square's middle (`clear`: its radius, a share of the square).
 */
const NUMBER = { cell: 0.22, min: 9, disc: 0.75, inset: 2, edge: 1.5, clear: 0.2 } as const;

/**
 * How far an action number's disc of radius `r` sits from its corner, along each side: `inset`
 * inside the square, or on a phone's small square out toward the corner (its legible size is then
 * half the square), so it never covers the lone pebble it marks.
 */
export function numberOffset(cell: number, r: number): number {
  const clearOfMiddle = cell / 2 - (r + cell * NUMBER.clear) / Math.SQRT2;
  return Math.max(0, Math.min(r + NUMBER.inset, clearOfMiddle));
}
/**
 * The count badge: its text this share of a square (at least `min` px, so on a phone's 29 px square
 * it stays as small as the square), its padding a share of the square too. It sits above the
 * square's pebbles (which reach 0.32 of a square from its centre), its bottom edge `above` that
 * centre and its left edge `right` of it, so it never covers what it counts.
 */
const BADGE = { cell: 0.26, min: 8, padX: 0.07, right: 0.05, above: 0.34 } as const;
const LETTER_A = 97;

/**
 * Column letters above the board and row numbers beside it. They are made one frame after the
 * first board is drawn: two dozen text textures would otherwise delay the first sight of it.
 */
export class CoordinateLabels {
  private texts: Phaser.GameObjects.Text[] = [];

  constructor(
    private scene: Phaser.Scene,
    private cols: number,
    private rows = cols,
  ) {}

  get made(): boolean {
    return this.texts.length > 0;
  }

  /** The board has another size: the labels are made again at the next `place`. */
  resize(cols: number, rows: number): void {
    if (cols === this.cols && rows === this.rows) return;
    for (const t of this.texts) t.destroy();
    this.texts = [];
    this.cols = cols;
    this.rows = rows;
  }

  /**
   * Places the labels of a board drawn with `g` beside the area `frame` it shows (the same unless
   * the board is zoomed: then only the rows and columns in view are labelled).
   */
  place(g: BoardGeometry, width: number, height: number, frame: BoardGeometry = g): void {
    const band = labelBand(width, height);
    const px = Math.round(Math.max(LABEL.min, Math.min(g.cell * LABEL.cell, band * LABEL.band)));
    const inView = (start: number, squares: number, centre: number): boolean =>
      centre > start && centre < start + frame.cell * squares;
    const n = this.cols;
    if (this.texts.length === 0) {
      for (let i = 0; i < n + this.rows; i++) {
        const text = i < n ? String.fromCharCode(LETTER_A + i) : String(i - n + 1);
        this.texts.push(
          this.scene.add
            .text(0, 0, text, { fontFamily: TEXT.font, fontSize: px, color: pageColours().label })
            .setOrigin(0.5)
            .setDepth(DEPTH.badge), // over whatever hides a zoomed board beyond its area
        );
      }
    }
    for (let i = 0; i < n; i++) {
      const x = g.x + (i + 0.5) * g.cell;
      this.texts[i]!.setFontSize(px)
        .setPosition(x, frame.y - band * 0.5)
        .setVisible(inView(frame.x, n, x));
    }
    for (let i = 0; i < this.rows; i++) {
      const y = g.y + (i + 0.5) * g.cell;
      this.texts[n + i]!.setFontSize(px)
        .setPosition(frame.x - band * 0.5, y)
        .setVisible(inView(frame.y, this.rows, y));
    }
  }
}

/** The order of recent actions: a small numbered disc in the square's bottom-left corner (the latest number shows). */
export class ActionNumbers {
  private texts: Phaser.GameObjects.Text[] = [];

  constructor(private scene: Phaser.Scene) {}

  draw<G, P>(pen: Pen, painter: Painter<G, P>, recent: readonly { sq: number; player: number; n: number }[]): void {
    this.drawOn(
      pen.gr,
      pen.cell,
      (sq) => pen.rect(sq),
      (player) => painter.seat(player),
      recent,
    );
  }

  /**
   * The discs on `gr`, each square's box from `rect`, each player's colours from `seat` (`ink`:
   * its number's colour), on squares `cell` px wide.
   */
  drawOn(
    gr: Phaser.GameObjects.Graphics,
    cell: number,
    rect: (sq: number) => { x: number; y: number; cell: number },
    seat: (player: number) => { fill: number; edge: number; ink: string },
    recent: readonly { sq: number; player: number; n: number }[],
  ): void {
    const latest = new Map(recent.map((m) => [m.sq, m]));
    const size = Math.max(NUMBER.min, Math.round(cell * NUMBER.cell));
    let i = 0;
    for (const m of latest.values()) {
      const { x, y, cell } = rect(m.sq);
      const r = size * NUMBER.disc;
      const cx = x + numberOffset(cell, r);
      const cy = y + cell - numberOffset(cell, r);
      const look = seat(m.player);
      gr.fillStyle(look.fill, 1).fillCircle(cx, cy, r);
      gr.lineStyle(NUMBER.edge, look.edge, 1).strokeCircle(cx, cy, r);
      const label = (this.texts[i] ??= this.scene.add
        .text(0, 0, '', { fontFamily: TEXT.font, fontStyle: 'bold', color: '#000' })
        .setOrigin(0.5)
        .setDepth(DEPTH.numbers));
      // Re-rendering a text costs a canvas draw and a texture upload: only when it really changed.
      const key = `${m.n}|${size}|${m.player}`;
      if (label.name !== key) label.setName(key).setText(String(m.n)).setFontSize(size).setColor(look.ink);
      label.setPosition(cx, cy).setVisible(true);
      i++;
    }
    for (; i < this.texts.length; i++) this.texts[i]!.setVisible(false);
  }
}

/** The count shown while cycling Supply Chain, Reduction Attack or Pebble Attack, on the square's top-right corner. */
export class CountBadge {
  private text: Phaser.GameObjects.Text | null = null; // made on first use, like the labels
  /** The square side the text is sized for. */
  private cell = 0;

  constructor(private scene: Phaser.Scene) {}

  show(at: { x: number; y: number }, cell: number, count: number): void {
    this.text ??= this.scene.add
      .text(0, 0, '', {
        fontFamily: TEXT.font,
        fontStyle: 'bold',
        fontSize: fontSize(cell),
        color: TEXT.badgeInk,
        backgroundColor: TEXT.badgeBackground,
      })
      .setOrigin(0, 1)
      .setDepth(DEPTH.badge);
    if (this.cell !== cell) this.resize(cell);
    // Clear of the pebbles it counts.
    this.text
      .setText(`×${count}`)
      .setPosition(at.x + cell * BADGE.right, at.y - cell * BADGE.above)
      .setVisible(true);
  }

  hide(): void {
    this.text?.setVisible(false);
  }

  resize(cell: number): void {
    if (!this.text) return; // sized when it is made
    this.cell = cell;
    const pad = Math.max(1, Math.round(cell * BADGE.padX));
    this.text.setFontSize(fontSize(cell)).setPadding(pad, 0, pad, 0);
  }
}

const fontSize = (cell: number): number => Math.max(BADGE.min, Math.round(cell * BADGE.cell));
