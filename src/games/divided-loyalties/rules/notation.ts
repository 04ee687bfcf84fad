// Text forms (R13, R14): action text, the position text, and a layout's text for the editor (R15).
import { freeze } from 'immer';
import { bridgeName, EMPTY, judgeRow, type Bridge, type FieldView } from './bridges';
import { COLOURS, FAMILY_BITS, KIND_BIT, LETTER_INDEX, SET_COUNTS, SEATS, type Player } from './colours';
import {
  CELL_KIND,
  cellName,
  DOT,
  geometryOf,
  LIMITS,
  parseCell,
  REGION_TOKEN,
  rowBetween,
  VOID,
  type Layout,
} from './field';
import { layoutProblem } from './editor';
import { fullSet } from './stones';
import { legalActions, whyIllegal } from './turn';
import { IllegalActionError, PositionError, type Action, type Game, type Stock } from './types';

// ---- action text (R13) ----------------------------------------------------------------------

const CELL = '[a-z][1-9]\\d?';

/** Reading order of two cell names: the upper row first, on one row the left one. */
function readingOrder(a: string, b: string): [string, string] {
  const key = (c: string): number => Number(c.slice(1)) * 100 + c.charCodeAt(0);
  return key(a) <= key(b) ? [a, b] : [b, a];
}

const PLAYER_WORD = ['blue', 'yellow'] as const;

export function formatAction(action: Action): string {
  switch (action.kind) {
    case 'stone':
      return COLOURS.find((c) => c.name === action.colour)!.letter + action.at;
    case 'bridge':
      return readingOrder(action.from, action.to).join('-');
    case 'end':
    case 'pass':
      return action.kind;
    case 'resign':
      return `resign ${PLAYER_WORD[action.player]}`;
  }
}

/** The action an action text names, legal or not; null when it is not action text. */
function readAction(text: string): Action | null {
  let m = new RegExp(`^([BYPOGR])(${CELL})$`).exec(text);
  if (m) return { kind: 'stone', colour: COLOURS[LETTER_INDEX[m[1]!]!]!.name, at: m[2]! };
  m = new RegExp(`^(${CELL})-(${CELL})$`).exec(text);
  if (m) {
    const [from, to] = readingOrder(m[1]!, m[2]!);
    return { kind: 'bridge', from, to };
  }
  if (text === 'end' || text === 'pass') return { kind: text };
  m = /^resign (blue|yellow)$/.exec(text);
  return m ? { kind: 'resign', player: m[1] === 'blue' ? 0 : 1 } : null;
}

/** The legal action the text names (R13); throws IllegalActionError saying why when there is none. */
export function parseAction(game: Game, text: string): Action {
  // Only text names an action: a list holding "end" is no action, though String() would make it one.
  if (typeof text !== 'string') throw new IllegalActionError('An action is written as text, for example "Pg6"');
  const wanted = text.trim();
  const action = readAction(wanted);
  if (action === null)
    throw new IllegalActionError(
      `"${wanted.slice(0, 30)}" is not an action (for example "Pg6", "f6-h6", "end" or "pass")`,
    );
  const why = whyIllegal(game, action);
  if (why !== null) throw new IllegalActionError(why);
  return legalActions(game).find((a) => formatAction(a) === formatAction(action)) ?? action;
}

// ---- position text (R14) --------------------------------------------------------------------

const HEADER = 'divided-loyalties';

function stockText(who: string, stock: Stock): string {
  const counts = stock.left.flatMap((n, i) => (n > 0 ? [`${COLOURS[i]!.letter}${n}`] : []));
  return [`${who} set ${stock.set}`, ...counts].join(' ');
}

function layoutLines(layout: Layout): string[] {
  const lines = [HEADER];
  if (layout.name !== null) lines.push(`name ${layout.name}`);
  lines.push(`sets ${layout.sets}`, `grid ${layout.width}x${layout.height}`);
  for (let y = 0; y < layout.height; y++)
    lines.push(layout.cells.slice(y * layout.width, (y + 1) * layout.width).join(' '));
  return lines;
}

