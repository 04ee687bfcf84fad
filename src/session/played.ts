// The games last played, one line a game, for the home page: written by a game page as its game
// changes, read by the home page without loading any game (so it is plain text, not a save).
import { gameKey, siteKey } from './keys';
import type { KeyValueStore } from './storage';

export interface Played {
  game: string;
  /** When it was last played (ms since the epoch). */
  at: number;
  /** What the game page says of it: seats, turn, result. */
  label: string;
}

const PLAYED_KEY = siteKey('played');
const KEPT = 8;
const MAX_LABEL = 200;

const isPlayed = (p: unknown): p is Played =>
  typeof p === 'object' &&
  p !== null &&
  typeof (p as Played).game === 'string' &&
  Number.isFinite((p as Played).at) &&
  typeof (p as Played).label === 'string';

/** The games last played, newest first; whatever storage holds that is not such a list is ignored. */
export function readPlayed(store: KeyValueStore): Played[] {
  try {
    const list: unknown = JSON.parse(store.getItem(PLAYED_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter(isPlayed).slice(0, KEPT) : [];
  } catch {
    return [];
  }
}

/** Notes that a game was played now: its line moves to the top (one line a game). */
export function notePlayed(store: KeyValueStore, played: Played): void {
  const entry = { ...played, label: played.label.slice(0, MAX_LABEL) };
  const others = readPlayed(store).filter((p) => p.game !== played.game);
  store.setItem(PLAYED_KEY, JSON.stringify([entry, ...others].slice(0, KEPT)));
}

/**
 * When a game was played, short enough for a phone's list: "28 Nov, 14:05" this year, "28 Nov 2025,
 * 14:05" before (in the browser's language).
 */
export function playedAt(at: number, now = Date.now()): string {
  const date = new Date(at);
  const year = date.getFullYear() === new Date(now).getFullYear() ? undefined : 'numeric';
  return date.toLocaleString(undefined, { day: 'numeric', month: 'short', year, hour: 'numeric', minute: '2-digit' });
}

/** Does this game have an autosave to resume? */
export const hasAutosave = (store: KeyValueStore, game: string): boolean =>
  store.getItem(gameKey(game, 'autosave')) !== null;
