// The games the room server hosts, by their id in the registry (src/games/index.ts); each game's
// hosted.ts says what a room needs of it. The mapped type makes a game with a page (Vacuum's own,
// or the game-neutral page's) but no hosted game a type error, so every game a player can open
// can be played in a room.
import type { GAMES, PlayableId } from '../../games/index';
import type { HostedGame } from './hosted';
import { vacuum } from '../../games/vacuum/hosted';
import { pressure } from '../../games/pressure/hosted';

/** The games with a page: the playable ones, and those the game-neutral page serves already. */
type HostedId = PlayableId | Extract<(typeof GAMES)[number], { page: unknown }>['id'];

const HOSTED: { readonly [id in HostedId]: HostedGame<unknown> } = { vacuum, pressure };

/** The hosted game of this id, or undefined (ids come from requests and stored rooms). */
export const hostedGame = (id: string): HostedGame<unknown> | undefined =>
  Object.hasOwn(HOSTED, id) ? HOSTED[id as HostedId] : undefined;
