// One test per ruling (shared/design/pebble-rebel-rulings.md R1–R10), named after it, and the
// rulings' worked examples with their counts and results.
import { describe, expect, it, vi } from 'vitest';
import {
  canUndo,
  COLOUR,
  COLOURS,
  drawsFrom,
  formatPosition,
  IllegalActionError,
  isLegal,
  legalActions,
  newGame,
  parseAction,
  play,
  runCosts,
  squareName,
  status,
  STONES_PER_COLOUR,
  undo,
  type Action,
  type Game,
} from '../../../src/games/pebble-rebel/rules/index';
import { seededRandom } from '../../../src/util/random';
import { expectRefused, position, randomGames, sq } from './helpers';

const move = (from: string, to: string): Action => ({ kind: 'move', from: sq(from), to: sq(to) });
const place = (colour: 'R' | 'B' | 'Y' | 'G', at: string): Action => ({ kind: 'place', colour, at: sq(at) });
const playAll = (g: Game, ...texts: string[]): Game => texts.reduce((h, t) => play(h, parseAction(h, t)), g);

/** The first `n` stones drawn in a game with this seed, whatever the moves (random legal ones here). */
function drawn(seed: number, n: number, pick: (count: number) => number): string[] {
  let g = newGame({ seed });
  const out: string[] = [];
  while (out.length < n) {
    const legal = legalActions(g).filter((a) => a.kind !== 'resign');
    const a = legal[pick(legal.length)]!;
    const before = g.hand.length;
    g = play(g, a);
    if (a.kind === 'move') out.push(...g.hand.slice(before));
  }
  return out.slice(0, n);
}

// Random games and searches take seconds on a busy machine: no test here measures time.
vi.setConfig({ testTimeout: 60_000 });

describe('R1 board', () => {
  it('R1 board: 6 × 6 squares named column a–f then row 1–6, a1 top-left and f6 bottom-right', () => {
    expect(squareName(0)).toBe('a1');
    expect(squareName(5)).toBe('f1');
    expect(squareName(6)).toBe('a2');
    expect(squareName(35)).toBe('f6');
    expect(sq('c4')).toBe(3 * 6 + 2);
    expect(new Set(Array.from({ length: 36 }, (_, i) => squareName(i))).size).toBe(36);
  });
});

describe('R2 stones, colours and the bag', () => {
  it('R2 stones: 15 of each of four colours, each stone on the board, in the bag or in the hand, in every position', () => {
    expect(COLOURS).toEqual(['R', 'B', 'Y', 'G']);
    expect(Object.values(COLOUR).map((c) => c.name)).toEqual(['red', 'blue', 'yellow', 'green']);
    // Told apart by shape as well as hue.
    expect(new Set(Object.values(COLOUR).map((c) => c.shape)).size).toBe(4);
    for (const { games } of randomGames(10, 2)) {
      for (const g of games) {
        COLOURS.forEach((c, i) => {
          const total = g.board.filter((s) => s === c).length + g.hand.filter((s) => s === c).length + g.bag[i]!;
          expect(total).toBe(STONES_PER_COLOUR);
        });
      }
    }
  });
});

describe('R3 start position', () => {
  it('R3 start: the ring R B Y G clockwise from b2, the bag 12 of each, the hand empty', () => {
    const g = newGame();
    const ring = ['b2', 'c2', 'd2', 'e2', 'e3', 'e4', 'e5', 'd5', 'c5', 'b5', 'b4', 'b3'];
    expect(ring.map((s) => g.board[sq(s)])).toEqual(['R', 'B', 'Y', 'G', 'R', 'B', 'Y', 'G', 'R', 'B', 'Y', 'G']);
    expect(g.board.filter((s) => s !== null)).toHaveLength(12);
    expect(status(g)).toMatchObject({ bag: [12, 12, 12, 12], hand: [], empty: 24, winner: null, line: null });
  });

  it('R3 start: no line of the ring holds two stones of one colour next to each other', () => {
    const b = newGame().board;
    for (let i = 0; i < 36; i++) {
      if (b[i] === null) continue;
      if (i % 6 < 5) expect(b[i + 1]).not.toBe(b[i]);
      if (i < 30) expect(b[i + 6]).not.toBe(b[i]);
    }
  });
});

