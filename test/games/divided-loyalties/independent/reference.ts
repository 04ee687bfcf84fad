// A second, independent implementation of Divided Loyalties' rules, written from the rulings
// (shared/design/divided-loyalties-rulings.md) alone, to be compared with the rules door over many
// games. Plain rather than fast: every rule is written once, next to its ruling's number. Actions
// are the rulings' notation (R13) itself: `Pg6`, `f6-h6`, `end`, `pass`.
import {
  COLOURS,
  SET_OF,
  bridgeName,
  cellIndex,
  cellName,
  kindsHolding,
  rowBetween,
  type Colour,
  type Kind,
  type Position,
  type Seat,
} from './position';

export { cellIndex, formatPosition, parsePosition } from './position';

const SEAT_KIND: readonly Kind[] = ['blue', 'yellow'];

function clone(p: Position): Position {
  return {
    ...p,
    stones: [...p.stones],
    bridges: p.bridges.map((b) => ({ ...b })),
    stock: [
      { set: p.stock[0].set, left: { ...p.stock[0].left } },
      { set: p.stock[1].set, left: { ...p.stock[1].left } },
    ],
  };
}

const xy = (p: Position, i: number): [number, number] => [i % p.width, Math.floor(i / p.width)];

// R7: the four line directions; a row is 3 or 4 consecutive cells along one of them.
const DIRECTIONS: readonly [number, number][] = [
  [1, 0],
  [0, 1],
  [1, 1],
  [-1, 1],
];

const rowsCache = new Map<string, number[][]>();

/** Every 3- and 4-row of the grid that contains cell c (in reading order, R13). */
function rowsThrough(p: Position, c: number): number[][] {
  const key = `${p.width}x${p.height}:${c}`;
  const known = rowsCache.get(key);
  if (known) return known;
  const [cx, cy] = xy(p, c);
  const rows: number[][] = [];
  for (const [dx, dy] of DIRECTIONS) {
    for (const length of [3, 4]) {
      for (let start = -(length - 1); start <= 0; start++) {
        const row: number[] = [];
        for (let k = 0; k < length; k++) {
          const x = cx + (start + k) * dx;
          const y = cy + (start + k) * dy;
          if (x < 0 || y < 0 || x >= p.width || y >= p.height) break;
          row.push(y * p.width + x);
        }
        if (row.length === length) rows.push(row.sort((u, v) => u - v));
      }
    }
  }
  rowsCache.set(key, rows);
  return rows;
}

// R8: a bridge as its stone centres and the midpoints between consecutive stones, in doubled
// coordinates, so that midpoints are integers and never coincide with a stone centre. A midpoint
// (X, Y) is kept as the one number X * 1000 + Y (Y < 100 on a field of at most 50 rows).
function midpoints(p: Position, cells: number[]): number[] {
  const out: number[] = [];
  for (let k = 0; k + 1 < cells.length; k++) {
    const [x1, y1] = xy(p, cells[k]!);
    const [x2, y2] = xy(p, cells[k + 1]!);
    out.push((x1 + x2) * 1000 + (y1 + y2));
  }
  return out;
}

const inner = (cells: number[]): number[] => cells.slice(1, -1);

// R8: two bridges conflict when they share a midpoint, or a stone that is an inner cell of both.
// A stone that is an end of at least one of them is a junction, not a conflict.
function conflict(p: Position, a: number[], b: number[]): boolean {
  const mb = midpoints(p, b);
  if (midpoints(p, a).some((m) => mb.includes(m))) return true;
  const innerB = inner(b);
  return inner(a).some((c) => innerB.includes(c));
}

/**
 * Whether the player to move may build a bridge over `row` now; its kind and the scoring bridges it
 * would cut (indices into p.bridges), or null when it is not legal.
 */
