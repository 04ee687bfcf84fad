// Which manual the manual page shows: `manual.html?game=<id>` (where `/manual/<id>` leads) shows
// that game's manual, docs/manuals/<id>.md; Vacuum's is docs/rules.md, and the page with no game
// named is Vacuum's, as it was before there were other games. Pure: main.ts passes the manuals it
// can load and puts the answer on the page.
import { gameById } from '../games/index';

/** What the page shows: a manual to load, or a sentence saying why there is none. */
export interface ManualPage {
  /** The document title. */
  title: string;
  /** The page's meta description. */
  description: string;
  /** Where "Back to the game" goes, and what the link says. */
  back: { href: string; text: string };
  /** The game's manual as Markdown, or null when there is none. */
  load: (() => Promise<string>) | null;
  /** Shown instead of a manual; null when there is one. */
  notice: { heading: string; text: string; link: { href: string; text: string } } | null;
}

/** The game a page without `?game=` is about. */
export const DEFAULT_GAME = 'vacuum';

const HOME = { href: './', text: 'See the games' };

/** The page for this address query, given the manuals there are by game id. */
export function manualPage(search: string, manuals: Readonly<Record<string, () => Promise<string>>>): ManualPage {
  const asked = new URLSearchParams(search).get('game')?.trim() ?? '';
  const id = asked === '' ? DEFAULT_GAME : asked;
  const game = gameById(id);
  if (game === undefined) {
    const shown = id.length > 40 ? `${id.slice(0, 40)}…` : id;
    return {
      title: 'No such game — Manual',
      description: 'The manuals of the games of the house.',
      back: { href: HOME.href, text: 'Back to the games' },
      load: null,
      notice: {
        heading: 'No such game',
        text: `There is no game called “${shown}” here, so there is no manual to show.`,
        link: HOME,
      },
    };
  }
  const back = { href: `./${game.id}`, text: `Back to ${game.name}` };
  const load = Object.hasOwn(manuals, game.id) ? manuals[game.id]! : null;
  return {
    title: `${game.name} — Manual`,
    description: `The rules of ${game.name}: ${game.pitch}`,
    back,
    load,
    notice:
      load === null ? { heading: game.name, text: `The manual of ${game.name} is not written yet.`, link: HOME } : null,
  };
}

/** The game id of each manual file, from its path (`…/docs/manuals/<id>.md`). */
export function manualsById<T>(files: Readonly<Record<string, T>>): Record<string, T> {
  const byId: Record<string, T> = {};
  for (const [path, file] of Object.entries(files)) {
    const id = /\/([a-z]+(?:-[a-z]+)*)\.md$/.exec(path)?.[1];
    if (id !== undefined) byId[id] = file;
  }
  return byId;
}
