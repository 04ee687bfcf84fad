// Text forms: action text for the move log, and the position text of rules-api.md.
import { COLOUR_NAMES, OWNER_LETTERS, parseSquare, SIZE, squareName, TERRAIN_LETTERS } from './board';
import { freeze } from 'immer';
import { excerpt } from '../util/excerpt';
import { own } from '../util/own';
import { PLAYERS_OF, sortPebbles } from './game';
import { MAX_PEBBLES } from './pebbles';
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

export function formatPosition(game: Game | Position): string {
  const g = game;
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

/** Reads position text; every problem names its line and what is wrong. */
export function parsePosition(text: string): Game {
  if (typeof text !== 'string') throw new PositionError('a position must be text');
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  let i = 0;
  const fail = (line: number, what: string): never => {
    throw new PositionError(`line ${line + 1}: ${what}`);
  };
  const values: Record<string, string[]> = {};
  for (const key of HEADER) {
    const raw = lines[i];
    if (raw === undefined) fail(i, `expected "${key} …" but the text ends`);
    const words = raw!.trim().split(/\s+/);
    if (words[0] !== key) fail(i, `expected "${key} …", found "${excerpt(raw!.trim())}"`);
    if (words.length < 2) fail(i, `"${key}" needs a value`);
    values[key] = words.slice(1);
    values[`@${key}`] = [String(i)];
    i++;
  }
  const at = (key: string): number => Number(values[`@${key}`]![0]);
  const one = (key: string): string => {
    const v = values[key]!;
    if (v.length !== 1) fail(at(key), `"${key}" takes one value`);
    return v[0]!;
  };
  if (one('vacuum') !== '1') fail(at('vacuum'), `unknown position format version "${excerpt(one('vacuum'))}"`);
  const players = Number(one('players'));
  if (players !== 2 && players !== 3 && players !== 4) fail(at('players'), 'players must be 2, 3 or 4');
  const inGame: readonly Player[] = PLAYERS_OF[players as 2 | 3 | 4];

  const colourOf = (key: string, word: string): Player => {
    const p = COLOUR_NAMES.indexOf(word);
    if (p < 0) fail(at(key), `unknown colour "${excerpt(word)}"`);
    if (!inGame.includes(p as Player)) fail(at(key), `${word} does not play in a ${players}-player game`);
    return p as Player;
  };
  const colours = (key: string): Player[] => {
    const v = values[key]!;
    if (v.length === 1 && v[0] === '-') return [];
    const out = v.map((w) => colourOf(key, w));
    if (new Set(out).size !== out.length) fail(at(key), `a colour is listed twice`);
    return out;
  };
  const squareList = (key: string): number[] => {
    const v = values[key]!;
    if (v.length === 1 && v[0] === '-') return [];
    return v.map((w) => parseSquare(w) ?? fail(at(key), `"${excerpt(w)}" is not a square name`));
  };
  const whole = (key: string, word: string): number => {
    if (!/^\d{1,9}$/.test(word)) fail(at(key), `"${excerpt(word)}" is not a whole number`);
    return Number(word);
  };

  const current = colourOf('current', one('current'));
  const stageWord = one('stage');
  const stage =
    STAGE_OF_WORD.get(stageWord) ??
    fail(at('stage'), `unknown stage "${excerpt(stageWord)}" (use 1, chain, 2, 3 or commit)`);
  const chainWord = one('chain');
  const chainAt =
    chainWord === '-'
      ? null
      : (parseSquare(chainWord) ?? fail(at('chain'), `"${excerpt(chainWord)}" is not a square name`));
  const turn = whole('turn', one('turn'));
  const active = colours('active').sort((a, b) => a - b);
  const eliminated = colours('eliminated');
  const stoneEra = colours('stone-era');
  const cooldowns = squareList('cooldown');
  const limitWord = one('limit');
  const turnLimit = limitWord === '-' ? null : whole('limit', limitWord);
  if (turnLimit === 0) fail(at('limit'), 'the turn limit must be at least 1');

  if (active.length === 0) fail(at('active'), 'no player is active');
  for (const p of inGame) {
    const inActive = active.includes(p);
    const inEliminated = eliminated.includes(p);
    if (inActive === inEliminated) {
      fail(at(inActive ? 'eliminated' : 'active'), `${colour(p)} must be either active or eliminated`);
    }
  }
  if (!active.includes(current)) fail(at('current'), `the current player ${colour(current)} is not active`);
  if ((stage === 'chain') !== (chainAt !== null)) {
    fail(at('chain'), stage === 'chain' ? 'stage chain needs the chained square' : 'a chain square needs stage chain');
  }

  // The grid: blank lines may separate it from the header.
  while (i < lines.length && lines[i]!.trim() === '') i++;
  const terrain: Terrain[] = [];
  const colourTable: (Player | null)[] = [];
  const squares: Contents[] = [];
  for (let r = 0; r < SIZE; r++, i++) {
    const raw = lines[i];
    if (raw === undefined || raw.trim() === '') fail(i, `expected board row ${r + 1} of ${SIZE}`);
    const tokens = raw!.trim().split(/\s+/);
    if (tokens.length !== SIZE) fail(i, `board row ${r + 1} has ${tokens.length} squares, not ${SIZE}`);
    tokens.forEach((token, c) => {
      const sq = r * SIZE + c;
      const where = `square ${squareName(sq)} ("${excerpt(token, 12)}")`;
      const t = own(TERRAIN_LETTERS, token[0]!) ?? fail(i, `${where}: unknown terrain "${token[0]}"`);
      terrain.push(t.terrain);
      colourTable.push(t.colour);
      squares.push(parseContents(token.slice(1), (what) => fail(i, `${where}: ${what}`)));
      const c2 = squares[sq]!;
      if (c2 !== null && t.terrain === 'barren') fail(i, `${where}: a piece cannot stand on barren space`);
      for (const o of c2 === null ? [] : 'pebbles' in c2 ? c2.pebbles : ['stone' in c2 ? c2.stone : c2.boulder]) {
        if (o !== 'neutral' && !active.includes(o)) {
          fail(i, `${where}: ${colour(o)} is not active (an eliminated player's pieces are written N)`);
        }
      }
    });
  }
  for (; i < lines.length; i++) if (lines[i]!.trim() !== '') fail(i, 'unexpected text after the board');

  if (chainAt !== null) {
    const c = squares[chainAt]!;
    if (c === null || !('boulder' in c) || c.boulder !== current) {
      fail(at('chain'), `the chain square ${squareName(chainAt)} must hold ${colour(current)}'s boulder`);
    }
  }
  for (const sq of cooldowns) {
    if (terrain[sq] !== 'pedestal') fail(at('cooldown'), `${squareName(sq)} is not a pedestal`);
  }
  if (new Set(cooldowns).size !== cooldowns.length) fail(at('cooldown'), 'a pedestal is listed twice');

  return freeze(
    {
      players: players as 2 | 3 | 4,
      terrain,
      colour: colourTable,
      squares,
      current,
      stage,
      chainAt,
      turn,
      active,
      eliminated,
      stoneEra,
      cooldowns,
      turnLimit,
      history: [],
    },
    true,
  );
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
  if (text.length > MAX_PEBBLES) return fail(`${text.length} pebbles on one square (at most ${MAX_PEBBLES})`);
  return { pebbles: sortPebbles([...text].map((l) => OWNER_OF_LETTER.get(l)!)) };
}
