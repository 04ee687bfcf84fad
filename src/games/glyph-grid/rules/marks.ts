// Resonance marks (R7), inversion (R8) and the seals they make (R10).
import { SEALS, SQUARES } from './board';
import type { Game, Player, Position, Sq } from './types';

/** A player's mark count: the squares carrying their mark (R7). */
export function markCount(g: Game, player: Player): number {
  let n = 0;
  for (const m of g.marks) if (m === player) n++;
  return n;
}

/** A player's seal (R10): the first line of four of their marks, else the first 2 × 2 square, or null. */
export function sealOf(g: Game, player: Player): { shape: 'line' | 'square'; squares: readonly Sq[] } | null {
  return SEALS.find((seal) => seal.squares.every((sq) => g.marks[sq] === player)) ?? null;
}

/** Squares holding `player`'s piece on the opponent's mark: they flip at the start of `player`'s turn (R8). */
export function flipping(g: Game, player: Player): Sq[] {
  const out: Sq[] = [];
  for (let sq = 0; sq < SQUARES; sq++) {
    const m = g.marks[sq];
    if (m !== null && m !== undefined && m !== player && g.pieces[sq]?.player === player) out.push(sq);
  }
  return out;
}

/** Inversion (R8) for the player whose turn begins; true when a mark flipped. */
export function invert(d: Position, player: Player): boolean {
  const flips = flipping(d, player);
  for (const sq of flips) d.marks[sq] = player;
  return flips.length > 0;
}
