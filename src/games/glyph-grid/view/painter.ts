// Glyph Grid on the page's board (R16): the tiles with the resonance marks tinted by owner, the
// pieces, a shield on a piece standing on its own mark and a flip badge on one standing on an enemy
// mark, the sealed line framed at the end; on each target square its glyph's tint, PULSE's capture
// mark, and ANCHOR's mark to come.
import type { BoardPainter, Brush, SquareBox } from '../../../core/module';
import { colOf, flipBadges, preview, rowOf, sealOf, shields, type Action, type Game } from '../rules/index';
import { BOARD_LOOK, GLYPH_TINTS } from './look';
import { brushPen } from '../../../ui/pen';
import { drawMark, drawPiece } from './pieces';

/** The winner's sealed line or square, once the game ended by one. */
const sealed = (game: Game): readonly number[] => {
  const r = game.result;
  return r !== null && r.winner !== 'draw' && (r.reason === 'line' || r.reason === 'square')
    ? (sealOf(game, r.winner)?.squares ?? [])
    : [];
};

/** A small shield (a pentagon with a white edge) at a square's top-left corner. */
function shield(b: Brush, x: number, y: number, cell: number): void {
  const s = cell * 0.14;
  const [cx, cy] = [x + cell * 0.2, y + cell * 0.22];
  brushPen(b).polygon(
    [
      [cx - s, cy - s],
      [cx + s, cy - s],
      [cx + s, cy + s * 0.2],
      [cx, cy + s * 1.2],
      [cx - s, cy + s * 0.2],
    ],
    BOARD_LOOK.shield,
    1,
  );
}

/** A flip badge: two arrows' heads in a circle at a square's top-right corner. */
function flipBadge(b: Brush, x: number, y: number, cell: number): void {
  const r = cell * 0.13;
  const [cx, cy] = [x + cell * 0.8, y + cell * 0.2];
  b.fillStyle(BOARD_LOOK.flip, 1).fillCircle(cx, cy, r);
  b.fillStyle(0xffffff, 1)
    .fillTriangle(cx - r * 0.6, cy - r * 0.1, cx, cy - r * 0.7, cx + r * 0.6, cy - r * 0.1)
    .fillTriangle(cx - r * 0.6, cy + r * 0.1, cx, cy + r * 0.7, cx + r * 0.6, cy + r * 0.1);
}

export const glyphGridPainter: BoardPainter<Game> = {
  tile(brush, game, sq, { x, y, cell }) {
    brush.fillStyle(BOARD_LOOK.tiles[(rowOf(sq) + colOf(sq)) % 2]!, 1).fillRect(x, y, cell, cell);
    brush.lineStyle(Math.max(1, cell * 0.02), BOARD_LOOK.grid, 0.8).strokeRect(x, y, cell, cell);
    const owner = game.marks[sq];
    if (owner !== null && owner !== undefined) drawMark(brushPen(brush), owner, x, y, cell);
    if (sealed(game).includes(sq)) {
      const w = Math.max(3, cell * 0.08);
      brush.lineStyle(w, BOARD_LOOK.seal, 1).strokeRect(x + w / 2, y + w / 2, cell - w, cell - w);
    }
  },

  piece(brush, game, sq, { x, y, cell }, alpha = 1) {
    const piece = game.pieces[sq];
    if (!piece) return;
    drawPiece(brushPen(brush), piece, x + cell / 2, y + cell / 2, cell, alpha);
    if (alpha < 1) return; // a lifted piece carries no badges
    if (shields(game).includes(sq)) shield(brush, x, y, cell);
    if (flipBadges(game).some((f) => f.at === sq)) flipBadge(brush, x, y, cell);
  },

  occupied: (game, sq) => game.pieces[sq] != null,
};

/**
 * R16's marks on a target square, for the legal moves it stands for from the chosen piece: a band
 * in each glyph's tint along the square's foot (two bands where two glyphs reach it), PULSE's
 * capture mark where the pushed piece would be captured, a ring where ANCHOR would mark.
 */
export function targetMark(b: Brush, game: Game, _sq: number, { x, y, cell }: SquareBox, actions: readonly Action[]) {
  const moves = actions.filter((a) => a.kind !== 'resign');
  const band = cell / Math.max(1, moves.length);
  moves.forEach((m, i) => {
    b.fillStyle(GLYPH_TINTS[m.kind], 1).fillRect(x + i * band, y + cell * 0.86, band, cell * 0.1);
  });
  for (const m of moves) {
    const p = preview(game, m);
    if (p.push?.captured) {
      const d = cell * 0.16;
      const [cx, cy] = [x + cell / 2, y + cell / 2];
      b.lineStyle(Math.max(3, cell * 0.07), BOARD_LOOK.capture, 1)
        .lineBetween(cx - d, cy - d, cx + d, cy + d)
        .lineBetween(cx - d, cy + d, cx + d, cy - d);
    }
    if (p.marked !== null)
      b.lineStyle(Math.max(2, cell * 0.05), GLYPH_TINTS.anchor, 1).strokeCircle(
        x + cell / 2,
        y + cell / 2,
        cell * 0.44,
      );
  }
}
