// PNG saves, for every game: a picture of the board with the game's save text in a tEXt chunk under
// the game's save keyword (png-text.ts). Writing re-encodes our own canvas picture with fast-png;
// reading goes through png-text.ts only, which walks the chunks and never decodes the pixels of a
// file it was handed (docs/formats.md says why).
import { decode, encode } from 'fast-png';

/**
 * `picture` (PNG bytes, e.g. a canvas snapshot) with `text` stored under `keyword`. Throws if
 * `picture` is not a readable PNG, which is a bug in the caller.
 */
export function pngWithText(picture: Uint8Array, keyword: string, text: string): Uint8Array {
  const image = decode(picture);
  return encode({
    width: image.width,
    height: image.height,
    data: image.data,
    depth: image.depth,
    channels: image.channels,
    ...(image.palette ? { palette: image.palette } : {}),
    ...(image.transparency ? { transparency: image.transparency } : {}),
    text: { ...image.text, [keyword]: text },
  });
}
