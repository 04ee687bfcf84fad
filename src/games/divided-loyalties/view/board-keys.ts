// What the board's label tells a keyboard player on Divided Loyalties' page, as its keys really
// work: a colour's number (1–6) chooses it from the stock (view/stock.ts); the arrows move the
// cursor, Enter or Space places a stone of that colour on the cursor's cell, then (the stone chosen)
// builds the bridge whose lit end the cursor is on, and Escape lets go of the stone (the page's
// picker); E ends the turn and P passes (the game's buttons, page.ts).
import { COLOURS } from '../rules/index';

const COLOUR_KEYS = COLOURS.map((c, i) => `${i + 1} ${c.name}`).join(', ');

/** What the board's keys do here, for its label (the page's letters follow). */
export const BOARD_KEYS =
  `Board: keys 1 to 6 choose a colour (${COLOUR_KEYS}), arrow keys move the cursor, ` +
  `Enter or Space places a stone of it on the cursor's cell, then builds a bridge through it at a lit end, ` +
  `Escape lets go of the stone; E End turn, P Pass`;
