// The shape every glyph's rule shares (R6), and the glyph catalogue the glyph bar shows (R16).
import { PIECE_NAMES, SEAT_NAMES, squareName } from './board';
import type { Game, Glyph, Piece, Position, Sq } from './types';

export interface GlyphRule {
  readonly glyph: Glyph;
  /** Every square the piece on `from` could reach with this glyph, each once (a superset is fine). */
  reach(from: Sq): readonly Sq[];
  /** Why the player to move may not use the glyph from `from` (their piece) to `to`; null when legal. */
  why(g: Game, from: Sq, to: Sq): string | null;
  /** The move's effect on the board; true when it captured a piece or changed a mark. Only for legal moves. */
  apply(d: Position, from: Sq, to: Sq): boolean;
}

/** Each glyph's name on its button and its one-line help (the tool tip), in the order of the glyph bar. */
export const GLYPH_INFO = {
  vector: { name: 'VECTOR', help: 'One step in any of the eight directions.' },
  lance: { name: 'LANCE', help: 'Exactly two squares in a straight line; the square between must be empty.' },
  arc: { name: 'ARC', help: "A knight's jump: two squares one way, then one to the side, over anything." },
  pulse: {
    name: 'PULSE',
    help: 'Step onto an adjacent enemy piece and push it one square on; pushed off the board or into a piece, it is captured.',
  },
  anchor: {
    name: 'ANCHOR',
    help: 'Mark the square you stand on, or step onto an adjacent empty enemy mark and claim it. Rests the next turn.',
  },
} as const satisfies Record<Glyph, { name: string; help: string }>;

/** "Black's Shard", "White's Core". */
export const pieceName = (p: Piece): string => `${SEAT_NAMES[p.player]}'s ${PIECE_NAMES[p.kind]}`;

/** "Black's Shard on c3". */
export const pieceOn = (g: Game, sq: Sq): string => `${pieceName(g.pieces[sq]!)} on ${squareName(sq)}`;
