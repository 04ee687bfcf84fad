// The gesture recogniser: turns pointer down / move / up into a tap, a hold, or a drag from one
// square to another. Pure: the caller passes positions and times in and keeps the state.

/** Pixels a press must travel before it is a drag; 0 once the player has dragged (chessground's autoDistance). */
export const DRAG_DISTANCE = 3;
/**
 * Pixels a press on a piece already chosen must travel before it lifts the piece, on the
 * game-neutral page's board and Pebble Rebel's tray: there a drag back to its square keeps the
 * choice where a tap would put it down, so a finger's wobble must stay a tap.
 */
export const LIFT_DISTANCE = 6;
/** A press held this long without dragging reads the square only (touch has no hover), on every board. */
export const HOLD_MS = 500;

interface Press {
  sq: number | null;
  x: number;
  y: number;
  at: number;
  dragging: boolean;
  /** The pointer has left the pressed square at some point. */
  left: boolean;
}

export interface Gestures {
  press: Press | null;
  /** The player has dragged before: drags then start at once. */
  dragged: boolean;
}

export const NO_GESTURE: Gestures = { press: null, dragged: false };

export type Gesture =
  | { kind: 'tap'; sq: number | null }
  | { kind: 'hold'; sq: number | null }
  | { kind: 'drop'; from: number; to: number | null }
  /** A drag that came back to where it started, or began off the board: nothing to do. */
  | { kind: 'none' };

export function down(g: Gestures, sq: number | null, x: number, y: number, at: number): Gestures {
  return { ...g, press: { sq, x, y, at, dragging: false, left: false } };
}

/** `canDrag`: whether the pressed square holds something the player may drag. */
export function move(g: Gestures, sq: number | null, x: number, y: number, canDrag: boolean): Gestures {
  const p = g.press;
  if (!p) return g;
  const distance = g.dragged ? 0 : DRAG_DISTANCE;
  const dragging = p.dragging || (canDrag && p.sq !== null && Math.hypot(x - p.x, y - p.y) > distance);
  const left = p.left || sq !== p.sq;
  if (dragging === p.dragging && left === p.left) return g;
  return { dragged: g.dragged || dragging, press: { ...p, dragging, left } };
}

/** The release: what the press amounted to. */
export function up(g: Gestures, sq: number | null, at: number): [Gestures, Gesture] {
  const p = g.press;
  const next = { ...g, press: null };
  if (!p) return [next, { kind: 'none' }];
  if (p.dragging && p.sq !== null) {
    // A drag that never left its square is a tap (fingers wobble; the threshold may be 0).
    if (!p.left && sq === p.sq) return [next, at - p.at >= HOLD_MS ? { kind: 'hold', sq } : { kind: 'tap', sq }];
    return [next, sq === p.sq ? { kind: 'none' } : { kind: 'drop', from: p.sq, to: sq }];
  }
  if (p.left || sq !== p.sq) return [next, { kind: 'none' }];
  return [next, at - p.at >= HOLD_MS ? { kind: 'hold', sq } : { kind: 'tap', sq }];
}
