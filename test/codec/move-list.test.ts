// Whole-game strings of any game (src/codec/move-list.ts), tried with Pressure: seeded random games
// come back move for move, a 40-move game fits a short link, and damaged or foreign strings are
// refused with a message, never a throw.
import { describe, expect, it } from 'vitest';
import * as rules from '../../src/games/pressure/rules/index';
import { pressureShare } from '../../src/games/pressure/share';
import { decodeGameString, encodeGameString, MAX_LINK_ACTIONS } from '../../src/codec/move-list';
import { BitWriter } from '../../src/codec/bits';
import { wrapPayload } from '../../src/codec/share';
import { encodeGameString as encodeVacuumGame } from '../../src/games/vacuum/record/game-link';
import { newGame as newVacuumGame } from '../../src/games/vacuum/rules/index';
import { seededRandom } from '../../src/util/random';
import { playedGames, playFrom, summary, type PlayedGame } from '../games/pressure/played';

const encode = (g: Pick<PlayedGame, 'start' | 'actions'>): string =>
  encodeGameString(rules, pressureShare, g.start, g.actions)!;
const decode = (input: string) => decodeGameString(rules, pressureShare, input);
const error = (input: string): string => {
  const read = decode(input);
  if (read.ok) throw new Error(`accepted ${input}`);
  return read.error;
};

/** A game string written bit by bit: the start bit, the count, then each index in `width` bits. */
function handMade(count: number, indices: number[], width = 5): string {
  const w = new BitWriter();
  w.bool(false);
  w.golomb(count, 4);
  for (const i of indices) w.uint(i, width);
  return wrapPayload(w.toChars(), 'Q');
}

describe('game strings', () => {
  it('bring back seeded random games move for move, from the start or a read position, finished, resigned or not', () => {
    const games = playedGames(24, 7);
    expect(games.some((g) => g.end.end === 'resigned')).toBe(true);
    expect(games.some((g) => g.end.winner !== null && g.end.end !== 'resigned')).toBe(true);
    expect(games.some((g) => rules.formatPosition(g.start) !== rules.START_POSITION)).toBe(true);
    for (const g of games) {
      const read = decode(encode(g));
      if (!read.ok) throw new Error(read.error);
      expect(summary({ start: read.start, actions: read.actions, end: read.game })).toBe(summary(g));
    }
  });

  it('carry a resignation by the seat not to move, which legalActions does not list', () => {
    const g = playFrom(rules.newGame(), seededRandom(3), 3, 0); // Black to move, White resigns
    expect(rules.status(g.end)).toMatchObject({ end: 'resigned', winner: 1 });
    const read = decode(encode(g));
    expect(read.ok && read.actions.at(-1)).toEqual({ kind: 'resign', player: 0 });
  });

  it('hold a 40-move game from the start in at most 60 characters', () => {
    const random = seededRandom(40);
    const lengths = Array.from({ length: 30 }, () => {
      const g = playFrom(rules.newGame(), random, 40);
      return g.actions.length === 40 ? encode(g).length : 0;
    }).filter((n) => n > 0);
    expect(lengths.length).toBeGreaterThan(20);
    expect(Math.max(...lengths)).toBeLessThanOrEqual(60);
  });

  it('are the same for the same game (choices are ordered by notation)', () => {
    const g = {
      start: rules.newGame(),
      actions: ['e3-e4', 'a2-a1'].reduce<rules.Action[]>((acc, t) => {
        const game = acc.reduce((x, a) => rules.play(x, a), rules.newGame());
        return [...acc, rules.parseAction(game, t)];
      }, []),
    };
    expect(encode(g)).toBe(encode({ start: g.start, actions: g.actions.map((a) => ({ ...a })) }));
  });

  it('are not made for a game longer than a link holds, and an illegal move throws the rules error', () => {
    const long = { start: rules.newGame(), actions: new Array<rules.Action>(MAX_LINK_ACTIONS + 1) };
    expect(encodeGameString(rules, pressureShare, long.start, long.actions)).toBeNull();
    expect(() => encode({ start: rules.newGame(), actions: [{ from: 0, to: 1 }] })).toThrow(rules.IllegalActionError);
  });

  it("name the game of another game's string", () => {
    expect(error(encodeVacuumGame({ start: newVacuumGame({ players: 2 }), actions: [] })!)).toBe(
      'That is a Vacuum game link, not a Pressure game link: open it on the Vacuum page.',
    );
    expect(error(`P${encode({ start: rules.newGame(), actions: [] }).slice(1)}`)).toMatch(
      /Pressure position link, not a game link/,
    );
  });

  it('refuse damaged strings with a sentence', () => {
    const s = encode(playFrom(rules.newGame(), seededRandom(5), 30));
    expect(error(s.slice(0, -4))).toMatch(/damaged/);
    expect(error('')).toMatch(/holds nothing/);
    expect(error(handMade(MAX_LINK_ACTIONS + 1, []))).toMatch(/claims 2001 moves, more than a link holds/);
    expect(error(handMade(10, [0]))).toMatch(/damaged: it ends too early/);
    expect(error(handMade(1, [25]))).toMatch(/move 1 is not one of the 20 choices of its position/);
    // The start's 20 choices sorted by text: its 18 moves, then "resign black" (18) and "resign white".
    expect(error(handMade(2, [18, 0]))).toMatch(/game is over after move 1, yet it goes on/);
  });

  it('refuse a start position that cannot occur, with the reason', () => {
    const w = new BitWriter();
    w.bool(true);
    for (let sq = 0; sq < 25; sq++) w.uint(sq < 7 ? 4 : 0, 3); // seven Black tokens
    w.uint(0, 1);
    w.uint(0, 8);
    w.golomb(0, 4);
    w.golomb(0, 4);
    expect(error(wrapPayload(w.toChars(), 'Q'))).toMatch(
      /starts from a position that cannot occur: Black has 7 tokens/,
    );
  });
});
