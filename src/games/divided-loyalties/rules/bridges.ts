// Bridges (R7–R9): which rows may be bridged, when two bridges conflict, and which bridges a red
// bridge cuts. Written over a read-only view so that the rules core and the computer players' engine
// ask the very same questions.
import { COLOURS, FAMILY_BITS, KIND_BIT, KIND_OF_PLAYER, type BridgeKind, type Player } from './colours';
import { CELL_KIND, cellName, type Geometry } from './field';

export interface Bridge {
  readonly cells: readonly number[]; // the row, in reading order: cells[0] and the last are its ends
  readonly kind: BridgeKind;
  readonly cut: boolean;
}

/** What the bridge rules read of a position. */
export interface FieldView {
  readonly geometry: Geometry;
  readonly stones: ArrayLike<number>; // colour index per cell, -1 where empty
  readonly bridges: readonly Bridge[];
}

export const EMPTY = -1;

/** A bridge's name: its two ends in reading order, e.g. `f6-h6`. */
export const bridgeName = (g: Geometry, cells: readonly number[]): string =>
  `${cellName(g, cells[0]!)}-${cellName(g, cells[cells.length - 1]!)}`;

/** Bridge points (R10): 1 for a 3-bridge, 2 for a 4-bridge. */
export const bridgePoints = (cells: readonly number[]): number => cells.length - 2;

/** The inner cells: strictly between the ends. */
export const innerCells = (cells: readonly number[]): readonly number[] => cells.slice(1, -1);

// A point of a bridge in doubled coordinates (R8): a stone centre (2x, 2y) or the midpoint of two
// neighbours (x1 + x2, y1 + y2), as one number.
const midpoint = (g: Geometry, a: number, b: number): number => g.x[a]! + g.x[b]! + (g.y[a]! + g.y[b]!) * 2 * g.width;

/** R8: two rows conflict when they share a midpoint, or a stone that is an inner cell of both. */
function conflict(g: Geometry, a: readonly number[], b: readonly number[]): boolean {
  // Rows whose first cells lie more than six columns or rows apart cannot meet.
  if (Math.abs(g.x[a[0]!]! - g.x[b[0]!]!) > 6 || Math.abs(g.y[a[0]!]! - g.y[b[0]!]!) > 6) return false;
  for (let i = 1; i < a.length; i++) {
    const m = midpoint(g, a[i - 1]!, a[i]!);
    for (let j = 1; j < b.length; j++) if (midpoint(g, b[j - 1]!, b[j]!) === m) return true;
  }
  for (let i = 1; i < a.length - 1; i++) for (let j = 1; j < b.length - 1; j++) if (a[i] === b[j]) return true;
  return false;
}

function sharedStones(a: readonly number[], b: readonly number[]): number {
  let n = 0;
  for (const c of a) if (b.includes(c)) n++;
  return n;
}

/** A row that may be bridged: its kind and the indices of the bridges building it would cut. */
export interface Verdict {
  readonly kind: BridgeKind;
  readonly cuts: readonly number[];
}

/**
 * May `mover` bridge this row now (R7–R9)? A Verdict, or the reason why not in a player's words.
 * `at`/`colour` put one more stone on the field for the question (a stone about to go on a dot, R6).
 * Whether the row passes through the stone placed this turn is the caller's question.
 */
export function judgeRow(
  view: FieldView,
  row: readonly number[],
  mover: Player,
  at = -1,
  colour = EMPTY,
): Verdict | string {
  const g = view.geometry;
  let families = 7;
  let dots = 0;
  let before = EMPTY;
  for (let i = 0; i < row.length; i++) {
    const c = row[i]!;
    const here = c === at ? colour : view.stones[c]!;
    if (here === EMPTY) return `${cellName(g, c)} holds no stone`;
    if (here === before)
      return `${cellName(g, row[i - 1]!)} and ${cellName(g, c)} are both ${COLOURS[here]!.name}: neighbours in a bridge differ`;
    families &= FAMILY_BITS[here]!;
    if (g.kind[c] === CELL_KIND.dot) dots++;
    before = here;
  }
  const own = KIND_OF_PLAYER[mover];
  const kind: BridgeKind | null = families & KIND_BIT[own] ? own : families & KIND_BIT.red ? 'red' : null;
  if (kind === null) return `its stones are neither all in the ${own} family nor all in the red family`;
  if (dots > 1) return 'a bridge may cross at most one dot';
  const cuts: number[] = [];
  for (let i = 0; i < view.bridges.length; i++) {
    const b = view.bridges[i]!;
    if (!b.cut && sharedStones(row, b.cells) >= 2)
      return `it would share two stones with the bridge ${bridgeName(g, b.cells)}`;
    if (!conflict(g, row, b.cells)) continue;
    if (kind !== 'red') return `it would cross the bridge ${bridgeName(g, b.cells)}`;
    if (b.kind === 'red') return `it would cross the red bridge ${bridgeName(g, b.cells)}`;
    if (b.cut) return `it would cross the cut bridge ${bridgeName(g, b.cells)}`;
    cuts.push(i);
  }
  return { kind, cuts };
}

/** Does every cell of the row hold a stone (or is it `at`, about to get one)? The quick first question. */
function filled(view: FieldView, row: readonly number[], at: number): boolean {
  for (const c of row) if (c !== at && view.stones[c] === EMPTY) return false;
  return true;
}

/** Every row through `cell` that `mover` may bridge now, with its verdict (reading order of ends). */
export function bridgesThrough(
  view: FieldView,
  cell: number,
  mover: Player,
): { row: readonly number[]; verdict: Verdict }[] {
  const out: { row: readonly number[]; verdict: Verdict }[] = [];
  for (const row of view.geometry.rows[cell]!) {
    if (!filled(view, row, -1)) continue;
    const verdict = judgeRow(view, row, mover);
    if (typeof verdict !== 'string') out.push({ row, verdict });
  }
  return out.sort((a, b) => a.row[0]! - b.row[0]! || a.row[a.row.length - 1]! - b.row[b.row.length - 1]!);
}

/** The rows through the empty `cell` whose other cells all hold stones: the only rows a stone there
 *  could be bridged along at once. */
export const filledRows = (view: FieldView, cell: number): (readonly number[])[] =>
  view.geometry.rows[cell]!.filter((row) => filled(view, row, cell));

/** R6: would a stone of `colour` on the empty dot `cell` have a bridge through it at once? */
export function dotAccepts(
  view: FieldView,
  cell: number,
  colour: number,
  mover: Player,
  rows: readonly (readonly number[])[] = filledRows(view, cell),
): boolean {
  for (const row of rows) if (typeof judgeRow(view, row, mover, cell, colour) !== 'string') return true;
  return false;
}
