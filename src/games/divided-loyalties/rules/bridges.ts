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

const KINDS = ['blue', 'yellow', 'red'] as const satisfies readonly BridgeKind[];

/** Why a row may not be bridged, as examineRow reports it: the reason and the row cell or bridge it concerns. */
const REFUSAL = ['empty', 'equal', 'family', 'dots', 'shares', 'crosses'] as const;
const refuse = (reason: (typeof REFUSAL)[number], index: number): number => -1 - (REFUSAL.indexOf(reason) + 8 * index);

/**
 * May `mover` bridge this row now (R7–R9)? The index of its kind in KINDS (the bridges it would cut
 * pushed onto `cuts`), or a negative refusal code. `at`/`colour` put one more stone on the field for
 * the question (a stone about to go on a dot, R6). Whether the row passes through the stone placed
 * this turn is the caller's question. Codes rather than sentences: the computer players ask this
 * millions of times; judgeRow words the answer.
 */
export function examineRow(
  view: FieldView,
  row: readonly number[],
  mover: Player,
  at: number,
  colour: number,
  cuts: number[],
): number {
  const g = view.geometry;
  let families = 7;
  let dots = 0;
  let before = EMPTY;
  for (let i = 0; i < row.length; i++) {
    const c = row[i]!;
    const here = c === at ? colour : view.stones[c]!;
    if (here === EMPTY) return refuse('empty', i);
    if (here === before) return refuse('equal', i);
    families &= FAMILY_BITS[here]!;
    if (g.kind[c] === CELL_KIND.dot) dots++;
    before = here;
  }
  const own = KIND_OF_PLAYER[mover];
  const kind = families & KIND_BIT[own] ? own : families & KIND_BIT.red ? 'red' : null;
  if (kind === null) return refuse('family', 0);
  if (dots > 1) return refuse('dots', 0);
  cuts.length = 0;
  for (let i = 0; i < view.bridges.length; i++) {
    const b = view.bridges[i]!;
    if (!b.cut && sharedStones(row, b.cells) >= 2) return refuse('shares', i);
    if (!conflict(g, row, b.cells)) continue;
    if (kind !== 'red' || b.kind === 'red' || b.cut) return refuse('crosses', i);
    cuts.push(i);
  }
  return KINDS.indexOf(kind);
}

/** examineRow's answer as a Verdict, or the reason why not in a player's words. */
export function judgeRow(
  view: FieldView,
  row: readonly number[],
  mover: Player,
  at = -1,
  colour = EMPTY,
): Verdict | string {
  const cuts: number[] = [];
  const code = examineRow(view, row, mover, at, colour, cuts);
  if (code >= 0) return { kind: KINDS[code]!, cuts };
  const g = view.geometry;
  const reason = REFUSAL[(-1 - code) % 8]!;
  const index = Math.floor((-1 - code) / 8);
  const cell = row[index]!;
  const bridge = view.bridges[index];
  const colourAt = (c: number): number => (c === at ? colour : view.stones[c]!);
  switch (reason) {
    case 'empty':
      return `${cellName(g, cell)} holds no stone`;
    case 'equal':
      return `${cellName(g, row[index - 1]!)} and ${cellName(g, cell)} are both ${COLOURS[colourAt(cell)]!.name}: neighbours in a bridge differ`;
    case 'family':
      return `its stones are neither all in the ${KIND_OF_PLAYER[mover]} family nor all in the red family`;
    case 'dots':
      return 'a bridge may cross at most one dot';
    case 'shares':
      return `it would share two stones with the bridge ${bridgeName(g, bridge!.cells)}`;
    case 'crosses': {
      const what = bridge!.kind === 'red' ? 'the red bridge' : bridge!.cut ? 'the cut bridge' : 'the bridge';
      return `it would cross ${what} ${bridgeName(g, bridge!.cells)}`;
    }
  }
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
