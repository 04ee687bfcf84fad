// A game's name from its id, for messages about another game's file or string ("This is a Vacuum
// save"). Every id of the house is its name in lower-case words joined by hyphens (a test holds
// the registry to that), so the codecs and the room server name games without importing the
// registry and, through it, every game's rules.

/** "pebble-rebel" → "Pebble Rebel". */
export const gameName = (id: string): string =>
  id
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

/** Where a game is played, inside a sentence: "the Divided Loyalties page" (not "Divided Loyalties's page"). */
export const gamePage = (id: string): string => `the ${gameName(id)} page`;

/** An id as addresses and save tags spell it: lower-case words joined by hyphens, at most 40 letters. */
export const isGameId = (text: string): boolean => text.length <= 40 && /^[a-z]+(?:-[a-z]+)*$/.test(text);

/** The tag of a game's save, in its JSON's format field and as a PNG save's keyword: `<id>-save`. */
export const saveTag = (id: string): string => `${id}-save`;

/** The id of the game a save tag names ("pebble-rebel-save" → "pebble-rebel"), or null for no save tag. */
export function gameOfSaveTag(tag: string): string | null {
  const id = /^(.*)-save$/.exec(tag)?.[1];
  return id !== undefined && isGameId(id) ? id : null;
}
