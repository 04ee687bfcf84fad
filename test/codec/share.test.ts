import { describe, expect, it } from 'vitest';
import lzString from 'lz-string';
import {
  formatPosition,
  newGame,
  parsePosition,
  parseSquare,
  play,
  type Game,
} from '../../src/games/vacuum/rules/index';
import { MAX_SHARE_LENGTH } from '../../src/codec/share';
import { decodeShare, encodeShare } from '../../src/games/vacuum/share';
import { parseShareInput, readHashPosition, shareLink } from '../../src/games/vacuum/record/link';
import { benchPositions } from '../../bench/positions';
import { seededRandom } from '../../src/util/random';
import { arbitraryPosition, randomGamePositions } from './positions';
import { hostileLoadPosition, hostileShareStrings, refusedWithMessage } from './hostile';

// lz-string is a CommonJS module: Node's ESM loader sees only its default export.
const { compressToEncodedURIComponent } = lzString;

function roundTrip(game: Game): string {
  const result = decodeShare(encodeShare(game));
  if (!result.ok) throw new Error(`${result.error}\n${formatPosition(game)}`);
  return formatPosition(result.game);
}

const sq = (name: string): number => parseSquare(name)!;

describe('share strings: round trip', () => {
  it('keeps every benchmark position unchanged', () => {
    const positions = benchPositions();
    expect(positions.length).toBeGreaterThan(0);
    for (const { game } of positions) expect(roundTrip(game)).toBe(formatPosition(game));
  });

  it('keeps every position of seeded random 2-, 3- and 4-player games unchanged', () => {
    for (const game of randomGamePositions(6, 220)) expect(roundTrip(game)).toBe(formatPosition(game));
  }, 30_000); // about a second alone; generous for a busy machine

  it('keeps arbitrary valid positions unchanged: odd terrain, neutral pieces, every stage, cooldowns, huge numbers', () => {
    const random = seededRandom(41);
    for (let i = 0; i < 1500; i++) {
      const game = arbitraryPosition(random);
      expect(roundTrip(game)).toBe(formatPosition(game));
    }
  }, 30_000);
});

describe('share strings already shared', () => {
  // Written by the encoder before share strings were read into position records: the bit format
  // must not change, or links people have already sent stop working.
  const written: Record<string, string> = {
    'boulder-endgame': '1kgIiwixTwIrbaNVKi3uYxLSH0SQikSA63w92aGtHw2vuENXwLuqAAB4Ji4QA',
    'crowded-2p':
      '1ISCwhKTgjsko-XeEtehbX4W3rCqMoHaTBLIIRhbBu0oahhD+gYAd2gSCmAQbYDBygwoqC2boHXbgfwmA-o4CncgWbWBCO4AACgBxpA',
    'crowded-4p':
      '1iwFjsETEAY79CJe1hV6oX3WF6-w1rqFJfQAZOHZgQZsCHZUwR0eDdNYKMogaPSBVqoLIIgOpOBYFYLIvgasqCVRIBwegUdWBmUYFkVgjsWD-6oAwDQFrtgdHJAp3qBumUBXaIBAxwNlTgaEDAyKuAEVcBK3YAGVQFSyQA',
    opening: '1gCAgAiw1Z0A',
  };

  it('still decode to the same positions, and encoding writes them unchanged', () => {
    const positions = benchPositions();
    expect(positions.map((p) => p.name).sort()).toEqual(Object.keys(written).sort());
    for (const { name, game } of positions) {
      const result = decodeShare(written[name]!);
      expect(result.ok && formatPosition(result.game), name).toBe(formatPosition(game));
      expect(encodeShare(game), name).toBe(written[name]);
    }
  });

  it('still decode a position with neutral pieces, odd terrain and a boulder chain', () => {
    const old =
      '1kpFhDeQWQYjQuCNLhSjIY4+FE6wTPKET2wUeqAGTQdAmC-WwVfWBVVYC+vga9WBpYoPr7gJy6CwU4LKDgmcGA4iYBlIggxmCdPYGByg0HaBQcYGS7QEuGgSMpAIDaBZgUDZgYAxEQEkkgSQdAyA6AMg0DkOIEoMQAyMgNFJAyCyABlEBGwYCRlQOU6gcVBATSSBKTkCogIFh2wAyDgCAZARAmAYlMAwJoBkkwFLZAACAaqFAA';
    const game = arbitraryPosition(seededRandom(5));
    const text = formatPosition(game);
    expect(text).toMatch(/^stage chain$/m);
    expect(text).toMatch(/N/);
    const result = decodeShare(old);
    expect(result.ok && formatPosition(result.game)).toBe(text);
  });
});

