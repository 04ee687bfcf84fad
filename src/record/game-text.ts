// Any game's record as plain text, like a chess PGN, for Save game record (text) and for import:
// headers naming the game, its start (only when it is not the standard one) and its result, then
// the moves in the game's notation, numbered by rounds (`1. c4-c3 c1-d1 2. …`), with the game's notes
// in braces where they happened (`1. lance f6-f4 {swap} vector c1-c2`: Glyph Grid's swap, R12). Reading
// replays every move through the rules and never throws; a record of another game is named.
import type { RulesDoor } from '../core/contract';
import { gameName, gamePage } from '../core/game-name';
import { PREFIXES } from '../codec/prefix-table';
import { MAX_NOTES, NOTE_RE, type GameNote } from '../codec/game-save';
import { failure, type Result } from '../core/result';
import { excerpt } from '../util/excerpt';

/** Longer text is refused unread: a Pressure game of 2 400 moves is about 20 000 characters. */
const MAX_GAME_TEXT_CHARS = 200_000;
const MAX_MOVES = 10_000;
const MAX_HEADERS = 32;
/** Words one action's notation may take ("resign white" takes two). */
const MAX_ACTION_WORDS = 3;
const LINE_WIDTH = 80;

export interface GameTextInfo {
  /** The seats' names in seat order ("White", "Black"), for the result; "Player 1"… by default. */
  seatNames?: readonly string[];
  /** The result in words, in place of the one worked out from the rules' winner. */
  result?: string;
}

export type GameTextResult<G, A> = Result<{
  start: G;
  actions: A[];
  game: G;
  /** What the record notes between moves (Glyph Grid's swap); none in a record without notes. */
  notes: GameNote[];
  headers: ReadonlyMap<string, string>;
}>;

const quote = (value: string): string => `"${value.replace(/[\\"]/g, (c) => `\\${c}`).replace(/\n/g, '\\n')}"`;
const unquote = (value: string): string => value.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));

/** The position text without its first line when that line is the standard start's (it names the game). */
function startHeader<G, A>(rules: RulesDoor<G, A>, start: G): string {
  const [first, ...rest] = rules.formatPosition(start).replace(/\n$/, '').split('\n');
  return first === firstLine(rules) ? rest.join('\n') : [first, ...rest].join('\n');
}

const firstLine = <G, A>(rules: RulesDoor<G, A>): string => rules.formatPosition(rules.newGame()).split('\n')[0]!;

function resultOf<G, A>(rules: RulesDoor<G, A>, game: G, seatNames: readonly string[] | undefined): string {
  const { winner, turn } = rules.status(game);
  if (winner === null) return `Unfinished after ${turn} moves`;
  if (winner === 'draw') return 'Draw';
  return `${seatNames?.[winner] ?? `Player ${winner + 1}`} wins`;
}

/**
 * The move number before an action, and whether to write it: before the first action of each round,
 * and before the record's first action. A turn of several actions (a stone, its bridges, End) is
 * numbered once, before its first.
 */
function numberBefore(turn: number, players: number, first: boolean, turnGoesOn: boolean): string | null {
  const round = Math.floor(turn / players) + 1;
  if (first) return turn % players === 0 ? `${round}.` : `${round}...`;
  return turn % players === 0 && !turnGoesOn ? `${round}.` : null;
}

