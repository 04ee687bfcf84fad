// ANCHOR (R6): mark the square in place, or claim an adjacent empty enemy mark; it rests a turn after use (R12).
import { NEIGHBOURS, opponent, squareName } from './board';
import type { GlyphRule } from './glyph';

export const anchor: GlyphRule = {
  glyph: 'anchor',
  reach: (from) => [from, ...NEIGHBOURS[from]!],
  why(g, from, to) {
    const me = g.current;
    if (g.rest[me]) return 'it rests this turn: you used it last turn';
    if (to === from) return g.marks[from] === me ? `${squareName(from)} already carries your mark` : null;
    if (!NEIGHBOURS[from]!.includes(to)) return `${squareName(to)} is not next to ${squareName(from)}`;
    if (g.pieces[to]) return `${squareName(to)} is not empty: ANCHOR claims only an empty enemy mark`;
    if (g.marks[to] !== opponent(me)) return `${squareName(to)} carries no enemy mark to claim`;
    return null;
  },
  apply(d, from, to) {
    d.marks[to] = d.current;
    if (to !== from) {
      d.pieces[to] = d.pieces[from]!;
      d.pieces[from] = null;
    }
    return true; // every ANCHOR changes a mark
  },
};