describe('share strings: format', () => {
  it('starts with the version prefix and uses only URL-safe characters', () => {
    const s = encodeShare(newGame({ players: 3 }));
    expect(s[0]).toBe('1');
    expect(s).toMatch(/^[A-Za-z0-9+$-]+$/);
  });

  it('makes a perimeter move or an emptied square cost a few characters, not a JSON object', () => {
    const start = newGame({ players: 2 });
    const moved = play(start, { kind: 'perimeterMove', from: sq('c2'), to: sq('c1') });
    expect(encodeShare(moved).length - encodeShare(start).length).toBeLessThanOrEqual(6);
    const one = play(start, { kind: 'vacuumMove', at: sq('f6') });
    expect(encodeShare(one).length - encodeShare(start).length).toBeLessThanOrEqual(4);
  });

  it('is much shorter than lz-string of the position text', () => {
    for (const { game } of benchPositions()) {
      expect(encodeShare(game).length).toBeLessThan(compressToEncodedURIComponent(formatPosition(game)).length / 2);
    }
  });

  it('does not carry the undo history: a shared position starts its turn afresh', () => {
    const g = play(newGame({ players: 2 }), { kind: 'vacuumMove', at: sq('f6') });
    const result = decodeShare(encodeShare(g));
    expect(result.ok && result.game.history.length).toBe(0);
  });
});

describe('share strings: bad input', () => {
  it('refuses an unknown version with a message', () => {
    const s = encodeShare(newGame({ players: 2 }));
    const result = decodeShare('7' + s.slice(1));
    expect(result).toEqual({
      ok: false,
      error: 'That is not a Vacuum position link: it is damaged, or was made by a newer version of the site.',
    });
  });

  it('refuses a valid string of an impossible position, saying what is wrong', () => {
    const g = parsePosition(formatPosition(newGame({ players: 2 })));
    const result = decodeShare(encodeShare({ ...g, current: 3 }));
    expect(result).toEqual({
      ok: false,
      error: expect.stringMatching(/cannot occur: white does not play in a 2-player game/),
    });
  });

  it('refuses a string whose lz-string output would be huge while decompressing it', () => {
    // 593 characters that lz-string expands to 100 000: the decoder stops after 1 000.
    const bomb = `1${lzString.compressToEncodedURIComponent('a'.repeat(100_000))}`;
    expect(bomb.length).toBeLessThan(MAX_SHARE_LENGTH);
    expect(decodeShare(bomb)).toEqual({ ok: false, error: expect.stringMatching(/is damaged: part of it is missing/) });
    expect(parseShareInput(`https://example.org/#p=${bomb}`)).toEqual({
      ok: false,
      error: expect.stringMatching(/is damaged: part of it is missing/),
    });
  });

  it('decompresses exactly what lz-string wrote', async () => {
    const { decompressCapped } = await import('../../src/codec/lz-capped');
    const random = seededRandom(8);
    for (let i = 0; i < 300; i++) {
      const text = String.fromCharCode(
        ...Array.from({ length: Math.floor(random() * 300) }, () => Math.floor(random() * (i % 2 ? 4 : 65_536))),
      );
      expect(decompressCapped(lzString.compressToEncodedURIComponent(text), 1_000)).toBe(
        text.length > 1_000 ? null : text,
      );
    }
  });

  it('refuses over-long input without reading it', () => {
    const result = decodeShare('1' + 'A'.repeat(MAX_SHARE_LENGTH));
    expect(result).toEqual({ ok: false, error: expect.stringMatching(/too long/) });
  });

  it('refuses every generated malformed string with a message and never throws', () => {
    const random = seededRandom(7);
    for (const { category, input } of hostileShareStrings(random, 1500)) {
      const result = decodeShare(input);
      expect(result.ok, `${category}: ${input.slice(0, 80)}`).toBe(false);
      if (!result.ok) expect(result.error.length).toBeGreaterThan(10);
    }
  });
});

