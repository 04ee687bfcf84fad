// The reference's own reading and writing of the rulings' position text (R14), written from the
// rulings alone. A position is plain data: the field as cell tokens, stones by cell, bridges in
// building order, the two stocks, and whose turn it is.

/** R4: the six stone colours, in the order R14 writes stock counts. */
export const COLOURS = ['B', 'Y', 'P', 'O', 'G', 'R'] as const;
export type Colour = (typeof COLOURS)[number];
export type Kind = 'blue' | 'yellow' | 'red';
export type Seat = 0 | 1;

interface Bridge {
  /** The cells of the row, in reading order (so the first and last are the ends, R13). */
  cells: number[];
  kind: Kind;
  cut: boolean;
}

interface Stock {
  set: number;
  left: Record<Colour, number>;
}

export interface Position {
  name: string | null;
  sets: number;
  width: number;
  height: number;
  /** R2: per cell (index y * width + x), '.' void, 'o' dot, or the region name. */
  cells: string[];
  stones: (Colour | null)[];
  bridges: Bridge[];
  stock: [Stock, Stock];
  toMove: Seat;
  turn: number;
  placed: number | null;
}

/** R4: the contents of one set of 12, per player. */
export const SET_OF: [Record<Colour, number>, Record<Colour, number>] = [
  { B: 4, Y: 0, P: 3, O: 1, G: 2, R: 2 },
  { B: 0, Y: 4, P: 1, O: 3, G: 2, R: 2 },
];

const SEAT_NAMES = ['blue', 'yellow'] as const;

// R2: column letter from `a` (left), row number from 1 (top).
export function cellName(p: Position, i: number): string {
  return String.fromCharCode(97 + (i % p.width)) + String(Math.floor(i / p.width) + 1);
}

export function cellIndex(p: Position, name: string): number {
  const m = /^([a-z])([1-9][0-9]?)$/.exec(name);
  if (!m) throw new Error(`not a cell name: ${name}`);
  const x = m[1]!.charCodeAt(0) - 97;
  const y = Number(m[2]) - 1;
  if (x >= p.width || y >= p.height) throw new Error(`cell outside the grid: ${name}`);
  return y * p.width + x;
}

/** The cells from one end to the other of a straight 3- or 4-row (R7), in reading order. */
export function rowBetween(p: Position, a: number, b: number): number[] | null {
  const ax = a % p.width;
  const ay = Math.floor(a / p.width);
  const bx = b % p.width;
  const by = Math.floor(b / p.width);
  const dx = Math.sign(bx - ax);
  const dy = Math.sign(by - ay);
  const steps = Math.max(Math.abs(bx - ax), Math.abs(by - ay));
  const straight = ax === bx || ay === by || Math.abs(bx - ax) === Math.abs(by - ay);
  if (!straight || steps < 2 || steps > 3) return null;
  const cells: number[] = [];
  for (let k = 0; k <= steps; k++) cells.push((ay + k * dy) * p.width + ax + k * dx);
  return cells.sort((u, v) => u - v);
}

const FAMILY: Record<Kind, readonly Colour[]> = {
  blue: ['B', 'P', 'G'],
  yellow: ['Y', 'O', 'G'],
  red: ['R', 'P', 'O'],
};

/** R4: which of the three families (if any) holds every one of these colours, ignoring whose turn. */
export function kindsHolding(colours: readonly Colour[]): Kind[] {
  return (['blue', 'yellow', 'red'] as const).filter((k) => colours.every((c) => FAMILY[k].includes(c)));
}

function fail(message: string): never {
  throw new Error(`reference parse: ${message}`);
}