export function formatPosition(game: Game): string {
  const g = geometryOf(game.layout);
  const lines = layoutLines(game.layout);
  const stones = game.stones.flatMap((c, i) => (c === EMPTY ? [] : [COLOURS[c]!.letter + cellName(g, i)]));
  if (stones.length > 0) lines.push(`stones ${stones.join(' ')}`);
  if (game.bridges.length > 0)
    lines.push(`bridges ${game.bridges.map((b) => bridgeName(g, b.cells) + (b.cut ? 'x' : '')).join(' ')}`);
  lines.push(stockText('blue', game.stock[0]), stockText('yellow', game.stock[1]));
  lines.push(`to-move ${PLAYER_WORD[game.current]}`, `turn ${game.turn}`);
  if (game.placed !== null) lines.push(`placed ${cellName(g, game.placed)}`);
  return lines.join('\n') + '\n';
}

/** A layout's text for saving and sharing (R15): a position text without stones, as in the appendix. */
export const formatLayout = (layout: Layout): string => layoutLines(layout).join('\n') + '\n';

/** The optional lines after the grid, in their order. */
const LATER_LINES = ['stones', 'bridges', 'blue set', 'yellow set', 'to-move', 'turn', 'placed'] as const;
type LaterLine = (typeof LATER_LINES)[number];

interface Line {
  readonly n: number;
  readonly text: string;
}

class Reader {
  private i = 0;
  constructor(private readonly lines: readonly Line[]) {}
  peek(): Line | undefined {
    return this.lines[this.i];
  }
  take(what: string): Line {
    const line = this.lines[this.i++];
    if (line === undefined) throw new PositionError(`The text ends before ${what}`);
    return line;
  }
}

function fail(line: Line, message: string): never {
  throw new PositionError(`Line ${line.n}: ${message}`);
}

const quote = (s: string): string => `"${s.length > 30 ? s.slice(0, 29) + '…' : s}"`;

function wholeNumber(line: Line, text: string | undefined, what: string, min: number, max: number): number {
  if (text === undefined || !/^\d{1,9}$/.test(text) || Number(text) < min || Number(text) > max)
    fail(line, `${what} must be a whole number from ${min} to ${max}`);
  return Number(text);
}

function readLayout(r: Reader): Layout {
  const first = r.take(`"${HEADER}"`);
  if (first.text !== HEADER) fail(first, `a position text begins with "${HEADER}"`);
  let name: string | null = null;
  let line = r.take('the line "sets <n>"');
  if (line.text === 'name' || line.text.startsWith('name ')) {
    name = line.text.slice(5).trim();
    if (name.length > LIMITS.maxName) fail(line, `the name is longer than ${LIMITS.maxName} characters`);
    line = r.take('the line "sets <n>"');
  }
  const sets = /^sets\s+(\S+)$/.exec(line.text);
  if (!sets) fail(line, `expected "sets <n>", found ${quote(line.text)}`);
  const setCount = wholeNumber(line, sets![1], 'the number of sets', 1, LIMITS.maxSets);
  line = r.take('the line "grid <W>x<H>"');
  const grid = /^grid\s+(\d+)x(\d+)$/.exec(line.text);
  if (!grid) fail(line, `expected "grid <W>x<H>", found ${quote(line.text)}`);
  const width = wholeNumber(line, grid![1], 'the width', LIMITS.minSide, LIMITS.maxWidth);
  const height = wholeNumber(line, grid![2], 'the height', LIMITS.minSide, LIMITS.maxHeight);
  const gridLine = line;
  const cells: string[] = [];
  for (let y = 1; y <= height; y++) {
    const row = r.take(`row ${y} of the grid`);
    const tokens = row.text.split(/\s+/);
    if (tokens.length !== width) fail(row, `row ${y} has ${tokens.length} cells, the grid is ${width} wide`);
    const bad = tokens.find((t) => t !== VOID && t !== DOT && !REGION_TOKEN.test(t));
    if (bad !== undefined) fail(row, `unknown cell ${quote(bad)}: use "." (void), "o" (dot) or a region S1, W2, G3…`);
    cells.push(...tokens);
  }
  const layout: Layout = { name, sets: setCount, width, height, cells };
  const problem = layoutProblem(layout);
  if (problem !== null) fail(gridLine, problem);
  return layout;
}

