// Text forms: action text (R13) and position text (R14).
import { freeze } from 'immer';
import { opponent, parseSquare, SEAT_NAMES, SEAT_WORDS, SIZE, squareName } from './board';
import { coreOf, isSurrounded, MAX_CLOCK } from './game';
import { sealOf } from './marks';
import { QUIET_LIMIT, TURN_LIMIT, whyIllegal } from './turn';
import {
  DRAW_REASONS,
  GLYPHS,
  IllegalActionError,
  PositionError,
  WIN_REASONS,
  type Action,
  type Game,
  type Glyph,
  type Piece,
  type Player,
  type Position,
  type Result,
} from './types';

/** User text quoted in a message is cut short. */
const quote = (text: string, max = 30): string => `"${text.length <= max ? text : text.slice(0, max - 1) + '…'}"`;

// ---- action text ----------------------------------------------------------------------------

export function formatAction(a: Action): string {
  if (a.kind === 'resign') return `resign ${SEAT_WORDS[a.player]}`;
  if (a.kind === 'anchor' && a.to === a.from) return `anchor ${squareName(a.from)}`;
  return `${a.kind} ${squareName(a.from)}-${squareName(a.to)}`;
}

const MOVE_TEXT = new RegExp(`^(${GLYPHS.join('|')})\\s+([a-g][1-7])(?:\\s*-\\s*([a-g][1-7]))?$`);
const RESIGN_TEXT = /^resign\s+(white|black)$/;

/** The legal action the text names (any case, extra spaces); throws IllegalActionError saying why not. */
export function parseAction(game: Game, text: string): Action {
  // Only text is read: a list or an object would otherwise be read as the text it turns into.
  if (typeof text !== 'string') throw new IllegalActionError('an action must be text, such as "vector d7-d6"');
  const wanted = text.trim().toLowerCase();
  const action = readAction(wanted);
  if (action === null) {
    throw new IllegalActionError(`${quote(String(text))} is not a move (for example "vector d7-d6" or "anchor c6")`);
  }
  const problem = whyIllegal(game, action);
  if (problem !== null) throw new IllegalActionError(problem);
  return action;
}

function readAction(text: string): Action | null {
  const resign = RESIGN_TEXT.exec(text);
  if (resign) return { kind: 'resign', player: SEAT_WORDS.indexOf(resign[1] as 'white') as Player };
  const m = MOVE_TEXT.exec(text);
  if (!m) return null;
  const kind = m[1] as Glyph;
  const from = parseSquare(m[2]!)!;
  if (m[3] === undefined) return kind === 'anchor' ? { kind, from, to: from } : null;
  return { kind, from, to: parseSquare(m[3])! };
}

// ---- position text --------------------------------------------------------------------------

const PIECE_LETTERS = { C: [0, 'core'], S: [0, 'shard'], c: [1, 'core'], s: [1, 'shard'] } as const;
const MARK_LETTERS = ['w', 'b'] as const;
const HEADER = ['glyph-grid', 'current', 'turn', 'rest', 'quiet', 'clocks', 'result'] as const;
type Key = (typeof HEADER)[number];

function pieceLetter(p: Piece | null): string {
  if (p === null) return '.';
  const letter = p.kind === 'core' ? 'C' : 'S';
  return p.player === 0 ? letter : letter.toLowerCase();
}

function formatResult(r: Result | null): string {
  if (r === null) return '-';
  return `${r.winner === 'draw' ? 'draw' : SEAT_WORDS[r.winner]} ${r.reason}`;
}

export function formatPosition(g: Game): string {
  const resting = SEAT_WORDS.filter((_, p) => g.rest[p]);
  const lines = [
    'glyph-grid 1',
    `current ${SEAT_WORDS[g.current]}`,
    `turn ${g.turn}`,
    `rest ${resting.length === 0 ? '-' : resting.join(' ')}`,
    `quiet ${g.quiet}`,
    `clocks ${g.clocks === null ? '-' : g.clocks.join(' ')}`,
    `result ${formatResult(g.result)}`,
  ];
  for (let r = 0; r < SIZE; r++) {
    const row: string[] = [];
    for (let c = 0; c < SIZE; c++) {
      const sq = r * SIZE + c;
      const mark = g.marks[sq];
      row.push(pieceLetter(g.pieces[sq]!) + (mark === null || mark === undefined ? '.' : MARK_LETTERS[mark]));
    }
    lines.push(row.join(' '));
  }
  return lines.join('\n') + '\n';
}

