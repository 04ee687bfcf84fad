// A turn (R4): which actions are legal, playing one, the start-of-turn steps (R9), the ends of the
// game (R10, R11), resignation, the clocks, and the undo that does not exist (R15).
import { produce } from 'immer';
import { isSquare, opponent, SEAT_NAMES, SQUARES, squareName } from './board';
import { coreOf, isSurrounded } from './game';
import { anchor } from './anchor';
import { GLYPH_INFO, pieceOn, type GlyphRule } from './glyph';
import { invert, markCount, sealOf } from './marks';
import { arc, lance, vector } from './moving';
import { pulse } from './pulse';
import {
  GLYPHS,
  IllegalActionError,
  type Action,
  type Game,
  type Glyph,
  type Move,
  type Position,
  type Sq,
} from './types';

const RULES: Record<Glyph, GlyphRule> = { vector, lance, arc, pulse, anchor };

/** Dominion (R10): this many marks, still held at the start of the owner's turn, win. */
const DOMINION = 6;
/** R11: quiet turns in a row that draw, and the turn that ends the game. */
export const QUIET_LIMIT = 60;
export const TURN_LIMIT = 300;

const isGlyph = (kind: unknown): kind is Glyph => (GLYPHS as readonly unknown[]).includes(kind);

/** Fields an action must carry, checked before any rule looks at it. */
function shapeProblem(a: Record<string, unknown>): string | null {
  const fields = a.kind === 'resign' ? ['player'] : ['from', 'to'];
  for (const key of fields) if (!Object.hasOwn(a, key)) return `the action needs "${key}"`;
  const extra = Object.keys(a).find((key) => key !== 'kind' && !fields.includes(key));
  if (extra !== undefined) return `the action does not take "${extra.slice(0, 20)}"`;
  if (a.kind === 'resign') return a.player === 0 || a.player === 1 ? null : 'player is not White (0) or Black (1)';
  return isSquare(a.from) && isSquare(a.to) ? null : 'from and to must be squares (0–48)';
}

/** Why the action may not be played now, in a player's words; null when it is legal. */
export function whyIllegal(game: Game, action: Action): string | null {
  const a = action as unknown as Record<string, unknown>;
  if (typeof a !== 'object' || a === null || typeof a.kind !== 'string') return 'that is not an action';
  if (!isGlyph(a.kind) && a.kind !== 'resign') return `there is no glyph called "${a.kind.slice(0, 20)}"`;
  const name = a.kind === 'resign' ? 'Resign' : GLYPH_INFO[a.kind].name;
  const shape = shapeProblem(a);
  if (shape) return `${name}: ${shape}`;
  if (game.result) return 'The game is over';
  if (action.kind === 'resign') return null;
  const problem = moveProblem(game, action);
  return problem === null ? null : `${name}: ${problem}`;
}

function moveProblem(g: Game, move: Move): string | null {
  const piece = g.pieces[move.from];
  if (!piece) return `${squareName(move.from)} has no piece of yours`;
  if (piece.player !== g.current) return `It is ${SEAT_NAMES[g.current]}'s turn (that is ${pieceOn(g, move.from)})`;
  return RULES[move.kind].why(g, move.from, move.to);
}

export const isLegal = (game: Game, action: Action): boolean => whyIllegal(game, action) === null;

/** The legal moves of the player to move with the piece on `from`, glyph by glyph (R6). */
export function movesFrom(g: Game, from: Sq): Move[] {
  const out: Move[] = [];
  if (g.pieces[from]?.player !== g.current) return out;
  for (const kind of GLYPHS) {
    const rule = RULES[kind];
    for (const to of rule.reach(from)) if (rule.why(g, from, to) === null) out.push({ kind, from, to });
  }
  return out;
}

/** Every legal action of the player to move: their moves, piece by piece, then their resignation. */
export function legalActions(game: Game): Action[] {
  if (game.result) return [];
  const out: Action[] = [];
  for (let from = 0; from < SQUARES; from++) out.push(...movesFrom(game, from));
  out.push({ kind: 'resign', player: game.current });
  return out;
}

export function play(game: Game, action: Action): Game {
  const problem = whyIllegal(game, action);
  if (problem !== null) throw new IllegalActionError(problem);
  if (action.kind === 'resign') {
    return produce(game, (d) => {
      d.result = { winner: opponent(action.player), reason: 'resign' };
    });
  }
  return produce(game, (draft) => {
    const d = draft as Position;
    const me = d.current;
    const changed = RULES[action.kind].apply(d, action.from, action.to);
    d.rest[me] = action.kind === 'anchor';
    d.quiet = changed ? 0 : d.quiet + 1;
    d.turn += 1;
    d.current = opponent(me);
    const seal = sealOf(d, me);
    if (coreOf(d, opponent(me)) === null) d.result = { winner: me, reason: 'capture' };
    else if (seal) d.result = { winner: me, reason: seal.shape };
    else beginTurn(d);
  });
}

/** The start-of-turn steps of R9, in order, for the player now to move. */
function beginTurn(d: Position): void {
  const p = d.current;
  const other = opponent(p);
  if (markCount(d, p) >= DOMINION) d.result = { winner: p, reason: 'dominion' };
  else if (isSurrounded(d, p)) d.result = { winner: other, reason: 'surround' };
  else if (!coreCanAct(d)) d.result = { winner: other, reason: 'immobile' };
  else {
    if (invert(d, p)) d.quiet = 0;
    const seal = sealOf(d, p);
    if (seal) d.result = { winner: p, reason: seal.shape };
    else if (d.quiet >= QUIET_LIMIT) d.result = { winner: 'draw', reason: 'quiet' };
    else if (d.turn >= TURN_LIMIT) d.result = { winner: 'draw', reason: 'limit' };
  }
}

/** R9.3: the Core of the player to move has a legal action with some glyph. */
const coreCanAct = (g: Game): boolean => movesFrom(g, coreOf(g, g.current)!).length > 0;

/**
 * R11: charge `ms` of thinking to the player to move. Their clock stops at 0 and they lose on time;
 * an untimed or finished game comes back unchanged.
 */
export function elapse(game: Game, ms: number): Game {
  if (!(Number.isInteger(ms) && ms >= 0)) throw new RangeError('elapse: ms must be a whole number ≥ 0');
  if (game.clocks === null || game.result) return game;
  return produce(game, (draft) => {
    const d = draft as Position;
    const left = Math.max(0, d.clocks![d.current] - ms);
    d.clocks![d.current] = left;
    if (left === 0) d.result = { winner: opponent(d.current), reason: 'time' };
  });
}

/** R15: a turn is one action, committed at once, and the clocks run. */
export const canUndo = (_game: Game): boolean => false;

export function undo(_game: Game): Game {
  throw new IllegalActionError('Undo: a Glyph Grid turn is one action, committed at once; there is no undo');
}
