// Pebble Rebel's position bits and whole-game strings: every position of seeded random games comes
// back exactly, its seed too (so a shared position draws what the game would have), a game string
// replays every draw, and bits of a position R13 would refuse are refused with its reason.
import { describe, expect, it } from 'vitest';
import { formatPosition, newGame, type Game } from '../../../src/games/pebble-rebel/rules/index';
import * as rules from '../../../src/games/pebble-rebel/rules/index';
import { pebbleRebelShare } from '../../../src/games/pebble-rebel/share';
import { BitWriter } from '../../../src/codec/bits';
import { decodePositionLink, encodePositionLink } from '../../../src/codec/position-link';
import { decodeGameString, encodeGameString } from '../../../src/codec/move-list';
import { wrapPayload } from '../../../src/codec/share';
import { randomGames } from './helpers';

/** The bits of a position, written by hand: squares (0 empty, 1–4 R B Y G), side, turn, seed, bag, hand, resigned. */
function shareOf(p: {
  cells: number[];
  side?: number;
  turn?: number;
  seed?: number;
  bag?: number[];
  hand?: number[];
  resigned?: number;
}): string {
  const w = new BitWriter();
  for (const c of p.cells) w.uint(c, 3);
  w.uint(p.side ?? 0, 1);
  w.golomb(p.turn ?? 0, 3);
  w.uint(p.seed ?? 0, 32);
  for (const n of p.bag ?? [12, 12, 12, 12]) w.uint(n, 4);
  w.uint((p.hand ?? []).length, 5);
  for (const c of p.hand ?? []) w.uint(c, 2);
  w.uint(p.resigned ?? 0, 2);
  return wrapPayload(w.toChars(), 'R');
}

/** The start's squares as cell numbers. */
const START = newGame().board.map((s) => (s === null ? 0 : 'RBYG'.indexOf(s) + 1));

const read = (s: string) => decodePositionLink(pebbleRebelShare, s);

describe('Pebble Rebel share strings', () => {
  it("use Pebble Rebel's own prefixes, R for positions and S for games", () => {
    expect([pebbleRebelShare.positionPrefix, pebbleRebelShare.gamePrefix]).toEqual(['R', 'S']);
    expect(encodePositionLink(pebbleRebelShare, newGame())[0]).toBe('R');
  });

  it('bring back every position of seeded random games with its seed, bag and hand', () => {
    let positions = 0;
    for (const { games } of randomGames(6, 21)) {
      for (const game of games) {
        const back = read(encodePositionLink(pebbleRebelShare, game));
        expect(back.ok && formatPosition(back.game)).toBe(formatPosition(game));
        positions++;
      }
    }
    expect(positions).toBeGreaterThan(100);
  });

  it('read the bits written by hand for the start, and carry a seed to its draws', () => {
    const back = read(shareOf({ cells: START, seed: 4294967295 }));
    expect(back.ok && formatPosition(back.game)).toBe(formatPosition(newGame({ seed: 4294967295 })));
  });

  it('keep whole games short and replay every draw: the seed travels in the start', () => {
    for (const { games, actions } of randomGames(4, 22)) {
      const start: Game = games[0]!;
      const text = encodeGameString(rules, pebbleRebelShare, start, actions)!;
      expect(text[0]).toBe('S');
      expect(text.length).toBeLessThan(400);
      const back = decodeGameString(rules, pebbleRebelShare, text);
      expect(back.ok && back.actions.map(rules.formatAction)).toEqual(actions.map(rules.formatAction));
      expect(back.ok && formatPosition(back.game)).toBe(formatPosition(games.at(-1)!));
    }
  });

  const refusals: [string, string, RegExp][] = [
    ['a square of no kind', shareOf({ cells: [5, ...START.slice(1)] }), /damaged: it holds an unknown kind of square/],
    ['an unknown resignation', shareOf({ cells: START, resigned: 3 }), /damaged: it holds an unknown resignation/],
    ['a stone too many', shareOf({ cells: START, bag: [13, 12, 12, 11] }), /cannot occur: .*16 R stones/],
    ['a bag of more than 48', shareOf({ cells: Array(36).fill(0), bag: [15, 15, 15, 15] }), /more than 48/],
    [
      'a hand while Pebble is to move',
      shareOf({ cells: START, bag: [11, 12, 12, 12], hand: [0] }),
      /hand must be empty/,
    ],
    ['Rebel to move with no hand', shareOf({ cells: START, side: 1, turn: 1 }), /his hand must hold stones/],
    ['a turn of the wrong parity', shareOf({ cells: START, turn: 1 }), /turn 1 is odd/],
  ];
  for (const [what, input, message] of refusals) {
    it(`refuse ${what}, with the rules' reason and no line number`, () => {
      const back = read(input);
      expect(back.ok).toBe(false);
      if (!back.ok) {
        expect(back.error).toMatch(message);
        expect(back.error).not.toMatch(/line \d/);
      }
    });
  }

  it('refuse to write a turn no share string carries, rather than write it wrong', () => {
    expect(() => encodePositionLink(pebbleRebelShare, { ...newGame(), turn: 2 ** 44 })).toThrow(RangeError);
  });
});
