// Pressure's position bits: every position of seeded random games comes back exactly, and bits of
// a position parsePosition would refuse are refused with its reason in the player's words.
import { describe, expect, it } from 'vitest';
import { formatPosition, newGame } from '../../../src/games/pressure/rules/index';
import { pressureShare } from '../../../src/games/pressure/share';
import { BitReader, BitWriter } from '../../../src/codec/bits';
import { decodePositionLink, encodePositionLink } from '../../../src/codec/position-link';
import { wrapPayload } from '../../../src/codec/share';
import { playedGames } from './played';
import { at } from './helpers';

/** The share string of a position given as cell kinds (0 '.', 1 W, 2 w, 3 X, 4 B, 5 b, 6 Y, 7 none). */
function shareOf(cells: number[], side: number, quiet: number, turn: number): string {
  const w = new BitWriter();
  for (const c of cells) w.uint(c, 3);
  w.uint(side, 1);
  w.uint(quiet, 8);
  w.golomb(turn, 4);
  return wrapPayload(w.toChars(), 'P');
}

/** The cells of a board field, as kind numbers. */
const cellsOf = (board: string): number[] => [...board.replaceAll('/', '')].map((c) => '.WwXBbY'.indexOf(c));

describe('Pressure share strings', () => {
  it("use Pressure's own prefixes, P for positions and Q for games", () => {
    expect(pressureShare.positionPrefix).toBe('P');
    expect(pressureShare.gamePrefix).toBe('Q');
    expect(encodePositionLink(pressureShare, newGame())[0]).toBe('P');
  });

  it('bring back every position of seeded random games, with its side, quiet count and turn', () => {
    let positions = 0;
    for (const { start, actions, end } of playedGames(12, 31)) {
      for (const game of [start, end]) {
        const read = decodePositionLink(pressureShare, encodePositionLink(pressureShare, game));
        expect(read.ok && formatPosition(read.game)).toBe(formatPosition(game));
        positions++;
      }
      expect(actions.length).toBeGreaterThanOrEqual(0);
    }
    expect(positions).toBe(24);
  });

  it('read the bits written by hand for the start position', () => {
    const read = decodePositionLink(pressureShare, shareOf(cellsOf('.BB../B.B../BB.WW/..W.W/..WW.'), 0, 0, 0));
    expect(read.ok && formatPosition(read.game)).toBe(formatPosition(newGame()));
  });

  it('read a position of a finished game as finished, as parsePosition does', () => {
    const game = at('...../...../.WbWb/...../..... b 1 1');
    const read = decodePositionLink(pressureShare, encodePositionLink(pressureShare, game));
    expect(read.ok && read.game.winner).toBe(0);
  });

  const refusals: [string, string, RegExp][] = [
    [
      'an unknown kind of token',
      shareOf([7, ...cellsOf('BB../B.B../BB.WW/..W.W/..WW.')], 0, 0, 0),
      /damaged: a square holds an unknown kind/,
    ],
    [
      'seven tokens of a colour',
      shareOf(cellsOf('BBB../B.B../BB.WW/..W.W/..WW.'), 0, 0, 0),
      /cannot occur: Black has 7 tokens, at most 6/,
    ],
    ['no token at all', shareOf(cellsOf('...../...../...../...../.....'), 0, 0, 0), /cannot occur: there is no token/],
    [
      'an inactive token of the player not to move',
      shareOf(cellsOf('.bB../B.B../BB.WW/..W.W/..WW.'), 0, 0, 0),
      /b1 is an inactive Black token/,
    ],
    [
      'a token boxed in but not captured',
      shareOf(cellsOf('.BB../B.B../BB.W./..W.W/..WWW'), 1, 0, 1),
      /e5 is boxed in on every side/,
    ],
    ['a quiet count over 200', shareOf(cellsOf('.BB../B.B../BB.WW/..W.W/..WW.'), 0, 201, 300), /201 is more than 200/],
    [
      'a quiet count over the turn',
      shareOf(cellsOf('.BB../B.B../BB.WW/..W.W/..WW.'), 0, 5, 4),
      /5 is more than the 4 moves played/,
    ],
  ];
  for (const [what, input, message] of refusals) {
    it(`refuse ${what}, with parsePosition's reason and no line number`, () => {
      const read = decodePositionLink(pressureShare, input);
      expect(read.ok).toBe(false);
      if (!read.ok) {
        expect(read.error).toMatch(message);
        expect(read.error).not.toMatch(/line \d/);
      }
    });
  }

  it('throw only BitsError from readPosition on bits that end too early (the link turns it into a message)', () => {
    expect(() => pressureShare.readPosition(new BitReader('\u0000'))).toThrow(/ends too early/);
    expect(decodePositionLink(pressureShare, wrapPayload('\u0000', 'P'))).toEqual({
      ok: false,
      error: 'This position link is damaged: it ends too early.',
    });
  });
});

describe('Pressure share strings of huge turns', () => {
  it('are made up to the largest turn a position text holds and read back', () => {
    const game = at(`.BB../B.B../BB.WW/..W.W/..WW. w 0 999999999`);
    const read = decodePositionLink(pressureShare, encodePositionLink(pressureShare, game));
    expect(read.ok && read.game.turn).toBe(999_999_999);
  });

  it('are refused with a RangeError for a game no text could hold, rather than written wrong', () => {
    const game = { ...at(`.BB../B.B../BB.WW/..W.W/..WW. w 0 0`), turn: 2 ** 44 };
    expect(() => encodePositionLink(pressureShare, game)).toThrow(RangeError);
  });
});