describe('R4 players and turn order', () => {
  it('R4 turn order: two players, Pebble (0) first, then Rebel (1), then Pebble again', () => {
    let g = newGame();
    expect(status(g)).toMatchObject({ players: 2, current: 0, turn: 0 });
    g = play(g, move('b2', 'b1')); // one run: Rebel draws one stone
    expect(status(g)).toMatchObject({ current: 1, turn: 1 });
    g = play(g, place(g.hand[0]!, 'a6'));
    expect(status(g)).toMatchObject({ current: 0, turn: 2 });
    expectRefused(newGame(), place('R', 'a1'), "It is Pebble's turn");
    expectRefused(play(newGame(), move('b2', 'b6')), move('c2', 'c3'), "It is Rebel's turn");
  });
});

describe('R5 Pebble moves one stone along straight runs', () => {
  it('R5 cost: b2-b6 from the start takes three runs (b2-a2, a2-a6, a6-b6), the fewest', () => {
    const g = newGame();
    expect(runCosts(g.board, sq('b2'))[sq('b6')]).toBe(3);
    expect(runCosts(g.board, sq('b2'))[sq('a2')]).toBe(1);
    expect(runCosts(g.board, sq('b2'))[sq('a6')]).toBe(2);
    // c2 slides down through c3 to c4 (c5 stops it), then right to d4: two runs.
    expect(runCosts(g.board, sq('c2'))[sq('c4')]).toBe(1);
    expect(runCosts(g.board, sq('c2'))[sq('d4')]).toBe(2);
  });

  it('R5 paths: no jumping and no diagonal steps: the ring closes the centre to the stones outside it', () => {
    const g = newGame();
    expect(runCosts(g.board, sq('b2'))[sq('c3')]).toBe(-1);
    expectRefused(g, move('b2', 'c3'), 'cannot reach c3');
    const moves = legalActions(g).filter((a) => a.kind === 'move');
    // The corners b2, e2, e5, b5 go only outwards; every other ring stone reaches the centre.
    const intoC3 = moves.flatMap((a) => (a.kind === 'move' && a.to === sq('c3') ? [squareName(a.from)] : []));
    expect(intoC3).toEqual(['c2', 'd2', 'b3', 'e3', 'b4', 'e4', 'c5', 'd5']);
    expect(runCosts(g.board, sq('d2'))[sq('c3')]).toBe(2); // d2-d3, d3-c3
  });

  it('R5 legal: a stone to a different empty square; no pass, no empty start, no occupied end', () => {
    const g = newGame();
    expectRefused(g, move('a1', 'a2'), 'a1 holds no stone');
    expectRefused(g, move('b2', 'b2'), 'another square');
    expectRefused(g, move('b2', 'c2'), 'c2 is not empty');
    expect(new Set(legalActions(g).map((a) => a.kind))).toEqual(new Set(['move', 'resign']));
  });

  it('R5 any colour: the stones belong to nobody, Pebble may move each of them', () => {
    const froms = new Set(legalActions(newGame()).flatMap((a) => (a.kind === 'move' ? [newGame().board[a.from]] : [])));
    expect(froms).toEqual(new Set(COLOURS));
  });
});

describe('R6 the draw', () => {
  it('R6 check values: seed 0 draws G R B G Y B B G, seed 1 draws Y B Y B B Y R G, whatever is played', () => {
    for (const random of [seededRandom(1), seededRandom(2), seededRandom(3)]) {
      const pick = (n: number): number => Math.floor(random() * n);
      expect(drawn(0, 8, pick).join(' ')).toBe('G R B G Y B B G');
      expect(drawn(1, 8, pick).join(' ')).toBe('Y B Y B B Y R G');
    }
  });

  it('R6 draw: one stone per run of the move, from the bag into the hand in drawn order (seed 0: b2-b6 draws G R B)', () => {
    const g = play(newGame({ seed: 0 }), move('b2', 'b6'));
    expect(status(g)).toMatchObject({ hand: ['G', 'R', 'B'], bag: [11, 11, 12, 11] });
    const one = play(newGame({ seed: 0 }), move('b2', 'b1'));
    expect(one.hand).toEqual(['G']);
  });

  it('R6 drawsFrom: the stones a seed draws next from a bag, the same as play draws them', () => {
    expect(drawsFrom(0, newGame().bag, 8).join(' ')).toBe('G R B G Y B B G');
    expect(drawsFrom(1, newGame().bag, 8).join(' ')).toBe('Y B Y B B Y R G');
    const g = play(newGame({ seed: 9 }), move('b2', 'b6'));
    expect(g.hand).toEqual(drawsFrom(9, newGame().bag, 3));
    const placed = playAll(g, ...g.hand.map((c, i) => `${c}@a${i + 1}`));
    expect(play(placed, move('c2', 'c1')).hand).toEqual(drawsFrom(9, g.bag, 1));
  });

  it('R6 seed: a whole number 0–4294967295, 0 when none is given, anything else a RangeError', () => {
    expect(status(newGame()).seed).toBe(0);
    expect(status(newGame({ seed: 4294967295 })).seed).toBe(4294967295);
    for (const seed of [-1, 1.5, 4294967296, NaN]) expect(() => newGame({ seed })).toThrow(RangeError);
  });
});

