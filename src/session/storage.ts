// The page's only door to localStorage. Every call is wrapped, so a full quota, storage switched
// off (SecurityError), or no storage at all all degrade the same way: a read finds nothing and a
// write answers false. Storage trouble never throws into the page.

/** What the page asks of storage; `setItem` says whether the value was really stored. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): boolean;
  removeItem(key: string): void;
}

/** The part of the DOM's Storage that is wrapped (tests pass a fake one). */
export type Backing = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export class SafeStore implements KeyValueStore {
  /** `backing` is asked on every call: merely reading `window.localStorage` may throw. */
  constructor(private backing: () => Backing | null | undefined) {}

  getItem(key: string): string | null {
    try {
      return this.backing()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  setItem(key: string, value: string): boolean {
    try {
      const b = this.backing();
      if (!b) return false;
      b.setItem(key, value);
      return true;
    } catch {
      return false;
    }
  }

  removeItem(key: string): void {
    try {
      this.backing()?.removeItem(key);
    } catch {
      // nothing to do: the key is as unreachable as if it were gone
    }
  }
}

/** The browser's localStorage, wrapped. */
export const browserStore = (): SafeStore => new SafeStore(() => window.localStorage);