/** Characters a position text may have (R14's text is about 220). */
const MAX_POSITION_CHARS = 4_000;

/** Reads position text; throws PositionError naming the line and the first problem (R14). */
export function parsePosition(text: string): Game {
  if (typeof text !== 'string') throw new PositionError('a position must be text');
  // A position is a few hundred characters, even with generous spaces: a longer text is refused
  // unread (the fuzz run's enormous texts took ~0.1 s to split and read before being refused).
  if (text.length > MAX_POSITION_CHARS) {
    throw new PositionError(`a position is at most ${MAX_POSITION_CHARS} characters; this text has ${text.length}`);
  }
  const lines = text.replace(/\r\n/g, '\n').replace(/\n$/, '').split('\n');
  const fail = (line: number, what: string): never => {
    throw new PositionError(`line ${line + 1}: ${what}`);
  };
  const values = {} as Record<Key, string[]>;
  HEADER.forEach((key, i) => {
    const raw = lines[i];
    if (raw === undefined) fail(i, `expected "${key} …" but the text ends`);
    const words = raw!.trim().split(/\s+/);
    if (words[0] !== key) fail(i, `expected "${key} …", found ${quote(raw!.trim())}`);
    if (words.length < 2) fail(i, `"${key}" needs a value`);
    values[key] = words.slice(1);
  });
  const line = (key: Key): number => HEADER.indexOf(key);
  const one = (key: Key): string =>
    values[key].length === 1 ? values[key][0]! : fail(line(key), `"${key}" takes one value`);
  const whole = (key: Key, word: string, max: number): number => {
    if (!/^\d{1,9}$/.test(word)) fail(line(key), `${quote(word)} is not a whole number`);
    const n = Number(word);
    return n <= max ? n : fail(line(key), `${key} ${n} is out of range (0–${max})`);
  };
  const seat = (key: Key, word: string): Player => {
    const p = SEAT_WORDS.indexOf(word as 'white');
    return p < 0 ? fail(line(key), `${quote(word)} is not white or black`) : (p as Player);
  };

  if (one('glyph-grid') !== '1') fail(0, `unknown position format version ${quote(one('glyph-grid'))}`);
  const current = seat('current', one('current'));
  const turn = whole('turn', one('turn'), TURN_LIMIT);
  if (turn % 2 !== current) {
    fail(
      line('turn'),
      `turn ${turn} is ${turn % 2 ? 'odd' : 'even'}, so ${SEAT_WORDS[turn % 2]} is to move, not ${SEAT_WORDS[current]}`,
    );
  }
  const restText = values.rest.join(' ');
  const REST_FORMS = ['-', 'white', 'black', 'white black'];
  if (!REST_FORMS.includes(restText))
    fail(line('rest'), `rest is "-", "white", "black" or "white black", not ${quote(restText)}`);
  const rest: [boolean, boolean] = [restText.startsWith('white'), restText.endsWith('black')];
  const quiet = whole('quiet', one('quiet'), QUIET_LIMIT);
  const clockWords = values.clocks;
  let clocks: [number, number] | null = null;
  if (!(clockWords.length === 1 && clockWords[0] === '-')) {
    if (clockWords.length !== 2) fail(line('clocks'), 'clocks are two whole numbers of ms (White, Black) or "-"');
    clocks = [whole('clocks', clockWords[0]!, MAX_CLOCK), whole('clocks', clockWords[1]!, MAX_CLOCK)];
  }
  const result = readResult(values.result, (what) => fail(line('result'), what));

  const grid = lines.slice(HEADER.length);
  const pieces: (Piece | null)[] = [];
  const marks: (Player | null)[] = [];
  const count = { C: 0, S: 0, c: 0, s: 0 };
  for (let r = 0; r < SIZE; r++) {
    const at = HEADER.length + r;
    const raw = grid[r];
    if (raw === undefined) fail(at, `expected board row ${r + 1} of ${SIZE} but the text ends`);
    const tokens = raw!.trim().split(/\s+/);
    if (tokens.length !== SIZE) fail(at, `board row ${r + 1} has ${tokens.length} squares, not ${SIZE}`);
    for (const token of tokens) {
      const where = `square ${squareName(pieces.length)} (${quote(token, 8)})`;
      const m = /^([CSsc.])([wb.])$/.exec(token);
      if (!m) fail(at, `${where}: a square is a piece letter (C S c s .) and a mark letter (w b .)`);
      const letter = m![1] as keyof typeof PIECE_LETTERS | '.';
      if (letter === '.') pieces.push(null);
      else {
        const [player, kind] = PIECE_LETTERS[letter];
        if (++count[letter] > (kind === 'core' ? 1 : 4)) {
          fail(at, `${where}: ${SEAT_NAMES[player]} has more than ${kind === 'core' ? 'one Core' : 'four Shards'}`);
        }
        pieces.push({ player, kind });
      }
      marks.push(m![2] === '.' ? null : (MARK_LETTERS.indexOf(m![2] as 'w') as Player));
    }
  }
  if (grid.length > SIZE) fail(HEADER.length + SIZE, 'unexpected text after the board');
  const game: Position = { pieces, marks, current, turn, rest, quiet, clocks, result };
  if (result === null) {
    const over = whyOver(game);
    // Said in a player's words, for the board's editor too (whose position text says "result -").
    if (over) fail(line(over.key), `${over.why}: this game would already be over`);
  }
  return freeze(game, true);
}

