// A test per ruling (R1–R12, R16 of divided-loyalties-rulings.md), named after it.
import { describe, expect, it } from 'vitest';
import {
  canUndo,
  formatPosition,
  isLegal,
  LAYOUTS,
  legalActions,
  newGame,
  play,
  status,
  undo,
  field as fieldOf,
  type LayoutId,
} from '../../../src/games/divided-loyalties/rules/index';
import { acts, expectRefused, field, on, open8, run, scores } from './helpers';

describe('R1 the game in one paragraph', () => {
  it('R1 shared colours: a green stone Blue placed serves a Yellow bridge', () => {
    const g = run(open8('stones Yb2 Yd2', 'to-move blue'), 'Gc2 end Oe2');
    expect(acts(g)).toEqual(['b2-e2', 'c2-e2', 'end']);
    expect(scores(run(g, 'b2-e2 end'))).toEqual(['0 + 0 = 0', '2 + 1 = 3']);
  });
});

describe('R2 the field', () => {
  it('R2 cells: a1 is the top-left, board cells have regions, dots none, void holds nothing', () => {
    const f = fieldOf(newGame({ layout: 'kite' }));
    const at = (name: string) => f.cells.find((c) => c.at === name)!;
    expect(f.cells[0]!.at).toBe('a1');
    expect(at('a1')).toEqual({ at: 'a1', kind: 'void', region: null, stone: null });
    expect(at('e1')).toEqual({ at: 'e1', kind: 'dot', region: null, stone: null });
    expect(at('g6')).toEqual({ at: 'g6', kind: 'board', region: 'S2', stone: null });
    expect(at('m18').kind).toBe('void');
    expectRefused(
      newGame({ layout: 'kite' }),
      { kind: 'stone', colour: 'blue', at: 'a1' },
      'a1 is not part of the field',
    );
    expectRefused(
      newGame({ layout: 'kite' }),
      { kind: 'stone', colour: 'blue', at: 'n1' },
      'n1 is not a cell of the field',
    );
  });

  it('R2 regions: two regions of one type are different regions, even where they touch', () => {
    const g = run(
      field(['S1 S1 S2 S2', 'S1 S1 S2 S2', 'S1 S1 S2 S2'], 'stones Bb1 Pc1 Bd1', 'to-move blue'),
      'Pa1 a1-d1 end',
    );
    expect(scores(g)).toEqual(['2 + 2 = 4', '0 + 0 = 0']);
  });
});

describe('R3 starting layouts', () => {
  const TABLE: Record<LayoutId, [string, number, number, number, number, number, number]> = {
    crossroads: ['Crossroads', 15, 15, 81, 96, 9, 4],
    kite: ['Kite', 13, 18, 72, 94, 9, 3],
    'up-the-stairs': ['Up the Stairs', 14, 14, 59, 53, 10, 4],
    octopus: ['Octopus', 15, 9, 54, 60, 2, 4],
    'wind-wheel': ['Wind Wheel', 13, 13, 69, 56, 9, 4],
    'gentle-kiss': ['Gentle Kiss', 14, 10, 66, 44, 8, 4],
    utopia: ['Utopia', 13, 13, 73, 56, 8, 4],
    em3w: ['E M 3 W', 13, 13, 69, 88, 9, 4],
    pyramid: ['Pyramid', 17, 11, 61, 49, 10, 3],
    horseshoes: ['Horseshoes', 13, 13, 57, 48, 9, 3],
    'swiss-cross': ['Swiss Cross', 11, 13, 51, 42, 10, 3],
    picasso: ['Picasso', 12, 13, 56, 54, 8, 3],
    'almost-a-diamond': ['Almost a Diamond', 11, 13, 50, 32, 8, 3],
    frankenstein: ['Frankenstein', 13, 12, 55, 58, 7, 3],
  };

  it('R3 every layout of the table: size, board cells, dots, regions and sets', () => {
    expect(Object.keys(LAYOUTS)).toEqual(Object.keys(TABLE));
    for (const [id, [name, w, h, board, dots, regions, sets]] of Object.entries(TABLE)) {
      const g = newGame({ layout: id as LayoutId });
      const f = fieldOf(g);
      expect([f.name, f.width, f.height], id).toEqual([name, w, h]);
      expect(f.cells.filter((c) => c.kind === 'board').length, id).toBe(board);
      expect(f.cells.filter((c) => c.kind === 'dot').length, id).toBe(dots);
      expect(new Set(f.cells.map((c) => c.region).filter((r) => r !== null)).size, id).toBe(regions);
      expect(formatPosition(g).split('\n')[2], id).toBe(`sets ${sets}`);
    }
  });

  it('R3 newGame() starts on Crossroads, which looks the same turned a quarter', () => {
    const f = fieldOf(newGame());
    expect(f.name).toBe('Crossroads');
    const kind = (x: number, y: number) => f.cells[y * 15 + x]!.kind;
    for (let y = 0; y < 15; y++) for (let x = 0; x < 15; x++) expect(kind(x, y)).toBe(kind(14 - y, x));
    expect(['f6', 'j6', 'f10', 'j10'].map((c) => f.cells.find((cell) => cell.at === c)!.kind)).toEqual([
      'dot',
      'dot',
      'dot',
      'dot',
    ]);
  });

  it('R3 an unknown layout id is refused', () => {
    expect(() => newGame({ layout: 'nowhere' as LayoutId })).toThrow('There is no layout called "nowhere"');
  });
});

