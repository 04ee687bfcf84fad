// Bit packing for share strings: a writer and a reader that never reads past its end.

/** Thrown by BitReader on malformed data; the share decoder turns it into a message. */
export class BitsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BitsError';
  }
}

/** Each string character carries 16 bits: lz-string codes a 16-bit literal nearly as cheaply as an 8-bit one. */
const CHAR_BITS = 16;

export class BitWriter {
  private bits: number[] = [];

  get length(): number {
    return this.bits.length;
  }

  /** `value` (0 ≤ value < 2^width) as `width` bits, most significant first. */
  uint(value: number, width: number): void {
    for (let i = width - 1; i >= 0; i--) this.bits.push(Math.floor(value / 2 ** i) % 2);
  }

  bool(value: boolean): void {
    this.bits.push(value ? 1 : 0);
  }

  /**
   * Exp-Golomb code of order k: small values are short, any value fits. With order k the values
   * below 2^k take k + 1 bits.
   */
  golomb(value: number, k = 0): void {
    const q = Math.floor(value / 2 ** k) + 1;
    let width = 1;
    while (2 ** width <= q) width++;
    this.uint(0, width - 1);
    this.uint(q, width);
    this.uint(value % 2 ** k, k);
  }

  append(other: BitWriter): void {
    for (const b of other.bits) this.bits.push(b);
  }

  /** The bits as a string of 16-bit characters, the last one padded with zeros. */
  toChars(): string {
    let out = '';
    for (let i = 0; i < this.bits.length; i += CHAR_BITS) {
      let code = 0;
      for (let j = 0; j < CHAR_BITS; j++) code = code * 2 + (this.bits[i + j] ?? 0);
      out += String.fromCharCode(code);
    }
    return out;
  }
}

/** Exp-Golomb prefixes longer than this cannot come from our writer (values stay below 2^40). */
const MAX_GOLOMB_ZEROS = 40;

export class BitReader {
  private at = 0;
  private readonly total: number;

  constructor(private readonly chars: string) {
    this.total = chars.length * CHAR_BITS;
  }

  private bit(): number {
    if (this.at >= this.total) throw new BitsError('it ends too early');
    const code = this.chars.charCodeAt(Math.floor(this.at / CHAR_BITS));
    const b = (code >> (CHAR_BITS - 1 - (this.at % CHAR_BITS))) & 1;
    this.at++;
    return b;
  }

  uint(width: number): number {
    let v = 0;
    for (let i = 0; i < width; i++) v = v * 2 + this.bit();
    return v;
  }

  bool(): boolean {
    return this.bit() === 1;
  }

  golomb(k = 0): number {
    let zeros = 0;
    while (this.bit() === 0) {
      if (++zeros > MAX_GOLOMB_ZEROS) throw new BitsError('a number is impossibly large');
    }
    const q = 2 ** zeros + this.uint(zeros);
    return (q - 1) * 2 ** k + this.uint(k);
  }

  /** Bits not read yet (the last character's padding included). */
  get left(): number {
    return this.total - this.at;
  }

  /** Only the zero padding of the last character may be left unread. */
  finish(): void {
    if (this.total - this.at >= CHAR_BITS) throw new BitsError('it has extra data at the end');
    while (this.at < this.total) if (this.bit() !== 0) throw new BitsError('it has extra data at the end');
  }
}

/**
 * A subset of `universe` positions (sorted): the count, then the gaps between members in an
 * exp-Golomb code whose order (0–3) the writer picks to suit the density.
 */
export function writeSubset(w: BitWriter, members: readonly number[]): void {
  w.golomb(members.length);
  let best: BitWriter | null = null;
  for (let k = 0; k < 4; k++) {
    const trial = new BitWriter();
    trial.uint(k, 2);
    let next = 0;
    for (const m of members) (trial.golomb(m - next, k), (next = m + 1));
    if (best === null || trial.length < best.length) best = trial;
  }
  w.append(best!);
}

export function readSubset(r: BitReader, universe: number): number[] {
  const count = r.golomb();
  if (count > universe) throw new BitsError('a list of squares is too long');
  const k = r.uint(2);
  const members: number[] = [];
  let next = 0;
  for (let i = 0; i < count; i++) {
    const m = next + r.golomb(k);
    if (m >= universe) throw new BitsError('a square lies off the board');
    members.push(m);
    next = m + 1;
  }
  return members;
}
