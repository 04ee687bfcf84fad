// What a player pasted into Load position…, told apart before any reader sees it, the same way on
// every game's page: a link (or the bare string a link holds after `#p=` or `#g=`), a game record,
// this game's position text, or something the box cannot open, said in one sentence for each
// cause: an empty box, another game's position text (named by its game), a room's link, a link
// that holds no game. Position texts start with their game's id ("pressure 1"), which tells them.
import { gameName, gamePage } from '../core/game-name';
import { commandName } from '../ui/panels/menu-commands';
import { isHouseGame, PREFIXES, type StringKind } from './prefix-table';
import { ownerOfPrefix } from './prefixes';

export type Pasted =
  | { kind: 'position-text'; text: string }
  | { kind: 'record'; text: string }
  /** A link's string (from a link, or bare), and the kind this page should read it as. */
  | { kind: 'link'; link: StringKind; text: string }
  | { kind: 'refused'; error: string };

const refused = (error: string): Pasted => ({ kind: 'refused', error });

/**
 * The value of `key` in a fragment such as `#p=…` or `#x=1&p=…`, or null when it has none.
 * Not URLSearchParams: it would read the share alphabet's `+` as a space.
 */
export function hashParam(hash: string, key: 'p' | 'g' | 'r'): string | null {
  for (const part of hash.replace(/^#/, '').split('&')) {
    if (part.startsWith(`${key}=`)) return safeDecodeURIComponent(part.slice(2));
  }
  return null;
}

/** Chat programs sometimes percent-encode `$` and `+`; undo that, and leave broken escapes alone. */
function safeDecodeURIComponent(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Why this game's position text was refused: its rules' reason. */
export const positionTextRefused = (why: string): string => `That position text is not valid: ${why}.`;

/** What `input`, pasted on game `id`'s page, is. */
export function readPasted(id: string, input: string): Pasted {
  const name = gameName(id);
  const text = typeof input === 'string' ? input.trim() : '';
  if (text === '') return refused('The box is empty: paste a position link, a game link or a position’s text.');
  // A game record starts with its headers ([Game "…"]).
  if (text.startsWith('[')) return { kind: 'record', text };
  const first = /^\S+/.exec(text)![0];
  if (isHouseGame(first)) {
    return first === id
      ? { kind: 'position-text', text }
      : refused(`That is a ${gameName(first)} position: open it on ${gamePage(first)}.`);
  }
  const hash = text.indexOf('#');
  if (hash >= 0 || /^https?:\/\//i.test(text)) {
    // A long link pasted from a chat may come back wrapped over several lines.
    const fragment = hash < 0 ? '' : text.slice(hash + 1).replace(/\s+/g, '');
    const position = hashParam(fragment, 'p');
    const game = hashParam(fragment, 'g');
    if (position !== null) return { kind: 'link', link: 'position', text: position };
    if (game !== null) return { kind: 'link', link: 'game', text: game };
    if (hashParam(fragment, 'r') !== null || /[?&]room=/.test(text))
      return refused(`That is a link to an online room: open it with ${commandName('join-room')}.`);
    return refused(`That link holds no position or game: copy one with ${commandName('copy-link')}.`);
  }
  // The bare string a link holds, as Copy position text gives it on Vacuum's page.
  const bare = text.replace(/\s+/g, '');
  const owner = /^[A-Za-z0-9+$-]+$/.test(bare) ? ownerOfPrefix(bare[0]!) : null;
  if (owner !== null) {
    // A string of another game goes to the position reader, which names its game.
    const link = isHouseGame(id) && bare[0] === PREFIXES[id].game ? 'game' : 'position';
    return { kind: 'link', link, text: bare };
  }
  return refused(`That is not a ${name} position, a link or a game record.`);
}
