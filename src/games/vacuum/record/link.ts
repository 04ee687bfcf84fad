// Share links (`…#p=<share string>`) and the Load Position box, which takes a link, the string a
// link holds or position text (codec/pasted.ts tells which).
import { failure } from '../../../core/result';
import { hashParam, positionTextRefused, readPasted } from '../../../codec/pasted';
import { parsePosition, PositionError, type Game } from '../rules/index';
import { decodeShare, encodeShare, type ShareResult } from '../share';

/** Pasted text longer than this is refused unread (position text is about 1 000 characters). */
const MAX_INPUT_LENGTH = 20_000;

/** The page's address with `#p=<share string>` in place of any fragment it had. */
export function shareLink(baseUrl: string, game: Game): string {
  const hash = baseUrl.indexOf('#');
  return `${hash < 0 ? baseUrl : baseUrl.slice(0, hash)}#p=${encodeShare(game)}`;
}

/** The position a page's `location.hash` carries, or null when the hash holds no position. */
export function readHashPosition(hash: string): ShareResult | null {
  if (typeof hash !== 'string') return null;
  const param = hashParam(hash, 'p');
  return param === null ? null : decodeShare(param);
}

/** Reads what a player pasted into Load Position as a position: a link, its string, or position text. */
export function parseShareInput(text: string): ShareResult {
  if (typeof text === 'string' && text.length > MAX_INPUT_LENGTH) {
    return failure(`That is far too long to be a position (${text.length.toLocaleString('en')} characters).`);
  }
  const pasted = readPasted('vacuum', text);
  if (pasted.kind === 'refused') return failure(pasted.error);
  if (pasted.kind === 'link' && pasted.link === 'position') return decodeShare(pasted.text);
  if (pasted.kind === 'position-text') {
    try {
      return { ok: true, game: parsePosition(pasted.text) };
    } catch (e) {
      return failure(positionTextRefused(e instanceof PositionError ? e.message : 'it cannot be read'));
    }
  }
  return failure('That is a whole game, not a position: it opens as a replay.');
}
