// Pebble Rebel on the page's board: sand tiles, the stones with their shapes (R2), the winning line
// framed (R14's end screen), and on each target square what the page does not know: the stones
// Rebel will draw if Pebble's stone goes there and a win mark where it makes four in a row, or,
// for Rebel's stone, a warning mark where it would hand Pebble four in a row (R14).
import type { BoardPainter, Brush, SquareBox } from '../../../core/module';
import { colOf, effectOf, rowOf, status, type Action, type Game } from '../rules/index';
import { BOARD_LOOK } from './look';
import { drawNumber } from './numerals';
import { brushPen } from '../../../ui/pen';
import { drawStone } from './stone';

/** A stone's radius, in squares. */
const STONE_RADIUS = 0.38;

export const pebbleRebelPainter: BoardPainter<Game> = {
  tile(brush, game, sq, { x, y, cell }) {
    brush.fillStyle(BOARD_LOOK.tiles[(rowOf(sq) + colOf(sq)) % 2]!, 1).fillRect(x, y, cell, cell);
    brush.lineStyle(Math.max(1, cell * 0.02), BOARD_LOOK.grid, 0.7).strokeRect(x, y, cell, cell);
    if (status(game).line?.includes(sq)) {
      const w = Math.max(3, cell * 0.08);
      brush.lineStyle(w, BOARD_LOOK.line, 1).strokeRect(x + w / 2, y + w / 2, cell - w, cell - w);
    }
  },

  piece(brush, game, sq, { x, y, cell }, alpha = 1) {
    const stone = game.board[sq];
    if (stone) drawStone(brushPen(brush), stone, x + cell / 2, y + cell / 2, cell * STONE_RADIUS, alpha);
  },

  occupied: (game, sq) => game.board[sq] != null,
};

/** A five-pointed star (the win mark) centred on (cx, cy). */
function star(b: Brush, cx: number, cy: number, r: number, colour: number): void {
  const point = (i: number, radius: number): [number, number] => {
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    return [cx + Math.cos(angle) * radius, cy + Math.sin(angle) * radius];
  };
  b.fillStyle(colour, 1);
  for (let i = 0; i < 10; i += 2) {
    const [ox, oy] = point(i, r);
    const [ax, ay] = point(i - 1, r * 0.45);
    const [bx, by] = point(i + 1, r * 0.45);
    b.fillTriangle(ox, oy, ax, ay, bx, by).fillTriangle(cx, cy, ax, ay, bx, by);
  }
}

/** A red triangle with an exclamation mark (the warning mark) centred on (cx, cy). */
function warning(b: Brush, cx: number, cy: number, r: number): void {
  b.fillStyle(BOARD_LOOK.warning, 1).fillTriangle(cx, cy - r, cx + r, cy + r * 0.8, cx - r, cy + r * 0.8);
  b.lineStyle(Math.max(1.5, r * 0.22), 0xffffff, 1).lineBetween(cx, cy - r * 0.4, cx, cy + r * 0.2);
  b.fillStyle(0xffffff, 1).fillCircle(cx, cy + r * 0.5, Math.max(1, r * 0.12));
}

/**
 * R14's marks on a target square, for the legal actions it stands for: a move's draw count on the
 * page's target dot and a win mark where it makes four in a row; for a placement (the stone
 * chosen in the tray), a warning mark where it would complete a line for Pebble.
 */
export function targetMark(b: Brush, game: Game, _sq: number, { x, y, cell }: SquareBox, actions: readonly Action[]) {
  const action = actions.length === 1 ? actions[0]! : null;
  if (action === null || action.kind === 'resign') return;
  const effect = effectOf(game, action);
  const corner = { x: x + cell * 0.78, y: y + cell * 0.22, r: cell * 0.16 };
  if (action.kind === 'place') {
    if (effect.line !== null) warning(b, corner.x, corner.y, corner.r);
    return;
  }
  if (effect.line !== null) return star(b, corner.x, corner.y, corner.r * 1.2, BOARD_LOOK.win);
  drawNumber(brushPen(b), effect.draws, x + cell / 2, y + cell / 2, cell * 0.19, BOARD_LOOK.digits);
}
