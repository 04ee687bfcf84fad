// The editor of custom starting positions (R15) as pure functions over a Layout value: a blank
// field, painting with the brushes, a template from R3, and the check before use or saving.
import { DOT, LIMITS, parseCell, REGION_TOKEN, VOID, type Layout } from './field';
import { LAYOUTS, type LayoutId } from './layouts';

/** The editor's region types and their shading (the seed's editor text: S dark, W middle, G light). */
export const REGION_TYPES = [
  { letter: 'S', shade: 'dark', shape: '3×3' },
  { letter: 'W', shade: 'middle', shape: '6-cell pyramid or staircase' },
  { letter: 'G', shade: 'light', shape: '3×4' },
] as const;

/** A brush: a region name `S1`–`S9`, `W1`–`W9`, `G1`–`G9`, the dot, or the eraser (void). */
export type Brush = string;

export const BRUSHES: readonly Brush[] = [
  ...REGION_TYPES.flatMap((t) => Array.from({ length: 9 }, (_, i) => `${t.letter}${i + 1}`)),
  DOT,
  VOID,
];

/** A built-in layout of R3 by its id. */
export function layoutOf(id: LayoutId): Layout {
  if (!Object.hasOwn(LAYOUTS, id)) throw new RangeError(`There is no layout called "${String(id).slice(0, 30)}"`);
  return builtIn(id);
}

const BUILT_IN = new Map<LayoutId, Layout>();
function builtIn(id: LayoutId): Layout {
  let layout = BUILT_IN.get(id);
  if (layout === undefined) {
    const { name, sets, rows } = LAYOUTS[id];
    const cells = rows.flatMap((r) => r.split(' '));
    layout = Object.freeze({
      name,
      sets,
      width: rows[0]!.split(' ').length,
      height: rows.length,
      cells: Object.freeze(cells),
    });
    BUILT_IN.set(id, layout);
  }
  return layout;
}

/** A field of `width` × `height` void cells, to paint on. */
export function blankLayout(width: number, height: number, sets = 3): Layout {
  return { name: null, sets, width, height, cells: new Array<string>(width * height).fill(VOID) };
}

/** A built-in layout to edit under a new name. */
export const layoutFromTemplate = (id: LayoutId, name: string): Layout => ({ ...layoutOf(id), name });

/** The layout with one cell painted with a brush. */
export function paintCell(layout: Layout, cell: string, brush: Brush): Layout {
  const at = parseCell(layout, cell);
  if (at === null) throw new RangeError(`${cell.slice(0, 10)} is not a cell of the field`);
  if (!BRUSHES.includes(brush)) throw new RangeError(`There is no brush "${brush.slice(0, 10)}"`);
  return { ...layout, cells: layout.cells.map((t, i) => (i === at ? brush : t)) };
}

export const withSets = (layout: Layout, sets: number): Layout => ({ ...layout, sets });
export const withName = (layout: Layout, name: string | null): Layout => ({ ...layout, name });

const isWhole = (n: unknown): n is number => Number.isInteger(n);

/** Why the layout cannot be played or saved, or null when it can. */
export function layoutProblem(layout: Layout): string | null {
  const { width, height, sets, cells, name } = layout;
  if (!isWhole(width) || width < LIMITS.minSide || width > LIMITS.maxWidth)
    return `The field must be ${LIMITS.minSide} to ${LIMITS.maxWidth} cells wide`;
  if (!isWhole(height) || height < LIMITS.minSide || height > LIMITS.maxHeight)
    return `The field must be ${LIMITS.minSide} to ${LIMITS.maxHeight} cells high`;
  if (!isWhole(sets) || sets < 1 || sets > LIMITS.maxSets) return `Each player gets 1 to ${LIMITS.maxSets} sets`;
  if (name !== null && (typeof name !== 'string' || name.length > LIMITS.maxName || name.includes('\n')))
    return `A layout's name is one line of at most ${LIMITS.maxName} characters`;
  if (!Array.isArray(cells) || cells.length !== width * height) return `The field needs ${width * height} cells`;
  const bad = cells.find((t) => t !== VOID && t !== DOT && !REGION_TOKEN.test(t));
  if (bad !== undefined) return `"${String(bad).slice(0, 10)}" is not a cell: use ".", "o" or a region name like S1`;
  if (!cells.some((t) => REGION_TOKEN.test(t))) return 'The field has no board cell';
  return null;
}
