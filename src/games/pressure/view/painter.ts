// Pressure's tiles and tokens on the page's board: white and black discs; a resting token dimmed
// with a red mark (R3); a captured token blue with a cross, its owner's ring kept (R3).
import type { BoardPainter, Brush, SquareBox } from '../../../core/module';
import { colOf, rowOf, tokenAt, type Game } from '../rules/index';
import { BOARD_LOOK, SEAT_LOOKS } from './look';

/** A token's radius and ring, in squares. */
const TOKEN = { radius: 0.36, ring: 0.05 } as const;

export const pressurePainter: BoardPainter<Game> = {
  tile(brush: Brush, _game: Game, sq: number, { x, y, cell }: SquareBox) {
    brush.fillStyle(BOARD_LOOK.tiles[(rowOf(sq) + colOf(sq)) % 2]!, 1).fillRect(x, y, cell, cell);
    brush.lineStyle(Math.max(1, cell * 0.02), BOARD_LOOK.grid, 0.6).strokeRect(x, y, cell, cell);
  },

  piece(brush: Brush, game: Game, sq: number, { x, y, cell }: SquareBox, alpha = 1) {
    const token = tokenAt(game, sq);
    if (!token) return;
    const look = SEAT_LOOKS[token.owner]!;
    const cx = x + cell / 2;
    const cy = y + cell / 2;
    const r = cell * TOKEN.radius;
    const ring = Math.max(2, cell * TOKEN.ring);
    const fade = token.state === 'inactive' ? 0.75 : 1;
    brush.fillStyle(0x000000, 0.25 * alpha).fillCircle(cx + ring / 2, cy + ring, r); // its shadow
    brush.fillStyle(token.state === 'captured' ? BOARD_LOOK.captured : look.fill, fade * alpha).fillCircle(cx, cy, r);
    brush.lineStyle(ring, look.edge, alpha).strokeCircle(cx, cy, r - ring / 2);
    if (token.state === 'captured') {
      const d = r * 0.45;
      brush.lineStyle(ring * 1.2, look.edge, alpha);
      brush.lineBetween(cx - d, cy - d, cx + d, cy + d).lineBetween(cx - d, cy + d, cx + d, cy - d);
    }
    if (token.state === 'inactive') {
      // A red dot at the top right, ringed so it reads on both colours: "resting".
      const m = r * 0.32;
      brush.fillStyle(BOARD_LOOK.resting, alpha).fillCircle(cx + r * 0.7, cy - r * 0.7, m);
      brush.lineStyle(Math.max(1, ring / 2), 0xffffff, alpha).strokeCircle(cx + r * 0.7, cy - r * 0.7, m);
    }
  },

  occupied: (game: Game, sq: number) => tokenAt(game, sq) !== null,
};