describe('R4 players, colours, stock and sets', () => {
  it('R4 stock: each player starts with their own set of 12', () => {
    expect(status(newGame()).stock).toEqual([
      { set: 1, left: { blue: 4, purple: 3, green: 2, red: 2, orange: 1 } },
      { set: 1, left: { yellow: 4, orange: 3, green: 2, red: 2, purple: 1 } },
    ]);
    expect(status(newGame()).current).toBe(0);
    expectRefused(newGame(), { kind: 'stone', colour: 'yellow', at: 'g7' }, 'you have no yellow stone left');
  });

  it('R4 sets: an empty stock at the end of a turn brings the next set, while the layout has one', () => {
    let g = on('kite', 'blue set 1 B1', 'yellow set 3 Y1', 'to-move blue');
    g = run(g, 'Bf6');
    expect(status(g).stock[0]).toEqual({ set: 1, left: {} });
    g = run(g, 'end');
    expect(status(g).stock[0]).toEqual({ set: 2, left: { blue: 4, purple: 3, green: 2, red: 2, orange: 1 } });
    g = run(g, 'Yg6 end');
    expect(status(g).stock[1]).toEqual({ set: 3, left: {} });
    expect(acts(g).length).toBeGreaterThan(1);
    expect(acts(run(g, 'Bh6 end'))).toEqual(['pass']);
  });
});

describe('R5 a turn', () => {
  it('R5 one stone, then bridges through it, then end', () => {
    const g = newGame({ layout: 'kite' });
    expectRefused(g, { kind: 'end' }, 'place a stone first');
    expectRefused(g, { kind: 'bridge', from: 'f6', to: 'h6' }, 'place a stone first');
    const placed = run(g, 'Bf6');
    expect(acts(placed)).toEqual(['end']);
    expectRefused(placed, { kind: 'stone', colour: 'blue', at: 'g6' }, 'Blue has placed a stone this turn already');
    const ended = run(placed, 'end');
    expect([status(ended).turn, status(ended).current, status(ended).placed]).toEqual([1, 1, null]);
  });

  it('R5 pass is the whole turn of a player without a legal stone, and only then', () => {
    const g = field(['S1 S1 S1', 'S1 S1 S1', 'S1 S1 S1'], 'blue set 3', 'to-move blue');
    expect(acts(g)).toEqual(['pass']);
    expectRefused(g, { kind: 'end' }, 'Blue has no stone to place: pass');
    const passed = run(g, 'pass');
    expect([status(passed).turn, status(passed).current]).toEqual([1, 1]);
    expectRefused(passed, { kind: 'pass' }, 'Yellow has a stone to place');
  });

  it('R5 a bridge cannot be built later: a row completed earlier stays unbridged', () => {
    const g = run(open8('stones Bb2 Pc2', 'to-move blue'), 'Bd2 end Ya8');
    expect(acts(g).filter((a) => a.includes('-'))).toEqual([]);
    expect(acts(run(g, 'end Pe2'))).toEqual(['b2-e2', 'c2-e2', 'end']);
  });
});

