import { SafeStore, type Backing } from '../../src/session/storage';

/**
 * A Storage in memory that behaves like the browser's: it throws QuotaExceededError once the
 * stored characters would pass `quota`, and SecurityError on every call while `disabled`.
 */
export class FakeStorage implements Backing {
  data = new Map<string, string>();
  quota = Infinity;
  disabled = false;
  getItem(key: string): string | null {
    this.check();
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.check();
    let used = key.length + value.length;
    for (const [k, v] of this.data) if (k !== key) used += k.length + v.length;
    if (used > this.quota) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.data.set(key, value);
  }
  removeItem(key: string): void {
    this.check();
    this.data.delete(key);
  }
  private check(): void {
    if (this.disabled) throw new DOMException('Access is denied for this document.', 'SecurityError');
  }
}

/** A SafeStore over a FakeStorage (reachable as `.fake` to fill it or switch it off). */
export class MemoryStore extends SafeStore {
  readonly fake: FakeStorage;
  constructor(fake = new FakeStorage()) {
    super(() => fake);
    this.fake = fake;
  }
}
