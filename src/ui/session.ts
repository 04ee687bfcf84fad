// The game being played: the current Game, its move log, the settings, and the autosave.
// Every change is saved before listeners hear of it, so a reload never loses a move.
import {
  formatAction,
  formatPosition,
  newGame,
  parsePosition,
  play,
  status,
  undo,
  withHistory,
  type Action,
  type Game,
  type Player,
} from '../rules/index';
import { LEVELS, type Level } from '../ai/index';

/** Who plays a colour: a person, or the computer at one of its levels. */
export type Seat = 'human' | Level;
export const SEATS: readonly Seat[] = ['human', ...LEVELS];
export interface Settings {
  players: 2 | 3 | 4;
  seats: Seat[];
}
export interface LogEntry {
  turn: number;
  player: Player;
  text: string;
  action: Action;
}

/** The part of window.localStorage the session needs (tests pass a Map-backed one). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export const AUTOSAVE_KEY = 'vacuum.autosave';
const AUTOSAVE_VERSION = 1;

interface Saved {
  version: number;
  position: string;
  history: string[];
  log: LogEntry[];
  settings: Settings;
}

/** What changed the game, so the board animates only real moves. */
export type Change = 'play' | 'undo' | 'replace';

export const humanSeats = (players: 2 | 3 | 4): Seat[] => Array.from({ length: players }, () => 'human' as const);

export class Session {
  private listeners: ((change: Change) => void)[] = [];

  private constructor(
    private store: KeyValueStore | null,
    public game: Game,
    public log: LogEntry[],
    public settings: Settings,
  ) {}

  static start(store: KeyValueStore | null, players: 2 | 3 | 4): Session {
    const settings: Settings = { players, seats: humanSeats(players) };
    const s = new Session(store, newGame({ players }), [], settings);
    s.save();
    return s;
  }

  /** The autosaved game, or null when there is none or it cannot be read. */
  static resume(store: KeyValueStore): Session | null {
    const raw = store.getItem(AUTOSAVE_KEY);
    if (raw === null) return null;
    try {
      const { game, log, settings } = decodeSave(raw);
      return new Session(store, game, log, settings);
    } catch {
      return null;
    }
  }

  onChange(listener: (change: Change) => void): void {
    this.listeners.push(listener);
  }

  /** Plays an action; throws the rules' IllegalActionError (and changes nothing) if it is illegal. */
  play(action: Action): void {
    const s = status(this.game);
    const next = play(this.game, action);
    const player = action.kind === 'resign' ? action.player : s.current;
    this.log = [...this.log, { turn: s.turn + 1, player, text: formatAction(action), action }];
    this.game = next;
    this.changed('play');
  }

  undo(): void {
    this.game = undo(this.game);
    this.log = this.log.slice(0, -1);
    this.changed('undo');
  }

  /**
   * Replaces the whole game (new game, loaded file, shared position). Settings default to the
   * current seats when the player count is unchanged, else to people in every seat.
   */
  replace(game: Game, log: LogEntry[], settings?: Settings): void {
    const players = status(game).players;
    this.game = game;
    this.log = log;
    this.settings = settings ?? (this.settings.players === players ? this.settings : { players, seats: humanSeats(players) });
    this.changed('replace');
  }

  /** The most recent action with squares, for the board's last-move highlight. */
  lastAction(): Action | null {
    for (let i = this.log.length - 1; i >= 0; i--) {
      const a = this.log[i]!.action;
      if (a.kind !== 'commit' && a.kind !== 'resign' && a.kind !== 'exitChain') return a;
    }
    return null;
  }

  private changed(change: Change): void {
    this.save();
    for (const l of this.listeners) l(change);
  }

  private save(): void {
    this.store?.setItem(AUTOSAVE_KEY, encodeSave(this.game, this.log, this.settings));
  }
}

export function encodeSave(game: Game, log: LogEntry[], settings: Settings): string {
  const saved: Saved = {
    version: AUTOSAVE_VERSION,
    position: formatPosition(game),
    history: game.history.map(formatPosition),
    log,
    settings,
  };
  return JSON.stringify(saved);
}

/** Reads a saved game; throws with a reason on anything that is not a valid save. */
export function decodeSave(raw: string): { game: Game; log: LogEntry[]; settings: Settings } {
  const data = JSON.parse(raw) as Partial<Saved>;
  if (typeof data !== 'object' || data === null || data.version !== AUTOSAVE_VERSION) {
    throw new Error('this save is from an unknown version');
  }
  if (typeof data.position !== 'string' || !Array.isArray(data.history) || !Array.isArray(data.log)) {
    throw new Error('this save is incomplete');
  }
  const game = withHistory(parsePosition(data.position), data.history.map((t) => parsePosition(String(t))));
  const s = status(game);
  const settings = data.settings;
  if (!settings || settings.players !== s.players || !Array.isArray(settings.seats)) {
    throw new Error('the save\'s settings do not match its position');
  }
  const log = data.log.filter(
    (e): e is LogEntry =>
      typeof e === 'object' && e !== null && typeof e.text === 'string' && typeof e.action === 'object' && e.action !== null,
  );
  const seats = settings.seats.length === s.players && settings.seats.every((x) => SEATS.includes(x)) ? settings.seats : humanSeats(s.players);
  return { game, log, settings: { players: s.players, seats } };
}
