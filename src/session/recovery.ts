// Autosaves that cannot be opened (damaged, or written by a newer version) are kept aside in
// their own slot before anything may overwrite the autosave, and offered to the player as files.
import { gameKey } from './keys';
import { Shelf, type Kept } from './shelf';
import type { KeyValueStore } from './storage';

/** Where a game keeps the autosaves it could not read (`vacuum.recovered-autosaves`, …). */
export const recoveredKey = (gameId: string): string => gameKey(gameId, 'recovered-autosaves');
const KEPT = 3;

export class Recovery {
  private shelf: Shelf;
  /** One that storage refused to keep: offered from memory for as long as the page is open. */
  private unkept: Kept | null = null;

  constructor(store: KeyValueStore, gameId: string) {
    this.shelf = new Shelf(store, recoveredKey(gameId), KEPT);
  }

  /** Keeps an unreadable autosave aside; false when storage refused (it is then only in memory). */
  keep(text: string, error: string, now = Date.now()): boolean {
    const entry = { at: now, text, note: error };
    if (this.shelf.add(entry)) return true;
    this.unkept = entry;
    return false;
  }

  list(): Kept[] {
    return this.unkept ? [this.unkept, ...this.shelf.list()] : this.shelf.list();
  }

  /** The player has what they need: the kept autosaves go. */
  forget(): void {
    this.unkept = null;
    this.shelf.clear();
  }
}

/** A file name for a game's kept autosave, e.g. "vacuum-recovered-2026-11-23-1405.json". */
export function recoveredFileName(k: Kept, gameId: string): string {
  const d = new Date(k.at);
  const two = (n: number): string => String(n).padStart(2, '0');
  return `${gameId}-recovered-${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}-${two(d.getHours())}${two(d.getMinutes())}.json`;
}
