// The games the room server hosts, by their id in the registry (src/games/index.ts); each game's
// hosted.ts says what a room needs of it. Every game with a page (Vacuum's own, or the game-neutral
// page's) must be here: test/online/server/games.test.ts makes a missing one a type error. The
// registry is not imported here: its lazy doors reach the pages' DOM code, which the Worker's
// type-check (src/online/server/tsconfig.json, without the DOM) cannot read.
import type { HostedGame } from './hosted';
import { vacuum } from '../../games/vacuum/hosted';
import { pressure } from '../../games/pressure/hosted';
import { pebbleRebel } from '../../games/pebble-rebel/hosted';
import { glyphGrid } from '../../games/glyph-grid/hosted';
import { dividedLoyalties } from '../../games/divided-loyalties/hosted';

const GAMES = {
  vacuum,
  pressure,
  'pebble-rebel': pebbleRebel,
  'glyph-grid': glyphGrid,
  'divided-loyalties': dividedLoyalties,
} satisfies Record<string, HostedGame<unknown>>;

/** The ids of the games rooms can play. */
export type HostedId = keyof typeof GAMES;

const HOSTED: Readonly<Record<string, HostedGame<unknown>>> = GAMES;

/** The hosted game of this id, or undefined (ids come from requests and stored rooms). */
export const hostedGame = (id: string): HostedGame<unknown> | undefined =>
  Object.hasOwn(HOSTED, id) ? HOSTED[id] : undefined;