describe('R6 where a stone may go', () => {
  it('R6 any empty board cell; an empty dot only with a bridge through it at once; never a taken cell', () => {
    const g = on('kite', 'stones Gd6 Gf6', 'to-move blue');
    expect(isLegal(g, { kind: 'stone', colour: 'blue', at: 'e6' })).toBe(true);
    expect(isLegal(g, { kind: 'stone', colour: 'green', at: 'e6' })).toBe(false); // equal neighbours
    expect(isLegal(g, { kind: 'stone', colour: 'blue', at: 'e7' })).toBe(false); // no row through it
    expectRefused(
      g,
      { kind: 'stone', colour: 'blue', at: 'e7' },
      'a blue stone on the dot e7 would have no bridge through it',
    );
    expectRefused(g, { kind: 'stone', colour: 'blue', at: 'd6' }, 'd6 already holds a stone');
    expect(legalActions(g).filter((a) => a.kind === 'stone' && a.at === 'c6').length).toBe(5); // every colour Blue holds
  });

  it('R6 a stone on a dot needs its bridge before the turn ends', () => {
    const g = run(on('kite', 'stones Gd6 Gf6', 'to-move blue'), 'Be6');
    expect(acts(g)).toEqual(['d6-f6']);
    expectRefused(g, { kind: 'end' }, 'the stone on the dot e6 needs a bridge through it before the turn can end');
  });
});

describe('R7 what makes a bridge', () => {
  it('R7 neighbours differ; one family (the mover’s, or red); at most one dot; through the new stone', () => {
    const g = open8('stones Bb2 Bc2 Yb3 Pc3 Pb4 Rc4 Bd5 Pe5', 'to-move blue');
    expectRefused(
      run(g, 'Pd2'),
      { kind: 'bridge', from: 'b2', to: 'd2' },
      'b2 and c2 are both blue: neighbours in a bridge differ',
    );
    expectRefused(
      run(g, 'Bd3'),
      { kind: 'bridge', from: 'b3', to: 'd3' },
      'neither all in the blue family nor all in the red family',
    );
    expect(acts(run(g, 'Od4'))).toEqual(['c3-e5', 'b4-d4', 'end']); // red: purple, red, orange
    expectRefused(
      run(g, 'Bf5'),
      { kind: 'bridge', from: 'b2', to: 'd2' },
      'a bridge must pass through the stone placed this turn, f5',
    );
    expectRefused(run(g, 'Bf5'), { kind: 'bridge', from: 'd5', to: 'g5' }, 'g5 holds no stone');
    // b1 and c1 are dots, each on a bridge of its own: a row through both is no bridge.
    const dots = field(
      ['S1 o o S1', 'S1 S1 S1 S1', 'S1 S1 S1 S1'],
      'stones Pa1 Bb1 Pc1 Pb2 Bc2 Bb3 Pc3',
      'bridges b1-b3 c1-c3',
      'to-move blue',
    );
    expect(acts(run(dots, 'Bd1'))).toEqual(['end']);
    expectRefused(run(dots, 'Bd1'), { kind: 'bridge', from: 'a1', to: 'd1' }, 'a bridge may cross at most one dot');
  });

  it('R7 a red bridge may be built by either player', () => {
    for (const who of ['blue', 'yellow']) {
      const g = run(open8('stones Rb2 Pc2', `to-move ${who}`), 'Od2');
      expect(acts(g)).toEqual(['b2-d2', 'end']);
      expect(status(run(g, 'b2-d2')).bridges[0]!.kind).toBe('red');
    }
  });

  it('R7 no bridge shares two stones with a bridge that is not cut: no growing a 3 into a 4, no overlap', () => {
    const g = open8('stones Bb2 Pc2 Bd2', 'bridges b2-d2', 'to-move blue');
    expectRefused(
      run(g, 'Pe2'),
      { kind: 'bridge', from: 'b2', to: 'e2' },
      'it would share two stones with the bridge b2-d2',
    );
    expectRefused(
      run(g, 'Pe2'),
      { kind: 'bridge', from: 'c2', to: 'e2' },
      'it would share two stones with the bridge b2-d2',
    );
    expect(acts(run(g, 'Pa2'))).toEqual(['end']);
  });
});

