// A game's save file as the player picks it: a PNG save (a picture of the board holding the save
// under the game's keyword) or the save's JSON itself, told apart by their content, not their name.
// Only the text is read here; decodeGameSave (game-save.ts) reads the game out of it.
import { saveTag } from '../core/game-name';
import { failure, type Result } from '../core/result';
import { MAX_GAME_SAVE_CHARS } from './game-save';
import { readPngText, type PngTextLimits } from './png-text';
import { hasPngSignature, MAX_SAVE_FILE_BYTES } from './save-file-kind';
import { saveRefusals } from './save-refusals';

export { MAX_SAVE_FILE_BYTES };

const LIMITS: PngTextLimits = {
  maxFileBytes: MAX_SAVE_FILE_BYTES,
  maxChunks: 1_000,
  maxPixels: 16 * 1024 * 1024,
  maxTextBytes: MAX_GAME_SAVE_CHARS,
};

/** The save text a file of game `id` holds, or why it holds none, in the player's words. */
export function saveFileText(id: string, bytes: Uint8Array): Result<{ text: string }> {
  if (bytes.length > MAX_SAVE_FILE_BYTES) return failure(saveRefusals(id).tooLarge);
  if (hasPngSignature(bytes)) return readPngText(bytes, saveTag(id), LIMITS);
  return { ok: true, text: new TextDecoder().decode(bytes) };
}
