// Text forms: action text for the move log, and the position text of rules-api.md.
import { COLOUR_NAMES, OWNER_LETTERS, parseSquare, rowOf, SIZE, squareName, TERRAIN_LETTERS } from './board';
import { excerpt } from '../../../util/excerpt';
import { own } from '../../../util/own';
import { fromRecord, PositionRecordError } from './record';
import { legalActions, whyIllegal } from './turn';
import {
  IllegalActionError,
  PositionError,
  type Action,
  type Contents,
  type Game,
  type Owner,
  type Player,
  type Position,
  type PositionRecord,
  type Stage,
  type Terrain,
} from './types';

// ---- action text ----------------------------------------------------------------------------

/** Action words as they appear in the move log, e.g. `reduce 2 c5-d6 gold`. */
const WORDS = {
  entrench: 'entrench',
  retreat: 'retreat',
  extend: 'extend',
  cast: 'cast',
  boulder: 'boulder',
  exitChain: 'exit-chain',
  pebbleAttack: 'attack',
  teleport: 'teleport',
  supplyChain: 'supply',
  reductionAttack: 'reduce',
  stoneCreation: 'create',
  pebbleWar: 'war',
  vacuumMove: 'vacuum',
  perimeterMove: 'perimeter',
  commit: 'commit',
  resign: 'resign',
} as const satisfies Record<Action['kind'], string>;

const colour = (p: Player): string => COLOUR_NAMES[p]!;
const path = (from: number, to: number): string => `${squareName(from)}-${squareName(to)}`;

export function formatAction(a: Action): string {
  const w = WORDS[a.kind];
  switch (a.kind) {
    case 'entrench':
    case 'stoneCreation':
    case 'vacuumMove':
      return `${w} ${squareName(a.at)}`;
    case 'retreat':
    case 'extend':
    case 'cast':
    case 'boulder':
    case 'teleport':
    case 'perimeterMove':
      return `${w} ${path(a.from, a.to)}`;
    case 'supplyChain':
      return `${w} ${a.count} ${path(a.from, a.to)}`;
    case 'pebbleAttack':
    case 'reductionAttack':
      return `${w} ${a.count} ${path(a.from, a.to)} ${colour(a.defender)}`;
    case 'pebbleWar':
      return `${w} ${path(a.from, a.to)} ${colour(a.defender)}`;
    case 'resign':
      return `${w} ${colour(a.player)}`;
    case 'exitChain':
    case 'commit':
      return w;
  }
}

const PLAYER_OF_WORD = (w: string | undefined): Player | undefined => {
  const p = COLOUR_NAMES.indexOf(w ?? '');
  return p < 0 ? undefined : (p as Player);
};

/**
 * The action an action text describes, legal or not; null when the text is not action text.
 * For reading saved move logs, where the position each line was played in is gone.
 */
export function readAction(text: string): Action | null {
  const m = /^([a-z-]+)(?: (\d))?(?: ([a-l]\d{1,2})(?:-([a-l]\d{1,2}))?)?(?: (red|gold|green|white))?$/.exec(text);
  if (!m) return null;
  const [, word, n, a, b, who] = m;
  const kind = (Object.keys(WORDS) as Action['kind'][]).find((k) => WORDS[k] === word);
  const at = a === undefined ? undefined : (parseSquare(a) ?? undefined);
  const to = b === undefined ? undefined : (parseSquare(b) ?? undefined);
  const count = n === undefined ? undefined : Number(n);
  const player = PLAYER_OF_WORD(who);
  const candidate = { kind, at, from: at, to, count, defender: player, player } as Record<string, unknown>;
  const fields: Record<Action['kind'], string[]> = {
    entrench: ['at'],
    stoneCreation: ['at'],
    vacuumMove: ['at'],
    retreat: ['from', 'to'],
    extend: ['from', 'to'],
    cast: ['from', 'to'],
    boulder: ['from', 'to'],
    teleport: ['from', 'to'],
    perimeterMove: ['from', 'to'],
    supplyChain: ['from', 'to', 'count'],
    pebbleAttack: ['from', 'to', 'count', 'defender'],
    reductionAttack: ['from', 'to', 'count', 'defender'],
    pebbleWar: ['from', 'to', 'defender'],
    exitChain: [],
    commit: [],
    resign: ['player'],
  };
  if (kind === undefined) return null;
  const action: Record<string, unknown> = { kind };
  for (const f of fields[kind]) {
    if (candidate[f] === undefined) return null;
    action[f] = candidate[f];
  }
  return formatAction(action as Action) === text ? (action as Action) : null;
}

/**
 * The legal action the text names. The defender may be left out when only one legal action
 * fits. Throws IllegalActionError on text that names no legal action, saying why.
 */
