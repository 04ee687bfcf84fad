// lz-string's decompressFromEncodedURIComponent with a cap on the output. lz-string's dictionary
// lets a 2 000-character string decompress to most of a million characters (each code may repeat
// the longest entry so far), which cost the page a second before any check could refuse it. This
// is lz-string 1.5's algorithm, stopping as soon as the output would pass `maxChars`.

const URI_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$';
/** Each character's 6-bit value by character code; other characters read as 0, as in lz-string. */
const VALUE = new Uint8Array(128);
for (let i = 0; i < URI_ALPHABET.length; i++) VALUE[URI_ALPHABET.charCodeAt(i)] = i;
const valueAt = (input: string, i: number): number => {
  const c = i < input.length ? input.charCodeAt(i) : 0;
  return c < 128 ? VALUE[c]! : 0;
};

/**
 * The decompressed text; null when the input is damaged or would decompress to more than
 * `maxChars` characters; "" where lz-string gives "" (an early end marker, or input cut short).
 */
export function decompressCapped(input: string, maxChars: number): string | null {
  let index = 0; // the input character being read, 6 bits to a character
  let value = valueAt(input, 0);
  let mask = 32;
  const read = (bits: number): number => {
    let out = 0;
    for (let p = 0; p < bits; p++) {
      if (value & mask) out |= 1 << p;
      mask >>= 1;
      if (mask === 0) {
        mask = 32;
        value = valueAt(input, ++index); // past the end reads zeros, as in lz-string
      }
    }
    return out;
  };

  const literal = (code: number): string => String.fromCharCode(read(code === 0 ? 8 : 16));
  const first = read(2);
  if (first === 2) return '';
  if (first === 3) return null;
  const dictionary: string[] = ['', '', ''];
  let dictSize = 4;
  let numBits = 3;
  let enlargeIn = 4;
  let w = literal(first);
  dictionary[3] = w;
  const out = [w];
  let total = 1;
  const grow = (): void => {
    if (--enlargeIn === 0) enlargeIn = 2 ** numBits++;
  };
  for (;;) {
    if (index + 1 > input.length) return '';
    let code = read(numBits);
    if (code === 2) return out.join('');
    if (code < 2) {
      dictionary[dictSize++] = literal(code);
      code = dictSize - 1;
      grow();
    }
    const entry = dictionary[code] ?? (code === dictSize ? w + w[0] : null);
    if (entry === null) return null;
    total += entry.length;
    if (total > maxChars) return null;
    out.push(entry);
    dictionary[dictSize++] = w + entry[0];
    grow();
    w = entry;
  }
}