export function writeGameText<G, A>(
  rules: RulesDoor<G, A>,
  id: string,
  { start, actions, notes = [] }: { start: G; actions: readonly A[]; notes?: readonly GameNote[] },
  info: GameTextInfo = {},
): string {
  const words: string[] = [];
  /** The notes after `count` moves, each in braces, in the order they were made. */
  const notesAfter = (count: number): void => {
    for (const n of notes) if (n.after === count) words.push(`{${n.text}}`);
  };
  let game = start;
  let lastTurn: number | null = null;
  actions.forEach((action, i) => {
    notesAfter(i);
    const { turn, players } = rules.status(game);
    const number = numberBefore(turn, players, i === 0, turn === lastTurn);
    lastTurn = turn;
    if (number !== null) words.push(number);
    words.push(rules.formatAction(action));
    game = rules.play(game, action);
  });
  notesAfter(actions.length);
  const standard = rules.formatPosition(start) === rules.formatPosition(rules.newGame());
  const headers: [string, string][] = [
    ['Game', gameName(id)],
    ...(standard ? [] : [['Start', startHeader(rules, start)] as [string, string]]),
    ['Result', info.result ?? resultOf(rules, game, info.seatNames)],
  ];
  return [...headers.map(([k, v]) => `[${k} ${quote(v)}]`), '', ...wrap(words)].join('\n') + '\n';
}

/** Words in lines of at most LINE_WIDTH characters (a longer word stands alone); a move number keeps its move. */
function wrap(words: readonly string[]): string[] {
  const lines: string[] = [];
  let line = '';
  words.forEach((word, i) => {
    const joined = line === '' ? word : `${line} ${word}`;
    const keepsNext = /^\d+\.(\.\.)?$/.test(word) && i + 1 < words.length ? words[i + 1]!.length + 1 : 0;
    if (line !== '' && joined.length + keepsNext > LINE_WIDTH) {
      lines.push(line);
      line = word;
    } else line = joined;
  });
  return line === '' ? lines : [...lines, line];
}

class Refused extends Error {}

/**
 * Why a record whose [Game] header says `value` is not one of game `id`'s, or null when it is: the
 * header may give the game's name or its id, in any case. Another game of the house is named by
 * its name, and sent to its page.
 */
export function headerRefusal(id: string, value: string | undefined): string | null {
  const name = gameName(id);
  if (value === undefined) return `This is not a ${name} game record: it has no [Game "${name}"] header.`;
  const said = value.trim().toLowerCase();
  const other = Object.keys(PREFIXES).find((g) => g === said || gameName(g).toLowerCase() === said);
  if (other === id) return null;
  if (other === undefined)
    return `This is not a ${name} game record: it is a record of a game this site does not know.`;
  return `This is a record of a ${gameName(other)} game, not of a ${name} game: open it on ${gamePage(other)}.`;
}

