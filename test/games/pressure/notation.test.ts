// R8 notation and R9 position text: round trips, and every refusal with its message.
import { describe, expect, it } from 'vitest';
import {
  formatAction,
  formatPosition,
  IllegalActionError,
  newGame,
  parseAction,
  parsePosition,
  PositionError,
  status,
} from '../../../src/games/pressure/rules/index';
import { at, randomGames } from './helpers';

describe('R8 notation', () => {
  it('R8: from-to for steps and pushes, "resign white|black" for a resignation', () => {
    expect(formatAction({ from: 17, to: 12 })).toBe('c4-c3');
    expect(formatAction({ kind: 'resign', player: 1 })).toBe('resign black');
    const g = newGame();
    expect(parseAction(g, '  C4-C3 \n')).toEqual({ from: 17, to: 12 });
    expect(parseAction(g, 'Resign Black')).toEqual({ kind: 'resign', player: 1 });
  });

  it.each([
    ['c4 c3', '"c4 c3" is not a move: write the two squares, e.g. c4-c3'],
    ['f1-f2', '"f1-f2" is not a move'],
    ['c4-c2', 'c2 is not next to c4'],
    ['a1-b1', 'a1 has no token of yours'],
    ['b1-a1', "It is White's turn"],
    ['', '"" is not a move'],
  ])('R8: parseAction refuses %j naming why', (text, message) => {
    expect(() => parseAction(newGame(), text)).toThrow(IllegalActionError);
    expect(() => parseAction(newGame(), text)).toThrow(message);
  });

  it('R8: parseAction refuses a push whose line reaches the edge', () => {
    expect(() => parseAction(at('...../...../.WBBB/...../..... w 0 0'), 'b3-c3')).toThrow('reaches the edge');
  });
});

describe('R9 position text', () => {
  it('R9: formatPosition writes two lines; parsePosition takes the text with or without the last newline', () => {
    const text = formatPosition(newGame());
    expect(text).toBe('pressure 1\n.BB../B.B../BB.WW/..W.W/..WW. w 0 0\n');
    expect(formatPosition(parsePosition(text.trimEnd()))).toBe(text);
  });

  it('R9: format and parse round-trip over random positions, keeping counts and the end', { timeout: 60_000 }, () => {
    for (const { game } of randomGames(12, 9, 300)) {
      const back = parsePosition(formatPosition(game));
      expect(formatPosition(back)).toBe(formatPosition(game));
      const s = status(back);
      expect(s.turn).toBe(game.turn);
      expect(s.quiet).toBe(game.quiet);
      expect(s.captured).toEqual(status(game).captured);
      // A read position has no history: repetition counts start again, so only a board end carries over.
      if (game.end === 'captured' || game.end === 'no-move')
        expect(s).toMatchObject({ end: game.end, winner: game.winner });
    }
  });

  it('R9: a read position where the player to move has no move is a finished game', () => {
    expect(status(at('...../...../.WbWb/...../..... b 1 1'))).toMatchObject({ winner: 0, end: 'no-move' });
    expect(status(at('...../...../...../.W.../WYW.. b 0 1'))).toMatchObject({ winner: 0, end: 'captured' });
  });

  it('R9: fewer than six tokens a colour are allowed; a colour with no tokens loses only by having no move', () => {
    expect(status(at('...../...../..W../...../..... w 0 0')).winner).toBe(null);
    expect(status(at('...../...../..W../...../..... b 0 0'))).toMatchObject({ winner: 0, end: 'no-move' });
  });

  const line2 = (position: string): string => `pressure 1\n${position}\n`;
  it.each([
    [42 as unknown as string, 'A position must be text'],
    ['vacuum 1\nwhatever', 'line 1: this is a Vacuum position, not a Pressure position'],
    ['divided-loyalties\nwhatever', 'line 1: this is a Divided Loyalties position, not a Pressure position'],
    ['pressure 2\n.....', 'line 1: expected "pressure 1", found "pressure 2"'],
    ['pressure 1', 'line 2: the position is missing'],
    ['pressure 1\n.BB../B.B../BB.WW/..W.W/..WW. w 0 0\nmore', 'line 3: nothing may follow the position'],
    [line2('.BB../B.B../BB.WW/..W.W/..WW. w 0'), 'line 2: a position has four fields (board side quiet turn)'],
    [line2('.BB../B.B../BB.WW/..W.W/..WW.  w 0 0'), 'line 2: a position has four fields'],
    [line2('.BB../B.B../BB.WW/..W.W w 0 0'), 'line 2, board: expected 5 rows separated by "/", found 4'],
    [line2('.BB../B.B../BB.WW/..W.W/..WW w 0 0'), 'line 2, board: row 5 has 4 cells, not 5'],
    [line2('.BB../B.B../BB.WW/..W.W/..WQ. w 0 0'), 'line 2, board: row 5: unknown cell "Q" (one of . W w X B b Y)'],
    [line2('.BB../B.B../BB.WW/..W.W/..WW. x 0 0'), 'line 2, side: expected w or b, found "x"'],
    [line2('.BB../B.B../BB.WW/..W.W/..WW. w 01 1'), 'line 2, quiet: "01" is not a plain whole number'],
    [line2('.BB../B.B../BB.WW/..W.W/..WW. w 0 -1'), 'line 2, turn: "-1" is not a plain whole number'],
    [
      line2('.BB../B.B../BB.WW/..W.W/..WW. w 0 1000000000'),
      'line 2, turn: "1000000000" is too large (at most 999999999)',
    ],
    [line2('.BB../B.B../BB.WW/..W.W/.WWW. w 0 0'), 'line 2, board: White has 7 tokens, at most 6'],
    [line2('...../...../...../...../..... w 0 0'), 'line 2, board: there is no token on the board'],
    [
      line2('.BB../B.B../BB.Ww/..W.W/..WW. b 0 0'),
      'line 2, board: e3 is an inactive White token, but only the player to move (Black) can have resting tokens',
    ],
    [
      line2('.BB../B.B../BBWW./..W.W/..WW. w 0 0'),
      'line 2, board: c3 is boxed in on every side and would already be captured',
    ],
    [line2('.BB../B.B../BB.WW/..W.W/..WW. w 201 300'), 'line 2, quiet: 201 is more than 200'],
    [line2('.BB../B.B../BB.WW/..W.W/..WW. w 5 3'), 'line 2, quiet: 5 is more than the 3 moves played (turn)'],
  ])('R9: parsePosition refuses %j: %s', (text, message) => {
    expect(() => parsePosition(text)).toThrow(PositionError);
    expect(() => parsePosition(text)).toThrow(message);
  });
});
