// One test per ruling of shared/design/pressure-rulings.md, named after it.
import { describe, expect, it } from 'vitest';
import {
  canUndo,
  formatPosition,
  IllegalActionError,
  isLegal,
  legalActions,
  newGame,
  parseSquare,
  play,
  SEATS,
  squareName,
  status,
  tokenAt,
  undo,
} from '../../../src/games/pressure/rules/index';
import { at, line, moves, movesOf } from './helpers';

const sq = (name: string): number => parseSquare(name)!;
const mv = (text: string): { from: number; to: number } => {
  const [from, to] = text.split('-') as [string, string];
  return { from: sq(from), to: sq(to) };
};

describe('R1 board, squares, players', () => {
  it('R1: 25 squares named a1 (top left) to e5 (bottom right), sq = row * 5 + col', () => {
    expect(squareName(0)).toBe('a1');
    expect(squareName(4)).toBe('e1');
    expect(squareName(5)).toBe('a2');
    expect(squareName(24)).toBe('e5');
    expect(parseSquare('c4')).toBe(17);
    expect(parseSquare('f1')).toBeNull();
    expect(parseSquare('a6')).toBeNull();
  });

  it('R1: two players, White (0) moves first, Black (1) second', () => {
    expect(SEATS).toEqual(['White', 'Black']);
    const s = status(newGame());
    expect(s.players).toBe(2);
    expect(s.current).toBe(0);
    expect(status(moves(newGame(), 'e4-e5')).current).toBe(1);
    expect(status(newGame({ players: 2 })).players).toBe(2);
    expect(() => newGame({ players: 3 as 2 })).toThrow('Pressure is played by 2 players');
  });
});

describe('R2 starting position', () => {
  it('R2: six tokens each on the reference layout, White to move', () => {
    const g = newGame();
    expect(formatPosition(g)).toBe('pressure 1\n.BB../B.B../BB.WW/..W.W/..WW. w 0 0\n');
    const owned = (seat: number): string[] =>
      g.board.flatMap((t, i) => (t?.owner === seat ? [squareName(i)] : [])).sort();
    expect(owned(1)).toEqual(['a2', 'a3', 'b1', 'b3', 'c1', 'c2']);
    expect(owned(0)).toEqual(['c4', 'c5', 'd3', 'd5', 'e3', 'e4']);
    expect(status(g)).toMatchObject({ turn: 0, winner: null, end: null, captured: [0, 0] });
  });
});

describe('R3 what a square holds', () => {
  it('R3: an inactive token may not move but may be pushed', () => {
    const g = at('...../.b.../.B.../.W.../..... b 0 3');
    expect(isLegal(g, mv('b2-b1'))).toBe(false);
    expect(() => play(g, mv('b2-b1'))).toThrow('b2 was pushed last turn and rests this turn');
    // Black's own active b3 pushes its resting b2 up; the mark ends with Black's turn.
    expect(line(moves(g, 'b3-b2'))).toBe('.B.../.B.../...../.W.../..... w 1 4');
  });

  it('R3: a captured token never moves by itself, may be pushed, and stays captured', () => {
    const g = at('.XW../B..../...../...../..... w 0 9');
    expect(isLegal(g, mv('b1-a1'))).toBe(false);
    expect(() => play(g, mv('b1-a1'))).toThrow('b1 is captured and never moves again');
    const after = moves(g, 'c1-b1');
    expect(line(after)).toBe('XW.../B..../...../...../..... b 1 10');
    expect(tokenAt(after, sq('a1'))).toEqual({ owner: 0, state: 'captured' });
  });
});

