// PNG saves: a picture of the board with the save's JSON in a tEXt chunk. fast-png reads and
// writes the chunks and checks their CRCs (docs/formats.md says why this library).
import { decode, encode, hasPngSignature } from 'fast-png';
import { decodeSaveJson, encodeSaveJson, type Save, type SaveResult } from './save';

/** The tEXt keyword the save is stored under. */
export const SAVE_KEYWORD = 'vacuum-save';
const MAX_PNG_BYTES = 32 * 1024 * 1024;
/** A board picture is a few million pixels at most; more is refused before anything is inflated. */
const MAX_PIXELS = 16 * 1024 * 1024;

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
  const fail = (error: string): SaveResult => ({ ok: false, error });
  if (!(bytes instanceof Uint8Array) || bytes.length > MAX_PNG_BYTES) return fail('This file is too large to be a Vacuum save.');
  if (!hasPngSignature(bytes)) return fail('This file is not a PNG picture.');
  if (pixelCount(bytes) > MAX_PIXELS) return fail('This picture is too large to be a Vacuum save.');
  let text: Record<string, string>;
  try {
    text = decode(bytes, { checkCrc: true }).text;
  } catch {
    return fail('This PNG file is damaged.');
  }
  const json = text[SAVE_KEYWORD];
  if (json === undefined) return fail('This picture holds no Vacuum save.');
  return decodeSaveJson(json);
}

/**
 * Width × height from the IHDR chunk, which the PNG standard puts first, right after the
 * 8-byte signature (width at byte 16, height at byte 20). Checked before decoding so that a
 * small file claiming a huge image cannot make the decoder allocate gigabytes.
 */
function pixelCount(bytes: Uint8Array): number {
  if (bytes.length < 24) return 0;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return view.getUint32(16) * view.getUint32(20);
}