function keyOf(text: string): string {
  const [a, b] = text.split(/\s+/);
  return (a === 'blue' || a === 'yellow') && b === 'set' ? `${a} set` : a!;
}

const MAX_POSITION_CHARS = 60_000;

export function parsePosition(text: string): Game {
  if (typeof text !== 'string') throw new PositionError('A position is given as text');
  // The largest field written out in full (26 × 50 cells, every one with a stone and bridges) is far
  // below this: longer text is refused before it is read.
  if (text.length > MAX_POSITION_CHARS)
    throw new PositionError(`A position text is at most ${MAX_POSITION_CHARS.toLocaleString('en')} characters`);
  const lines = text
    .split(/\r?\n/)
    .map((t, i) => ({ n: i + 1, text: t.trim() }))
    .filter((l) => l.text !== '' && !l.text.startsWith('#'));
  const r = new Reader(lines);
  const layout = readLayout(r);
  const g = geometryOf(layout);
  const stones = new Array<number>(layout.width * layout.height).fill(EMPTY);
  const bridges: Bridge[] = [];
  const stock: [Stock, Stock] = [fullSet(0, 1), fullSet(1, 1)];
  let current: Player = 0;
  let turn = 0;
  let placed: number | null = null;
  let stonesLine: Line | null = null;
  let last = -1;

  const cellOf = (line: Line, name: string): number => {
    const cell = parseCell(g, name);
    if (cell === null) fail(line, `${quote(name)} is not a cell of the ${layout.width}x${layout.height} grid`);
    return cell!;
  };

  while (r.peek() !== undefined) {
    const line = r.take('');
    const key = keyOf(line.text);
    const at = LATER_LINES.indexOf(key as LaterLine);
    if (at < 0 && !['name', 'sets', 'grid', HEADER].includes(key)) fail(line, `unknown line ${quote(line.text)}`);
    if (at <= last) fail(line, `misplaced line ${quote(line.text)}: the lines come in the order of the rulings (R14)`);
    last = at;
    const words = line.text.split(/\s+/).slice(key.includes(' ') ? 2 : 1);
    switch (LATER_LINES[at]!) {
      case 'stones':
        stonesLine = line;
        for (const w of words) {
          const m = new RegExp(`^([BYPOGR])(\\S+)$`).exec(w);
          if (!m) fail(line, `${quote(w)} is not a stone: a colour letter and a cell, like Pg6`);
          const cell = cellOf(line, m![2]!);
          if (g.kind[cell] === CELL_KIND.void) fail(line, `${m![2]} is void: no stone can lie there`);
          if (stones[cell] !== EMPTY) fail(line, `two stones on ${m![2]}`);
          stones[cell] = LETTER_INDEX[m![1]!]!;
        }
        break;
      case 'bridges':
        for (const w of words) bridges.push(readBridge(line, w, { geometry: g, stones, bridges }));
        checkCuts(line, words, bridges);
        break;
      case 'blue set':
      case 'yellow set': {
        const player: Player = key === 'blue set' ? 0 : 1;
        stock[player] = readStock(line, words, player, layout.sets);
        break;
      }
      case 'to-move':
        if (words.length !== 1 || (words[0] !== 'blue' && words[0] !== 'yellow'))
          fail(line, 'expected "to-move blue" or "to-move yellow"');
        current = words[0] === 'blue' ? 0 : 1;
        break;
      case 'turn':
        if (words.length !== 1) fail(line, 'expected "turn <n>"');
        turn = wholeNumber(line, words[0], 'the turn', 0, 1e9);
        break;
      case 'placed': {
        if (words.length !== 1) fail(line, 'expected "placed <cell>"');
        placed = cellOf(line, words[0]!);
        if (stones[placed] === EMPTY) fail(line, `placed names ${words[0]}, which holds no stone`);
        break;
      }
    }
  }
  for (let cell = 0; cell < stones.length; cell++) {
    if (stones[cell] === EMPTY || g.kind[cell] !== CELL_KIND.dot || cell === placed) continue;
    if (!bridges.some((b) => b.cells.includes(cell)))
      fail(stonesLine!, `the stone on the dot ${cellName(g, cell)} lies on no bridge`);
  }
  return freeze({ layout, stones, bridges, stock, current, turn, placed, resigned: null, previous: null }, true);
}

