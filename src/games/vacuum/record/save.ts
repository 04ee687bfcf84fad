// Save files: the position, the undo history of the current turn (as the turn-start position and
// the actions played since), the game's first position, the move log and the settings, as JSON. The PNG save (png-save.ts)
// carries exactly this JSON in a text chunk. The layout is in docs/formats.md.
import { type Result } from '../../../core/result';
import {
  formatAction,
  formatPosition,
  IllegalActionError,
  isLegal,
  legalActions,
  newGame,
  parseAction,
  parsePosition,
  play,
  PositionError,
  readAction,
  status,
  undoSnapshots,
  type Action,
  type Game,
  type Player,
} from '../rules/index';
import { replayLog } from './history';
import { excerpt } from '../../../util/excerpt';
import { own } from '../../../util/own';
import { saveTag } from '../../../core/game-name';
import { saveRefusals } from '../../../codec/save-refusals';

/**
 * The save format this version writes. It also reads format 2 (no first position) and format 1
 * (undo history as positions).
 */
export const SAVE_VERSION = 3;
const SAVE_FORMAT = saveTag('vacuum');
const SAYS = saveRefusals('vacuum');
/** Larger text is refused unread: a long game's save is well under 100 000 characters. */
export const MAX_SAVE_CHARS = 1_000_000;
/** A save nests three deep (a log line in the log); settings may add a little. */
const MAX_DEPTH = 16;
/** A turn is one Stage 1 action, at most ~100 Boulder Chain steps, Exit, Stage 2 and a final action. */
const MAX_TURN_ACTIONS = 120;
const MAX_LOG = 15_000;

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
  /** The game's first position, from which the log replays into `game`; null or absent when unknown. */
  start?: Game | null;
}

/** `notice`: something the player should hear about a save that was read (e.g. an undo history left out). */
export type SaveResult = Result<{ save: Save; notice?: string }>;