/** R14, read back. Strict about the order of lines; enough checks to refuse a text that R14 forbids in form. */
export function parsePosition(text: string): Position {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'));
  let at = 0;
  const next = () => lines[at];
  if (lines[at++] !== 'divided-loyalties') fail('first line');
  let name: string | null = null;
  if (next()?.startsWith('name ')) name = lines[at++]!.slice(5);
  const setsLine = /^sets ([1-9])$/.exec(lines[at++] ?? '') ?? fail('sets line');
  const sets = Number(setsLine[1]);
  const gridLine = /^grid (\d+)x(\d+)$/.exec(lines[at++] ?? '') ?? fail('grid line');
  const width = Number(gridLine[1]);
  const height = Number(gridLine[2]);
  if (width < 3 || width > 26 || height < 3 || height > 50) fail('grid size');
  const cells: string[] = [];
  for (let y = 0; y < height; y++) {
    const tokens = (lines[at++] ?? fail('missing row')).split(' ');
    if (tokens.length !== width) fail(`row ${y + 1} has ${tokens.length} cells`);
    for (const t of tokens) if (!/^(\.|o|[SWG][1-9][0-9]?)$/.test(t)) fail(`cell token ${t}`);
    cells.push(...tokens);
  }
  const p: Position = {
    name,
    sets,
    width,
    height,
    cells,
    stones: cells.map(() => null),
    bridges: [],
    stock: [
      { set: 1, left: { ...SET_OF[0] } },
      { set: 1, left: { ...SET_OF[1] } },
    ],
    toMove: 0,
    turn: 0,
    placed: null,
  };
  const take = (keyword: string): string[] | null => {
    const line = next();
    if (line === undefined || !line.startsWith(keyword + ' ')) return null;
    at++;
    return line.slice(keyword.length + 1).split(' ');
  };
  for (const s of take('stones') ?? []) {
    const m = /^([BYPOGR])([a-z][0-9]+)$/.exec(s) ?? fail(`stone ${s}`);
    const i = cellIndex(p, m[2]!);
    if (cells[i] === '.' || p.stones[i] !== null) fail(`stone ${s} on void or taken cell`);
    p.stones[i] = m[1] as Colour;
  }
  for (const b of take('bridges') ?? []) {
    const m = /^([a-z][0-9]+)-([a-z][0-9]+)(x?)$/.exec(b) ?? fail(`bridge ${b}`);
    const row = rowBetween(p, cellIndex(p, m[1]!), cellIndex(p, m[2]!)) ?? fail(`bridge ${b} not a row`);
    if (cellName(p, row[0]!) !== m[1]) fail(`bridge ${b} ends not in reading order`);
    const colours = row.map((i) => p.stones[i] ?? fail(`bridge ${b} over an empty cell`));
    const kinds = kindsHolding(colours);
    if (kinds.length !== 1) fail(`bridge ${b} mixes families`);
    p.bridges.push({ cells: row, kind: kinds[0]!, cut: m[3] === 'x' });
  }
  for (const seat of [0, 1] as const) {
    const words = take(`${SEAT_NAMES[seat]} set`);
    if (!words) continue;
    const set = Number(words[0]);
    if (!(set >= 1 && set <= sets)) fail('set number');
    const left: Record<Colour, number> = { B: 0, Y: 0, P: 0, O: 0, G: 0, R: 0 };
    for (const w of words.slice(1)) {
      const m = /^([BYPOGR])([0-9]+)$/.exec(w) ?? fail(`stock ${w}`);
      left[m[1] as Colour] = Number(m[2]);
    }
    p.stock[seat] = { set, left };
  }
  const toMove = take('to-move');
  if (toMove) p.toMove = toMove[0] === 'yellow' ? 1 : toMove[0] === 'blue' ? 0 : fail('to-move');
  const turn = take('turn');
  if (turn) p.turn = Number(turn[0]);
  const placed = take('placed');
  if (placed) p.placed = cellIndex(p, placed[0]!);
  if (at !== lines.length) fail(`unexpected line: ${lines[at]}`);
  // R14 (after R6): a stone on a dot lies on a bridge, unless it is the stone of the turn in progress.
  for (const [i, s] of p.stones.entries()) {
    if (s !== null && cells[i] === 'o' && i !== p.placed && !p.bridges.some((b) => b.cells.includes(i))) {
      fail(`the stone on the dot ${cellName(p, i)} lies on no bridge`);
    }
  }
  return p;
}

/** R14, written: every line except an absent name, empty stones/bridges, and placed outside a turn. */
export function formatPosition(p: Position): string {
  const lines = ['divided-loyalties'];
  if (p.name !== null) lines.push(`name ${p.name}`);
  lines.push(`sets ${p.sets}`, `grid ${p.width}x${p.height}`);
  for (let y = 0; y < p.height; y++) lines.push(p.cells.slice(y * p.width, (y + 1) * p.width).join(' '));
  const stones = p.stones.flatMap((c, i) => (c === null ? [] : [c + cellName(p, i)]));
  if (stones.length > 0) lines.push(`stones ${stones.join(' ')}`);
  if (p.bridges.length > 0)
    lines.push(`bridges ${p.bridges.map((b) => bridgeName(p, b) + (b.cut ? 'x' : '')).join(' ')}`);
  for (const seat of [0, 1] as const) {
    const { set, left } = p.stock[seat];
    const counts = COLOURS.filter((c) => left[c] > 0).map((c) => `${c}${left[c]}`);
    lines.push([`${SEAT_NAMES[seat]} set ${set}`, ...counts].join(' '));
  }
  lines.push(`to-move ${SEAT_NAMES[p.toMove]}`, `turn ${p.turn}`);
  if (p.placed !== null) lines.push(`placed ${cellName(p, p.placed)}`);
  return lines.map((l) => l + '\n').join('');
}

/** R13: a bridge by its two ends, in reading order. */
export function bridgeName(p: Position, b: { cells: number[] }): string {
  return `${cellName(p, b.cells[0]!)}-${cellName(p, b.cells[b.cells.length - 1]!)}`;
}
