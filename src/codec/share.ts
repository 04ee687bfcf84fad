// The share envelope every game's strings travel in: a prefix character naming what the string
// holds (each game has its own, src/games/index.ts), then lz-string of the packed characters and a
// check character. The layout is documented in docs/formats.md; keep the two in step.
import lzString from 'lz-string';
import { failure, type Result } from '../core/result';
import { decompressCapped } from './lz-capped';

// lz-string is a CommonJS module: Node's ESM loader sees only its default export.
const { compressToEncodedURIComponent } = lzString;

/** Longer input is refused unread: even a grid full of mixed stacks packs to well under half of this. */
export const MAX_SHARE_LENGTH = 2000;
/** The characters compressToEncodedURIComponent writes. */
const SHARE_ALPHABET = /^[A-Za-z0-9+$-]*$/;

/** What a player can do about a damaged link. */
const COPY_AGAIN = 'Copy the whole link again.';

/**
 * Packed characters as a share string (or a game link's string): the version prefix, then
 * lz-string of them and their check.
 */
export function wrapPayload(chars: string, version: string): string {
  return version + compressToEncodedURIComponent(chars + String.fromCharCode(checksum(chars)));
}

/**
 * A 16-bit check (FNV-1a, folded) over the packed characters, so that a mistyped or cut-off
 * string is refused instead of quietly showing some other position.
 */
function checksum(chars: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < chars.length; i++) h = Math.imul(h ^ chars.charCodeAt(i), 0x01000193) >>> 0;
  return (h ^ (h >>> 16)) & 0xffff;
}

/**
 * Why `input` cannot be a link's string at all, by its length and characters alone (it is never
 * quoted: a hostile one holds percent-encoding or worse); null when it could be one.
 */
export function shapeProblem(input: unknown, noun: string): string | null {
  if (typeof input !== 'string' || input.length === 0)
    return `This ${noun} holds nothing: it was cut off. ${COPY_AGAIN}`;
  if (input.length > MAX_SHARE_LENGTH) {
    return `That is too long to be a ${noun} (${input.length.toLocaleString('en')} characters; a ${noun} has at most ${MAX_SHARE_LENGTH.toLocaleString('en')}).`;
  }
  if (!SHARE_ALPHABET.test(input)) {
    return `This ${noun} is damaged: it holds characters no link of this site has. ${COPY_AGAIN}`;
  }
  return null;
}

/**
 * The packed characters of a string `wrapPayload` wrote, after every check that needs no
 * unpacking: its shape, a capped decompression, the exact string and the check character. Its
 * prefix is the caller's to judge (prefixes.ts names the game and kind of a string it does not
 * want). `noun` names the string in the messages ("position link", "game link").
 */
export function unwrapPayload(
  input: string,
  { noun, maxChars }: { noun: string; maxChars: number },
): Result<{ chars: string }> {
  const shape = shapeProblem(input, noun);
  if (shape !== null) return failure(shape);
  const damaged = failure(`This ${noun} is damaged: part of it is missing or changed. ${COPY_AGAIN}`);
  const chars = decompressCapped(input.slice(1), maxChars);
  if (chars === null || chars.length < 2) return damaged;
  // lz-string forgives a missing end marker or trailing junk; the string must be exactly what
  // the encoder wrote.
  if (compressToEncodedURIComponent(chars) !== input.slice(1)) {
    return failure(`This ${noun} is damaged: it is cut short or has extra characters. ${COPY_AGAIN}`);
  }
  const body = chars.slice(0, -1);
  if (checksum(body) !== chars.charCodeAt(chars.length - 1)) return damaged;
  return { ok: true, chars: body };
}