/** The JSON of a save, ASCII only (so it fits a PNG tEXt chunk, which is Latin-1). */
export function encodeSaveJson(save: Save): string {
  const actions = turnActions(save.game, save.log);
  const data = {
    format: SAVE_FORMAT,
    version: SAVE_VERSION,
    position: formatPosition(save.game),
    ...(save.start ? { start: formatPosition(save.start) } : {}),
    ...(actions.length > 0
      ? { turnStart: formatPosition(undoSnapshots(save.game)[0]!), turnActions: actions.map(formatAction) }
      : {}),
    log: save.log.map(({ turn, player, text }) => ({ turn, player, text })),
    settings: save.settings,
  };
  return JSON.stringify(data).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * The actions that lead from the first undo snapshot through the others to the game, found with
 * the log's last lines (the session logs every action it plays) or, failing that, among the legal
 * actions. A game made by `play` always has them; any other undo history is left out.
 */
function turnActions(game: Game, log: readonly LogLine[]): Action[] {
  const snapshots = undoSnapshots(game);
  const steps = snapshots.length;
  const hints = log.slice(-steps).map((l) => readAction(l.text));
  const actions: Action[] = [];
  for (let i = 0; i < steps; i++) {
    const to = formatPosition(snapshots[i + 1] ?? game);
    const from = snapshots[i]!;
    const known = STEPS.get(from);
    if (known?.to === to) {
      actions.push(known.action);
      continue;
    }
    const leads = (a: Action | null | undefined): a is Action =>
      !!a && isLegal(from, a) && formatPosition(play(from, a)) === to;
    const hint = hints[i - steps + hints.length];
    let changed: Set<number> | undefined; // only needed when the log does not fit
    const action = leads(hint)
      ? hint
      : legalActions(from).find((a) => touches(a, (changed ??= changedSquares(formatPosition(from), to))) && leads(a));
    if (action === undefined) return [];
    STEPS.set(from, { to, action });
    actions.push(action);
  }
  return actions;
}

/**
 * Steps already found, by the snapshot they start from: the games of one turn share their
 * snapshots, so the autosave after each action replays only the newest step.
 */
const STEPS = new WeakMap<Game, { to: string; action: Action }>();

/** The squares whose token differs between two position texts. */
function changedSquares(a: string, b: string): Set<number> {
  const tokens = (text: string): string[] => text.split('\n').slice(11).join(' ').trim().split(/\s+/);
  const [ta, tb] = [tokens(a), tokens(b)];
  return new Set(ta.flatMap((t, sq) => (t !== tb[sq] ? [sq] : [])));
}

/**
 * Could the action have made the change? One of its squares changed, or it names none, or no
 * square changed (a teleport from a pedestal onto itself changes only the cooldowns).
 */
function touches(a: Action, changed: Set<number>): boolean {
  const squares = (['at', 'from', 'to'] as const).flatMap((k) =>
    k in a ? [(a as unknown as Record<typeof k, number>)[k]] : [],
  );
  return squares.length === 0 || changed.size === 0 || squares.some((sq) => changed.has(sq));
}

class SaveError extends Error {}

/**
 * Reads a save's JSON. Never throws: a damaged or foreign file gives a message and no game.
 * `record: false` skips replaying the log (a long game's replay costs the rules about 4 ms a turn)
 * and gives no first position: for labels of saves the player has not opened yet.
 */
export function decodeSaveJson(json: string, { record = true }: { record?: boolean } = {}): SaveResult {
  try {
    return readSave(json, record);
  } catch (e) {
    if (e instanceof SaveError) return { ok: false, error: e.message };
    return { ok: false, error: SAYS.damaged('it cannot be read') };
  }
}

const refuse = (why: string): never => {
  throw new SaveError(why);
};

function readSave(json: string, record: boolean): SaveResult {
  if (typeof json !== 'string' || json.length > MAX_SAVE_CHARS) refuse(SAYS.tooLarge);
  if (json.trim() === '') refuse(SAYS.empty);
  if (nestingDepth(json) > MAX_DEPTH) refuse(SAYS.notASave);
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    // Its own tag in text that does not read is a save cut short; anything else was the wrong file.
    refuse(json.includes(`"${SAVE_FORMAT}"`) ? SAYS.cutShort : SAYS.notASave);
  }
  if (!isPlainObject(data)) refuse(SAYS.notASave);
  const d = ownFields(data as Record<string, unknown>);
  // Saves of format 1 had no tag, but a version.
  if (d.format === undefined && d.version === undefined) refuse(SAYS.notASave);
  if (d.format !== undefined && d.format !== SAVE_FORMAT) refuse(SAYS.ofTag(d.format, 'This is') ?? SAYS.notASave);
  if (typeof d.version === 'number' && Number.isInteger(d.version) && d.version > SAVE_VERSION) {
    refuse(SAYS.newer(d.version, `formats 1 to ${SAVE_VERSION}`));
  }
  if (d.version !== 1 && d.version !== 2 && d.version !== SAVE_VERSION) refuse(SAYS.unknownVersion);
  if (typeof d.position !== 'string') refuse('This save is damaged: it has no position.');
  const position = readPosition(d.position as string, 'its position');
  const { players: seats } = status(position);

  const log = d.log ?? [];
  if (!Array.isArray(log) || log.length > MAX_LOG) refuse('This save is damaged: its move log is not a list.');
  const lines = (log as unknown[]).map(
    (e, i) => logLine(e, seats) ?? refuse(`This save is damaged: move log entry ${i + 1} is unreadable.`),
  );

  const settings = d.settings ?? {};
  if (!isPlainObject(settings)) refuse('This save is damaged: its settings are not a set of values.');
  const s = settings as Record<string, unknown>;
  const players = own(s, 'players');
  if (players !== undefined && players !== seats) {
    refuse(
      `This save is damaged: its settings are for ${excerpt(String(players), 12)} players but its position has ${seats}.`,
    );
  }

  const { game, notice } =
    d.version === 1 ? convertHistory(position, d.history, lines) : replayTurn(position, d.turnStart, d.turnActions);
  const first = !record
    ? { start: null }
    : d.version === SAVE_VERSION
      ? checkedStart(position, d.start, lines)
      : { start: newStart(position, lines) };
  const notices = [notice, first.notice].filter(Boolean).join(' ');
  return {
    ok: true,
    save: { game, log: lines, settings: s, start: first.start },
    ...(notices ? { notice: notices } : {}),
  };
}

/**
 * Format 3: the game's first position, from which the log must replay through the rules into the
 * saved position. If it does not (a hand-edited file), the game still loads, without its record:
 * what the player has is the position, and the page says the record was left out.
 */
function checkedStart(
  position: Game,
  start: unknown,
  log: readonly LogLine[],
): { start: Game | null; notice?: string } {
  if (start === undefined) return { start: newStart(position, log) };
  const dropped = {
    start: null,
    notice: 'Its record of the game from the first move could not be checked and was left out (the position is kept).',
  };
  if (typeof start !== 'string') return dropped;
  try {
    const first = parsePosition(start);
    return leadsTo(first, log, position) ? { start: first } : dropped;
  } catch {
    return dropped;
  }
}

