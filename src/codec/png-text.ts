// Reading one text entry out of a PNG file without decoding its picture: a walk over the chunks
// (each one's length and CRC checked), then the entry's text, inflated with a cap when it is
// compressed. Every size is checked before the work it would cost, so a hostile file is refused in
// milliseconds with flat memory (docs/formats.md, "PNG saves").
import { type Result } from '../core/result';
import { gameName, gameOfSaveTag } from '../core/game-name';
import { saveRefusals } from './save-refusals';
import { Unzlib } from 'fflate';
import { hasPngSignature, PNG_SIGNATURE } from './save-file-kind';

export type PngTextResult = Result<{ text: string }>;

export interface PngTextLimits {
  /** Larger files are refused unread. */
  maxFileBytes: number;
  /** More chunks than this are refused (a canvas picture has a handful). */
  maxChunks: number;
  /** Width × height above this is refused (the picture is never decoded, but no save is this big). */
  maxPixels: number;
  /** The entry's text, after inflating, may not be longer. */
  maxTextBytes: number;
}

const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** The CRC-32 of the PNG standard over `bytes[from, to)`. */
function crc32(bytes: Uint8Array, from: number, to: number): number {
  let c = 0xffffffff;
  for (let i = from; i < to; i++) c = CRC_TABLE[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

class PngTextError extends Error {}

const CUT_SHORT = 'This picture is damaged: it is cut short. Was it downloaded completely?';

/**
 * The text stored under `keyword` (a game's save keyword) in a tEXt, zTXt or iTXt chunk. Refuses a
 * file that is not a well-formed PNG (signature, IHDR first and only once, every chunk inside the
 * file with a correct CRC, IEND at the end), that breaks a limit, or that holds the keyword twice or
 * not at all; a picture holding another game's save says which game it is.
 */
export function readPngText(bytes: Uint8Array, keyword: string, limits: PngTextLimits): PngTextResult {
  try {
    return { ok: true, text: findText(bytes, keyword, limits) };
  } catch (e) {
    if (e instanceof PngTextError) return { ok: false, error: e.message };
    return { ok: false, error: 'This picture is damaged.' };
  }
}

function findText(bytes: Uint8Array, keyword: string, limits: PngTextLimits): string {
  const refuse = (why: string): never => {
    throw new PngTextError(why);
  };
  const damaged = (why: string): never => refuse(`This picture is damaged: ${why}.`);
  const id = gameOfSaveTag(keyword) ?? 'game';
  const game = gameName(id);
  const says = saveRefusals(id);
  if (bytes.length > limits.maxFileBytes) refuse(says.tooLarge);
  if (!hasPngSignature(bytes)) refuse('This file is not a PNG picture.');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = PNG_SIGNATURE.length;
  let chunks = 0;
  let found: string | null = null;
  let otherTag: string | null = null;
  for (;;) {
    if (at + 12 > bytes.length) refuse(CUT_SHORT);
    const length = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    const data = at + 8;
    if (length > bytes.length - data - 4) refuse(CUT_SHORT);
    if (++chunks > limits.maxChunks) refuse(`This picture has far more parts (chunks) than a ${game} save.`);
    if (crc32(bytes, at + 4, data + length) !== view.getUint32(data + length)) damaged('part of it was changed');
    if ((chunks === 1) !== (type === 'IHDR'))
      damaged(chunks === 1 ? 'it does not start as a picture does' : 'it holds a second picture');
    if (type === 'IHDR') {
      if (length !== 13) damaged('it does not start as a picture does');
      if (view.getUint32(data) * view.getUint32(data + 4) > limits.maxPixels)
        refuse(`This picture is too large to be a ${game} save.`);
    }
    if (type === 'IEND') break;
    const body = bytes.subarray(data, data + length);
    const isText = type === 'tEXt' || type === 'zTXt' || type === 'iTXt';
    const text = isText ? textOf(type, body, keyword, limits.maxTextBytes, game, refuse) : null;
    if (text !== null) {
      if (found !== null) refuse(`This picture holds two ${game} saves, so neither can be trusted.`);
      found = text;
    } else if (isText) {
      const key = latin1(body.subarray(0, Math.max(0, body.indexOf(0))));
      if (gameOfSaveTag(key) !== null) otherTag ??= key;
    }
    at = data + length + 4;
  }
  const other = found === null && otherTag !== null ? says.ofTag(otherTag, 'This picture holds') : null;
  if (other !== null) refuse(other);
  return found ?? refuse('This picture holds no saved game: pick a picture of the board that this site saved.');
}

/** The chunk's text if it is stored under `keyword`, else null. */
function textOf(
  type: string,
  body: Uint8Array,
  keyword: string,
  maxBytes: number,
  game: string,
  refuse: (why: string) => never,
): string | null {
  const nul = body.indexOf(0);
  if (nul !== keyword.length || latin1(body.subarray(0, nul)) !== keyword) return null;
  const damaged = (): never => refuse('The saved game in this picture is damaged.');
  const tooLarge = (): never => refuse(`The saved game in this picture is too large to be a ${game} save.`);
  let rest = body.subarray(nul + 1);
  if (type === 'tEXt') {
    if (rest.length > maxBytes) tooLarge();
    return latin1(rest);
  }
  if (type === 'zTXt') {
    if (rest[0] !== 0) damaged(); // compression method 0 (zlib) is the only one
    return latin1(inflateCapped(rest.subarray(1), maxBytes, damaged, tooLarge));
  }
  // iTXt: compression flag, method, language tag, translated keyword, then UTF-8 text.
  const compressed = rest[0];
  if ((compressed !== 0 && compressed !== 1) || (compressed === 1 && rest[1] !== 0)) damaged();
  rest = rest.subarray(2);
  for (let field = 0; field < 2; field++) {
    const end = rest.indexOf(0);
    if (end < 0) damaged();
    rest = rest.subarray(end + 1);
  }
  if (compressed === 0 && rest.length > maxBytes) tooLarge();
  const utf8 = compressed === 1 ? inflateCapped(rest, maxBytes, damaged, tooLarge) : rest;
  return new TextDecoder('utf-8').decode(utf8);
}

const latin1 = (bytes: Uint8Array): string => new TextDecoder('latin1').decode(bytes);

/** Input is fed in slices this small, so no single step can inflate more than about 64 KB. */
const FEED = 64;
/** Text (JSON, position text) deflates 5 to 20-fold; a deflate bomb a thousandfold. */
const MAX_RATIO = 250;
const FREE_BYTES = 64 * 1024;

/**
 * zlib data inflated, refused as soon as the output passes `maxBytes`, or grows far faster than
 * text can (a deflate bomb): so a bomb costs a hundred kilobytes of work, not the cap's megabyte.
 */
function inflateCapped(data: Uint8Array, maxBytes: number, damaged: () => never, tooLarge: () => never): Uint8Array {
  const parts: Uint8Array[] = [];
  let total = 0;
  let fed = 0;
  let ended = false;
  const stream = new Unzlib((chunk, final) => {
    total += chunk.length;
    if (total > maxBytes || total > FREE_BYTES + MAX_RATIO * fed) tooLarge();
    parts.push(chunk);
    ended ||= final;
  });
  try {
    for (; fed < data.length;) {
      const slice = data.subarray(fed, fed + FEED);
      fed += slice.length;
      stream.push(slice, fed >= data.length);
    }
  } catch (e) {
    if (e instanceof PngTextError) throw e;
    damaged();
  }
  if (!ended) damaged();
  const out = new Uint8Array(total);
  let at = 0;
  for (const p of parts) (out.set(p, at), (at += p.length));
  return out;
}
