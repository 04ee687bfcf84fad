// The layout editor's field as a screen reader hears it: each cell by its square and what it holds,
// in the manual's words (a region's board, a dot, nothing).
import { describe, expect, it } from 'vitest';
import { blankLayout, paintCell } from '../../../../src/games/divided-loyalties/rules/index';
import { editorCellName } from '../../../../src/games/divided-loyalties/view/layout-editor';

describe("the layout editor's cells", () => {
  it('say their square and what they hold', () => {
    // Four columns, three rows: the square of a cell counts along the rows.
    const layout = paintCell(paintCell(blankLayout(4, 3), 'd2', 'W3'), 'a3', 'o');
    expect(editorCellName(layout, 0)).toBe('a1: nothing');
    expect(editorCellName(layout, 7)).toBe('d2: region W3');
    expect(editorCellName(layout, 8)).toBe('a3: a dot');
  });
});