export function parseAction(game: Game, text: string): Action {
  const wanted = String(text).trim().toLowerCase().replace(/\s+/g, ' ');
  const action = readAction(wanted);
  if (action === null) {
    const fits = legalActions(game).filter((a) => 'defender' in a && formatAction(a).replace(/ \w+$/, '') === wanted);
    if (fits.length === 1) return fits[0]!;
    if (fits.length > 1)
      throw new IllegalActionError(
        `"${excerpt(String(text))}": name the defender (${fits.map(formatAction).join(' / ')})`,
      );
    throw new IllegalActionError(`"${excerpt(String(text))}" is not action text (for example "supply 2 c5-d6")`);
  }
  const problem = whyIllegal(game, action);
  if (problem !== null) throw new IllegalActionError(problem);
  return action;
}

// ---- position text --------------------------------------------------------------------------

const HEADER = [
  'vacuum',
  'players',
  'current',
  'stage',
  'chain',
  'turn',
  'active',
  'eliminated',
  'stone-era',
  'cooldown',
  'limit',
] as const;

const list = (items: readonly string[]): string => (items.length === 0 ? '-' : items.join(' '));
const ownerLetter = (o: Owner): string => (o === 'neutral' ? 'N' : OWNER_LETTERS[o]!);

const TERRAIN_LETTER: Record<Terrain, string> = { barren: '#', board: '.', pedestal: '*', perimeter: '' };
const PERIMETER_LETTER = ['r', 'y', 'g', 'w'];

function formatToken(g: Position, sq: number): string {
  const t = g.terrain[sq]!;
  const letter = t === 'perimeter' ? PERIMETER_LETTER[g.colour[sq]!]! : TERRAIN_LETTER[t];
  const c = g.squares[sq]!;
  if (c === null) return letter;
  if ('pebbles' in c) return letter + c.pebbles.map(ownerLetter).join('');
  if ('stone' in c) return `${letter}s${ownerLetter(c.stone)}`;
  return `${letter}b${ownerLetter(c.boulder)}`;
}

/** The position text of a game or a record (undo history aside): the one writer of position text. */
export function formatPosition(g: Position): string {
  const header = [
    'vacuum 1',
    `players ${g.players}`,
    `current ${colour(g.current)}`,
    `stage ${g.stage}`,
    `chain ${g.chainAt === null ? '-' : squareName(g.chainAt)}`,
    `turn ${g.turn}`,
    `active ${list(g.active.map(colour))}`,
    `eliminated ${list(g.eliminated.map(colour))}`,
    `stone-era ${list(g.stoneEra.map(colour))}`,
    `cooldown ${list(g.cooldowns.map(squareName))}`,
    `limit ${g.turnLimit ?? '-'}`,
  ];
  const rows: string[] = [];
  for (let r = 0; r < SIZE; r++) {
    const tokens: string[] = [];
    for (let c = 0; c < SIZE; c++) tokens.push(formatToken(g, r * SIZE + c).padEnd(5));
    rows.push(tokens.join(' ').trimEnd());
  }
  return [...header, ...rows].join('\n') + '\n';
}

/** The header line of each record field (the board's fields are on the grid rows). */
const LINE_OF_FIELD: Partial<Record<keyof PositionRecord, (typeof HEADER)[number]>> = {
  players: 'players',
  current: 'current',
  stage: 'stage',
  chainAt: 'chain',
  turn: 'turn',
  active: 'active',
  eliminated: 'eliminated',
  stoneEra: 'stone-era',
  cooldowns: 'cooldown',
  turnLimit: 'limit',
};

/**
 * Reads position text: the text into a record, which `fromRecord` checks. Every problem names its
 * line and what is wrong.
 */
export function parsePosition(text: string): Game {
  const { record, lineOf, gridLine, tokens } = readPositionText(text);
  try {
    return fromRecord(record);
  } catch (e) {
    if (!(e instanceof PositionRecordError)) throw e;
    if (e.at !== null) {
      const where = `square ${squareName(e.at)} ("${excerpt(tokens[e.at]!, 12)}")`;
      throw new PositionError(`line ${gridLine + rowOf(e.at) + 1}: ${where}: ${e.reason}`);
    }
    const key = LINE_OF_FIELD[e.field];
    throw new PositionError(key === undefined ? e.message : `line ${lineOf[key] + 1}: ${e.reason}`);
  }
}

