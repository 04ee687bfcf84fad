// R15: the editor's pure functions over a layout value, and its text.
import { describe, expect, it } from 'vitest';
import {
  blankLayout,
  BRUSHES,
  formatLayout,
  layoutFromTemplate,
  layoutOf,
  layoutProblem,
  newGame,
  paintCell,
  parseLayout,
  PositionError,
  status,
  withName,
  withSets,
  field,
  formatPosition,
} from '../../../src/games/divided-loyalties/rules/index';
import { run, scores } from './helpers';

const painted = (): ReturnType<typeof blankLayout> =>
  ['a1', 'b1', 'c1', 'd1'].reduce((l, c) => paintCell(l, c, c === 'd1' ? 'o' : 'S1'), blankLayout(4, 3));

describe('R15 the editor', () => {
  it('R15 paints a blank field with the brushes: regions S1–G9, the dot and the eraser', () => {
    expect(BRUSHES.length).toBe(29);
    expect(BRUSHES).toContain('W9');
    let layout = painted();
    expect(layoutProblem(layout)).toBe(null);
    layout = paintCell(layout, 'b1', '.');
    expect(formatLayout(layout)).toBe('divided-loyalties\nsets 3\ngrid 4x3\nS1 . S1 o\n. . . .\n. . . .\n');
    expect(() => paintCell(layout, 'e1', 'S1')).toThrow('e1 is not a cell of the field');
    expect(() => paintCell(layout, 'a1', 'S10')).toThrow('There is no brush "S10"');
  });

  it('R15 one region name painted in several places is one region; the same type with another number is another', () => {
    let layout = blankLayout(7, 3);
    for (const [i, brush] of ['G1', 'G1', 'G1', '.', 'G1', 'G1', 'G1'].entries())
      layout = paintCell(layout, `${'abcdefg'[i]}1`, brush);
    for (const c of 'abcdefg') layout = paintCell(layout, `${c}2`, 'G2');
    const g = run(
      newGame({ layout }),
      'Ba1 end Ya2 end Pb1 end Yc2 end Bc1 a1-c1 end Ye2 end Be1 end Yg2 end Pf1 end Od2 end Bg1 e1-g1 end',
    );
    expect(
      field(g)
        .cells.filter((c) => c.region === 'G1')
        .map((c) => c.at),
    ).toEqual(['a1', 'b1', 'c1', 'e1', 'f1', 'g1']);
    expect(scores(g)).toEqual(['2 + 1 = 3', '0 + 0 = 0']);
  });

  it('R15 refuses a field without board cells, sizes beyond 26 × 50, and more than 9 sets, saying why', () => {
    expect(layoutProblem(blankLayout(5, 5))).toBe('The field has no board cell');
    expect(layoutProblem({ ...painted(), width: 27, cells: new Array(27 * 3).fill('S1') })).toBe(
      'The field must be 3 to 26 cells wide',
    );
    expect(layoutProblem({ ...painted(), height: 51, cells: new Array(4 * 51).fill('S1') })).toBe(
      'The field must be 3 to 50 cells high',
    );
    expect(layoutProblem(withSets(painted(), 10))).toBe('Each player gets 1 to 9 sets');
    expect(layoutProblem(withSets(painted(), 0))).toBe('Each player gets 1 to 9 sets');
    expect(layoutProblem({ ...painted(), cells: ['S1'] })).toBe('The field needs 12 cells');
    expect(layoutProblem(withName(painted(), 'x'.repeat(61)))).toBe(
      "A layout's name is one line of at most 60 characters",
    );
    expect(() => newGame({ layout: blankLayout(5, 5) })).toThrow(PositionError);
    expect(() => newGame({ layout: blankLayout(5, 5) })).toThrow('The field has no board cell');
  });

  it('R15 opens a layout of R3 as a template under a new name and sets the number of sets', () => {
    const layout = withSets(layoutFromTemplate('kite', 'My kite'), 5);
    const g = newGame({ layout });
    expect(field(g).name).toBe('My kite');
    expect(formatPosition(g)).toContain('name My kite\nsets 5\ngrid 13x18\n');
    expect(status(g).stock[0].set).toBe(1);
    expect(layoutOf('kite').name).toBe('Kite');
  });

  it('R15 a saved layout is a position text with no stones: written and read back', () => {
    const layout = withName(painted(), 'Tiny');
    expect(parseLayout(formatLayout(layout))).toEqual(layout);
    expect(parseLayout(formatLayout(layoutOf('crossroads')))).toEqual(layoutOf('crossroads'));
    expect(() => parseLayout(formatLayout(layout) + 'stones Ba1')).toThrow('A layout has no stones on it');
    expect(() => parseLayout('divided-loyalties\nsets 3\ngrid 3x3\no o o\no o o\no o o')).toThrow(
      'The field has no board cell',
    );
  });

  it('R15 a custom field as large as 26 × 50 plays', () => {
    const layout = { ...blankLayout(26, 50), cells: new Array<string>(26 * 50).fill('G1') };
    const g = run(newGame({ layout }), 'Bz50 end Ya1 end');
    expect(status(g).turn).toBe(2);
  });
});