describe('R8 when two bridges conflict', () => {
  it('R8 junctions are fine: end to end, an L, a T on an inner stone', () => {
    const g = open8('stones Bb2 Pc2 Bd2 Pd3', 'bridges b2-d2', 'to-move blue');
    expect(acts(run(g, 'Bd4'))).toEqual(['d2-d4', 'end']); // L at d2
    expect(acts(run(g, 'Pe2'))).toEqual(['end']); // would share two stones
    const t = open8('stones Bb2 Pc2 Bd2 Bc3', 'bridges b2-d2', 'to-move blue');
    expect(acts(run(t, 'Pc4'))).toEqual(['c2-c4', 'end']); // T: c2 is inner of b2-d2 but an end of c2-c4
  });

  it('R8 parallel neighbours do not conflict', () => {
    const g = open8('stones Bb2 Pc2 Bd2 Pb3 Bc3', 'bridges b2-d2', 'to-move blue');
    expect(acts(run(g, 'Pd3'))).toEqual(['b3-d3', 'end']);
  });

  it('R8 conflicts: a + through one stone, diagonals crossing between stones', () => {
    const plus = open8('stones Bb3 Pc3 Bd3 Bc2', 'bridges b3-d3', 'to-move blue');
    expectRefused(run(plus, 'Bc4'), { kind: 'bridge', from: 'c2', to: 'c4' }, 'it would cross the bridge b3-d3');
    const cross = open8('stones Bb2 Pc3 Bd4 Bc2', 'bridges b2-d4', 'to-move blue');
    // c2-b3 crosses b2-c3 at their common midpoint.
    expectRefused(run(cross, 'Pb3'), { kind: 'bridge', from: 'd1', to: 'b3' }, 'd1 holds no stone');
    const crossing = open8('stones Bb2 Pc3 Bd4 Bd1 Pc2', 'bridges b2-d4', 'to-move blue');
    expectRefused(run(crossing, 'Bb3'), { kind: 'bridge', from: 'd1', to: 'b3' }, 'it would cross the bridge b2-d4');
  });
});

describe('R9 red bridges and cuts', () => {
  // The red bridge d1-b3 has cut the blue b2-d4 at the midpoint of b2-c3.
  const CUT = ['stones Bb2 Pc3 Bd4 Rd1 Oc2 Rb3', 'bridges b2-d4x d1-b3'];

  it('R9 a red bridge cuts every scoring bridge it crosses, of both players, at once', () => {
    const g = on('kite', 'stones Bf6 Pg6 Bh6 Yf7 Og7 Yh7 Rg8', 'bridges f6-h6 f7-h7', 'to-move yellow');
    expect(scores(g)).toEqual(['1 + 1 = 2', '1 + 1 = 2']);
    const h = run(g, 'Rg5');
    expect(acts(h)).toEqual(['g5-g7', 'g5-g8']);
    const cut = run(h, 'g5-g8 end');
    expect(status(cut).bridges.map((b) => b.cut)).toEqual([true, true, false]);
    expect(scores(cut)).toEqual(['0 + 0 = 0', '0 + 0 = 0']);
  });

  it('R9 a red bridge may not cross a red bridge', () => {
    const g = open8('stones Rb3 Pc3 Rd3 Oc2', 'bridges b3-d3', 'to-move yellow');
    expectRefused(run(g, 'Oc4'), { kind: 'bridge', from: 'c2', to: 'c4' }, 'it would cross the red bridge b3-d3');
  });

  it('R9 a cut bridge still blocks scoring and red bridges, and scores nothing', () => {
    const g = open8(...CUT, 'to-move blue');
    expect(scores(g)).toEqual(['0 + 0 = 0', '0 + 0 = 0']);
    const blue = open8('stones Bb2 Pc3 Bd4 Rd1 Oc2 Rb3 Be2 Pd3', 'bridges b2-d4x d1-b3', 'to-move blue');
    expectRefused(run(blue, 'Bc4'), { kind: 'bridge', from: 'e2', to: 'c4' }, 'it would cross the cut bridge b2-d4');
    const red = open8('stones Bb2 Pc3 Bd4 Rd1 Oc2 Rb3 Re2 Od3', 'bridges b2-d4x d1-b3', 'to-move blue');
    expectRefused(run(red, 'Rc4'), { kind: 'bridge', from: 'e2', to: 'c4' }, 'it would cross the cut bridge b2-d4');
  });

  it('R9 a cut bridge does not count for two shared stones, but nothing can be laid along it', () => {
    const g = open8('stones Bb2 Pc3 Bd4 Rd1 Oc2 Rb3', 'bridges b2-d4x d1-b3', 'to-move blue');
    expectRefused(run(g, 'Pe5'), { kind: 'bridge', from: 'c3', to: 'e5' }, 'it would cross the cut bridge b2-d4');
  });
});