describe('R7 Rebel places every drawn stone', () => {
  it('R7 placing: each distinct colour of the hand on each empty square, the first stone of that colour leaving', () => {
    const g = position({ rows: ROWS_OPEN, current: 'rebel', hand: 'G R G' });
    const places = legalActions(g).filter((a) => a.kind === 'place');
    expect(places).toHaveLength(2 * status(g).empty);
    expect(new Set(places.map((a) => a.kind === 'place' && a.colour))).toEqual(new Set(['R', 'G']));
    const h = play(g, place('G', 'a1'));
    expect(h.hand).toEqual(['R', 'G']);
    expect(status(h)).toMatchObject({ current: 1, turn: 11 });
    expectRefused(h, place('B', 'a2'), 'no blue stone');
    expectRefused(h, place('R', 'a1'), 'a1 is not empty');
  });

  it("R7 end of turn: the placement that empties the hand commits Rebel's turn, no Commit needed", () => {
    const g = playAll(position({ rows: ROWS_OPEN, current: 'rebel', hand: 'G R' }), 'R@a1', 'G@a2');
    expect(status(g)).toMatchObject({ current: 0, turn: 12, hand: [] });
  });
});

describe('R8 undo', () => {
  it("R8 undo: only within Rebel's turn, after a placement; the hand returns exactly as it was", () => {
    let g = newGame();
    expect(canUndo(g)).toBe(false);
    g = play(g, move('b2', 'b6')); // hand G R B
    expect(canUndo(g)).toBe(false); // Pebble's move drew stones: it cannot be taken back
    expect(() => undo(g)).toThrow(IllegalActionError);
    const h = play(play(g, place('R', 'a1')), place('G', 'a2'));
    expect(h.hand).toEqual(['B']);
    expect(canUndo(h)).toBe(true);
    const back = undo(undo(h));
    expect(formatPosition(back)).toBe(formatPosition(g));
    expect(back.hand).toEqual(['G', 'R', 'B']);
    const done = play(h, place('B', 'a3'));
    expect(canUndo(done)).toBe(false); // the last placement committed the turn
    expect(() => undo(done)).toThrow(/taken back/);
  });

  it('R8 undo: a placement that ended the game cannot be taken back', () => {
    const g = position({ rows: ROWS_THREE_RED, current: 'rebel', hand: 'B R' });
    const h = play(g, place('B', 'f6'));
    expect(canUndo(h)).toBe(true);
    const over = play(h, place('R', 'd1'));
    expect(status(over).winner).toBe(0);
    expect(canUndo(over)).toBe(false);
    expect(() => undo(over)).toThrow(/game is over/);
  });
});

// Red on a1 b1 c1 with d1 empty, and a red stone on f2 that reaches d1 in two runs (f2-f1, f1-d1).
const ROWS_THREE_RED = ['R R R . . .', 'B Y G B . R', '. . . . . .', '. . . . . .', 'Y G B Y G .', '. . . . . .'];
const ROWS_OPEN = ['. . . . . .', '. R B Y G .', '. G . . R .', '. Y . . B .', '. B R G Y .', '. . . . . .'];

