// The layouts a player made in the editor, kept in the browser under the game's storage (R15): each
// one its position text with no stones. An entry this version cannot read stays stored untouched
// (a newer page may read it); only the player's Delete removes one.
import { formatLayout, parseLayout, withName, type Layout } from '../rules/index';

const KEY = 'layouts';
/** Where a stored value that is no list of layouts is kept before the shelf is written again. */
const KEPT = 'layouts-unreadable';
/** Both were kept at the top of storage before the game's keys were under its id. */
export const STORED_AT_TOP = [KEY, KEPT];

interface Store {
  getItem(key: string): string | null;
  setItem(key: string, value: string): boolean;
}

export interface SavedLayout {
  /** Its place on the shelf (stable until one before it is deleted). */
  index: number;
  layout: Layout;
}

export class LayoutShelf {
  constructor(private store: Store) {}

  /** The stored entries; a value that is no list is first kept aside under KEPT, never overwritten. */
  private raw(): unknown[] {
    const text = this.store.getItem(KEY) ?? '[]';
    try {
      const value: unknown = JSON.parse(text);
      if (Array.isArray(value)) return value;
    } catch {
      // kept aside below
    }
    if (this.store.getItem(KEPT) === null) this.store.setItem(KEPT, text);
    return [];
  }

  private write(entries: unknown[]): boolean {
    return this.store.setItem(KEY, JSON.stringify(entries));
  }

  /** The layouts that can be read, in the order they were saved. */
  list(): SavedLayout[] {
    return this.raw().flatMap((text, index) => {
      if (typeof text !== 'string') return [];
      try {
        return [{ index, layout: parseLayout(text) }];
      } catch {
        return [];
      }
    });
  }

  /** Saves a new layout; false when the browser's storage refused it. */
  add(layout: Layout): boolean {
    return this.write([...this.raw(), formatLayout(layout)]);
  }

  replace(index: number, layout: Layout): boolean {
    const entries = this.raw();
    if (index < 0 || index >= entries.length) return false;
    entries[index] = formatLayout(layout);
    return this.write(entries);
  }

  rename(index: number, name: string): boolean {
    const found = this.list().find((s) => s.index === index);
    return found !== undefined && this.replace(index, withName(found.layout, name));
  }

  remove(index: number): boolean {
    const entries = this.raw();
    if (index < 0 || index >= entries.length) return false;
    entries.splice(index, 1);
    return this.write(entries);
  }
}
