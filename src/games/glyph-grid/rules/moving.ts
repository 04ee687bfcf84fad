// VECTOR, LANCE and ARC (R6), and what they may land on (R5).
import { KNIGHT_TARGETS, NEIGHBOURS, STEP, STEP2, squareName } from './board';
import { pieceOn, type GlyphRule } from './glyph';
import type { Game, Position, Sq } from './types';

/**
 * R5: a move ends on an empty square or captures an enemy piece: a Core takes a Shard or the Core, a
 * Shard only the Core. Nothing lands on its own side's piece.
 */
function landingProblem(g: Game, from: Sq, to: Sq): string | null {
  const mover = g.pieces[from]!;
  const there = g.pieces[to];
  if (!there) return null;
  if (there.player === mover.player)
    return `${squareName(to)} holds your own ${there.kind === 'core' ? 'Core' : 'Shard'}`;
  if (mover.kind === 'shard' && there.kind === 'shard') return `a Shard cannot capture a Shard (${pieceOn(g, to)})`;
  return null;
}

/** The piece goes to `to`, capturing what stands there. */
function moveTo(d: Position, from: Sq, to: Sq): boolean {
  const captured = d.pieces[to] !== null;
  d.pieces[to] = d.pieces[from]!;
  d.pieces[from] = null;
  return captured;
}

export const vector: GlyphRule = {
  glyph: 'vector',
  reach: (from) => NEIGHBOURS[from]!,
  why(g, from, to) {
    if (!NEIGHBOURS[from]!.includes(to)) return `${squareName(to)} is not one step from ${squareName(from)}`;
    return landingProblem(g, from, to);
  },
  apply: moveTo,
};

const LANCE_REACH = STEP2.map((targets) => targets.filter((s): s is Sq => s !== null));

export const lance: GlyphRule = {
  glyph: 'lance',
  reach: (from) => LANCE_REACH[from]!,
  why(g, from, to) {
    const dir = STEP2[from]!.indexOf(to);
    if (dir < 0) return `${squareName(to)} is not two squares in a straight line from ${squareName(from)}`;
    const between = STEP[from]![dir]!;
    if (g.pieces[between]) return `it cannot jump: ${pieceOn(g, between)} is in the way`;
    return landingProblem(g, from, to);
  },
  apply: moveTo,
};

export const arc: GlyphRule = {
  glyph: 'arc',
  reach: (from) => KNIGHT_TARGETS[from]!,
  why(g, from, to) {
    if (!KNIGHT_TARGETS[from]!.includes(to)) return `${squareName(to)} is not a knight's jump from ${squareName(from)}`;
    return landingProblem(g, from, to);
  },
  apply: moveTo,
};