/**
 * Formats 1 and 2 did not keep the first position. A log from the game's first turn that replays
 * from a new game (same players and turn limit) into the position shows that game was the start.
 */
function newStart(position: Game, log: readonly LogLine[]): Game | null {
  if (log.length === 0 || log[0]!.turn !== 1) return null;
  const first = newGame({ players: position.players, turnLimit: position.turnLimit ?? undefined });
  return leadsTo(first, log, position) ? first : null;
}

/** Does the log, replayed from `start`, arrive at the position? (A log that cannot be played does not.) */
function leadsTo(start: Game, log: readonly LogLine[], position: Game): boolean {
  try {
    return formatPosition(replayLog(start, log).game) === formatPosition(position);
  } catch {
    return false;
  }
}

/**
 * Format 2: the undo history is the turn-start position and the actions since, replayed through
 * `play`, which must arrive at the saved position. So Undo can only go back to positions the
 * turn really passed through.
 */
function replayTurn(position: Game, start: unknown, actions: unknown): { game: Game; notice?: string } {
  if (start === undefined && actions === undefined) return { game: position };
  if (typeof start !== 'string' || !Array.isArray(actions) || actions.length === 0) {
    refuse('This save is damaged: its undo history needs both the turn-start position and its actions.');
  }
  const list = actions as unknown[];
  if (list.length > MAX_TURN_ACTIONS)
    refuse(
      `This save is damaged: its undo history has ${list.length} actions (a turn has at most ${MAX_TURN_ACTIONS}).`,
    );
  let game = readPosition(start as string, 'its turn-start position');
  list.forEach((text, i) => {
    if (typeof text !== 'string' || text.length > 40)
      refuse(`This save is damaged: undo step ${i + 1} is not action text.`);
    try {
      game = play(game, parseAction(game, text as string));
    } catch (e) {
      const why = e instanceof IllegalActionError ? e.message : 'it cannot be read';
      refuse(`This save is damaged: undo step ${i + 1} cannot be played (${why}).`);
    }
  });
  if (status(game).move !== list.length || formatPosition(game) !== formatPosition(position)) {
    refuse('This save is damaged: its undo history does not lead to its position.');
  }
  return { game };
}

/**
 * Format 1 kept the undo history as positions, which could hold any board of the turn. They are
 * kept only if the log's last lines, replayed through `play`, pass through exactly them;
 * otherwise the game loads without them, and the player is told.
 */
function convertHistory(position: Game, history: unknown, log: readonly LogLine[]): { game: Game; notice?: string } {
  if (history === undefined || (Array.isArray(history) && history.length === 0)) return { game: position };
  const dropped = {
    game: position,
    notice: 'Its undo history could not be checked and was left out: Undo starts from here.',
  };
  if (!Array.isArray(history) || history.length > MAX_TURN_ACTIONS || history.length > log.length) return dropped;
  const snapshots = history as unknown[];
  if (!snapshots.every((h): h is string => typeof h === 'string')) return dropped;
  try {
    let game = parsePosition(snapshots[0]!);
    const lines = log.slice(-snapshots.length);
    // Format 1 wrote every snapshot with formatPosition, so the texts compare as they are.
    const expected = [...snapshots.slice(1), formatPosition(position)];
    for (let i = 0; i < lines.length; i++) {
      const action = readAction(lines[i]!.text);
      if (action === null) return dropped;
      game = play(game, action);
      if (formatPosition(game) !== expected[i]) return dropped;
    }
    return status(game).move === snapshots.length ? { game } : dropped;
  } catch {
    return dropped;
  }
}

function readPosition(text: string, what: string): Game {
  try {
    return parsePosition(text);
  } catch (e) {
    const why = e instanceof PositionError ? e.message : 'it cannot be read';
    throw new SaveError(`This save is damaged: ${what} is not a valid position (${why}).`);
  }
}

/**
 * How deep the JSON's arrays and objects nest, counted before parsing: JSON.parse of megabytes of
 * brackets costs the main thread a second. Brackets inside strings do not count.
 */
function nestingDepth(json: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const c = json.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}

function logLine(e: unknown, players: number): LogLine | null {
  if (!isPlainObject(e)) return null;
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

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