describe('links and the Load Position box', () => {
  const game = play(newGame({ players: 2 }), { kind: 'vacuumMove', at: sq('e5') });
  const text = formatPosition(game);

  it('builds a link that replaces any fragment, and reads the position back from the hash', () => {
    const link = shareLink('https://example.org/vacuum/index.html#p=old', game);
    expect(link).toBe(`https://example.org/vacuum/index.html#p=${encodeShare(game)}`);
    const result = readHashPosition(new URL(link).hash);
    expect(result?.ok && formatPosition(result.game)).toBe(text);
  });

  it('ignores a hash without a position, and reports a damaged one', () => {
    expect(readHashPosition('')).toBeNull();
    expect(readHashPosition('#settings')).toBeNull();
    expect(readHashPosition('#p=1garbage')?.ok).toBe(false);
  });

  it('accepts a bare string, a link, a wrapped or percent-encoded string, and position text', () => {
    const s = encodeShare(game);
    const inputs = [
      s,
      `  ${s}\n`,
      shareLink('http://localhost:5173/', game),
      `${s.slice(0, 5)}\n${s.slice(5)}`,
      encodeURIComponent(s).replace(/\+/g, '%2B').replace(/\$/g, '%24'),
      text,
    ];
    for (const input of inputs) {
      const result = parseShareInput(input);
      expect(result.ok && formatPosition(result.game), input).toBe(text);
    }
  });

  it('refuses every generated hostile paste (inherited names, long links, long text) with a message', () => {
    for (const { category, input } of hostileLoadPosition(seededRandom(9), 200)) {
      expect(refusedWithMessage(parseShareInput(input)), `${category}: ${input.slice(0, 80)}`).toBe(true);
    }
    expect(Object.isFrozen(Object.prototype)).toBe(false);
  });

  it('explains what is wrong with bad pasted input', () => {
    expect(parseShareInput('   ')).toEqual({ ok: false, error: expect.stringMatching(/^The box is empty: paste/) });
    expect(parseShareInput('https://example.org/#q=1')).toEqual({
      ok: false,
      error: 'That link holds no position or game: copy one with Copy position link.',
    });
    expect(parseShareInput(text.replace('players 2', 'players 5'))).toEqual({
      ok: false,
      error: expect.stringMatching(/position text is not valid: line 2: players must be 2, 3 or 4/),
    });
    expect(parseShareInput('hello world').ok).toBe(false);
  });

  it('refuses position text naming what every object inherits (`stage __proto__`, `constructor`, …)', () => {
    for (const word of ['__proto__', 'constructor', 'toString']) {
      expect(parseShareInput(text.replace(/^stage .*$/m, `stage ${word}`))).toEqual({
        ok: false,
        error: expect.stringMatching(/line 4: unknown stage/),
      });
    }
    expect(Object.isFrozen(Object.prototype)).toBe(false);
  });

  it('quotes at most a short excerpt of what was pasted, however long', () => {
    const long = 'x'.repeat(3_000) + 'END';
    const start = formatPosition(newGame({ players: 2 }));
    const lines = start.split('\n');
    const variants = [
      ...lines
        .slice(0, 11)
        .map((line, i) => Object.assign([...lines], { [i]: `${line.split(' ')[0]} ${long}` }).join('\n')),
      start.replace('\n# ', `\n#${long} `), // a grid token
      start.replace('\n# ', `\n.${'R'.repeat(3_000)} `),
      long, // a bare share string
      `https://example.org/#p=${long}`,
    ];
    for (const input of variants) {
      const result = parseShareInput(input);
      if (result.ok) throw new Error(`accepted: ${input.slice(0, 80)}`);
      expect(result.error.length, result.error.slice(0, 200)).toBeLessThan(200);
      expect(result.error).not.toContain('END');
    }
  });
});
