// Recent games: the last few games that a load or a new game replaced, resumable from the menu.
import { gameKey } from './keys';
import { decodeSaveJson, encodeSaveJson, type Save } from '../games/vacuum/record/save';
import { COLOUR_NAMES, status } from '../games/vacuum/rules/index';
import { fromSave, toSave, type GameInPlay } from './session';
import { Shelf } from './shelf';
import type { KeyValueStore } from './storage';
import { cap } from '../ui/dom';

const RECENT_KEY = gameKey('vacuum', 'recent-games');
export const RECENT_GAMES = 5;
/** The single slot of earlier versions; its game joins the recent games. */
const PREVIOUS_KEY = gameKey('vacuum', 'previous-game');

export interface RecentGame {
  label: string;
  /** The save, read without its record of the game (`open` reads it whole). */
  save: Save;
  /** The save as kept on the shelf. */
  text: string;
}

/** Has anything been played in it? A game without a move is not worth keeping. */
export const hasMoves = ({ game, log }: GameInPlay): boolean => log.length > 0 || status(game).turn > 0;

export class RecentGames {
  private shelf: Shelf;

  constructor(store: KeyValueStore) {
    this.shelf = new Shelf(store, RECENT_KEY, RECENT_GAMES);
    const previous = store.getItem(PREVIOUS_KEY);
    if (previous !== null && this.shelf.add({ at: 0, text: previous })) store.removeItem(PREVIOUS_KEY);
  }

  /** The games kept, newest first, each with a label a player recognises. */
  list(): RecentGame[] {
    return this.shelf.list().flatMap((k) => {
      // Only the labels are needed here: replaying five long games would hold the menu for seconds.
      const decoded = decodeSaveJson(k.text, { record: false });
      return decoded.ok ? [{ text: k.text, save: decoded.save, label: recentLabel(k.at, decoded.save) }] : [];
    });
  }

  /** Keeps a game that is being replaced. False when storage refused it (it is not kept). */
  keep(record: GameInPlay, now = Date.now()): boolean {
    if (!hasMoves(record)) return true;
    return this.shelf.add({ at: now, text: encodeSaveJson(toSave(record)) });
  }

  /** Takes a game off the list to play it, read whole; null if it is gone meanwhile. */
  take(game: RecentGame): GameInPlay | null {
    const decoded = decodeSaveJson(game.text);
    return decoded.ok && this.shelf.take(game.text) ? fromSave(decoded.save) : null;
  }
}

/** "23 Nov 2026, 14:05 · Red person, Gold computer (easy) · turn 12". */
function recentLabel(at: number, save: Save): string {
  const when = at > 0 ? new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : 'Earlier';
  return `${when} · ${gameLabel(fromSave(save))}`;
}

/** "Red person, Gold computer (easy) · turn 12": who plays and how far the game is. */
export function gameLabel({ game, settings }: Pick<GameInPlay, 'game' | 'settings'>): string {
  const s = status(game);
  const seats = settings.seats
    .map((seat, p) => `${cap(COLOUR_NAMES[p]!)} ${seat === 'human' ? 'person' : `computer (${seat})`}`)
    .join(', ');
  const state =
    s.winner === null ? `turn ${s.turn}` : s.winner === 'draw' ? 'drawn' : `won by ${cap(COLOUR_NAMES[s.winner]!)}`;
  return `${seats} · ${state}`;
}
