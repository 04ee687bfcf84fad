// Readable test positions and checks. A position is the starting layout of a new game with pieces
// placed by square name, so a test reads like the diagram a player would draw.
import { expect } from 'vitest';
import {
  formatAction,
  formatPosition,
  IllegalActionError,
  isLegal,
  legalActions,
  newGame,
  parseAction,
  parsePosition,
  parseSquare,
  play,
  type Action,
  type Game,
  type Player,
} from '../../../../src/games/vacuum/rules/index';

export const sq = (name: string): number => {
  const s = parseSquare(name);
  if (s === null) throw new Error(`bad square ${name}`);
  return s;
};

export interface Setup {
  players?: 2 | 3 | 4;
  /** Header lines to replace, e.g. { current: 'gold', stage: '2', 'stone-era': 'red' }. */
  header?: Record<string, string>;
  /** Square name → contents token without the terrain letter: 'RR', 'sY', 'bR', 'RYN'. */
  pieces?: Record<string, string>;
  /** Square name → terrain letter: '#', '.', '*', 'r', 'y', 'g', 'w'. */
  terrain?: Record<string, string>;
}

/** Three players with Green eliminated, so neutral pieces (`N`) may stand on the board. */
export const withNeutral = { players: 3, header: { active: 'red gold', eliminated: 'green' } } as const satisfies Setup;

const HEADER_LINES = 11;

/** Position text for a setup: the starting layout, header edits, terrain edits and pieces. */
export function positionText(setup: Setup = {}): string {
  const lines = formatPosition(newGame({ players: setup.players ?? 2 }))
    .trimEnd()
    .split('\n');
  for (const [key, value] of Object.entries(setup.header ?? {})) {
    const i = lines.findIndex((l) => l.startsWith(`${key} `));
    if (i < 0 || i >= HEADER_LINES) throw new Error(`no header ${key}`);
    lines[i] = `${key} ${value}`;
  }
  const grid = lines.slice(HEADER_LINES).map((l) => l.trim().split(/\s+/));
  const edit = (name: string, f: (token: string) => string): void => {
    const s = sq(name);
    const row = grid[Math.floor(s / 12)]!;
    row[s % 12] = f(row[s % 12]!);
  };
  for (const [name, t] of Object.entries(setup.terrain ?? {})) edit(name, (tok) => t + tok.slice(1));
  for (const [name, p] of Object.entries(setup.pieces ?? {})) edit(name, (tok) => tok[0] + p);
  return [...lines.slice(0, HEADER_LINES), ...grid.map((r) => r.join(' '))].join('\n') + '\n';
}

export const position = (setup: Setup = {}): Game => parsePosition(positionText(setup));

/** The legal actions (of one kind) as action text, sorted, for readable expectations. */
export function legalTexts(game: Game, kind?: Action['kind']): string[] {
  return legalActions(game)
    .filter((a) => kind === undefined || a.kind === kind)
    .map(formatAction)
    .sort();
}

/** Plays an action given as text (which must name a legal action). */
export const act = (game: Game, text: string): Game => play(game, parseAction(game, text));

/** Plays a sequence of action texts. */
export const actAll = (game: Game, texts: string[]): Game => texts.reduce(act, game);

function grid(game: Game): string[][] {
  return formatPosition(game)
    .trimEnd()
    .split('\n')
    .slice(HEADER_LINES)
    .map((l) => l.trim().split(/\s+/));
}

const PEBBLE_ORDER = 'RYGWN';

/**
 * The contents of a square as in position text, without the terrain letter ('' when empty).
 * Pebbles are listed in the order R Y G W N: the order of pebbles on a square means nothing.
 */
export function token(game: Game, name: string): string {
  const s = sq(name);
  const t = grid(game)[Math.floor(s / 12)]![s % 12]!.slice(1);
  if (!/^[RYGWN]*$/.test(t)) return t;
  return [...t].sort((a, b) => PEBBLE_ORDER.indexOf(a) - PEBBLE_ORDER.indexOf(b)).join('');
}

/** The terrain letter of a square as in position text. */
export function terrainLetter(game: Game, name: string): string {
  const s = sq(name);
  return grid(game)[Math.floor(s / 12)]![s % 12]![0]!;
}

const COLOURS: Record<string, Player> = { red: 0, gold: 1, green: 2, white: 3 };

/**
 * An action value from action text, built here without asking the rules whether it is legal,
 * so tests can offer the core actions it must refuse.
 */
export function action(text: string): Action {
  const [word, ...rest] = text.trim().split(/\s+/);
  const count = (): number => Number(rest[0]);
  const squares = (s: string): { from: number; to: number } => {
    const [from, to] = s.split('-');
    return { from: sq(from!), to: sq(to!) };
  };
  switch (word) {
    case 'entrench':
      return { kind: 'entrench', at: sq(rest[0]!) };
    case 'create':
      return { kind: 'stoneCreation', at: sq(rest[0]!) };
    case 'vacuum':
      return { kind: 'vacuumMove', at: sq(rest[0]!) };
    case 'retreat':
      return { kind: 'retreat', ...squares(rest[0]!) };
    case 'extend':
      return { kind: 'extend', ...squares(rest[0]!) };
    case 'cast':
      return { kind: 'cast', ...squares(rest[0]!) };
    case 'boulder':
      return { kind: 'boulder', ...squares(rest[0]!) };
    case 'teleport':
      return { kind: 'teleport', ...squares(rest[0]!) };
    case 'perimeter':
      return { kind: 'perimeterMove', ...squares(rest[0]!) };
    case 'supply':
      return { kind: 'supplyChain', count: count(), ...squares(rest[1]!) };
    case 'attack':
      return { kind: 'pebbleAttack', count: count(), ...squares(rest[1]!), defender: COLOURS[rest[2]!]! };
    case 'reduce':
      return { kind: 'reductionAttack', count: count(), ...squares(rest[1]!), defender: COLOURS[rest[2]!]! };
    case 'war':
      return { kind: 'pebbleWar', ...squares(rest[0]!), defender: COLOURS[rest[1]!]! };
    case 'exit-chain':
      return { kind: 'exitChain' };
    case 'commit':
      return { kind: 'commit' };
    case 'resign':
      return { kind: 'resign', player: COLOURS[rest[0]!]! };
    default:
      throw new Error(`test helper: no action "${text}"`);
  }
}

/**
 * The core must refuse the action everywhere: not listed, not legal, and `play` throws an
 * IllegalActionError with a readable reason (matching `reason` if given) and leaves the game as it was.
 */
export function expectRefused(game: Game, text: string, reason?: RegExp | string): void {
  const a = action(text);
  const before = structuredClone(game);
  expect(legalTexts(game)).not.toContain(formatAction(a));
  expect(isLegal(game, a)).toBe(false);
  let error: unknown;
  try {
    play(game, a);
  } catch (e) {
    error = e;
  }
  expect(error, `${text} was played`).toBeInstanceOf(IllegalActionError);
  const message = (error as Error).message;
  expect(message.length).toBeGreaterThan(10);
  expect(message).not.toMatch(/undefined|NaN|\[object/);
  if (reason !== undefined) expect(message).toMatch(reason);
  expect(game).toEqual(before);
}

/** The action is listed, legal and playable. */
export function expectListed(game: Game, text: string): void {
  expect(legalTexts(game)).toContain(text);
  expect(isLegal(game, action(text))).toBe(true);
}
