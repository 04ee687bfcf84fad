// Share strings of any game (src/codec/position-link.ts), tried with Pressure's bits: a string of
// another game is named, a damaged one refused with a message, and nothing throws.
import { describe, expect, it } from 'vitest';
import lzString from 'lz-string';
import { newGame } from '../../src/games/pressure/rules/index';
import { pressureShare } from '../../src/games/pressure/share';
import { decodePositionLink, encodePositionLink } from '../../src/codec/position-link';
import { BitWriter } from '../../src/codec/bits';
import { MAX_SHARE_LENGTH, wrapPayload } from '../../src/codec/share';
import { encodeShare } from '../../src/games/vacuum/share';
import { newGame as newVacuumGame } from '../../src/games/vacuum/rules/index';

const { compressToEncodedURIComponent } = lzString;
const decode = (input: string) => decodePositionLink(pressureShare, input);
const error = (input: string): string => {
  const read = decode(input);
  if (read.ok) throw new Error(`accepted ${input}`);
  return read.error;
};
const start = encodePositionLink(pressureShare, newGame());

describe('position links', () => {
  it("name the game of another game's position link", () => {
    expect(error(encodeShare(newVacuumGame({ players: 2 })))).toBe(
      'That is a Vacuum position link, not a Pressure position link: open it on the Vacuum page.',
    );
  });

  it('say when a game link is pasted where a position is wanted', () => {
    expect(error(`Q${start.slice(1)}`)).toBe('That is a Pressure game link, not a position link.');
  });

  it("call a damaged string damaged, though it starts with another game's prefix", () => {
    expect(error('garbage')).toBe('That is not a Pressure position link: it is damaged, or was not copied completely.');
    expect(error(encodeShare(newVacuumGame({ players: 2 })).slice(0, -3))).toMatch(/it is damaged/);
  });

  it('refuse a string of no game of the house by its first character', () => {
    expect(error(`Z${start.slice(1)}`)).toBe(
      'That is not a Pressure position link: it is damaged, or was made by a newer version of the site.',
    );
  });

  it('never quote percent-encoding or characters no link has', () => {
    for (const input of ['%E0%A4%A', '<script>alert(1)</script>', 'ü€😀'])
      expect(error(input)).toBe(
        'This position link is damaged: it holds characters no link of this site has. Copy the whole link again.',
      );
  });

  it('refuse empty, huge, foreign-alphabet, cut, changed and padded strings with a message', () => {
    expect(error('')).toMatch(/holds nothing/);
    expect(error(`P${'A'.repeat(MAX_SHARE_LENGTH)}`)).toMatch(/too long/);
    expect(error('A'.repeat(200_000))).toBe(
      'That is too long to be a position link (200,000 characters; a position link has at most 2,000).',
    );
    expect(error('P a b')).toMatch(/characters no link of this site has/);
    expect(error(start.slice(0, -3))).toMatch(/damaged/);
    expect(error(start.slice(0, 5) + (start[5] === 'A' ? 'B' : 'A') + start.slice(6))).toMatch(/damaged/);
    expect(error(`P${compressToEncodedURIComponent('\u1234\u5678')}`)).toMatch(/damaged/);
    expect(error(wrapPayload(`${'\uffff'.repeat(8)}`, 'P'))).toMatch(/damaged: a square holds an unknown kind/);
    const w = new BitWriter();
    pressureShare.writePosition(w, newGame());
    expect(error(wrapPayload(`${w.toChars()}\u0001`, 'P'))).toMatch(/damaged: it has extra data/);
  });

  it('refuse what is not text at all, without throwing', () => {
    for (const input of [null, undefined, 7, {}] as unknown as string[]) expect(decode(input).ok).toBe(false);
  });
});