const HEADER = /^\[([A-Za-z][A-Za-z0-9_]{0,31})\s+"((?:[^"\\]|\\.)*)"\]$/;
const NUMBER = /^(\d{1,6})\.(?:\.\.)?(.*)$/;
/** A line's words: a note in braces (spaces and all), an opening brace without its closing one, or a run of other characters. */
const WORDS = /\{[^{}]*\}|\{[^}]*|[^\s{]+/g;

/** A word of the move text: a move's (or a move number), or a note in braces. */
interface Word {
  word: string;
  line: number;
  note?: string;
}

export function readGameText<G, A>(rules: RulesDoor<G, A>, id: string, text: string): GameTextResult<G, A> {
  try {
    return readLines(rules, id, text);
  } catch (e) {
    if (e instanceof Refused) return failure(e.message);
    return failure(`This ${gameName(id)} game record cannot be read.`);
  }
}

function readLines<G, A>(rules: RulesDoor<G, A>, id: string, text: string): GameTextResult<G, A> {
  const name = gameName(id);
  const refuse = (why: string): never => {
    throw new Refused(why);
  };
  if (typeof text !== 'string') refuse(`This is not a ${name} game record.`);
  if (text.length > MAX_GAME_TEXT_CHARS) {
    refuse(`This is too long to be a game record (${text.length} characters; at most ${MAX_GAME_TEXT_CHARS}).`);
  }
  if (text.trim() === '') refuse('This game record is empty.');
  const headers = new Map<string, string>();
  const words: Word[] = [];
  let noteCount = 0;
  text
    .replace(/^\ufeff/, '')
    .split(/\r?\n/)
    .forEach((raw, i) => {
      const line = raw.trim();
      if (line === '') return;
      if (line.startsWith('[')) {
        if (words.length > 0) refuse(`Line ${i + 1}: headers come before the moves.`);
        const [, key, value] = HEADER.exec(line) ?? refuse(`Line ${i + 1} is not a header (like [Game "${name}"]).`);
        if (headers.has(key!)) refuse(`Line ${i + 1}: the header ${key} is given twice.`);
        if (headers.size >= MAX_HEADERS) refuse(`This game record has more than ${MAX_HEADERS} headers.`);
        headers.set(key!, unquote(value!));
        return;
      }
      for (const word of line.match(WORDS) ?? []) {
        if (words.length >= MAX_MOVES * 2) refuse(`This game record has more than ${MAX_MOVES} moves.`);
        if (!word.startsWith('{')) {
          words.push({ word, line: i + 1 });
          continue;
        }
        if (!word.endsWith('}')) refuse(`Line ${i + 1}: a note in braces ({swap}) is not closed on its line.`);
        const note = word.slice(1, -1).trim().replace(/\s+/g, ' ');
        if (!NOTE_RE.test(note)) {
          refuse(
            `Line ${i + 1}: the note "${excerpt(note, 20)}" is not a note of a game: a word or two in small letters, like {swap}.`,
          );
        }
        if (++noteCount > MAX_NOTES) refuse(`This game record has more than ${MAX_NOTES} notes.`);
        words.push({ word, line: i + 1, note });
      }
    });

  const refusal = headerRefusal(id, headers.get('Game'));
  if (refusal !== null) refuse(refusal);

  const startText = headers.get('Start');
  let start = rules.newGame();
  if (startText !== undefined) {
    const full = startText.split('\n')[0] === firstLine(rules) ? startText : `${firstLine(rules)}\n${startText}`;
    try {
      start = rules.parsePosition(full);
    } catch (e) {
      refuse(
        `Its [Start] position is not valid: ${e instanceof rules.PositionError ? e.message : 'it cannot be read'}.`,
      );
    }
  }
  return { ok: true, start, ...replay(rules, start, words, refuse), headers };
}

/** The moves of the words (move numbers skipped), played from `start`. */
function replay<G, A>(
  rules: RulesDoor<G, A>,
  start: G,
  words: readonly Word[],
  refuse: (why: string) => never,
): { actions: A[]; game: G; notes: GameNote[] } {
  const actions: A[] = [];
  const notes: GameNote[] = [];
  let game = start;
  for (let i = 0; i < words.length;) {
    const note = words[i]!.note;
    if (note !== undefined) {
      notes.push({ after: actions.length, text: note });
      i++;
      continue;
    }
    const number = NUMBER.exec(words[i]!.word);
    const first = number ? number[2]! : words[i]!.word;
    if (first === '') {
      i++;
      continue;
    }
    // The shortest run of words that is a legal action ("resign white" is two); the error of the first word alone.
    let found: { action: A; used: number } | null = null;
    let why = '';
    for (let n = 1; n <= MAX_ACTION_WORDS && i + n <= words.length && found === null; n++) {
      const later = words.slice(i + 1, i + n).map((w) => w.word);
      if (later.some((w) => NUMBER.test(w) || w.startsWith('{'))) break;
      try {
        found = { action: rules.parseAction(game, [first, ...later].join(' ')), used: n };
      } catch (e) {
        if (n === 1) why = e instanceof rules.IllegalActionError ? e.message : 'it cannot be read';
      }
    }
    if (found === null) {
      refuse(`Line ${words[i]!.line}: move ${actions.length + 1} ("${excerpt(first, 20)}") cannot be played: ${why}.`);
    }
    game = rules.play(game, found!.action);
    actions.push(found!.action);
    i += found!.used;
  }
  return { actions, game, notes };
}
