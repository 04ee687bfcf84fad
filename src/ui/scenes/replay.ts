// Replay: a replayed turn's moves, each a dark arrow edged in white from its source (ringed) to its
// target — unlike the last move's lavender wash, readable on light tiles and barren squares alike.
import { COLOUR } from './look';
import type { Pen } from './pen';

const ARROW = { width: 0.06, min: 2, edge: 3, ring: 0.3, head: 0.2 } as const;
/** The white edge under the dark arrow, then the arrow: colour, extra width, alpha. */
const STROKES = [
  [COLOUR.white, ARROW.edge, 0.85],
  [COLOUR.replayMove, 0, 1],
] as const;

export function drawReplayMoves(pen: Pen, moves: readonly { from: number; to: number }[]): void {
  const cell = pen.cell;
  for (const { from, to } of moves) {
    const a = pen.centre(from);
    const b = pen.centre(to);
    const w = Math.max(ARROW.min, cell * ARROW.width);
    for (const [colour, extra, alpha] of STROKES) {
      pen.gr.lineStyle(w + extra, colour, alpha).strokeCircle(a.x, a.y, cell * ARROW.ring);
      pen.gr.lineBetween(a.x, a.y, b.x, b.y);
      pen.arrowHead(a, b, cell * ARROW.head + extra, colour, alpha);
    }
  }
}
