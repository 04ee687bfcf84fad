// Any game's share strings (`#p=`): its position bits (its GameShare) inside the shared envelope
// behind its position prefix. Decoding never throws: a string of another game is named, a damaged
// one refused, and a position the game's rules would refuse is refused with their reason.
import type { GameShare } from '../core/module';
import { failure, type Result } from '../core/result';
import { BitReader, BitsError, BitWriter } from './bits';
import { KIND_WORDS, unwrapString } from './prefixes';
import { wrapPayload } from './share';

/** Packed characters (16 bits each) a position may decompress to; longer output is refused while decompressing. */
const MAX_POSITION_CHARS = 1_000;
const NOUN = KIND_WORDS.position;

export function encodePositionLink<G>(share: GameShare<G, unknown>, game: G): string {
  const w = new BitWriter();
  share.writePosition(w, game);
  return wrapPayload(w.toChars(), share.positionPrefix);
}

export function decodePositionLink<G>(share: GameShare<G, unknown>, input: string): Result<{ game: G }> {
  const body = unwrapString(input, { prefix: share.positionPrefix, kind: 'position', maxChars: MAX_POSITION_CHARS });
  if (!body.ok) return body;
  try {
    const r = new BitReader(body.chars);
    const read = share.readPosition(r);
    r.finish();
    return read.ok
      ? { ok: true, game: read.game }
      : failure(`This ${NOUN} holds a position that cannot occur: ${read.error}.`);
  } catch (e) {
    return failure(`This ${NOUN} is damaged${e instanceof BitsError ? `: ${e.message}` : ''}.`);
  }
}