/** A bridge of the position text, checked against the stones and the bridges built before it. */
function readBridge(line: Line, word: string, view: FieldView): Bridge {
  const g = view.geometry;
  const m = new RegExp(`^(\\S+?)-(\\S+?)(x?)$`).exec(word);
  if (!m) fail(line, `${quote(word)} is not a bridge: two end cells, like f6-h6 (f6-h6x when cut)`);
  const ends = [m![1]!, m![2]!].map((name) => {
    const cell = parseCell(g, name);
    if (cell === null) fail(line, `${quote(name)} is not a cell of the ${g.width}x${g.height} grid`);
    return cell!;
  });
  const row = rowBetween(g, ends[0]!, ends[1]!);
  if (row === null) fail(line, `${word} is not a straight row of 3 or 4 cells`);
  let bits = 7;
  for (const c of row!) {
    if (view.stones[c] === EMPTY) fail(line, `bridge ${word}: ${cellName(g, c)} holds no stone`);
    bits &= FAMILY_BITS[view.stones[c]!]!;
  }
  if (bits === 0) fail(line, `bridge ${word} mixes colour families`);
  // The family says who built it: a yellow-family row was Yellow's, anything else can be judged as Blue's.
  const builder: Player = bits & KIND_BIT.yellow ? 1 : 0;
  const verdict = judgeRow(view, row!, builder);
  if (typeof verdict === 'string') fail(line, `bridge ${word}: ${verdict}`);
  const { kind, cuts } = verdict as Exclude<typeof verdict, string>;
  const bridges = view.bridges as Bridge[];
  for (const i of cuts) bridges[i] = { ...bridges[i]!, cut: true };
  return { cells: row!, kind, cut: false };
}

/** The `x` marks must say exactly which bridges the red bridges cut. */
function checkCuts(line: Line, words: readonly string[], bridges: readonly Bridge[]): void {
  bridges.forEach((b, i) => {
    const marked = words[i]!.endsWith('x');
    const name = words[i]!.replace(/x$/, '');
    if (marked && !b.cut) fail(line, `bridge ${name} is marked cut, but no red bridge built after it crosses it`);
    if (!marked && b.cut) fail(line, `bridge ${name} is crossed by a red bridge built after it: write ${name}x`);
  });
}

function readStock(line: Line, words: readonly string[], player: Player, sets: number): Stock {
  const set = wholeNumber(line, words[0], 'the set number', 1, sets);
  const left = new Array<number>(COLOURS.length).fill(0);
  for (const w of words.slice(1)) {
    const m = /^([BYPOGR])(\d{1,3})$/.exec(w);
    if (!m) fail(line, `${quote(w)} is not a count of stones: a colour letter and a number, like B3`);
    const colour = LETTER_INDEX[m![1]!]!;
    const most = SET_COUNTS[player]![colour]!;
    if (Number(m![2]) > most)
      fail(line, `${SEATS[player]}'s set holds ${most === 0 ? 'no' : `only ${most}`} ${COLOURS[colour]!.name} stones`);
    left[colour] = Number(m![2]);
  }
  return { set, left };
}

/** A layout's text read back (R15): a position text with no stones on it. */
export function parseLayout(text: string): Layout {
  const game = parsePosition(text);
  if (game.stones.some((c) => c !== EMPTY)) throw new PositionError('A layout has no stones on it');
  return game.layout;
}
