// R18: the worked examples, each from its position text; the scores are the reference's.
import { describe, expect, it } from 'vitest';
import {
  isLegal,
  parsePosition,
  formatLayout,
  layoutOf,
  status,
} from '../../../src/games/divided-loyalties/rules/index';
import { acts, E1, on, run, scores } from './helpers';

describe('R18 worked examples', () => {
  it('E1 a 3-bridge with a region point (Kite): 1 + 1 = 2 | 0 + 0 = 0', () => {
    let g = run(E1(), 'Bh6');
    expect(acts(g)).toEqual(['f6-h6', 'end']);
    g = run(g, 'f6-h6 end');
    expect(scores(g)).toEqual(['1 + 1 = 2', '0 + 0 = 0']);
  });

  it('E2 a red bridge from a dot cuts it (continues E1): 0 + 0 = 0 | 0 + 0 = 0', () => {
    let g = run(E1(), 'Bh6 f6-h6 end Rg5');
    expect(acts(g)).toEqual(['g5-g7']);
    g = run(g, 'g5-g7 end');
    expect(status(g).bridges).toEqual([
      { from: 'f6', to: 'h6', kind: 'blue', cut: true },
      { from: 'g5', to: 'g7', kind: 'red', cut: false },
    ]);
    expect(scores(g)).toEqual(['0 + 0 = 0', '0 + 0 = 0']);
  });

  it('E3 a 4-bridge over two regions (Up the Stairs): 2 + 2 = 4 | 0 + 0 = 0', () => {
    // The example's Yellow stones k5 and l5 lie on dots without a bridge, which R14 refuses; they
    // take no part in the example, so they stand on the board cells k6 l6 m6 here.
    const lines = ['blue set 1 B2 P2 O1 G2 R2', 'yellow set 1 Y3 P1 O2 G1 R2', 'to-move blue', 'turn 6'];
    const verbatim =
      formatLayout(layoutOf('up-the-stairs')) + ['stones Bc12 Pd12 Be12 Yk5 Ol5 Gm5', ...lines].join('\n');
    expect(() => parsePosition(verbatim)).toThrow('the stone on the dot k5 lies on no bridge');
    let g = run(on('up-the-stairs', 'stones Bc12 Pd12 Be12 Yk6 Ol6 Gm6', ...lines), 'Pf12');
    expect(acts(g)).toEqual(['c12-f12', 'd12-f12', 'end']);
    g = run(g, 'c12-f12');
    expect(acts(g)).toEqual(['end']);
    g = run(g, 'end');
    expect(scores(g)).toEqual(['2 + 2 = 4', '0 + 0 = 0']);
  });

  it('E4 a diagonal cut between stones, next to an end (Kite): 0 + 0 = 0 | 0 + 0 = 0', () => {
    let g = on('kite', 'stones Bf6 Og6 Pf7 Pg7 Bh8 Yj10', 'bridges f6-h8', 'to-move yellow');
    expect(scores(g)).toEqual(['1 + 1 = 2', '0 + 0 = 0']);
    g = run(g, 'Rh5 h5-f7 end');
    expect(status(g).bridges.map((b) => `${b.from}-${b.to}${b.cut ? 'x' : ''}`)).toEqual(['f6-h8x', 'h5-f7']);
    expect(scores(g)).toEqual(['0 + 0 = 0', '0 + 0 = 0']);
  });

  it('E5 two bridges through one stone, a junction, one region (Kite): 2 + 1 = 3 | 0 + 0 = 0', () => {
    const g = run(on('kite', 'stones Bf6 Pg6 Gh7 Bh8 Yb6 Yc7', 'to-move blue'), 'Bh6 f6-h6 h6-h8 end');
    expect(scores(g)).toEqual(['2 + 1 = 3', '0 + 0 = 0']);
  });

  it('E6 across a lane: bridge point, no region point (Kite): 1 + 0 = 1 | 0 + 0 = 0', () => {
    const g = run(on('kite', 'stones Gd6 Gf6', 'to-move blue'), 'Be6 d6-f6 end');
    expect(scores(g)).toEqual(['1 + 0 = 1', '0 + 0 = 0']);
  });

  it('E7 no extension (Kite): no stone on the dot i6 in any colour', () => {
    const g = on('kite', 'stones Bf6 Pg6 Bh6', 'bridges f6-h6', 'to-move blue');
    for (const colour of ['blue', 'yellow', 'purple', 'orange', 'green', 'red'] as const)
      expect(isLegal(g, { kind: 'stone', colour, at: 'i6' })).toBe(false);
    expect(acts(g).filter((a) => a.endsWith('i6'))).toEqual([]);
  });

  it('E8 no crossing through a stone (Kite): after Bg8 only end', () => {
    const g = run(on('kite', 'stones Bg6 Bf7 Pg7 Bh7', 'bridges f7-h7', 'to-move blue'), 'Bg8');
    expect(acts(g)).toEqual(['end']);
    // Red-family stones in the same places would make a red bridge that cuts f7-h7 instead.
    const red = run(on('kite', 'stones Og6 Bf7 Pg7 Bh7', 'bridges f7-h7', 'to-move blue'), 'Og8 g6-g8');
    expect(status(red).bridges).toEqual([
      { from: 'f7', to: 'h7', kind: 'blue', cut: true },
      { from: 'g6', to: 'g8', kind: 'red', cut: false },
    ]);
  });
});
