// PULSE (R6): step onto an adjacent enemy piece and push it one square further.
import { directionTo, NEIGHBOURS, STEP, squareName } from './board';
import { pieceOn, type GlyphRule } from './glyph';
import type { Game, Sq } from './types';

/**
 * Where a PULSE from `from` onto `to` sends the pushed piece: `to` the square beyond (null off the
 * board) and whether it is captured there (off the board or into any piece).
 */
export function pushOf(g: Game, from: Sq, to: Sq): { to: Sq | null; captured: boolean } {
  const beyond = STEP[to]![directionTo(from, to)] ?? null;
  return { to: beyond, captured: beyond === null || g.pieces[beyond] !== null };
}

export const pulse: GlyphRule = {
  glyph: 'pulse',
  reach: (from) => NEIGHBOURS[from]!,
  why(g, from, to) {
    if (directionTo(from, to) < 0) return `${squareName(to)} is not next to ${squareName(from)}`;
    const target = g.pieces[to];
    if (!target || target.player === g.current) return `${squareName(to)} holds no enemy piece to push`;
    if (g.marks[to] === target.player) return `${pieceOn(g, to)} stands on its own mark and cannot be pushed`;
    if (g.pieces[from]!.kind === 'shard' && target.kind === 'core') return 'a Shard cannot push the Core';
    return null;
  },
  apply(d, from, to) {
    const push = pushOf(d, from, to);
    if (!push.captured) d.pieces[push.to!] = d.pieces[to]!;
    d.pieces[to] = d.pieces[from]!;
    d.pieces[from] = null;
    return push.captured; // the push changes no mark
  },
};
