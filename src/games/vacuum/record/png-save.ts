// PNG saves: a picture of the board with the save's JSON in a tEXt chunk. Saving re-encodes our
// own canvas picture with fast-png; loading reads only the chunks (png-text.ts) and never decodes
// the pixels of a file it was handed (docs/formats.md says why).
import { decode, encode } from 'fast-png';
import { readPngText, type PngTextLimits } from '../../../codec/png-text';
import {
  decodeSaveJson,
  encodeSaveJson,
  MAX_SAVE_CHARS,
  MAX_SAVE_FILE_BYTES,
  type Save,
  type SaveResult,
} from './save';

/** The tEXt keyword the save is stored under. */
export const SAVE_KEYWORD = 'vacuum-save';
const LIMITS: PngTextLimits = {
  maxFileBytes: MAX_SAVE_FILE_BYTES,
  maxChunks: 1_000,
  maxPixels: 16 * 1024 * 1024,
  maxTextBytes: MAX_SAVE_CHARS,
};

/**
 * The save as a PNG: the given picture (PNG bytes, e.g. a canvas snapshot) with the save
 * embedded. Throws if `picture` is not a readable PNG, which is a bug in the caller.
 */
export function encodeSavePng(picture: Uint8Array, save: Save): Uint8Array {
  const image = decode(picture);
  return encode({
    width: image.width,
    height: image.height,
    data: image.data,
    depth: image.depth,
    channels: image.channels,
    ...(image.palette ? { palette: image.palette } : {}),
    ...(image.transparency ? { transparency: image.transparency } : {}),
    text: { ...image.text, [SAVE_KEYWORD]: encodeSaveJson(save) },
  });
}

/** Reads a PNG save. Never throws: a damaged or foreign file gives a message and no game. */
export function decodeSavePng(bytes: Uint8Array): SaveResult {
  if (!(bytes instanceof Uint8Array)) return { ok: false, error: 'This file is not a PNG picture.' };
  const text = readPngText(bytes, SAVE_KEYWORD, LIMITS);
  return text.ok ? decodeSaveJson(text.text) : text;
}
