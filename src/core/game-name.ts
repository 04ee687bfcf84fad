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

/** An id as addresses and save tags spell it: lower-case words joined by hyphens, at most 40 letters. */
export const isGameId = (text: string): boolean => text.length <= 40 && /^[a-z]+(?:-[a-z]+)*$/.test(text);
