// Game records: a whole game as plain text a person can read, like a chess PGN. Headers say who
// played, how long the game was set to last, when and how it ended; numbered turns give every
// action in the rules' action text. The format is documented in docs/formats.md.
import { type Result } from '../../../core/result';
import { COLOUR_NAMES, formatAction, newGame, status, type Game, type Player } from '../rules/index';
import { decodeShare, encodeShare } from '../share';
import { outcome } from '../view/outcome';
import type { Level } from '../ai/levels';
import { excerpt } from '../../../util/excerpt';
import { headerRefusal } from '../../../record/game-text';
import { isNewGame, replayLog, type LoggedAction } from './history';
import { Replay, ReplayError, type GameHistory } from './replay';

/** Longer text is refused unread: a 400-turn game's record is about 60 000 characters. */
export const MAX_GAME_RECORD_CHARS = 1_000_000;
const MAX_LINE_CHARS = 20_000;
const MAX_HEADERS = 64;
/** As many actions as a save's move log may hold. */
const MAX_ACTIONS = 15_000;

const TITLES = COLOUR_NAMES.map((c) => c.charAt(0).toUpperCase() + c.slice(1));

/** A seat as Vacuum's records and saves write it: a person (`human`) or a computer's level. */
export type Seat = 'human' | Level;

/** What a record says besides the game: who sat where and when it was played. */
export interface GameRecordInfo {
  seats?: readonly Seat[];
  date?: Date;
}

export type GameRecordResult = Result<{ history: GameHistory; game: Game; headers: ReadonlyMap<string, string> }>;

const seatName = (seat: Seat): string => (seat === 'human' ? 'Person' : `Computer (${seat})`);

/** "40 rounds", "25 turns" (a limit that is not whole rounds) or "No limit". */
function lengthOf(players: number, limit: number | null): string {
  if (limit === null) return 'No limit';
  return limit % players === 0 ? `${limit / players} rounds` : `${limit} turns`;
}

const quote = (value: string): string => `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;

/** The record of a game, headers first, then one line per turn. */
export function writeGameRecord(history: GameHistory, info: GameRecordInfo = {}): string {
  const replay = Replay.of(history);
  const end = replay.game(replay.end);
  const { players } = status(history.start);
  const result = outcome(end, history.actions.at(-1)?.action.kind ?? null);
  const headers: [string, string][] = [
    ['Game', 'Vacuum'],
    ['Players', String(players)],
    ...(info.seats ?? []).slice(0, players).map((seat, p): [string, string] => [TITLES[p]!, seatName(seat)]),
    ['Length', lengthOf(players, history.start.turnLimit)],
    ...(info.date ? [['Date', info.date.toISOString().slice(0, 10)] as [string, string]] : []),
    ['Result', result ? `${result.title}: ${result.how}` : `Unfinished after ${status(end).turn} turns`],
    ...(isNewGame(history.start) ? [] : [['Start', encodeShare(history.start)] as [string, string]]),
  ];
  const turns = replay.turns.map(
    (t) => `${t.turn}. ${TITLES[t.player]}: ${t.actions.map((p) => formatAction(p.action)).join(', ')}`,
  );
  return [...headers.map(([k, v]) => `[${k} ${quote(v)}]`), '', ...turns].join('\n') + '\n';
}

class GameRecordError extends Error {}

const refuse = (why: string): never => {
  throw new GameRecordError(why);
};

/**
 * Reads a game record. Never throws: text that is not a record of a game the rules allow gives a
 * message naming the line, turn or header at fault, and no game. Headers it does not know are
 * kept (in `headers`) and otherwise ignored; Date, Result and the seats are the writer's word
 * and are not checked (the replayed game decides the result; an imported game's seats are people).
 */
export function readGameRecord(text: string): GameRecordResult {
  try {
    return readLines(text);
  } catch (e) {
    if (e instanceof GameRecordError) return { ok: false, error: e.message };
    return { ok: false, error: 'This game record cannot be read.' };
  }
}

const HEADER = /^\[([A-Za-z_][A-Za-z0-9_-]{0,31})\s+"((?:[^"\\]|\\.)*)"\]$/;
const TURN = /^(\d{1,9})\.\s*([A-Za-z]+)\s*:\s*(.*)$/;

function readLines(text: string): GameRecordResult {
  if (typeof text !== 'string' || text.trim() === '') refuse('This game record is empty.');
  if (text.length > MAX_GAME_RECORD_CHARS) {
    refuse(`This is too long to be a game record (${text.length} characters; at most ${MAX_GAME_RECORD_CHARS}).`);
  }
  const headers = new Map<string, string>();
  const lines: (LoggedAction & { line: number })[] = [];
  text
    .replace(/^\ufeff/, '')
    .split(/\r?\n/)
    .forEach((raw, i) => {
      const n = i + 1;
      const line = raw.trim();
      if (line === '') return;
      if (line.length > MAX_LINE_CHARS) refuse(`Line ${n} of this game record is far too long.`);
      if (line.startsWith('[')) {
        if (lines.length > 0) refuse(`Line ${n}: headers come before the first turn.`);
        const m = HEADER.exec(line) ?? refuse(`Line ${n} is not a header (a header reads like [Players "2"]).`);
        const [, name, value] = m;
        if (headers.has(name!)) refuse(`Line ${n}: the header ${name} is given twice.`);
        if (headers.size >= MAX_HEADERS) refuse(`This game record has more than ${MAX_HEADERS} headers.`);
        headers.set(name!, value!.replace(/\\(.)/g, '$1'));
        return;
      }
      // Another game's record is named before its first move is called no turn of Vacuum's.
      if (lines.length === 0) ofVacuum(headers);
      const m =
        TURN.exec(line) ??
        refuse(`Line ${n} is not a turn ("${excerpt(line)}"): a turn reads like "12. Gold: entrench d6, commit".`);
      const [, turn, colour, actions] = m;
      const player = TITLES.findIndex((t) => t.toLowerCase() === colour!.toLowerCase());
      if (player < 0) refuse(`Line ${n}: "${excerpt(colour!)}" is not a player's colour.`);
      const texts = actions!.split(',').map((a) => a.trim());
      if (texts.some((a) => a === '')) refuse(`Line ${n}: turn ${turn} lists an empty action.`);
      if (lines.length + texts.length > MAX_ACTIONS) refuse(`This game record has more than ${MAX_ACTIONS} actions.`);
      for (const a of texts) lines.push({ turn: Number(turn), player: player as Player, text: a, line: n });
    });
  ofVacuum(headers);
  const start = startOf(headers);
  const { players } = status(start);
  const seated = lines.find((l) => l.player >= players);
  if (seated) refuse(`Line ${seated.line}: ${TITLES[seated.player]} does not play in a ${players}-player game.`);
  try {
    const { history, game } = replayLog(start, lines);
    return { ok: true, history, game, headers };
  } catch (e) {
    if (e instanceof ReplayError) return refuse(`This game record cannot be replayed. ${e.message}`);
    throw e;
  }
}