function bridgeCheck(p: Position, row: number[]): { kind: Kind; cuts: number[] } | null {
  // R7: every cell holds a stone, and the row contains the stone placed this turn.
  if (p.placed === null || !row.includes(p.placed)) return null;
  const colours: Colour[] = [];
  for (const c of row) {
    const s = p.stones[c];
    if (s === null || s === undefined) return null;
    colours.push(s);
  }
  // R7: no two neighbours in the row have the same colour.
  for (let k = 0; k + 1 < colours.length; k++) if (colours[k] === colours[k + 1]) return null;
  // R7: all in the mover's family (a scoring bridge) or all in the red family (a red bridge).
  const kinds = kindsHolding(colours);
  const kind = kinds.includes(SEAT_KIND[p.toMove]!) ? SEAT_KIND[p.toMove]! : kinds.includes('red') ? 'red' : null;
  if (kind === null) return null;
  // R7: at most one cell of the row is a dot.
  if (row.filter((c) => p.cells[c] === 'o').length > 1) return null;
  // R7, R9: no two or more stones shared with any bridge that is not cut. (Two shared stones of two
  // straight rows are neighbours in both, so this never decides alone: R8's shared midpoint already
  // forbids such a row, and a red row cannot share two neighbouring stones with a scoring bridge
  // without two equal neighbours. Kept because the rulings state it.)
  for (const b of p.bridges) {
    if (!b.cut && b.cells.filter((c) => row.includes(c)).length >= 2) return null;
  }
  // R9: a scoring bridge conflicts with nothing; a red bridge conflicts with no red and no cut
  // bridge, and cuts every uncut scoring bridge it conflicts with.
  const cuts: number[] = [];
  for (const [i, b] of p.bridges.entries()) {
    if (!conflict(p, row, b.cells)) continue;
    if (kind !== 'red' || b.kind === 'red' || b.cut) return null;
    cuts.push(i);
  }
  return { kind, cuts };
}

/** R7: the bridges the player to move may build now, each through the stone placed this turn. */
function legalBridges(p: Position): number[][] {
  if (p.placed === null) return [];
  return rowsThrough(p, p.placed).filter((row) => bridgeCheck(p, row) !== null);
}

// R6: a stone may go on any empty board cell; on an empty dot only if, with it there, at least one
// bridge through it would be legal at once; never on void.
function stoneFits(p: Position, seat: Seat, colour: Colour, c: number): boolean {
  const token = p.cells[c]!;
  if (token === '.' || p.stones[c] !== null) return false;
  if (token !== 'o') return true;
  return dotAccepts(p, seat, colour, c, filledRowsThrough(p, c));
}

/** The rows through c whose other cells all hold a stone: only these can be bridged once c is taken. */
const filledRowsThrough = (p: Position, c: number): number[][] =>
  rowsThrough(p, c).filter((row) => row.every((i) => i === c || p.stones[i] !== null));

function dotAccepts(p: Position, seat: Seat, colour: Colour, c: number, rows: number[][]): boolean {
  if (rows.length === 0) return false;
  const stones = [...p.stones];
  stones[c] = colour;
  const q = { ...p, toMove: seat, stones, placed: c };
  return rows.some((row) => bridgeCheck(q, row) !== null);
}

function stoneActions(p: Position, seat: Seat, firstOnly: boolean): string[] {
  const out: string[] = [];
  const colours = COLOURS.filter((colour) => p.stock[seat].left[colour] > 0);
  for (let c = 0; c < p.cells.length; c++) {
    const token = p.cells[c]!;
    if (token === '.' || p.stones[c] !== null) continue;
    const rows = token === 'o' ? filledRowsThrough(p, c) : [];
    for (const colour of colours) {
      if (token === 'o' && !dotAccepts(p, seat, colour, c, rows)) continue;
      out.push(colour + cellName(p, c));
      if (firstOnly) return out;
    }
  }
  return out;
}

// R5: whether this player has a legal stone: some colour in their stock and some cell accepting it.
const hasLegalStone = (p: Position, seat: Seat): boolean => stoneActions(p, seat, true).length > 0;

const actionsCache = new WeakMap<Position, string[]>();

/** Every legal action of the player to move, in the rulings' notation (R5, R13). */
export function legalActions(p: Position): string[] {
  let actions = actionsCache.get(p);
  if (!actions) actionsCache.set(p, (actions = computeLegalActions(p)));
  return actions;
}

function computeLegalActions(p: Position): string[] {
  if (p.placed === null) {
    // R5: one stone, compulsory; `pass` only when there is none and the opponent has one; R11:
    // when neither has one the game is over and nothing is legal.
    const stones = stoneActions(p, p.toMove, false);
    if (stones.length > 0) return stones;
    return hasLegalStone(p, (1 - p.toMove) as Seat) ? ['pass'] : [];
  }
  // R5: any number of bridges through the stone just placed, then `end`, which waits while that
  // stone lies on a dot with no bridge through it yet (every bridge through it was built this turn).
  const out = legalBridges(p).map((row) => bridgeName(p, { cells: row }));
  const waiting = p.cells[p.placed] === 'o' && !p.bridges.some((b) => b.cells.includes(p.placed!));
  if (!waiting) out.push('end');
  return out;
}

