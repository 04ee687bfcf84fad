import { Controller } from '../../src/ui/controller';
import { Session, type KeyValueStore } from '../../src/ui/session';
import type { Game } from '../../src/rules/index';
import { sq } from '../rules/helpers';

export class MemoryStore implements KeyValueStore {
  data = new Map<string, string>();
  getItem(key: string): string | null {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.data.set(key, value);
  }
}

/** A controller over a session showing `game`. */
export function controllerFor(game: Game, store = new MemoryStore()): { c: Controller; session: Session; store: MemoryStore } {
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
