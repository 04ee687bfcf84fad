// The site's addresses (platform.md, "Addresses"): which page a path shows. Stated once, and used
// by the dev and preview servers (vite.config.ts) and by the deployed Worker alike, so a reload on
// any address shows the same page everywhere. It names no game: a game's page finds its game in
// the registry (src/games/index.ts) and says so when the address names none.

export type Page = { kind: 'file'; file: string } | { kind: 'redirect'; to: string };

/** Every game's page is the game-neutral one. */
const GAME_PAGE = (_id: string): string => 'play.html';
/** A game's id as it stands in an address: lower-case words joined by hyphens. */
const ID = '([a-z]+(?:-[a-z]+)*)';
const GAME_PATH = new RegExp(`^/${ID}$`);
/** A game's address with a slash after it: its page's relative links would point inside it. */
const GAME_FOLDER = new RegExp(`^/${ID}/$`);
const MANUAL_PATH = new RegExp(`^/manual/${ID}/?$`);

/** The page behind a path, or null when the path is a file of its own (or nothing at all). */
export function pageFor(path: string): Page | null {
  if (path === '/' || path === '/index.html') return { kind: 'file', file: 'index.html' };
  const game = GAME_PATH.exec(path)?.[1];
  if (game !== undefined) return { kind: 'file', file: GAME_PAGE(game) };
  const folder = GAME_FOLDER.exec(path)?.[1];
  if (folder !== undefined) return { kind: 'redirect', to: `/${folder}` };
  const manual = MANUAL_PATH.exec(path)?.[1];
  if (manual !== undefined) return { kind: 'redirect', to: `/manual.html?game=${manual}` };
  return null;
}

/** The game id a game page's path names (`/vacuum`), or null (the page opened as play.html). */
export function idOfPath(path: string): string | null {
  return GAME_PATH.exec(path)?.[1] ?? null;
}

/** The home page's address when a game page's address names no game of the site. */
const MISSING = 'missing';
export const missingGame = (id: string): string => `/?${MISSING}=${encodeURIComponent(id)}`;
export const missingOf = (search: string): string | null => new URLSearchParams(search).get(MISSING);