/** The record position text writes, or a PositionError naming the line whose text is not well formed. */
function readPositionText(text: string): {
  record: PositionRecord;
  lineOf: Record<(typeof HEADER)[number], number>;
  gridLine: number;
  tokens: string[];
} {
  if (typeof text !== 'string') throw new PositionError('a position must be text');
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  let i = 0;
  const fail = (line: number, what: string): never => {
    throw new PositionError(`line ${line + 1}: ${what}`);
  };
  const values = {} as Record<(typeof HEADER)[number], string[]>;
  const lineOf = {} as Record<(typeof HEADER)[number], number>;
  for (const key of HEADER) {
    const raw = lines[i];
    if (raw === undefined) fail(i, `expected "${key} …" but the text ends`);
    const words = raw!.trim().split(/\s+/);
    if (words[0] !== key) fail(i, `expected "${key} …", found "${excerpt(raw!.trim())}"`);
    if (words.length < 2) fail(i, `"${key}" needs a value`);
    values[key] = words.slice(1);
    lineOf[key] = i;
    i++;
  }
  const one = (key: (typeof HEADER)[number]): string => {
    const v = values[key];
    if (v.length !== 1) fail(lineOf[key], `"${key}" takes one value`);
    return v[0]!;
  };
  if (one('vacuum') !== '1') fail(lineOf.vacuum, `unknown position format version "${excerpt(one('vacuum'))}"`);
  const playersWord = one('players');
  if (!/^[234]$/.test(playersWord)) fail(lineOf.players, 'players must be 2, 3 or 4');

  const colourOf = (key: (typeof HEADER)[number], word: string): Player => {
    const p = COLOUR_NAMES.indexOf(word);
    return p < 0 ? fail(lineOf[key], `unknown colour "${excerpt(word)}"`) : (p as Player);
  };
  const none = (key: (typeof HEADER)[number]): boolean => values[key].length === 1 && values[key][0] === '-';
  const colours = (key: (typeof HEADER)[number]): Player[] =>
    none(key) ? [] : values[key].map((w) => colourOf(key, w));
  const squareOf = (key: (typeof HEADER)[number], word: string): number =>
    parseSquare(word) ?? fail(lineOf[key], `"${excerpt(word)}" is not a square name`);
  const whole = (key: (typeof HEADER)[number], word: string): number => {
    if (!/^\d{1,9}$/.test(word)) fail(lineOf[key], `"${excerpt(word)}" is not a whole number`);
    return Number(word);
  };

  const stageWord = one('stage');
  const chainWord = one('chain');
  const limitWord = one('limit');
  const header = {
    players: Number(playersWord) as 2 | 3 | 4,
    current: colourOf('current', one('current')),
    stage:
      STAGE_OF_WORD.get(stageWord) ??
      fail(lineOf.stage, `unknown stage "${excerpt(stageWord)}" (use 1, chain, 2, 3 or commit)`),
    chainAt: chainWord === '-' ? null : squareOf('chain', chainWord),
    turn: whole('turn', one('turn')),
    active: colours('active'),
    eliminated: colours('eliminated'),
    stoneEra: colours('stone-era'),
    cooldowns: none('cooldown') ? [] : values.cooldown.map((w) => squareOf('cooldown', w)),
    turnLimit: limitWord === '-' ? null : whole('limit', limitWord),
  };

  // The grid: blank lines may separate it from the header.
  while (i < lines.length && lines[i]!.trim() === '') i++;
  const gridLine = i;
  const terrain: Terrain[] = [];
  const colourTable: (Player | null)[] = [];
  const squares: Contents[] = [];
  const tokens: string[] = [];
  for (let r = 0; r < SIZE; r++, i++) {
    const raw = lines[i];
    if (raw === undefined || raw.trim() === '') fail(i, `expected board row ${r + 1} of ${SIZE}`);
    const row = raw!.trim().split(/\s+/);
    if (row.length !== SIZE) fail(i, `board row ${r + 1} has ${row.length} squares, not ${SIZE}`);
    for (const token of row) {
      const where = `square ${squareName(tokens.length)} ("${excerpt(token, 12)}")`;
      const t = own(TERRAIN_LETTERS, token[0]!) ?? fail(i, `${where}: unknown terrain "${token[0]}"`);
      terrain.push(t.terrain);
      colourTable.push(t.colour);
      squares.push(parseContents(token.slice(1), (what) => fail(i, `${where}: ${what}`)));
      tokens.push(token);
    }
  }
  for (; i < lines.length; i++) if (lines[i]!.trim() !== '') fail(i, 'unexpected text after the board');
  return { record: { ...header, terrain, colour: colourTable, squares }, lineOf, gridLine, tokens };
}

// Text is looked up in Maps (or through own()): a word such as `__proto__` or `toString` must
// not find what every object inherits.
const STAGE_OF_WORD = new Map<string, Stage>([
  ['1', 1],
  ['chain', 'chain'],
  ['2', 2],
  ['3', 3],
  ['commit', 'commit'],
]);
const OWNER_OF_LETTER = new Map<string, Owner>([
  ['R', 0],
  ['Y', 1],
  ['G', 2],
  ['W', 3],
  ['N', 'neutral'],
]);

function parseContents(text: string, fail: (what: string) => never): Contents {
  if (text === '') return null;
  const piece = /^([sb])([RYGWN])$/.exec(text);
  if (piece) {
    const owner = OWNER_OF_LETTER.get(piece[2]!)!;
    return piece[1] === 's' ? { stone: owner } : { boulder: owner };
  }
  if (/^[sb]/.test(text)) return fail('a stone or boulder stands alone, written s or b and one owner letter');
  if (!/^[RYGWN]+$/.test(text)) return fail(`unknown piece letters "${excerpt(text)}" (pebbles are R Y G W N)`);
  return { pebbles: [...text].map((l) => OWNER_OF_LETTER.get(l)!) };
}