describe('R4 a turn is one move', () => {
  it('R4: a step moves one square up, down, left or right onto an empty square, never diagonally', () => {
    const g = at('...../...../..W../...../....B w 0 0');
    expect(movesOf(g)).toEqual(['c3-b3', 'c3-c2', 'c3-c4', 'c3-d3']);
    expect(isLegal(g, mv('c3-d4'))).toBe(false);
    expect(() => play(g, mv('c3-c5'))).toThrow('c5 is not next to c3');
    expect(line(moves(g, 'c3-d3'))).toBe('...../...../...W./...../....B b 1 1');
  });

  it('R4: a push moves the whole occupied line, whatever its tokens, when the square after it is empty', () => {
    const g = at('...../...../WBWB./...../..... w 0 0');
    expect(line(moves(g, 'a3-b3'))).toBe('...../...../.WbWb/...../..... b 1 1');
  });

  it('R4: a line that reaches the edge cannot be pushed', () => {
    const g = at('...../...../.WBB./...../..... w 0 0');
    expect(isLegal(g, mv('b3-c3'))).toBe(true);
    const full = at('...../...../WBBB./...../..... w 0 0');
    expect(isLegal(full, mv('a3-b3'))).toBe(true);
    const edge = at('...../...../.WBBB/...../..... w 0 0');
    expect(() => play(edge, mv('b3-c3'))).toThrow('the line from c3 reaches the edge and cannot be pushed');
    expect(isLegal(edge, mv('b3-a3'))).toBe(true);
  });

  it('R4: no passing, nothing but the own active tokens move; legalActions lists each move once', () => {
    const g = newGame();
    const listed = legalActions(g);
    expect(listed.filter((a) => 'kind' in a)).toEqual([{ kind: 'resign', player: 0 }]);
    const keys = listed.map((a) => JSON.stringify(a));
    expect(new Set(keys).size).toBe(keys.length);
    expect(() => play(g, mv('b1-a1'))).toThrow("It is White's turn");
    expect(() => play(g, mv('a1-b1'))).toThrow('a1 has no token of yours');
  });
});

describe('R5 captures', () => {
  it('R5 captures: a token whose four sides are tokens is captured, whoever owns them', () => {
    const g = at('...../..W../.WB.W/..W../..... w 0 0');
    const after = moves(g, 'e3-d3');
    expect(line(after)).toBe('...../..W../.WYW./..W../..... b 0 1');
    expect(status(after).captured).toEqual([0, 1]);
  });

  it('R5 captures: on the edge three neighbours do, in a corner two', () => {
    const edge = moves(at('...../...../...../.W.../WB.W. w 0 0'), 'd5-c5');
    expect(tokenAt(edge, sq('b5'))).toEqual({ owner: 1, state: 'captured' });
    const corner = moves(at('B.W../W..../...../...../..... w 0 0'), 'c1-b1');
    expect(tokenAt(corner, sq('a1'))).toEqual({ owner: 1, state: 'captured' });
  });

  it("R5 captures: a move may capture the mover's own tokens, and several at once", () => {
    // White e3-e4 pushes e4 into the corner, where d5 and e4 box it in (R13.2).
    const own = moves(newGame(), 'e3-e4');
    expect(tokenAt(own, sq('e5'))).toEqual({ owner: 0, state: 'captured' });
    // c2-c3 pushes c3 down to c4: b4's and d4's last open sides close at once.
    const two = at('...../..W../.WBW./WB.BW/.B.B. w 0 0');
    const after = moves(two, 'c2-c3');
    expect(status(after).captured).toEqual([0, 2]);
    expect(['b4', 'd4'].map((s) => tokenAt(after, sq(s))?.state)).toEqual(['captured', 'captured']);
  });

  it('R5 captures: the moving token is never captured by its own move', () => {
    // b1 moves into the a1 corner next to a2: the corner is boxed, but b1 is empty behind it.
    const g = moves(at('.B.../W..../...../...../....W b 0 0'), 'b1-a1');
    expect(tokenAt(g, sq('a1'))).toEqual({ owner: 1, state: 'active' });
  });
});

describe('R6 inactivity', () => {
  it("R6: the opponent's pushed tokens rest for their owner's next turn; the mover's own get no mark", () => {
    const g = moves(at('...../...../WBWB./...../..... w 0 0'), 'a3-b3');
    expect(tokenAt(g, sq('c3'))).toEqual({ owner: 1, state: 'inactive' });
    expect(tokenAt(g, sq('d3'))).toEqual({ owner: 0, state: 'active' });
    expect(tokenAt(g, sq('e3'))).toEqual({ owner: 1, state: 'inactive' });
  });

  it("R6: the marks go when their owner's turn ends", () => {
    const g = moves(at('B..../...../.WB../...../..... w 0 0'), 'b3-c3');
    expect(tokenAt(g, sq('d3'))?.state).toBe('inactive');
    expect(movesOf(g)).toEqual(['a1-a2', 'a1-b1']);
    const after = moves(g, 'a1-a2');
    expect(tokenAt(after, sq('d3'))?.state).toBe('active');
  });
});