function readResult(words: string[], fail: (what: string) => never): Result | null {
  if (words.length === 1 && words[0] === '-') return null;
  if (words.length !== 2) return fail('result is "-", "<white|black> <reason>" or "draw quiet|limit"');
  const [who, reason] = words as [string, string];
  if (who === 'draw') {
    const r = DRAW_REASONS.find((x) => x === reason);
    return r ? { winner: 'draw', reason: r } : fail(`a draw is "draw quiet" or "draw limit", not ${quote(reason)}`);
  }
  const winner = SEAT_WORDS.indexOf(who as 'white');
  if (winner < 0) return fail(`${quote(who)} is not white, black or draw`);
  const r = WIN_REASONS.find((x) => x === reason);
  return r
    ? { winner: winner as Player, reason: r }
    : fail(`${quote(reason)} is not a reason a game is won (${WIN_REASONS.join(', ')})`);
}

/** What ends a game whose result is "-" although it should be over, and the header line to blame. */
function whyOver(g: Position): { key: Key; why: string } | null {
  for (const p of [0, 1] as const) {
    if (coreOf(g, p) === null) return { key: 'result', why: `${SEAT_NAMES[p]} has no Core` };
  }
  for (const p of [0, 1] as const) {
    const seal = sealOf(g, p);
    if (seal)
      return {
        key: 'result',
        why: `${SEAT_NAMES[p]}'s marks seal a ${seal.shape}: ${seal.squares.map(squareName).join(' ')}`,
      };
  }
  if (isSurrounded(g, g.current))
    return { key: 'result', why: `the Core of ${SEAT_NAMES[g.current]}, to move, is surrounded` };
  if (g.quiet >= QUIET_LIMIT) return { key: 'quiet', why: `${QUIET_LIMIT} quiet turns draw` };
  if (g.turn >= TURN_LIMIT) return { key: 'turn', why: `turn ${TURN_LIMIT} draws` };
  for (const p of [g.current, opponent(g.current)]) {
    if (g.clocks !== null && g.clocks[p] === 0) return { key: 'clocks', why: `${SEAT_NAMES[p]}'s time has run out` };
  }
  return null;
}
