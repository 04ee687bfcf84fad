// The game being played: the current Game, its move log, the settings, and the autosave.
// Every change is saved before listeners hear of it, so a reload never loses a move.
import { formatAction, newGame, play, readAction, status, undo, type Action, type Game, type Player } from '../rules/index';
import { decodeSaveJson, encodeSaveJson, type Save } from '../codec/save';
import { LEVELS, type Level } from '../ai/levels';

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
    const decoded = raw === null ? null : decodeSaveJson(raw);
    if (!decoded?.ok) return null;
    const { game, log, settings } = fromSave(decoded.save);
    return new Session(store, game, log, settings);
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
    this.store?.setItem(AUTOSAVE_KEY, encodeSaveJson(toSave(this.game, this.log, this.settings)));
  }
}

/** The game as a save file holds it (the autosave is a save file too). */
export function toSave(game: Game, log: readonly LogEntry[], settings: Settings): Save {
  return { game, log: log.map(({ turn, player, text }) => ({ turn, player, text })), settings: { ...settings } };
}

/**
 * A decoded save as the session plays it: log lines get their actions back (for the last-move
 * highlight; an unreadable line is dropped), and seats that do not fit the game become people.
 */
export function fromSave(save: Save): { game: Game; log: LogEntry[]; settings: Settings } {
  const log = save.log.flatMap((l) => {
    const action = readAction(l.text);
    return action ? [{ ...l, action }] : [];
  });
  const players = status(save.game).players;
  const seats = save.settings.seats;
  const fits = Array.isArray(seats) && seats.length === players && seats.every((x) => SEATS.includes(x as Seat));
  return { game: save.game, log, settings: { players, seats: fits ? (seats as Seat[]) : humanSeats(players) } };
}
