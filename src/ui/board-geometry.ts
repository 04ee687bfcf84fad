// Where a board sits in its canvas, for every game's board: square ↔ pixel arithmetic over a board of
// cols × rows squares (squares numbered row by row from the top left, `row * cols + col`), the band
// its coordinate labels take, a keyboard cursor's step, and a magnified board's placement.

export interface BoardGeometry {
  /** Top-left corner of the top-left square, in canvas pixels. */
  x: number;
  y: number;
  /** Side of one square. */
  cell: number;
}

/** How many squares a board has across and down. */
export interface BoardSize {
  cols: number;
  rows: number;
}

/** The room the coordinate labels take: enough for a readable letter at any board size. */
export const labelBand = (width: number, height: number): number =>
  Math.max(16, Math.min(26, Math.min(width, height) * 0.03));

/** Pixels kept free right of and below the board: room for the frame in the mover's colour. */
const REST = 8;

const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));

/**
 * The largest board of square squares that fits width × height, with a band above and left of it
 * for the coordinate labels (they sit on those two sides only); centred in what is left.
 */
export function fitBoard(width: number, height: number, { cols, rows }: BoardSize): BoardGeometry {
  const band = labelBand(width, height);
  const cell = Math.max(0, Math.min((width - band - REST) / cols, (height - band - REST) / rows));
  return {
    x: band + (width - band - REST - cell * cols) / 2,
    y: band + (height - band - REST - cell * rows) / 2,
    cell,
  };
}

/**
 * The square under (px, py), or null. Only the part of the board inside `shown` (the area it is
 * fitted in) can be pressed: a magnified board's squares beyond it are hidden.
 */
export function squareAt(
  g: BoardGeometry,
  { cols, rows }: BoardSize,
  px: number,
  py: number,
  shown: BoardGeometry = g,
): number | null {
  const [right, bottom] = [shown.x + shown.cell * cols, shown.y + shown.cell * rows];
  if (g.cell <= 0 || px < shown.x || py < shown.y || px >= right || py >= bottom) return null;
  const col = Math.floor((px - g.x) / g.cell);
  const row = Math.floor((py - g.y) / g.cell);
  return row >= 0 && row < rows && col >= 0 && col < cols ? row * cols + col : null;
}

/** A square's top-left corner and side, in canvas pixels. */
export function squareRect(g: BoardGeometry, { cols }: BoardSize, sq: number): { x: number; y: number; cell: number } {
  return { x: g.x + (sq % cols) * g.cell, y: g.y + Math.floor(sq / cols) * g.cell, cell: g.cell };
}

export function squareCentre(g: BoardGeometry, size: BoardSize, sq: number): { x: number; y: number } {
  const { x, y, cell } = squareRect(g, size, sq);
  return { x: x + cell / 2, y: y + cell / 2 };
}

const ARROWS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/** The square an arrow key moves a keyboard cursor to from `at` (it stays on the board), or null for other keys. */
export function arrowStep({ cols, rows }: BoardSize, at: number, key: string): number | null {
  const d = ARROWS[key];
  if (!d) return null;
  const row = clamp(Math.floor(at / cols) + d[0], 0, rows - 1);
  const col = clamp((at % cols) + d[1], 0, cols - 1);
  return row * cols + col;
}

/**
 * The board `fit` places, `scale` times larger, with its point `centre` (a share of its width and
 * height) in the middle of the area it fitted, unless that would leave part of the area empty.
 */
export function magnified(
  fit: BoardGeometry,
  { cols, rows }: BoardSize,
  scale: number,
  centre: { x: number; y: number },
): BoardGeometry {
  const cell = fit.cell * scale;
  const place = (start: number, n: number, share: number): number =>
    clamp(start + (fit.cell * n) / 2 - share * cell * n, start + fit.cell * n - cell * n, start);
  return { x: place(fit.x, cols, centre.x), y: place(fit.y, rows, centre.y), cell };
}