describe('R9 end of the game', () => {
  it("R9 line after Pebble's move: Pebble wins, her turn committed, nothing drawn", () => {
    const g = position({ rows: ROWS_THREE_RED });
    const h = play(g, move('f2', 'd1')); // f2-f1, f1-d1: two runs, but the line ends the game
    expect(status(h)).toMatchObject({ winner: 0, ending: 'line', current: 1, turn: 11, hand: [] });
    expect(status(h).line).toEqual(['a1', 'b1', 'c1', 'd1'].map(sq));
    expect(h.bag).toEqual(g.bag);
    expect(legalActions(h)).toEqual([]);
    expectRefused(h, { kind: 'resign', player: 1 }, 'The game is over');
  });

  it('R9 line after a Rebel placement: Pebble wins whoever made it; stones left stay in the hand, nothing committed', () => {
    const g = position({ rows: ROWS_THREE_RED, current: 'rebel', hand: 'R G' });
    const h = play(g, place('R', 'd1'));
    expect(status(h)).toMatchObject({ winner: 0, ending: 'line', current: 1, turn: 11, hand: ['G'] });
  });

  it('R9 full board: Rebel wins; a line and a full board at once is a draw', () => {
    const rows = ['R B Y G R B', 'Y G R B Y G', 'R B Y G R B', 'Y G R B Y G', 'B Y G R B Y', 'G R B Y R .'];
    const full = play(position({ rows, current: 'rebel', hand: 'Y' }), place('Y', 'f6'));
    expect(status(full)).toMatchObject({ winner: 1, ending: 'full', current: 0, turn: 12, hand: [] });
    const drawRows = ['R B Y G R G', 'Y G R B Y G', 'R B Y G R G', 'Y G R B Y .', 'B Y G R B Y', 'G R B Y R B'];
    const draw = play(position({ rows: drawRows, current: 'rebel', hand: 'G' }), place('G', 'f4'));
    expect(status(draw)).toMatchObject({ winner: 'draw', ending: 'line-and-full', current: 0, turn: 12 });
    expect(status(draw).line).toEqual(['f1', 'f2', 'f3', 'f4'].map(sq));
  });

  it('R9 lines: orthogonal only, five or six in a row count whole, the first line by rows then columns', () => {
    const diagonal = position({
      rows: ['R . . . . .', '. R . . . .', '. . R . . .', '. . . R . .', 'B Y G B Y G', 'Y G B Y G B'],
    });
    expect(status(diagonal).winner).toBe(null);
    const five = position({
      current: 'rebel',
      hand: '-',
      turn: 11,
      rows: ['Y Y Y Y Y .', '. . . . . B', '. . . . . B', '. . . . . B', 'G . . . . B', 'G R R R . .'],
    });
    expect(status(five)).toMatchObject({ winner: 0, line: ['a1', 'b1', 'c1', 'd1', 'e1'].map(sq) });
  });

  it('R9 resignation: either player while the game is on, listed only for the player to act; the other wins', () => {
    const g = newGame();
    expect(legalActions(g).filter((a) => a.kind === 'resign')).toEqual([{ kind: 'resign', player: 0 }]);
    expect(isLegal(g, { kind: 'resign', player: 1 })).toBe(true);
    const h = play(g, { kind: 'resign', player: 1 });
    expect(status(h)).toMatchObject({ winner: 0, ending: 'resign', current: 0, turn: 0 });
    const r = play(play(newGame(), move('b2', 'b6')), { kind: 'resign', player: 1 });
    expect(status(r)).toMatchObject({ winner: 0, current: 1, turn: 1, hand: ['G', 'R', 'B'] });
    expect(status(play(newGame(), { kind: 'resign', player: 0 })).winner).toBe(1);
    expectRefused(g, { kind: 'resign', player: 2 }, 'no seat 2');
  });
});

describe('R10 no draws by repetition: every game ends', () => {
  it('R10 end: seeded random playouts from the start always end within 24 rounds', () => {
    let games = 0;
    for (const { games: gs } of randomGames(60, 10)) {
      const last = gs[gs.length - 1]!;
      expect(status(last).winner).not.toBe(null);
      expect(status(last).turn).toBeLessThanOrEqual(48);
      games++;
    }
    expect(games).toBe(60);
  });

  it('R10 progress: every Rebel turn adds at least one stone; Pebble always has a move while the board has room', () => {
    for (const { games, actions } of randomGames(15, 11)) {
      games.slice(0, -1).forEach((g, i) => {
        if (status(g).winner !== null) return;
        if (g.current === 0) expect(legalActions(g).length).toBeGreaterThan(1);
        if (actions[i]!.kind === 'move' && status(games[i + 1]!).winner === null) {
          expect(games[i + 1]!.hand.length).toBeGreaterThan(0);
        }
      });
    }
  });
});

describe('refusals', () => {
  it('actions that are not actions, or carry wrong fields, are refused with a message and the game unchanged', () => {
    const g = newGame();
    expectRefused(g, { kind: 'jump' } as unknown as Action, 'no action called "jump"');
    expectRefused(g, { kind: 'move', from: 7 } as unknown as Action, 'needs "to"');
    expectRefused(g, { kind: 'move', from: 7, to: 36 }, '"to" must be a square');
    expectRefused(g, { kind: 'move', from: 7, to: 1, via: 2 } as unknown as Action, 'does not take "via"');
    expectRefused(
      play(g, move('b2', 'b6')),
      { kind: 'place', colour: 'W', at: 0 } as unknown as Action,
      'colour letter',
    );
    expectRefused(g, null as unknown as Action, 'not an action');
  });
});
