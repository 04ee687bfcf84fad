// What each player sees (R16), asked the way a board asks it: the glyph bar, a piece's
// destinations per glyph, the pieces a glyph can move, what a move would do, shields, flip badges,
// the Dominion warning. Every answer about moves is read off the legal moves, so it agrees with `play`.
import { opponent, SQUARES } from './board';
import { GLYPH_INFO } from './glyph';
import { flipping, markCount } from './marks';
import { pushOf } from './pulse';
import { legalActions, movesFrom } from './turn';
import { GLYPHS, type Game, type Glyph, type Move, type Player, type Sq } from './types';

const legalMoves = (game: Game): Move[] => legalActions(game).filter((a): a is Move => a.kind !== 'resign');

export interface GlyphButton {
  glyph: Glyph;
  name: string; // 'VECTOR'
  help: string; // the tool tip
  usable: boolean; // some piece of the player to move can use it now
  resting: boolean; // ANCHOR in a rest turn: shown "resting" and disabled
}

/** The glyph bar for the player to move, in its order. */
export function glyphBar(game: Game): GlyphButton[] {
  const moves = legalMoves(game);
  return GLYPHS.map((glyph) => ({
    glyph,
    ...GLYPH_INFO[glyph],
    usable: moves.some((m) => m.kind === glyph),
    resting: glyph === 'anchor' && game.result === null && game.rest[game.current],
  }));
}

/**
 * The squares the piece on `from` can reach, per glyph (empty lists for a piece that is not the
 * mover's). ANCHOR's list holds `from` itself for a mark in place, and the claimable neighbours.
 */
export function destinations(game: Game, from: Sq): Record<Glyph, Sq[]> {
  const out = { vector: [], lance: [], arc: [], pulse: [], anchor: [] } as Record<Glyph, Sq[]>;
  if (game.result === null) for (const m of movesFrom(game, from)) out[m.kind].push(m.to);
  return out;
}

/** The squares of the pieces that can use `glyph` now (lit when the glyph is chosen). */
export function piecesFor(game: Game, glyph: Glyph): Sq[] {
  return [...new Set(legalMoves(game).flatMap((m) => (m.kind === glyph ? [m.from] : [])))];
}

/** The legal moves from `from` to `to`, one per glyph: two (VECTOR and an ANCHOR claim) means ask which. */
export function movesBetween(game: Game, from: Sq, to: Sq): Move[] {
  return legalMoves(game).filter((m) => m.from === from && m.to === to);
}

/** PULSE's push: the pushed piece goes from `from` toward `to` (null: off the board); `captured` draws the capture mark. */
export interface Push {
  from: Sq;
  to: Sq | null;
  captured: boolean;
}

export interface MovePreview {
  /** Pieces that move, the mover first: [from, to] pairs. */
  moves: [Sq, Sq][];
  /** Squares whose piece is removed. */
  captured: Sq[];
  /** The square that gets the mover's mark (ANCHOR), or null. */
  marked: Sq | null;
  /** PULSE's push, or null for the other glyphs. */
  push: Push | null;
}

/** What a move (legal for the player to move) would do, to draw before the click. */
export function preview(game: Game, move: Move): MovePreview {
  const { kind, from, to } = move;
  if (kind === 'pulse') {
    const push = pushOf(game, from, to);
    return {
      moves: push.captured
        ? [[from, to]]
        : [
            [from, to],
            [to, push.to!],
          ],
      captured: push.captured ? [to] : [],
      marked: null,
      push: { from: to, ...push },
    };
  }
  return {
    moves: to === from ? [] : [[from, to]],
    captured: kind !== 'anchor' && game.pieces[to] ? [to] : [],
    marked: kind === 'anchor' ? to : null,
    push: null,
  };
}

/** Pieces standing on their own mark: protected from PULSE (R7), drawn with a shield. */
export function shields(game: Game): Sq[] {
  const out: Sq[] = [];
  for (let sq = 0; sq < SQUARES; sq++) {
    const p = game.pieces[sq];
    if (p && game.marks[sq] === p.player) out.push(sq);
  }
  return out;
}

/** Pieces standing on an enemy mark: it flips to `player` at the start of their turn if the piece is still there (R8). */
export function flipBadges(game: Game): { at: Sq; player: Player }[] {
  return ([0, 1] as const).flatMap((player) => flipping(game, player).map((at) => ({ at, player })));
}

/**
 * The Dominion warning (R10, R16): the player who ended their turn with six or more marks, and the
 * marks of theirs the player to move can claim with ANCHOR this turn; null when there is no threat.
 */
export function dominionThreat(game: Game): { player: Player; marks: number; claimable: Sq[] } | null {
  const player = opponent(game.current);
  const marks = markCount(game, player);
  if (game.result !== null || marks < 6) return null;
  const claimable = legalMoves(game).flatMap((m) => (m.kind === 'anchor' && m.to !== m.from ? [m.to] : []));
  return { player, marks, claimable: [...new Set(claimable)].sort((a, b) => a - b) };
}
