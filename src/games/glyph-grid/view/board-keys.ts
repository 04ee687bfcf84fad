// What the board's label tells a keyboard player on Glyph Grid's page, as its keys really work: a
// glyph's number (1–5) chooses it and narrows the board to its moves, the same number puts it down
// (view/glyph-bar.ts); the arrows move the cursor, Enter or Space picks a piece and then plays it on
// the cursor's square, asking which glyph where two reach it; Escape puts the piece down (the
// page's picker).
import { GLYPH_INFO, GLYPHS } from '../rules/index';

const GLYPH_KEYS = GLYPHS.map((g, i) => `${i + 1} ${GLYPH_INFO[g].name}`).join(', ');

/** What the board's keys do here, for its label (the page's letters follow). */
export const BOARD_KEYS =
  `Board: keys 1 to 5 choose a glyph (${GLYPH_KEYS}; its key again puts it down), ` +
  `arrow keys move the cursor, Enter or Space picks a piece, then plays it on the cursor's square ` +
  `(asking which glyph where two reach it), Escape puts the piece down`;
