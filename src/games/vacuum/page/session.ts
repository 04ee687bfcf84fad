// The game being played: the current Game, its move log, the settings, and the autosave.
// Every change is saved before listeners hear of it, so a reload never loses a move. Nothing is
// written before the first change: the autosave a page finds stays as it is until the player
// resumes it, or chooses another game.
import { gameKey } from '../../../session/keys';
import {
  formatAction,
  newGame,
  play,
  readAction,
  status,
  undo,
  type Action,
  type Game,
  type Player,
} from '../rules/index';
import { decodeSaveJson, encodeSaveJson, type Save } from '../record/save';
import { LEVELS, type Level } from '../ai/levels';
import { playedIn, type GameHistory } from '../record/replay';
import type { KeyValueStore } from '../../../session/storage';

/** Who plays a colour: a person, or the computer at one of its levels. */
export type Seat = 'human' | Level;
/** Every seat a save may name: a person ('human'), or a computer at a level. */
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

const AUTOSAVE_KEY = gameKey('vacuum', 'autosave');

/** What changed the game, so the board animates only real moves. */
export type Change = 'play' | 'undo' | 'replace' | 'seats';

/** A game as the session holds it. */
export interface GameInPlay {
  game: Game;
  log: LogEntry[];
  settings: Settings;
  /** The position the log starts from, when known. */
  start?: Game | null;
}

/** What the autosave holds: nothing, a game, or text this version cannot read (kept as it is). */
/** `notice`: what the player should hear about a game that was read (e.g. an undo history left out). */
export type Autosave =
  | { kind: 'none' }
  | ({ kind: 'game'; notice?: string } & GameInPlay)
  | { kind: 'unreadable'; text: string; error: string };

export function readAutosave(store: KeyValueStore): Autosave {
  const text = store.getItem(AUTOSAVE_KEY);
  if (text === null) return { kind: 'none' };
  const decoded = decodeSaveJson(text);
  if (!decoded.ok) return { kind: 'unreadable', text, error: decoded.error };
  return { kind: 'game', ...fromSave(decoded.save), ...(decoded.notice ? { notice: decoded.notice } : {}) };
}

export const humanSeats = (players: 2 | 3 | 4): Seat[] => Array.from({ length: players }, () => 'human' as const);

export class Session {
  private listeners: ((change: Change) => void)[] = [];
  private failureListeners: (() => void)[] = [];

  /** The position the log starts from, or null when it is not known (an older save). */
  public start: Game | null;

  private constructor(
    private store: KeyValueStore | null,
    public game: Game,
    public log: LogEntry[],
    public settings: Settings,
    start: Game | null = null,
  ) {
    this.start = log.length === 0 ? game : start;
  }

  /** A new game, autosaved to `store` from its first change on. */
  static start(store: KeyValueStore | null, players: 2 | 3 | 4): Session {
    return new Session(store, newGame({ players }), [], { players, seats: humanSeats(players) });
  }

  static of(store: KeyValueStore | null, { game, log, settings, start }: GameInPlay): Session {
    return new Session(store, game, log, settings, start ?? null);
  }

  /** The whole game from its first position, when that is known: what a replay shows. */
  history(): GameHistory | null {
    return this.start ? { start: this.start, actions: this.log } : null;
  }

  /** Where changes are saved from now on; null plays on in memory (another tab has the game). */
  autosaveTo(store: KeyValueStore | null): void {
    this.store = store;
  }

  onChange(listener: (change: Change) => void): void {
    this.listeners.push(listener);
  }

  /** Hears every autosave that storage refused (full, switched off); the game goes on in memory. */
  onSaveFailed(listener: () => void): void {
    this.failureListeners.push(listener);
  }

  /** Plays an action; throws the rules' IllegalActionError (and changes nothing) if it is illegal. */
  play(action: Action): void {
    const next = play(this.game, action);
    this.log = [...this.log, { ...playedIn(this.game, action), text: formatAction(action) }];
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
  replace(game: Game, log: LogEntry[], settings?: Settings, start: Game | null = null): void {
    const players = status(game).players;
    this.game = game;
    this.log = log;
    this.start = log.length === 0 ? game : start;
    this.settings =
      settings ?? (this.settings.players === players ? this.settings : { players, seats: humanSeats(players) });
    this.changed('replace');
  }

  /** Who plays a colour from now on (a person taking over a computer's seat). */
  setSeat(player: Player, seat: Seat): void {
    this.settings = { ...this.settings, seats: this.settings.seats.map((x, p) => (p === player ? seat : x)) };
    this.changed('seats');
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
    if (this.store && !this.store.setItem(AUTOSAVE_KEY, encodeSaveJson(toSave(this)))) {
      for (const l of this.failureListeners) l();
    }
  }
}

/** The game as a save file holds it (the autosave is a save file too), its first position included. */
export function toSave({ game, log, settings, start }: GameInPlay): Save {
  return {
    game,
    log: log.map(({ turn, player, text }) => ({ turn, player, text })),
    settings: { ...settings },
    start: start ?? null,
  };
}

/**
 * A decoded save as the session plays it: log lines get their actions back (for the last-move
 * highlight; an unreadable line is dropped), and seats that do not fit the game become people.
 */
export function fromSave(save: Save): GameInPlay {
  const log = save.log.flatMap((l) => {
    const action = readAction(l.text);
    return action ? [{ ...l, action }] : [];
  });
  const players = status(save.game).players;
  const seats = save.settings.seats;
  const fits = Array.isArray(seats) && seats.length === players && seats.every((x) => SEATS.includes(x as Seat));
  return {
    game: save.game,
    log,
    settings: { players, seats: fits ? (seats as Seat[]) : humanSeats(players) },
    start: save.start ?? null,
  };
}
