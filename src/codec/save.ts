// Save files: the position, the undo history of the current turn, the move log and the settings,
// as JSON. The PNG save (png-save.ts) carries exactly this JSON in a text chunk.
import {
  formatPosition,
  parsePosition,
  PositionError,
  withHistory,
  type Game,
  type Player,
} from '../rules/index';
import { excerpt } from '../util/excerpt';
import { own } from '../util/own';

/** The save format this version writes and reads. */
export const SAVE_VERSION = 1;
const SAVE_FORMAT = 'vacuum-save';
/** Larger files are refused unread: a long game's save is well under a megabyte. */
export const MAX_SAVE_CHARS = 4_000_000;
const MAX_HISTORY = 1_000;
const MAX_LOG = 100_000;

/** One line of the move log, as the Log panel shows it. */
export interface LogLine {
  turn: number;
  player: Player;
  text: string;
}

export interface Save {
  game: Game; // the position, with the undo history of the current turn
  log: LogLine[];
  settings: Record<string, unknown>;
}

export type SaveResult = { ok: true; save: Save } | { ok: false; error: string };

/** The JSON of a save, ASCII only (so it fits a PNG tEXt chunk, which is Latin-1). */
export function encodeSaveJson(save: Save): string {
  const data = {
    format: SAVE_FORMAT,
    version: SAVE_VERSION,
    position: formatPosition(save.game),
    history: save.game.history.map(formatPosition),
    log: save.log.map(({ turn, player, text }) => ({ turn, player, text })),
    settings: save.settings,
  };
  return JSON.stringify(data).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

class SaveError extends Error {}

/** Reads a save's JSON. Never throws: a damaged or foreign file gives a message and no game. */
export function decodeSaveJson(json: string): SaveResult {
  try {
    return { ok: true, save: readSave(json) };
  } catch (e) {
    if (e instanceof SaveError) return { ok: false, error: e.message };
    return { ok: false, error: 'This save file is damaged.' };
  }
}

function readSave(json: string): Save {
  const refuse = (why: string): never => {
    throw new SaveError(why);
  };
  if (typeof json !== 'string' || json.length > MAX_SAVE_CHARS) refuse('This file is too large to be a Vacuum save.');
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    refuse('This file is not a Vacuum save (it is not JSON, or it is cut short).');
  }
  if (!isRecord(data)) refuse('This file is not a Vacuum save.');
  const d = ownFields(data as Record<string, unknown>);
  if (d.format !== undefined && d.format !== SAVE_FORMAT) refuse('This file is not a Vacuum save.');
  if (typeof d.version !== 'number') refuse('This file is not a Vacuum save (it has no format version).');
  if (d.version !== SAVE_VERSION) {
    refuse(`This save uses format ${excerpt(String(d.version), 12)}, which this version of Vacuum cannot read (it reads format ${SAVE_VERSION}).`);
  }
  if (typeof d.position !== 'string') refuse('This save is damaged: it has no position.');
  const game = position(d.position as string, 'its position');

  const history = d.history ?? [];
  if (!Array.isArray(history) || history.length > MAX_HISTORY) refuse('This save is damaged: its undo history is not a list of positions.');
  const snapshots = (history as unknown[]).map((h, i) => {
    if (typeof h !== 'string') refuse(`This save is damaged: undo step ${i + 1} is not a position.`);
    return position(h as string, `undo step ${i + 1}`);
  });

  const log = d.log ?? [];
  if (!Array.isArray(log) || log.length > MAX_LOG) refuse('This save is damaged: its move log is not a list.');
  const lines = (log as unknown[]).map((e, i) => logLine(e, game.players) ?? refuse(`This save is damaged: move log entry ${i + 1} is unreadable.`));

  const settings = d.settings ?? {};
  if (!isRecord(settings)) refuse('This save is damaged: its settings are not a set of values.');
  const s = settings as Record<string, unknown>;
  const players = own(s, 'players');
  if (players !== undefined && players !== game.players) {
    refuse(`This save is damaged: its settings are for ${excerpt(String(players), 12)} players but its position has ${game.players}.`);
  }
  return { game: withSnapshots(game, snapshots), log: lines, settings: s };
}

/** The rules core checks that every snapshot belongs to the current turn. */
function withSnapshots(game: Game, snapshots: Game[]): Game {
  try {
    return withHistory(game, snapshots);
  } catch {
    throw new SaveError('This save is damaged: its undo history belongs to another turn.');
  }
}

function position(text: string, what: string): Game {
  try {
    return parsePosition(text);
  } catch (e) {
    const why = e instanceof PositionError ? e.message : 'it cannot be read';
    throw new SaveError(`This save is damaged: ${what} is not a valid position (${why}).`);
  }
}

function logLine(e: unknown, players: number): LogLine | null {
  if (!isRecord(e)) return null;
  const { turn, player, text } = ownFields(e);
  if (typeof turn !== 'number' || !Number.isInteger(turn) || turn < 0) return null;
  if (typeof player !== 'number' || !Number.isInteger(player) || player < 0 || player >= players) return null;
  if (typeof text !== 'string' || text.length > 200) return null;
  return { turn, player: player as Player, text };
}

/** The object's own fields on an object with no prototype, so a missing field reads as undefined. */
function ownFields(o: Record<string, unknown>): Record<string, unknown> {
  return Object.setPrototypeOf(Object.fromEntries(Object.entries(o)), null) as Record<string, unknown>;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
