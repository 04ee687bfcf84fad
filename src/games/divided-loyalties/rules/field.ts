// The field (R2): cells and their names, board cells with their regions, dots, void; the rows of 3
// and 4 cells a bridge can lie on, worked out once per layout.
import { nameAt } from '../../../core/grid';

/** A cell token of the grid: `.` void, `o` dot, or a region name (`S1`, `W3`, `G12`). */
type CellToken = string;

/** A field with its number of sets: what the editor makes and a new game starts on (R3, R15). */
export interface Layout {
  readonly name: string | null;
  readonly sets: number;
  readonly width: number;
  readonly height: number;
  readonly cells: readonly CellToken[]; // row by row from the top, left to right
}

export const LIMITS = { minSide: 3, maxWidth: 26, maxHeight: 50, maxSets: 9, maxName: 60 } as const;

export const VOID = '.';
export const DOT = 'o';
export const REGION_TOKEN = /^[SWG][1-9]\d?$/;

export const CELL_KIND = { void: 0, dot: 1, board: 2 } as const;

/** Everything the rules ask about a layout's cells, computed once per layout. */
export interface Geometry {
  readonly width: number;
  readonly height: number;
  readonly x: Int16Array;
  readonly y: Int16Array;
  readonly kind: Uint8Array; // CELL_KIND per cell
  readonly region: Int16Array; // index into regions, -1 off the boards
  readonly regions: readonly string[];
  /** Per cell: every row of 3 or 4 cells through it that a bridge could ever lie on (no void,
   *  at most one dot), each in reading order. */
  readonly rows: readonly (readonly (readonly number[])[])[];
}

/** The four line directions as steps that go forward in reading order. */
const DIRECTIONS = [
  [1, 0],
  [0, 1],
  [1, 1],
  [-1, 1],
] as const;

const GEOMETRY = new WeakMap<Layout, Geometry>();

export function geometryOf(layout: Layout): Geometry {
  let g = GEOMETRY.get(layout);
  if (g === undefined) GEOMETRY.set(layout, (g = buildGeometry(layout)));
  return g;
}

function buildGeometry(layout: Layout): Geometry {
  const { width, height, cells } = layout;
  const n = width * height;
  const x = Int16Array.from({ length: n }, (_, i) => i % width);
  const y = Int16Array.from({ length: n }, (_, i) => Math.floor(i / width));
  const kind = Uint8Array.from(cells, (t) =>
    t === VOID ? CELL_KIND.void : t === DOT ? CELL_KIND.dot : CELL_KIND.board,
  );
  const regions = [...new Set(cells.filter((t) => t !== VOID && t !== DOT))];
  const region = Int16Array.from(cells, (t) => regions.indexOf(t));
  const rows: number[][][] = Array.from({ length: n }, () => []);
  for (let start = 0; start < n; start++) {
    for (const [dx, dy] of DIRECTIONS) {
      for (const length of [3, 4]) {
        const ex = x[start]! + dx * (length - 1);
        const ey = y[start]! + dy * (length - 1);
        if (ex < 0 || ex >= width || ey >= height) continue;
        const row = Array.from({ length }, (_, k) => start + k * (dx + dy * width));
        if (row.some((c) => kind[c] === CELL_KIND.void)) continue;
        if (row.filter((c) => kind[c] === CELL_KIND.dot).length > 1) continue;
        for (const c of row) rows[c]!.push(row);
      }
    }
  }
  return { width, height, x, y, kind, region, regions, rows };
}

/** A cell's name: column letter from `a` (left), then row number from 1 (top). */
export const cellName = (g: Geometry, cell: number): string => nameAt(g.x[cell]!, g.y[cell]!);

/** The cell a name names, or null when it is no cell of the grid. */
export function parseCell(g: { width: number; height: number }, name: string): number | null {
  const m = /^([a-z])([1-9]\d?)$/.exec(name);
  if (!m) return null;
  const col = m[1]!.charCodeAt(0) - 97;
  const row = Number(m[2]) - 1;
  return col < g.width && row < g.height ? row * g.width + col : null;
}

/** The straight row of 3 or 4 cells from one end to the other, in reading order; null when the two
 *  cells do not end such a row. */
export function rowBetween(g: Geometry, a: number, b: number): number[] | null {
  const [from, to] = a < b ? [a, b] : [b, a];
  const dx = g.x[to]! - g.x[from]!;
  const dy = g.y[to]! - g.y[from]!;
  const steps = Math.max(Math.abs(dx), dy);
  if (steps < 2 || steps > 3 || (dx !== 0 && dy !== 0 && Math.abs(dx) !== dy)) return null;
  const step = (to - from) / steps;
  return Array.from({ length: steps + 1 }, (_, k) => from + k * step);
}
