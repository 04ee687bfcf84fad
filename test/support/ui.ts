import { Controller } from '../../src/games/vacuum/page/controller';
import { Session } from '../../src/games/vacuum/page/session';
import { SafeStore, type Backing } from '../../src/session/storage';
import type { Game } from '../../src/games/vacuum/rules/index';
import { sq } from '../games/vacuum/rules/helpers';

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

/** A controller over a session showing `game`. */
export function controllerFor(
  game: Game,
  store = new MemoryStore(),
): { c: Controller; session: Session; store: MemoryStore } {
  const session = Session.start(store, game.players);
  session.replace(game, [], session.settings);
  // The resignation question stays open until the test answers it with confirmResign.
  return { c: new Controller(session, { askResign: () => {} }), session, store };
}

/** A click on a square: press and release without moving. */
export function click(c: Controller, name: string): void {
  c.pointerDown(sq(name), 10, 10);
  c.pointerUp(sq(name), 10, 10);
}

/** Press on one square, move past the drag threshold, release on another. */
export function drag(c: Controller, from: string, to: string): void {
  c.pointerDown(sq(from), 100, 100);
  c.pointerMove(sq(from), 110, 104);
  c.pointerMove(sq(to), 160, 140);
  c.pointerUp(sq(to), 160, 140);
}
