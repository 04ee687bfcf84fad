// R13's worked positions (counts and results are the reference's) and R11's tutorial positions.
import { describe, expect, it } from 'vitest';
import { parsePosition, status, tokenAt, parseSquare } from '../../../src/games/pressure/rules/index';
import { at, line, moves, movesOf } from './helpers';

const split = (list: string): string[] => list.split(' ').sort();

describe('R13 worked positions', () => {
  it('R13.1 start: 18 moves', () => {
    const g = at('.BB../B.B../BB.WW/..W.W/..WW. w 0 0');
    expect(movesOf(g)).toEqual(
      split(
        'c4-b4 c4-c3 c4-d4 c5-b5 c5-c4 c5-d5 d3-c3 d3-d2 d3-d4 d5-c5 d5-d4 d5-e5 e3-d3 e3-e2 e3-e4 e4-d4 e4-e3 e4-e5',
      ),
    );
    // Pushed to c3, White's own token is boxed in by b3, c2, d3 and c4 and captured (R5).
    expect(line(moves(g, 'e3-d3'))).toBe('.BB../B.B../BBXW./..W.W/..WW. b 0 1');
    expect(line(moves(g, 'c5-c4'))).toBe('.BB../B.B../BBXWW/..W.W/...W. b 0 1');
    expect(line(moves(g, 'e4-e5'))).toBe('.BB../B.B../BB.WW/..W../..WWW b 1 1');
    expect(line(moves(g, 'd5-e5'))).toBe('.BB../B.B../BB.WW/..W.W/..W.W b 1 1');
  });

  it("R13.2 after White's e3-e4: White's own e5 is captured, the quiet count restarts, Black has 18 moves", () => {
    const g = moves(at('.BB../B.B../BB.WW/..W.W/..WW. w 0 0'), 'e3-e4');
    expect(line(g)).toBe('.BB../B.B../BB.W./..W.W/..WWX b 0 1');
    expect(status(g).captured).toEqual([1, 0]);
    expect(movesOf(g)).toEqual(
      split(
        'a2-a1 a2-a3 a2-b2 a3-a2 a3-a4 a3-b3 b1-a1 b1-b2 b1-c1 b3-b2 b3-b4 b3-c3 c1-b1 c1-c2 c1-d1 c2-b2 c2-c3 c2-d2',
      ),
    );
  });

  it('R13.3 a line push: 6 moves; a3-b3 leaves both Black tokens inactive and White wins', () => {
    const g = at('...../...../WBWB./...../..... w 0 0');
    expect(movesOf(g)).toEqual(split('a3-a2 a3-a4 a3-b3 c3-c2 c3-c4 c3-d3'));
    const after = moves(g, 'a3-b3');
    expect(line(after)).toBe('...../...../.WbWb/...../..... b 1 1');
    expect(status(after)).toMatchObject({ winner: 0, end: 'no-move' });
  });

  it("R13.4 capture with the opponent's own token: 12 moves; c5-c4 captures b2 and White wins", () => {
    const g = at('.W.../WB.../.WB../..B../..W.. w 0 0');
    expect(movesOf(g)).toHaveLength(12);
    const after = moves(g, 'c5-c4');
    expect(line(after)).toBe('.W.../WYb../.Wb../..W../..... b 0 1');
    expect(status(after)).toMatchObject({ winner: 0, end: 'no-move' });
  });

  it('R13.5 corner and edge: 8 moves; d5-c5 captures b5, Black’s only token, and White wins', () => {
    const g = at('...../...../...../.W.../WB.W. w 0 0');
    expect(movesOf(g)).toHaveLength(8);
    const after = moves(g, 'd5-c5');
    expect(line(after)).toBe('...../...../...../.W.../WYW.. b 0 1');
    expect(status(after)).toMatchObject({ winner: 0, end: 'captured' });
  });

  it('R13.6 mid-game, Black with two inactive tokens: 4 moves; after a1-a2 the marks are gone and White has 10', () => {
    const g = at('Bb..B/.b.W./.Y..W/YW..X/X...W b 10 27');
    expect(movesOf(g)).toEqual(split('a1-a2 a1-b1 e1-d1 e1-e2'));
    const after = moves(g, 'a1-a2');
    expect(line(after)).toBe('.B..B/BB.W./.Y..W/YW..X/X...W w 11 28');
    expect(movesOf(after)).toHaveLength(10);
  });

  it('R13.7 a push through captured and inactive tokens, and one blocked at the edge: 6 moves', () => {
    const g = at('.BY.W/.YW../.b.../.WBWX/Y...X b 9 29');
    expect(movesOf(g)).toEqual(split('b1-a1 b1-b2 b1-c1 c4-b4 c4-c3 c4-c5'));
    const down = moves(g, 'b1-b2');
    expect(line(down)).toBe('..Y.W/.BW../.Y.../.BBWX/Yw..X w 10 30');
    expect(movesOf(down)).toHaveLength(8);
    expect(() => moves(g, 'c4-d4')).toThrow('reaches the edge');
    const left = moves(g, 'c4-b4');
    expect(line(left)).toBe('.BY.W/.YW../.B.../wB.WX/Y...X w 10 30');
    expect(tokenAt(left, parseSquare('a4')!)).toEqual({ owner: 0, state: 'inactive' });
  });
});

describe('R11 tutorial positions', () => {
  const TUTORIAL = [
    { board: '...../...../..W../...../.....', move: 'c3-b3', after: '...../...../.W.../...../.....' },
    { board: '...../...../.W.../...../...B.', move: 'b3-b2', after: '...../.W.../...../...../...B.' },
    { board: '...../...../.WB../...../.....', move: 'b3-c3', after: '...../...../..Wb./...../.....' },
    { board: '...../...../WBWB./...../.....', move: 'a3-b3', after: '...../...../.WbWb/...../.....' },
    { board: '...../..W../.WB.W/..W../.....', move: 'e3-d3', after: '...../..W../.WYW./..W../.....' },
    { board: '...../...../...../.W.../WB.W.', move: 'd5-c5', after: '...../...../...../.W.../WYW..' },
    { board: '.W.../WB.../.WB../..B../..W..', move: 'c5-c4', after: '.W.../WYb../.Wb../..W../.....' },
  ];

  it.each(TUTORIAL.map((t, i) => [i + 1, t] as const))(
    'R11 tutorial step %i: the position parses and its expected move does what the step says',
    (_, { board, move, after }) => {
      const g = parsePosition(`pressure 1\n${board} w 0 0\n`);
      expect(status(g).winner).toBe(null);
      expect(line(moves(g, move)).split(' ')[0]).toBe(after);
    },
  );
});