/** Refuses a record whose [Game] header does not name Vacuum. */
function ofVacuum(headers: ReadonlyMap<string, string>): void {
  const refusal = headerRefusal('vacuum', headers.get('Game'));
  if (refusal !== null) refuse(refusal);
}

/** The first position: the Start header's, else a new game of the Players and Length headers. */
function startOf(headers: ReadonlyMap<string, string>): Game {
  const players = headers.get('Players');
  const length = headers.get('Length');
  const given = headers.get('Start');
  if (given !== undefined) {
    const decoded = decodeShare(given);
    if (!decoded.ok) return refuse(`Its Start header is not a position: ${decoded.error}`);
    const g = decoded.game;
    if (players !== undefined && players !== String(g.players)) {
      refuse(`Its Players header says ${excerpt(players, 12)}, but its Start position has ${g.players} players.`);
    }
    if (length !== undefined && length !== lengthOf(g.players, g.turnLimit)) {
      refuse(
        `Its Length header says "${excerpt(length)}", but its Start position has ${lengthOf(g.players, g.turnLimit).toLowerCase()}.`,
      );
    }
    return g;
  }
  if (players !== '2' && players !== '3' && players !== '4') {
    return refuse(
      players === undefined
        ? 'This game record does not say how many play (a [Players "2"] header).'
        : `Its Players header says "${excerpt(players, 12)}"; a game has 2, 3 or 4 players.`,
    );
  }
  const n = Number(players) as 2 | 3 | 4;
  return newGame({ players: n, turnLimit: limitOf(n, length ?? 'No limit') ?? undefined });
}

/** The turn limit a Length header names. */
function limitOf(players: number, length: string): number | null {
  if (length === 'No limit') return null;
  const m = /^(\d{1,6}) (rounds?|turns?)$/.exec(length);
  const n = m ? Number(m[1]) * (m[2]!.startsWith('round') ? players : 1) : 0;
  if (n <= 0)
    return refuse(`Its Length header says "${excerpt(length)}"; it should read like "40 rounds" or "No limit".`);
  return n;
}
