// Glyph Grid's pieces and marks drawn on any pen (Phaser's brush on the board, SVG on the home
// card): a Core is a large disc with a diamond inside, a Shard a small diamond, each in its seat's
// colours, so the two kinds and the two seats read without colour too (shape and a light or dark fill).
import type { Pen } from '../../../ui/pen';
import type { Piece } from '../rules/index';
import { BOARD_LOOK, SEAT_LOOKS } from './look';

const diamond = (cx: number, cy: number, r: number): [number, number][] => [
  [cx, cy - r],
  [cx + r, cy],
  [cx, cy + r],
  [cx - r, cy],
];

/** A piece centred on (cx, cy) in a square of side `cell`. */
export function drawPiece(pen: Pen, piece: Piece, cx: number, cy: number, cell: number, alpha = 1): void {
  const look = SEAT_LOOKS[piece.player]!;
  const edge = Math.max(1.5, cell * 0.05);
  if (piece.kind === 'core') {
    const r = cell * 0.4;
    pen.disc(cx, cy, r, look.edge, alpha);
    pen.disc(cx, cy, r - edge, look.fill, alpha);
    pen.polygon(diamond(cx, cy, r * 0.5), look.edge, alpha);
  } else {
    const r = cell * 0.32;
    pen.polygon(diamond(cx, cy, r), look.edge, alpha);
    pen.polygon(diamond(cx, cy, r - edge * 1.4), look.fill, alpha);
  }
}

/** A resonance mark on a square's tile: its owner's tint inset, with a border of its own. */
export function drawMark(pen: Pen, owner: 0 | 1, x: number, y: number, cell: number): void {
  const look = BOARD_LOOK.marks[owner];
  const inset = cell * 0.08;
  pen.rect(x + inset, y + inset, cell - 2 * inset, cell - 2 * inset, look.edge, 1);
  const b = Math.max(2, cell * 0.05);
  pen.rect(x + inset + b, y + inset + b, cell - 2 * (inset + b), cell - 2 * (inset + b), look.fill, 1);
}
