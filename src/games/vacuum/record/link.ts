// Share links (`…#p=<share string>`) and the Load Position box, which takes a share string, a
// link or position text.
import { parsePosition, PositionError, type Game } from '../rules/index';
import { decodeShare, encodeShare, type ShareResult } from '../share';

export { encodeShare };

/** Pasted text longer than this is refused unread (position text is about 1 000 characters). */
const MAX_INPUT_LENGTH = 20_000;

/** The page's address with `#p=<share string>` in place of any fragment it had. */
export function shareLink(baseUrl: string, game: Game): string {
  const hash = baseUrl.indexOf('#');
  return `${hash < 0 ? baseUrl : baseUrl.slice(0, hash)}#p=${encodeShare(game)}`;
}

/**
 * The value of `key` in a fragment such as `#p=…` or `#x=1&p=…`, or null when it has none.
 * Not URLSearchParams: it would read the share alphabet's `+` as a space.
 */
export function hashParam(hash: string, key: 'p' | 'g'): string | null {
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

/** The position a page's `location.hash` carries, or null when the hash holds no position. */
export function readHashPosition(hash: string): ShareResult | null {
  if (typeof hash !== 'string') return null;
  const param = hashParam(hash, 'p');
  return param === null ? null : decodeShare(param);
}

/** Reads what a player pasted into Load Position: a share string, a link, or position text. */
export function parseShareInput(text: string): ShareResult {
  if (typeof text !== 'string') return { ok: false, error: 'Paste a share string, a link or position text.' };
  if (text.length > MAX_INPUT_LENGTH) {
    return { ok: false, error: `That is far too long to be a position (${text.length} characters).` };
  }
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: 'Paste a share string, a link or position text.' };
  if (/^vacuum\s/.test(trimmed)) {
    try {
      return { ok: true, game: parsePosition(trimmed) };
    } catch (e) {
      const why = e instanceof PositionError ? e.message : 'it cannot be read';
      return { ok: false, error: `That position text is not valid: ${why}.` };
    }
  }
  const hash = trimmed.indexOf('#');
  if (hash >= 0) {
    const param = hashParam(trimmed.slice(hash + 1).replace(/\s+/g, ''), 'p');
    return param === null ? { ok: false, error: 'That link holds no position (it has no "#p=").' } : decodeShare(param);
  }
  // A long string pasted into a chat may come back wrapped over several lines.
  const bare = trimmed.replace(/\s+/g, '');
  return decodeShare(safeDecodeURIComponent(bare));
}
