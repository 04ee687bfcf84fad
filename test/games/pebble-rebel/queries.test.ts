// R14 what each player sees: the board queries and sentences the page shows.
import { describe, expect, it } from 'vitest';
import {
  bagCounts,
  COLOUR,
  describeAction,
  describePosition,
  destinations,
  effectOf,
  IllegalActionError,
  lastTurn,
  movableStones,
  newGame,
  outcome,
  parseAction,
  play,
  prompt,
  SEATS,
  squareName,
  stoneToPlace,
  warningSquares,
  winningMoves,
  type Game,
} from '../../../src/games/pebble-rebel/rules/index';
import { position, sq } from './helpers';

const playAll = (g: Game, ...texts: string[]): Game => texts.reduce((h, t) => play(h, parseAction(h, t)), g);
const names = (squares: number[]): string[] => squares.map(squareName);

const THREE_RED = ['R R R . . .', 'B Y G B . R', '. . . . . .', '. . . . . .', 'Y G B Y G .', '. . . . . .'];

describe('R14 what each player sees', () => {
  it('R14 seats and colours: names, and a shape for each colour so stones are told apart without hue', () => {
    expect(SEATS.map((s) => s.name)).toEqual(['Pebble', 'Rebel']);
    expect(Object.values(COLOUR)).toEqual([
      { name: 'red', shape: 'dot' },
      { name: 'blue', shape: 'ring' },
      { name: 'yellow', shape: 'bar' },
      { name: 'green', shape: 'cross' },
    ]);
  });

  it('R14 Pebble to move: every ring stone can move; a chosen stone lights its squares with the stones Rebel draws', () => {
    const g = newGame();
    expect(names(movableStones(g))).toEqual(['b2', 'c2', 'd2', 'e2', 'b3', 'e3', 'b4', 'e4', 'b5', 'c5', 'd5', 'e5']);
    const fromB2 = destinations(g, sq('b2'));
    expect(fromB2.find((d) => d.to === sq('b6'))).toEqual({ to: sq('b6'), cost: 3, draws: 3, wins: false });
    expect(fromB2.find((d) => d.to === sq('a2'))).toMatchObject({ cost: 1, draws: 1 });
    expect(fromB2.some((d) => d.to === sq('c3'))).toBe(false);
    expect(destinations(g, sq('a1'))).toEqual([]); // no stone there
    expect(destinations(play(g, parseAction(g, 'b2-b6')), sq('c2'))).toEqual([]); // not Pebble's turn
  });

  it('R14 win marks: squares where the move makes four in a row', () => {
    const g = position({ rows: THREE_RED });
    expect(destinations(g, sq('f2')).find((d) => d.to === sq('d1'))).toMatchObject({ cost: 2, wins: true });
    expect(winningMoves(g)).toEqual([{ from: sq('f2'), to: sq('d1') }]);
    expect(winningMoves(newGame())).toEqual([]);
  });

  it('R14 Rebel to move: the stone to place first, the warning squares where a colour would complete a line', () => {
    const g = position({ rows: THREE_RED, current: 'rebel', hand: 'G R' });
    expect(stoneToPlace(g)).toBe('G');
    expect(names(warningSquares(g, 'R'))).toEqual(['d1']);
    expect(warningSquares(g, 'G')).toEqual([]);
    expect(stoneToPlace(newGame())).toBe(null);
  });

  it('R14 prompts: "Pebble: move a stone…" and "Rebel: place your stones (2 of 3 left: red, yellow)"', () => {
    const g = newGame();
    expect(prompt(g)).toBe('Pebble: move a stone. Each straight run you need gives Rebel one stone.');
    const r = position({ rows: THREE_RED, current: 'rebel', hand: 'G R Y' });
    expect(prompt(r)).toBe('Rebel: place your stones (3 of 3 left: green, red, yellow)');
    expect(prompt(play(r, parseAction(r, 'G@f6')))).toBe('Rebel: place your stones (2 of 3 left: red, yellow)');
  });

  it('R14 bag counts as a player sees them: per colour, in colour order', () => {
    const g = playAll(newGame(), 'b2-b6');
    expect(bagCounts(g)).toEqual([
      { colour: 'R', count: 11 },
      { colour: 'B', count: 11 },
      { colour: 'Y', count: 12 },
      { colour: 'G', count: 11 },
    ]);
  });

  it("R14 last turn: the moved stone's start and end, and the stones placed since", () => {
    const actions = ['b2-b6', 'G@a1', 'R@a2', 'B@a3', 'c2-c3', 'G@f6'];
    let g = newGame();
    const played = actions.map((t) => {
      const a = parseAction(g, t);
      g = play(g, a);
      return a;
    });
    expect(lastTurn(played.slice(0, 4))).toEqual({
      from: sq('b2'),
      to: sq('b6'),
      placed: [sq('a1'), sq('a2'), sq('a3')],
    });
    expect(lastTurn(played)).toEqual({ from: sq('c2'), to: sq('c3'), placed: [sq('f6')] });
    expect(lastTurn([])).toBe(null);
  });

  it('R14 what a move would do, and a sentence for a screen reader', () => {
    const g = newGame();
    const a = parseAction(g, 'b2-b6');
    expect(effectOf(g, a)).toEqual({ moves: { from: sq('b2'), to: sq('b6') }, placed: null, draws: 3, line: null });
    expect(describeAction(g, a)).toBe(
      'Pebble moves the red (dot) stone from b2 to b6 in 3 runs: Rebel draws 3 stones.',
    );
    const w = position({ rows: THREE_RED });
    expect(describeAction(w, parseAction(w, 'f2-d1'))).toBe(
      'Pebble moves the red (dot) stone from f2 to d1 in 2 runs, making four red in a row, a1–d1.',
    );
    const r = position({ rows: THREE_RED, current: 'rebel', hand: 'G R' });
    expect(describeAction(r, parseAction(r, 'G@f6'))).toBe('Rebel places a green (cross) stone on f6.');
    expect(effectOf(r, parseAction(r, 'R@d1')).line).toEqual(['a1', 'b1', 'c1', 'd1'].map(sq));
    expect(describeAction(r, parseAction(r, 'resign rebel'))).toBe('Rebel resigns.');
    expect(() => effectOf(g, parseAction(r, 'G@f6'))).toThrow(IllegalActionError);
  });

  it('R14 end screen: the reason in words', () => {
    const col = position({
      current: 'rebel',
      turn: 11,
      rows: ['. . Y . . .', 'B . Y . . .', 'R . Y . . .', 'G . Y . . .', 'B R G . . .', 'G B R . . .'],
    });
    expect(outcome(col)).toBe('Pebble wins: four yellow in a row, c1–c4');
    const full = ['R B Y G R B', 'Y G R B Y G', 'R B Y G R B', 'Y G R B Y G', 'B Y G R B Y', 'G R B Y R B'];
    expect(outcome(position({ rows: full }))).toBe('Rebel wins: the board is full');
    const both = ['R B Y G R G', 'Y G R B Y G', 'R B Y G R G', 'Y G R B Y G', 'B Y G R B Y', 'G R B Y R B'];
    expect(outcome(position({ rows: both }))).toBe('Draw: the last stone filled the board and made four in a row');
    expect(outcome(play(newGame(), { kind: 'resign', player: 0 }))).toBe('Rebel wins: Pebble resigned');
    expect(outcome(newGame())).toBe(null);
  });

  it('R14 the position for a screen reader', () => {
    expect(describePosition(newGame())).toBe(
      'Pebble: move a stone. Each straight run you need gives Rebel one stone. red: b2, e3, c5; blue: c2, e4, b5; ' +
        'yellow: d2, b4, e5; green: e2, b3, d5. 24 empty squares. In the bag: 12 red, 12 blue, 12 yellow, 12 green.',
    );
  });
});