describe('R10 scores', () => {
  it('R10 a 4-bridge is 2 points; each region once per player; a cut takes its region point with it', () => {
    const g = run(
      field(['S1 S1 S2 S2 o', 'W1 W1 W1 W1 o', 'o o o o o'], 'stones Ba1 Pb1 Bc1 Ya2 Ob2 Yc2', 'to-move blue'),
      'Pd1 a1-d1 end Od2 a2-d2 end',
    );
    expect(scores(g)).toEqual(['2 + 2 = 4', '2 + 1 = 3']);
    const region = run(open8('stones Bb2 Pc2 Bd2 Pb3 Bc3', 'bridges b2-d2', 'to-move blue'), 'Pd3 b3-d3 end');
    expect(scores(region)).toEqual(['2 + 1 = 3', '0 + 0 = 0']);
    const cut = run(
      open8('stones Bb2 Pc2 Bd2 Pb4 Bc4 Pd4 Oc3', 'bridges b2-d2 b4-d4', 'to-move yellow'),
      'Rc1 c1-c3 end',
    );
    expect(scores(cut)).toEqual(['1 + 1 = 2', '0 + 0 = 0']);
  });
});

describe('R11 end of the game, winner, ties', () => {
  const FULL = ['S1 S1 S1', 'S1 S1 S1', 'S1 S1 S1'];
  it('R11 over when neither player has a legal stone: higher total wins, nothing is legal', () => {
    const g = field(FULL, 'stones Ba1 Pb1 Bc1 Ya2 Ob2 Ra3 Yc2 Gb3 Rc3', 'bridges a1-c1', 'to-move yellow', 'turn 9');
    expect(status(g).winner).toBe(0);
    expect(legalActions(g)).toEqual([]);
    expectRefused(g, { kind: 'resign', player: 1 }, 'The game is over');
  });

  it('R11 equal totals draw; the game ends early when the remaining cells accept nothing held', () => {
    const g = field(FULL, 'stones Ba1 Pb1 Bc1 Ya2 Ob2 Yc2 Ra3 Gb3 Rc3', 'bridges a1-c1 a2-c2', 'to-move blue');
    expect(status(g).winner).toBe('draw');
    const early = run(field(['S1 S1 S1', 'o o o', 'o o o'], 'to-move blue'), 'Ba1 end Yb1 end Bc1 end');
    expect(status(early).winner).toBe('draw');
    expect(status(early).turn).toBe(3);
  });

  it('R11 a resignation ends the game for the other player, from either seat, at any moment', () => {
    const g = run(newGame(), 'Bg7');
    expect(status(play(g, { kind: 'resign', player: 1 })).winner).toBe(0);
    expect(status(play(g, { kind: 'resign', player: 0 })).winner).toBe(1);
    expect(legalActions(g).filter((a) => a.kind === 'resign')).toEqual([{ kind: 'resign', player: 0 }]);
  });
});

describe('R12 undo', () => {
  it('R12 undo takes back each action, cuts and sets included, back to the start', () => {
    const start = on('kite', 'stones Bf6 Pg6 Og7 Yj10', 'blue set 1 B1', 'yellow set 1 R1', 'to-move blue');
    expect(canUndo(start)).toBe(false);
    let g = start;
    const texts = [formatPosition(g)];
    for (const t of 'Bh6 f6-h6 end Rg5 g5-g7 end'.split(' ')) {
      g = run(g, t);
      texts.push(formatPosition(g));
    }
    expect(status(g).stock.map((s) => s.set)).toEqual([2, 2]);
    for (let i = texts.length - 2; i >= 0; i--) {
      g = undo(g);
      expect(formatPosition(g)).toBe(texts[i]);
    }
    expect(canUndo(g)).toBe(false);
    expect(() => undo(g)).toThrow('There is nothing to undo');
    expect(canUndo(run(newGame(), 'Bg7'))).toBe(true);
  });

  it('R12 undo never takes back a resignation: the game stays over', () => {
    const resigned = play(run(newGame(), 'Bg7'), { kind: 'resign', player: 1 });
    expect(canUndo(resigned)).toBe(false);
    expect(() => undo(resigned)).toThrow('A resignation cannot be undone');
    expect(status(resigned).winner).toBe(0);
  });
});

describe('R16 what status exposes', () => {
  it('R16 status: players, current, turn, winner, scores, bridges, stock, placed', () => {
    const g = run(on('kite', 'stones Bf6 Pg6', 'to-move blue'), 'Bh6 f6-h6');
    expect(status(g)).toEqual({
      players: 2,
      current: 0,
      turn: 0,
      winner: null,
      scores: [
        { bridges: 1, regions: 1, total: 2 },
        { bridges: 0, regions: 0, total: 0 },
      ],
      bridges: [{ from: 'f6', to: 'h6', kind: 'blue', cut: false }],
      stock: [
        { set: 1, left: { blue: 3, purple: 3, green: 2, red: 2, orange: 1 } },
        { set: 1, left: { yellow: 4, orange: 3, green: 2, red: 2, purple: 1 } },
      ],
      placed: 'h6',
    });
  });
});