describe('R7 end of the game', () => {
  it('R7.1 all captured: capturing every opponent token wins', () => {
    const g = moves(at('...../...../...../.W.../WB.W. w 0 0'), 'd5-c5');
    expect(status(g)).toMatchObject({ winner: 0, end: 'captured' });
    expect(legalActions(g)).toEqual([]);
  });

  it('R7.2 no legal move: the player to move with no move loses', () => {
    const g = moves(at('...../...../WBWB./...../..... w 0 0'), 'a3-b3');
    expect(status(g)).toMatchObject({ winner: 0, end: 'no-move', current: 1 });
  });

  it('R7.3 repetition: the third occurrence of a position ends the game with a scored finish', () => {
    // The read position counts as the first occurrence; Black has one token captured.
    let g = at('B..Y./...../...../...../....W w 0 0');
    g = moves(g, 'e5-e4', 'a1-a2', 'e4-e5', 'a2-a1'); // second occurrence
    g = moves(g, 'e5-e4', 'a1-a2', 'e4-e5');
    expect(status(g).winner).toBe(null);
    g = moves(g, 'a2-a1');
    expect(status(g)).toMatchObject({ end: 'repetition', winner: 0, turn: 8 });
  });

  it('R7.3 repetition: an inactive mark makes a different position', () => {
    // After b3-c3 Black's d3 rests; the same placement later, d3 active, is another position. Were
    // the mark ignored, that placement would occur a third time at move 9; the game ends at move 10,
    // when the position after move 2 comes round for the third time.
    const cycle = ['a1-a2', 'c3-b3', 'a2-a1', 'b3-c3'];
    let g = moves(at('B..../...../.WB../...../..... w 0 0'), 'b3-c3', ...cycle, ...cycle);
    expect(status(g)).toMatchObject({ turn: 9, end: null });
    g = moves(g, 'a1-a2');
    expect(status(g)).toMatchObject({ turn: 10, end: 'repetition', winner: 'draw' });
  });

  it('R7.4 move limit: 200 moves without a capture end the game with a scored finish', () => {
    let g = at('B..../...../...../...../....W w 198 198');
    g = moves(g, 'e5-e4');
    expect(status(g)).toMatchObject({ quiet: 199, winner: null });
    g = moves(g, 'a1-a2');
    expect(status(g)).toMatchObject({ quiet: 200, end: 'move-limit', winner: 'draw' });
  });

  it('R7.4 move limit: the quiet count restarts after every capture, of either player', () => {
    expect(status(moves(newGame(), 'e3-e4')).quiet).toBe(0);
    expect(status(moves(newGame(), 'e4-e5')).quiet).toBe(1);
  });

  it('R7.5 scored finish: fewer of one’s own tokens captured wins, equal counts draw', () => {
    const black = at('X..../...../...../....B/W..B. w 200 250');
    expect(status(black)).toMatchObject({ end: 'move-limit', winner: 1, captured: [1, 0] });
  });

  it('R7 resignation: either player may resign while the game is on; nothing else changes, and it is final', () => {
    const g = newGame();
    expect(isLegal(g, { kind: 'resign', player: 1 })).toBe(true);
    const r = play(g, { kind: 'resign', player: 1 });
    expect(status(r)).toMatchObject({ winner: 0, end: 'resigned', turn: 0, current: 0 });
    expect(formatPosition(r)).toBe(formatPosition(g));
    expect(canUndo(r)).toBe(false);
    expect(() => undo(r)).toThrow('A resignation cannot be undone');
    expect(legalActions(r)).toEqual([]);
    expect(() => play(r, { kind: 'resign', player: 0 })).toThrow('The game is over');
  });

  it('R7 undo: takes back one move, including the end it brought', () => {
    const g = at('...../...../WBWB./...../..... w 0 0');
    const won = moves(g, 'a3-b3');
    expect(canUndo(won)).toBe(true);
    const back = undo(won);
    expect(formatPosition(back)).toBe(formatPosition(g));
    expect(status(back)).toMatchObject({ winner: null, end: null });
    expect(canUndo(back)).toBe(false);
    expect(() => undo(back)).toThrow(IllegalActionError);
  });
});
