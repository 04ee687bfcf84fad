// Where things are kept in storage. Each game keeps its own under its id (`vacuum.autosave`,
// `pressure.autosave`, …); what belongs to the site, whatever game is shown (panel sizes, the
// computers' pace, the games last played), is kept under `studio.`.
import type { KeyValueStore } from './storage';

export const gameKey = (game: string, name: string): string => `${game}.${name}`;
export const siteKey = (name: string): string => `studio.${name}`;

/** Site settings that Vacuum kept under its own name before there was a site: read once. */
const MOVED: readonly (readonly [old: string, now: string])[] = [
  ['vacuum.infoWidth', siteKey('infoWidth')],
  ['vacuum.infoHeight', siteKey('infoHeight')],
  ['vacuum.fast-computers', siteKey('fast-computers')],
];

/**
 * Moves site settings from their old keys to the site's, once: the old key goes only after its
 * value is safely under the new one, and a value already there is never overwritten.
 */
export function moveOldKeys(store: KeyValueStore): void {
  for (const [old, now] of MOVED) moveKey(store, old, now);
}

/** Moves one value to a new key: the old key goes only once the value is safe, and never overwrites. */
function moveKey(store: KeyValueStore, old: string, now: string): void {
  const value = store.getItem(old);
  if (value === null) return;
  if (store.getItem(now) !== null || store.setItem(now, value)) store.removeItem(old);
}

/**
 * A game's own storage (what its page's modes and options keep): every key under the game's id
 * (`glyph-grid.swap`). Keys its page once wrote at the top of storage (`moved`: Glyph Grid's swap
 * option, Divided Loyalties' layouts) are moved under it first, once.
 */
export function gameStore(store: KeyValueStore, game: string, moved: readonly string[] = []): KeyValueStore {
  for (const key of moved) moveKey(store, key, gameKey(game, key));
  return {
    getItem: (key) => store.getItem(gameKey(game, key)),
    setItem: (key, value) => store.setItem(gameKey(game, key), value),
    removeItem: (key) => store.removeItem(gameKey(game, key)),
  };
}

/** The site's settings (`studio.fast-computers`), whatever game is shown. */
export function siteStore(store: KeyValueStore): KeyValueStore {
  return {
    getItem: (key) => store.getItem(siteKey(key)),
    setItem: (key, value) => store.setItem(siteKey(key), value),
    removeItem: (key) => store.removeItem(siteKey(key)),
  };
}
