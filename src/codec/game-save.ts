// Any game's save files, as JSON: `{ "format": "<id>-save", "version": 1, "start": <position
// text>, "moves": [<notation>…], "seats": [<seat>…], "times": [<ms>…], "notes": [[<after>, <text>]…] }`
// (seats, times and notes optional). The game is the start with every move replayed through the
// rules; notes are what the record says happened between moves that is no move (Glyph Grid's
// "swap" after move 1: the players changed sides); in a game on clocks,
// `times` says what each move's player spent before it (charged through the rules' `elapse`), and
// one more entry the time that ran out after the last move. Reading never throws: a file of another
// game is named, and a damaged one refused with the reason (for a move: which one and why), in the
// words of save-refusals.ts.
import type { RulesDoor } from '../core/contract';
import { gameName, saveTag } from '../core/game-name';
import { failure, type Result } from '../core/result';
import { excerpt } from '../util/excerpt';
import { own } from '../util/own';
import { saveRefusals } from './save-refusals';

const GAME_SAVE_VERSION = 1;
/** Larger text is refused unread: a Pressure game of 2 400 moves saves to about 20 000 characters. */
export const MAX_GAME_SAVE_CHARS = 200_000;
/** More moves than any save holds. */
const MAX_SAVE_MOVES = 10_000;
const MAX_MOVE_CHARS = 64;
const MAX_SEAT_CHARS = 40;
/** More notes than a game has: saves, game records and game links refuse them. */
export const MAX_NOTES = 20;
/** A note is a word or two of the game's own ("swap"): saves, game records and game links hold no other. */
export const NOTE_RE = /^[a-z][a-z -]{0,23}$/;
/** A run of opening brackets: the save nests two deep, and JSON.parse of deep nesting is slow. */
const DEEP = /(?:[[{]\s*){8}/;

export interface GameSaveData<G, A> {
  start: G;
  actions: readonly A[];
  /** Who sits in each seat (the page's words, e.g. "human" or a computer level), when known. */
  seats?: readonly string[] | null;
  /** In a game on clocks, what each move's player spent (see MoveTimes). */
  times?: MoveTimes | null;
  notes?: readonly GameNote[];
}

/** Something the record says happened after move `after` (0: before the first) that is no move. */
export interface GameNote {
  after: number;
  text: string;
}

/** What each move's player spent before it, ms, and the time that ran out after the last (if any). */
export type MoveTimes = readonly number[];

export type GameSaveResult<G, A> = Result<{
  start: G;
  actions: A[];
  game: G;
  seats: string[] | null;
  /** In a game on clocks whose save says how long each move took; else null. */
  times: number[] | null;
  notes: GameNote[];
}>;

/** The save file of a game, from its start position and moves as text. */
export function encodeGameSaveTexts(
  id: string,
  {
    start,
    moves,
    seats,
    times,
    notes,
  }: {
    start: string;
    moves: readonly string[];
    seats?: readonly string[] | null;
    times?: MoveTimes | null;
    notes?: readonly GameNote[];
  },
): string {
  return JSON.stringify({
    format: saveTag(id),
    version: GAME_SAVE_VERSION,
    start,
    moves,
    ...(seats ? { seats } : {}),
    ...(times ? { times } : {}),
    ...(notes?.length ? { notes: notes.map((n) => [n.after, n.text]) } : {}),
  });
}

export function encodeGameSave<G, A>(rules: RulesDoor<G, A>, id: string, data: GameSaveData<G, A>): string {
  return encodeGameSaveTexts(id, {
    start: rules.formatPosition(data.start),
    moves: data.actions.map((a) => rules.formatAction(a)),
    seats: data.seats ?? null,
    times: data.times ?? null,
    notes: data.notes ?? [],
  });
}

class Refused extends Error {}

export function decodeGameSave<G, A>(rules: RulesDoor<G, A>, id: string, text: string): GameSaveResult<G, A> {
  try {
    return readSave(rules, id, text);
  } catch (e) {
    if (e instanceof Refused) return failure(e.message);
    return failure(saveRefusals(id).damaged('it cannot be read'));
  }
}

function readSave<G, A>(rules: RulesDoor<G, A>, id: string, text: string): GameSaveResult<G, A> {
  const name = gameName(id);
  const says = saveRefusals(id);
  const refuse = (why: string): never => {
    throw new Refused(why);
  };
  const damaged = (why: string): never => refuse(says.damaged(why));
  if (typeof text !== 'string') refuse(says.notASave);
  if (text.length > MAX_GAME_SAVE_CHARS) refuse(says.tooLarge);
  if (text.trim() === '') refuse(says.empty);
  if (DEEP.test(text)) refuse(says.notASave);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    // Its own tag in text that does not read is a save cut short; anything else was the wrong file.
    refuse(text.includes(`"${saveTag(id)}"`) ? says.cutShort : says.notASave);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) refuse(says.notASave);
  const d = data as Record<string, unknown>;

  const format = own(d, 'format');
  if (format !== saveTag(id)) refuse(says.ofTag(format, 'This is') ?? says.notASave);
  const version = own(d, 'version');
  if (typeof version === 'number' && Number.isInteger(version) && version > GAME_SAVE_VERSION) {
    refuse(says.newer(version, `format ${GAME_SAVE_VERSION}`));
  }
  if (version !== GAME_SAVE_VERSION) refuse(says.unknownVersion);

  const startText = own(d, 'start');
  if (typeof startText !== 'string') damaged('it has no start position');
  let start!: G;
  try {
    start = rules.parsePosition(startText as string);
  } catch (e) {
    damaged(`its start position is not valid: ${e instanceof rules.PositionError ? e.message : 'it cannot be read'}`);
  }

  // Every cheap check before the replay, which costs the rules a move's play each.
  const moves = own(d, 'moves') ?? [];
  if (!Array.isArray(moves)) damaged('its moves are not a list');
  const texts = moves as unknown[];
  if (texts.length > MAX_SAVE_MOVES) damaged(`it has more than ${MAX_SAVE_MOVES} moves`);
  texts.forEach((move, i) => {
    if (typeof move !== 'string' || move.length > MAX_MOVE_CHARS) damaged(`move ${i + 1} is not a move's text`);
  });
  const seats = own(d, 'seats') ?? null;
  const players = rules.status(start).players;
  if (
    seats !== null &&
    !(
      Array.isArray(seats) &&
      seats.length === players &&
      seats.every((s) => typeof s === 'string' && s.length > 0 && s.length <= MAX_SEAT_CHARS)
    )
  ) {
    damaged(`its seats are not ${players} seat names`);
  }

  const times = own(d, 'times') ?? null;
  const { elapse } = rules;
  if (times !== null) {
    if (!elapse) damaged(`it has move times, but ${name} has no clocks`);
    if (
      !Array.isArray(times) ||
      (times.length !== texts.length && times.length !== texts.length + 1) ||
      !times.every((t) => Number.isSafeInteger(t) && (t as number) >= 0)
    )
      damaged(`its move times are not a whole number of ms for each move`);
  }
  const notes = own(d, 'notes') ?? [];
  if (
    !Array.isArray(notes) ||
    notes.length > MAX_NOTES ||
    !notes.every(
      (n, i) =>
        Array.isArray(n) &&
        n.length === 2 &&
        Number.isInteger(n[0]) &&
        n[0] >= 0 &&
        n[0] <= texts.length &&
        // In the order they were made, as a game link writes them (it cannot write a note before the one it follows).
        (i === 0 || n[0] >= (notes[i - 1] as number[])[0]!) &&
        typeof n[1] === 'string' &&
        NOTE_RE.test(n[1]),
    )
  )
    damaged('its notes are not a few words, each after one of its moves, in the order of its moves');
  const spent = (times ?? []) as number[];
  const charge = (game: G, i: number): G => (i < spent.length ? elapse!(game, spent[i]!) : game);

  const actions: A[] = [];
  let game = start;
  (texts as string[]).forEach((move, i) => {
    try {
      game = charge(game, i);
      const action = rules.parseAction(game, move);
      game = rules.play(game, action);
      actions.push(action);
    } catch (e) {
      const why = e instanceof rules.IllegalActionError ? e.message : 'it cannot be read';
      damaged(`move ${i + 1} ("${excerpt(move, 20)}") cannot be played: ${why}`);
    }
  });
  game = charge(game, texts.length);
  return {
    ok: true,
    start,
    actions,
    game,
    seats: seats as string[] | null,
    times: times as number[] | null,
    notes: (notes as [number, string][]).map(([after, text]) => ({ after, text })),
  };
}
