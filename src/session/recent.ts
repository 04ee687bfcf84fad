// Recent games, on every game's page: the last few games that a new game or a load replaced,
// resumable from the menu (storage key `<id>.recent-games`). The game's format says how a game is
// kept as text (its save file), what the list shows of it and whether it is worth keeping.
import type { GameId } from '../games/index';
import { gameKey } from './keys';
import { playedAt } from './played';
import { Shelf } from './shelf';
import type { KeyValueStore } from './storage';

export const RECENT_GAMES = 5;

/** How a game of the page (`R`, the game in play) is kept; `P` is what its list reads of one. */
export interface RecentFormat<R, P> {
  readonly id: GameId;
  encode(record: R): string;
  /** What the list shows of a kept text, read quickly (no replay), or null when it is unreadable. */
  peek(text: string): P | null;
  /** The game a kept text holds, read whole, or null when it is unreadable. */
  read(text: string): R | null;
  /** How the game stands and who plays it ("Round 4 · Gold to move · … · Red person v Gold computer (easy)"). */
  label(peeked: P): string;
  /** Has anything been played in it? A game without a move is not worth keeping. */
  hasMoves(record: R): boolean;
}

export interface RecentGame<P> {
  label: string;
  /** What the list read of it. */
  save: P;
  /** The game as kept on the shelf. */
  text: string;
}

export class RecentGames<R, P> {
  private shelf: Shelf;

  constructor(
    store: KeyValueStore,
    readonly format: RecentFormat<R, P>,
  ) {
    this.shelf = new Shelf(store, gameKey(format.id, 'recent-games'), RECENT_GAMES);
  }

  /** Puts a kept text on the list as it is (an earlier version's slot); false when storage refused it. */
  adopt(text: string): boolean {
    return this.shelf.add({ at: 0, text });
  }

  /** The games kept, newest first, each with a label a player recognises (`now`: the time it is). */
  list(now = Date.now()): RecentGame<P>[] {
    return this.shelf.list().flatMap((k) => {
      const save = this.format.peek(k.text);
      // "Earlier": kept by an earlier version that did not say when.
      const when = k.at > 0 ? playedAt(k.at, now) : 'Earlier';
      return save === null ? [] : [{ text: k.text, save, label: `${when} · ${this.format.label(save)}` }];
    });
  }

  /** Keeps a game that is being replaced. False when storage refused it (it is not kept). */
  keep(record: R, now = Date.now()): boolean {
    if (!this.format.hasMoves(record)) return true;
    return this.shelf.add({ at: now, text: this.format.encode(record) });
  }

  /** Takes a game off the list to play it, read whole; null if it is gone meanwhile. */
  take(game: RecentGame<P>): R | null {
    const record = this.format.read(game.text);
    return record !== null && this.shelf.take(game.text) ? record : null;
  }
}

/**
 * Who played whom, for a game's label: each seat's name with a person or a computer and its level
 * ("White person v Black computer (easy)").
 */
export const whoPlayed = (seats: readonly { name: string; computer: string | null }[]): string =>
  seats.map((s) => `${s.name} ${s.computer === null ? 'person' : `computer (${s.computer})`}`).join(' v ');
