// Builds readable test positions: a new game's board with pieces placed by square name.
import {
  formatAction,
  formatPosition,
  legalActions,
  newGame,
  parsePosition,
  parseSquare,
  type Action,
  type Game,
} from '../../src/rules/index';

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

/** Position text for a setup: the starting layout, header edits, pieces and terrain edits. */
export function positionText(setup: Setup = {}): string {
  const lines = formatPosition(newGame({ players: setup.players ?? 2 })).trimEnd().split('\n');
  for (const [key, value] of Object.entries(setup.header ?? {})) {
    const i = lines.findIndex((l) => l.startsWith(`${key} `));
    if (i < 0) throw new Error(`no header ${key}`);
    lines[i] = `${key} ${value}`;
  }
  const grid = lines.slice(11).map((l) => l.trim().split(/\s+/));
  const edit = (name: string, f: (token: string) => string): void => {
    const s = sq(name);
    const row = grid[Math.floor(s / 12)]!;
    row[s % 12] = f(row[s % 12]!);
  };
  for (const [name, t] of Object.entries(setup.terrain ?? {})) edit(name, (tok) => t + tok.slice(1));
  for (const [name, p] of Object.entries(setup.pieces ?? {})) edit(name, (tok) => tok[0] + p);
  return [...lines.slice(0, 11), ...grid.map((r) => r.join(' '))].join('\n') + '\n';
}

export const position = (setup: Setup = {}): Game => parsePosition(positionText(setup));

/** The legal actions of one kind as action text, sorted, for readable expectations. */
export function legalTexts(game: Game, kind?: Action['kind']): string[] {
  return legalActions(game)
    .filter((a) => kind === undefined || a.kind === kind)
    .map(formatAction)
    .sort();
}

/** The contents token of a square in the game's position text (without the terrain letter). */
export function token(game: Game, name: string): string {
  const grid = formatPosition(game).trimEnd().split('\n').slice(11).map((l) => l.trim().split(/\s+/));
  const s = sq(name);
  return grid[Math.floor(s / 12)]![s % 12]!.slice(1);
}

/** The terrain letter of a square in the game's position text. */
export function terrainLetter(game: Game, name: string): string {
  const grid = formatPosition(game).trimEnd().split('\n').slice(11).map((l) => l.trim().split(/\s+/));
  const s = sq(name);
  return grid[Math.floor(s / 12)]![s % 12]![0]!;
}
