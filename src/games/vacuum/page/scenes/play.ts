// Play: the game as it stands — its last move, the actions since the player to move last played,
// the sources that can act, the selected one, its targets and the square whose count is being chosen.
import type { BoardView } from '../controller';
import { COLOUR, pageColours } from '../../../../ui/scenes/look';
import type { Painter } from '../../../../ui/scenes/painter';
import type { Pen } from '../../../../ui/scenes/pen';
import { drawFrame, drawPieces } from '../../../../ui/scenes/position';

export interface PlayMarks {
  /** The squares of the last move (washed in lavender), none in a replay. */
  last: number[];
  /** Each action since the player to move last played: its square framed in its player's colour. */
  recent: { sq: number; player: number }[];
  /** The piece still sliding in, left off the board image till it lands. */
  arriving: number | null;
}

const LAST_MOVE_ALPHA = 0.4;
const RECENT = { width: 0.05, alpha: 0.9 } as const;
const SOURCE = { width: 0.06, alpha: 0.7 } as const;
/** The selected source's green wash, under its pieces (its pulsing frame goes over them). */
const SELECTED_WASH = 0.35;
/** Targets: an attack's ring with four notches pointing in, a ring onto a piece, a dot on an empty square. */
const TARGET = {
  ring: { width: 0.08, min: 2.5 },
  attack: { radius: 0.43, alpha: 0.9, notchOuter: 0.47, notchInner: 0.32 },
  occupied: { radius: 0.45, alpha: 0.85 },
  empty: { radius: 0.14, alpha: 0.7, rimWidth: 0.025, rimAlpha: 0.55 },
} as const;
const NOTCHES = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
] as const;
/** A mode's flight path (Cast Stone) to each landing. */
const FLIGHT = { width: 0.05, min: 2, alpha: 0.55, head: 0.18, headAlpha: 0.8 } as const;
const CHOOSING_WIDTH = 0.08;

export function drawPlay<G, P>(pen: Pen, painter: Painter<G, P>, picture: P, view: BoardView, marks: PlayMarks): void {
  const gr = pen.gr;
  const cell = pen.cell;
  drawFrame(pen, painter, picture);
  painter.tiles(pen, picture);
  for (const sq of marks.last) pen.fill(sq, COLOUR.lastMove, LAST_MOVE_ALPHA);
  for (const m of marks.recent) pen.outline(m.sq, painter.seat(m.player).fill, RECENT.width, RECENT.alpha);
  painter.marks(pen, picture, 'under');
  for (const sq of view.sources) pen.outline(sq, pageColours().select, SOURCE.width, SOURCE.alpha);
  if (view.selected !== null) pen.fill(view.selected, pageColours().select, SELECTED_WASH);
  painter.marks(pen, picture, 'over');
  drawPieces(pen, painter, picture, marks.arriving, view.drag);
  if (view.selected !== null) drawFlights(pen, painter, view.mode, view.selected, view.targets);
  for (const t of view.targets) {
    const { x, y } = pen.centre(t.sq);
    const ring = Math.max(TARGET.ring.min, cell * TARGET.ring.width);
    if (t.attack) {
      // An attack: a red ring with four notches pointing in, unlike the plain ring onto own pieces.
      const { radius, alpha, notchOuter, notchInner } = TARGET.attack;
      gr.lineStyle(ring, COLOUR.attack, alpha).strokeCircle(x, y, cell * radius);
      for (const [dx, dy] of NOTCHES) {
        gr.lineBetween(
          x + dx * cell * notchOuter,
          y + dy * cell * notchOuter,
          x + dx * cell * notchInner,
          y + dy * cell * notchInner,
        );
      }
    } else if (t.occupied) {
      gr.lineStyle(ring, COLOUR.target, TARGET.occupied.alpha).strokeCircle(x, y, cell * TARGET.occupied.radius);
    } else {
      // A light rim keeps the dot visible on dark barren squares (Perimeter Move) as on tiles.
      const { radius, alpha, rimWidth, rimAlpha } = TARGET.empty;
      gr.fillStyle(COLOUR.target, alpha).fillCircle(x, y, cell * radius);
      gr.lineStyle(Math.max(1, cell * rimWidth), COLOUR.white, rimAlpha).strokeCircle(x, y, cell * radius);
    }
  }
  if (view.choosing) pen.outline(view.choosing.at, COLOUR.white, CHOOSING_WIDTH);
}

/**
 * A mode whose move flies (Cast Stone): the flight from the piece to each landing, and for a hook
 * landing the turn it takes at its corner (a hook lies off every line from the stone), ending in an
 * arrow head.
 */
function drawFlights<G, P>(
  pen: Pen,
  painter: Painter<G, P>,
  mode: string | null,
  from: number,
  targets: BoardView['targets'],
): void {
  const a = pen.centre(from);
  for (const t of targets) {
    const corners = painter.flight(mode, from, t.sq);
    if (corners === null) return;
    const b = pen.centre(t.sq);
    const mid = corners.length === 3 ? pen.centre(corners[1]!) : null;
    pen.gr.lineStyle(Math.max(FLIGHT.min, pen.cell * FLIGHT.width), COLOUR.target, FLIGHT.alpha);
    if (mid) pen.gr.lineBetween(a.x, a.y, mid.x, mid.y).lineBetween(mid.x, mid.y, b.x, b.y);
    else pen.gr.lineBetween(a.x, a.y, b.x, b.y);
    pen.arrowHead(mid ?? a, b, pen.cell * FLIGHT.head, COLOUR.target, FLIGHT.headAlpha);
  }
}
