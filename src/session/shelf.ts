// A shelf: a few texts kept under one storage key, newest first, at most `size` of them (recent
// games, unreadable autosaves). When storage is full the oldest make room for the newest.
import type { KeyValueStore } from './storage';

export interface Kept {
  /** When it was put on the shelf (ms since 1970; 0 when unknown). */
  at: number;
  text: string;
  /** Why it was kept, for the player (the reason an autosave could not be read). */
  note?: string;
}

const isKept = (x: unknown): x is Kept => {
  const k = x as Kept;
  return (
    typeof k === 'object' &&
    k !== null &&
    typeof k.at === 'number' &&
    typeof k.text === 'string' &&
    (k.note === undefined || typeof k.note === 'string')
  );
};

export class Shelf {
  constructor(
    private store: KeyValueStore,
    private key: string,
    private size: number,
  ) {}

  /** What is kept, newest first (entries that are not well formed are skipped). */
  list(): Kept[] {
    const raw = this.store.getItem(this.key);
    if (raw === null) return [];
    try {
      const list: unknown = JSON.parse(raw);
      return Array.isArray(list) ? list.filter(isKept).slice(0, this.size) : [];
    } catch {
      return [];
    }
  }

  /** Puts a text on top (once: an equal text already kept moves up). False when storage refused it. */
  add(entry: Kept): boolean {
    const rest = this.list().filter((k) => k.text !== entry.text);
    for (let keep = Math.min(rest.length, this.size - 1); keep >= 0; keep--) {
      if (this.write([entry, ...rest.slice(0, keep)])) return true;
    }
    return false;
  }

  /** Takes a text off the shelf; false when it is not there (any more). */
  take(text: string): boolean {
    const list = this.list();
    const rest = list.filter((k) => k.text !== text);
    return rest.length < list.length && this.write(rest);
  }

  clear(): void {
    this.store.removeItem(this.key);
  }

  private write(list: Kept[]): boolean {
    if (list.length > 0) return this.store.setItem(this.key, JSON.stringify(list));
    this.store.removeItem(this.key);
    return true;
  }
}
