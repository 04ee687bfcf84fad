// What every game's hostile-input generators share (test/games/<id>/hostile.ts): seeded picks,
// random characters, makers cycled to a count, damaged copies of a valid share string, and the
// rules' throw of a refusal read as a failure Result for the fuzzing table.
import lzString from 'lz-string';
import { MAX_SHARE_LENGTH } from '../../src/codec/share';
import type { Hostile } from '../codec/hostile';
import { Refusal } from '../../src/online/server/hosted';

const { compressToEncodedURIComponent, decompressFromEncodedURIComponent } = lzString;

export type Random = () => number;
export type Maker<T> = [category: string, make: () => T];

export const int = (random: Random, n: number): number => Math.floor(random() * n);
export const pick = <T>(random: Random, xs: readonly T[]): T => xs[int(random, xs.length)]!;
export const chars = (random: Random, alphabet: string, n: number): string =>
  Array.from({ length: n }, () => alphabet[int(random, alphabet.length)]).join('');
export const unicode = (random: Random, n: number): string =>
  String.fromCharCode(...Array.from({ length: n }, () => int(random, 0x10000)));
export const SHARE_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$';

/** `count` inputs, cycling through the makers. */
export function cycle<T>(count: number, makers: readonly Maker<T>[]): Hostile<T>[] {
  return Array.from({ length: count }, (_, i) => {
    const [category, make] = makers[i % makers.length]!;
    return { category, input: make() };
  });
}

/** Damaged copies of a valid string: cut short, characters changed, a payload bit flipped (check kept wrong). */
export function damaged(random: Random, valid: () => string): Maker<string>[] {
  return [
    [
      'truncated',
      () => {
        const s = valid();
        return s.slice(0, int(random, s.length));
      },
    ],
    [
      'characters changed',
      () => {
        const s = [...valid()];
        for (let n = 1 + int(random, 3); n > 0; n--) {
          const i = 1 + int(random, s.length - 1);
          s[i] = pick(random, SHARE_CHARS.replace(s[i]!, '').split(''));
        }
        return s.join('');
      },
    ],
    [
      'payload bit flipped',
      () => {
        const s = valid();
        const body = decompressFromEncodedURIComponent(s.slice(1))!;
        const i = int(random, body.length);
        const flipped = String.fromCharCode(body.charCodeAt(i) ^ (1 << int(random, 16)));
        return s[0] + compressToEncodedURIComponent(body.slice(0, i) + flipped + body.slice(i + 1));
      },
    ],
  ];
}

/** A string of share characters longer than any share string, behind `prefix`. */
export const enormous = (random: Random, prefix: string): string =>
  prefix + chars(random, SHARE_CHARS, MAX_SHARE_LENGTH + int(random, 200_000));

/** The rules' throw of a refusal as a failure Result, for the fuzzing table: only `errorClass` with a message counts. */
export function refusalOf(run: () => unknown, errorClass: new (message: string) => Error) {
  try {
    run();
    return { ok: true as const };
  } catch (e) {
    if (e instanceof errorClass && e.message.length > 0) return { ok: false as const, error: e.message };
    throw e;
  }
}

/** A room's refusal of an input as a failure Result, for the fuzzing table: only a Refusal with a message counts. */
export function roomRefusal(run: () => unknown) {
  try {
    run();
    return { ok: true as const };
  } catch (e) {
    if (e instanceof Refusal && e.message.length > 0) return { ok: false as const, error: e.message };
    throw e;
  }
}
