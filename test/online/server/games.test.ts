// The room server hosts every game a player can open: Vacuum (its own page) and each game of the
// game-neutral page. The server's games.ts cannot import the registry (its pages' DOM code is out
// of the Worker's type-check), so the check is here.
import { describe, expect, it } from 'vitest';
import { GAMES, type PlayableId } from '../../../src/games/index';
import { hostedGame, type HostedId } from '../../../src/online/server/games';

type Entry = (typeof GAMES)[number];
/** The games with a page: playable ones, and those the game-neutral page serves already. */
type WithPage = PlayableId | Extract<Entry, { page: unknown }>['id'];
/** A game with a page and no hosted game makes this a type error. */
const everyPageHosted: [Exclude<WithPage, HostedId>] extends [never] ? true : false = true;

describe('the games rooms can play', () => {
  it.each(GAMES.filter((g) => g.playable || 'page' in g).map((g) => g.id))('hosts %s', (id) => {
    expect(everyPageHosted).toBe(true);
    expect(hostedGame(id)).toBeDefined();
  });

  it('hosts no game the site does not have, whatever an id looks like', () => {
    expect(hostedGame('chess')).toBeUndefined();
    expect(hostedGame('toString')).toBeUndefined();
    expect(hostedGame('__proto__')).toBeUndefined();
  });
});
