// Vacuum's PNG saves: the shared PNG save (codec/png-save.ts) holding Vacuum's save JSON (save.ts)
// under `vacuum-save`.
import { pngWithText } from '../../../codec/png-save';
import { readPngText, type PngTextLimits } from '../../../codec/png-text';
import { saveTag } from '../../../core/game-name';
import { MAX_SAVE_FILE_BYTES } from '../../../codec/save-file-kind';
import { decodeSaveJson, encodeSaveJson, MAX_SAVE_CHARS, type Save, type SaveResult } from './save';

/** The tEXt keyword the save is stored under. */
export const SAVE_KEYWORD = saveTag('vacuum');
const LIMITS: PngTextLimits = {
  maxFileBytes: MAX_SAVE_FILE_BYTES,
  maxChunks: 1_000,
  maxPixels: 16 * 1024 * 1024,
  maxTextBytes: MAX_SAVE_CHARS,
};

/** The save as a PNG: the given picture (PNG bytes) with the save embedded. */
export const encodeSavePng = (picture: Uint8Array, save: Save): Uint8Array =>
  pngWithText(picture, SAVE_KEYWORD, encodeSaveJson(save));

/** Reads a PNG save. Never throws: a damaged or foreign file gives a message and no game. */
export function decodeSavePng(bytes: Uint8Array): SaveResult {
  if (!(bytes instanceof Uint8Array)) return { ok: false, error: 'This file is not a PNG picture.' };
  const text = readPngText(bytes, SAVE_KEYWORD, LIMITS);
  return text.ok ? decodeSaveJson(text.text) : text;
}