// R4: a turn that ends with the mover's stock empty brings the next set, while sets remain.
function finishTurn(p: Position): void {
  const stock = p.stock[p.toMove];
  if (COLOURS.every((c) => stock.left[c] === 0) && stock.set < p.sets) {
    stock.set += 1;
    stock.left = { ...SET_OF[p.toMove] };
  }
  p.placed = null;
  p.toMove = (1 - p.toMove) as Seat;
  p.turn += 1;
}

/** Plays one action given in the rulings' notation; throws when it is not legal now. */
export function play(p: Position, action: string): Position {
  const illegal = () => new Error(`reference: ${action} is not legal`);
  const q = clone(p);
  if (action === 'end' || action === 'pass') {
    if (!legalActions(p).includes(action)) throw illegal();
    finishTurn(q);
  } else if (/^[BYPOGR]/.test(action)) {
    const colour = action[0] as Colour;
    const c = cellIndex(q, action.slice(1));
    if (p.placed !== null || p.stock[p.toMove].left[colour] === 0 || !stoneFits(p, p.toMove, colour, c))
      throw illegal();
    q.stock[q.toMove].left[colour] -= 1;
    q.stones[c] = colour;
    q.placed = c;
  } else {
    const [a, b] = action.split('-');
    const row = rowBetween(q, cellIndex(q, a!), cellIndex(q, b!));
    const check = row && bridgeName(q, { cells: row }) === action ? bridgeCheck(q, row) : null;
    if (!row || !check) throw illegal();
    const { kind, cuts } = check;
    // R9: building a red bridge cuts every uncut scoring bridge it conflicts with, at once.
    for (const i of cuts) q.bridges[i]!.cut = true;
    q.bridges.push({ cells: row, kind, cut: false });
  }
  return q;
}

interface Score {
  bridges: number;
  regions: number;
  total: number;
}

// R10: over a player's uncut scoring bridges, 1 point per 3-bridge and 2 per 4-bridge, plus one per
// distinct region holding an inner cell of one of them (dots belong to no region).
function scoreOf(p: Position, seat: Seat): Score {
  const mine = p.bridges.filter((b) => b.kind === SEAT_KIND[seat] && !b.cut);
  const bridges = mine.reduce((sum, b) => sum + (b.cells.length === 4 ? 2 : 1), 0);
  const regions = new Set(mine.flatMap((b) => inner(b.cells).map((c) => p.cells[c]!)).filter((t) => t !== 'o')).size;
  return { bridges, regions, total: bridges + regions };
}

export interface ReferenceStatus {
  current: Seat;
  turn: number;
  winner: Seat | 'draw' | null;
  scores: [Score, Score];
  bridges: { from: string; to: string; kind: Kind; cut: boolean }[];
  stock: [
    { set: number; left: Partial<Record<Colour, number>> },
    { set: number; left: Partial<Record<Colour, number>> },
  ];
  placed: string | null;
}

/** R5, R10, R11, R16: what status says, with stock counts by colour letter (zero counts left out). */
export function status(p: Position): ReferenceStatus {
  const scores: [Score, Score] = [scoreOf(p, 0), scoreOf(p, 1)];
  // R11: over when, at the start of a turn, neither player has a legal stone; the higher total wins,
  // equal totals draw.
  const over = p.placed === null && legalActions(p).length === 0;
  const diff = scores[0].total - scores[1].total;
  const stockOf = (seat: Seat) => ({
    set: p.stock[seat].set,
    left: Object.fromEntries(COLOURS.filter((c) => p.stock[seat].left[c] > 0).map((c) => [c, p.stock[seat].left[c]])),
  });
  return {
    current: p.toMove,
    turn: p.turn,
    winner: !over ? null : diff > 0 ? 0 : diff < 0 ? 1 : 'draw',
    scores,
    bridges: p.bridges.map((b) => {
      const [from, to] = bridgeName(p, b).split('-') as [string, string];
      return { from, to, kind: b.kind, cut: b.cut };
    }),
    stock: [stockOf(0), stockOf(1)],
    placed: p.placed === null ? null : cellName(p, p.placed),
  };
}
