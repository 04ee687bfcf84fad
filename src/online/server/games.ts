// The games the room server hosts, by their id in the registry (src/games/index.ts); each game's
// hosted.ts says what a room needs of it. The mapped type makes a registered game without one a
// type error, so the server hosts every playable game of the house.
import type { PlayableId } from '../../games/index';
import type { HostedGame } from './hosted';
import { vacuum } from '../../games/vacuum/hosted';

const HOSTED: { readonly [id in PlayableId]: HostedGame<unknown> } = { vacuum };

/** The hosted game of this id, or undefined (ids come from requests and stored rooms). */
export const hostedGame = (id: string): HostedGame<unknown> | undefined =>
  Object.hasOwn(HOSTED, id) ? HOSTED[id as PlayableId] : undefined;
