// The computer players' search: negamax with alpha-beta, a transposition table and iterative
// deepening over the fast engine. Each level is a row of LEVEL_TABLE. The lower levels are bounded
// by depth and node count only, so a seed replays the same move on any machine; Expert also stops
// at its time budget (documented in LEVEL_TABLE), finishing with the deepest search it completed.
import { seededRandom } from '../../../util/random';
import { evaluate, winsNow, WIN } from './evaluate';
import { ANCHOR, apply, generate, glyphOf, PULSE, toOf } from './moves';
import { clone, copyInto, DRAW, EMPTY, isCore, ON, SQUARES, type State } from './state';

interface LevelSettings {
  depth: number; // deepest iteration
  nodes: number; // positions searched at most
  ms: number | null; // time budget, or null: never stopped by the clock
  noise: number; // random spread added to each root move's score (weaker play)
}

export const LEVEL_TABLE = {
  easy: { depth: 1, nodes: 10_000, ms: null, noise: 30 },
  medium: { depth: 2, nodes: 60_000, ms: null, noise: 15 },
  hard: { depth: 3, nodes: 200_000, ms: null, noise: 0 },
  // Expert deepens until its node limit (about 1.1 s of one idle core of our 2-core machine, where a
  // seed replays the same move) or, on a busy machine, its 1.2 s budget stops it first (then the
  // deepest search completed counts, and a seed need not replay the same move).
  expert: { depth: 24, nodes: 300_000, ms: 1_200, noise: 0 },
} as const satisfies Record<string, LevelSettings>;

export type Level = keyof typeof LEVEL_TABLE;

export class SearchAborted extends Error {
  constructor() {
    super('the computer player stopped thinking');
    this.name = 'SearchAborted';
  }
}

/** Thrown inside the search when its node or time budget is spent. */
class OutOfBudget extends Error {}

// Zobrist keys: two 32-bit halves, one for the table slot, one to check the entry.
const keyRandom = seededRandom(0x61c8);
const key = (): number => (keyRandom() * 0x100000000) | 0;
const PIECE_KEYS = Array.from({ length: 2 }, () => Int32Array.from({ length: SQUARES * 5 }, key));
const MARK_KEYS = Array.from({ length: 2 }, () => Int32Array.from({ length: SQUARES * 3 }, key));
const SIDE_KEYS = Array.from({ length: 2 }, () => Int32Array.from({ length: 8 }, key));

/** Both halves of the position's key, the first in `hashHigh`. */
let hashHigh = 0;
function hash(s: State): number {
  const side = s.current + 2 * s.rest[0]! + 4 * s.rest[1]!;
  let h1 = SIDE_KEYS[0]![side]!;
  let h2 = SIDE_KEYS[1]![side]!;
  const [pk1, pk2] = PIECE_KEYS as [Int32Array, Int32Array];
  const [mk1, mk2] = MARK_KEYS as [Int32Array, Int32Array];
  for (let sq = 0; sq < SQUARES; sq++) {
    const p = sq * 5 + s.board[sq]!;
    const m = sq * 3 + s.marks[sq]! + 1;
    h1 ^= pk1[p]! ^ mk1[m]!;
    h2 ^= pk2[p]! ^ mk2[m]!;
  }
  hashHigh = h2;
  return h1;
}

const TT_BITS = 18;
const TT_SIZE = 1 << TT_BITS;
const EXACT = 0,
  LOWER = 1,
  UPPER = 2;

interface Search {
  nodes: number;
  maxNodes: number;
  deadline: number;
  signal: AbortSignal | undefined;
  ttCheck: Int32Array;
  ttMove: Int32Array;
  ttScore: Int32Array;
  ttDepth: Int8Array; // -1: empty
  ttFlag: Int8Array;
  killers: Int32Array; // per ply
  history: Int32Array; // per move: how often it cut the search off, weighted by depth
  states: State[]; // per ply: the child positions, reused
  moves: number[][]; // per ply: the generated moves, reused
  order: Float64Array[]; // per ply: the moves' sort keys
}

const MAX_PLY = 64;

function newSearch(root: State, settings: LevelSettings, signal: AbortSignal | undefined, ms: number | null): Search {
  return {
    nodes: 0,
    maxNodes: settings.nodes,
    deadline: ms === null ? Infinity : performance.now() + ms,
    signal,
    ttCheck: new Int32Array(TT_SIZE),
    ttMove: new Int32Array(TT_SIZE).fill(-1),
    ttScore: new Int32Array(TT_SIZE),
    ttDepth: new Int8Array(TT_SIZE).fill(-1),
    ttFlag: new Int8Array(TT_SIZE),
    killers: new Int32Array(MAX_PLY).fill(-1),
    history: new Int32Array(5 * 2401),
    states: Array.from({ length: MAX_PLY + 1 }, () => clone(root)),
    moves: Array.from({ length: MAX_PLY + 1 }, () => []),
    order: Array.from({ length: MAX_PLY + 1 }, () => new Float64Array(256)),
  };
}

function tick(search: Search): void {
  search.nodes++;
  if ((search.nodes & 255) === 0) {
    if (search.signal?.aborted) throw new SearchAborted();
    if (performance.now() > search.deadline) throw new OutOfBudget();
  }
  if (search.nodes > search.maxNodes) throw new OutOfBudget();
}

/** A rough order to try moves in: captures (the Core first), then ANCHORs and PULSEs, then the rest. */
function priority(s: State, m: number): number {
  const to = toOf(m);
  const there = s.board[to]!;
  const glyph = glyphOf(m);
  if (there !== EMPTY && glyph !== PULSE) return isCore(there) ? 1000 : 300;
  if (glyph === ANCHOR) return 200;
  if (glyph === PULSE) return 150;
  return 0;
}

/** Sorts `moves` in place, best first, by priority (insertion sort: a few dozen moves). */
function order(
  s: State,
  moves: number[],
  keys: Float64Array,
  first: number,
  killer: number,
  history: Int32Array,
): void {
  for (let i = 0; i < moves.length; i++) {
    const m = moves[i]!;
    const key = m === first ? 10_000 : m === killer ? 500 : priority(s, m) + Math.min(99, history[m]! / 64);
    let j = i;
    while (j > 0 && keys[j - 1]! < key) {
      keys[j] = keys[j - 1]!;
      moves[j] = moves[j - 1]!;
      j--;
    }
    keys[j] = key;
    moves[j] = m;
  }
}

/** The score of the game's end for the player to move of `s` (a win sooner is better). */
function endScore(s: State, ply: number): number {
  if (s.winner === DRAW) return 0;
  return s.winner === s.current ? WIN - ply : -(WIN - ply);
}

function negamax(s: State, depth: number, alpha: number, beta: number, ply: number, search: Search): number {
  tick(search);
  if (s.winner !== ON) return endScore(s, ply);
  if (depth === 0) return winsNow(s) ? WIN - ply - 1 : evaluate(s);
  const h1 = hash(s);
  const h2 = hashHigh;
  const slot = h1 & (TT_SIZE - 1);
  let first = -1;
  if (search.ttDepth[slot]! >= 0 && search.ttCheck[slot] === h2) {
    first = search.ttMove[slot]!;
    if (search.ttDepth[slot]! >= depth) {
      const score = search.ttScore[slot]!;
      const flag = search.ttFlag[slot]!;
      if (flag === EXACT || (flag === LOWER && score >= beta) || (flag === UPPER && score <= alpha)) return score;
    }
  }
  const moves = search.moves[ply]!;
  moves.length = 0;
  generate(s, moves);
  order(s, moves, search.order[ply]!, first, search.killers[ply]!, search.history);
  const startAlpha = alpha;
  let best = -Infinity;
  let bestMove = -1;
  const child = search.states[ply + 1]!;
  for (const m of moves) {
    copyInto(child, s);
    apply(child, m);
    // Principal variation search: after the first move, a null window proves a move no better.
    let score: number;
    if (bestMove < 0) score = -negamax(child, depth - 1, -beta, -alpha, ply + 1, search);
    else {
      score = -negamax(child, depth - 1, -alpha - 1, -alpha, ply + 1, search);
      if (score > alpha && score < beta) {
        copyInto(child, s);
        apply(child, m);
        score = -negamax(child, depth - 1, -beta, -alpha, ply + 1, search);
      }
    }
    if (score > best) {
      best = score;
      bestMove = m;
    }
    if (score > alpha) alpha = score;
    if (alpha >= beta) {
      if (s.board[toOf(m)] === EMPTY) {
        search.killers[ply] = m;
        search.history[m] = search.history[m]! + depth * depth;
      }
      break;
    }
  }
  search.ttCheck[slot] = h2;
  search.ttMove[slot] = bestMove;
  search.ttScore[slot] = best;
  search.ttDepth[slot] = depth;
  search.ttFlag[slot] = best <= startAlpha ? UPPER : best >= beta ? LOWER : EXACT;
  return best;
}

interface Choice {
  move: number;
  depth: number; // the deepest iteration completed
  nodes: number;
}

/**
 * The move the level chooses for the player to move of `root` (which must not be over). `ms` caps
 * the level's time budget (the clock's share, see clock.ts); `nodes` overrides its node limit.
 */
export function chooseMove(
  root: State,
  level: Level,
  seed: number,
  options: { signal?: AbortSignal; ms?: number | null; nodes?: number } = {},
): Choice {
  const base: LevelSettings = LEVEL_TABLE[level];
  const settings = { ...base, nodes: options.nodes ?? base.nodes };
  const ms = options.ms === undefined ? settings.ms : options.ms;
  const search = newSearch(root, settings, options.signal, ms);
  const random = seededRandom(seed);
  const moves: number[] = [];
  generate(root, moves);
  // A seeded shuffle: among moves of equal score, the seed picks.
  for (let i = moves.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [moves[i], moves[j]] = [moves[j]!, moves[i]!];
  }
  // A move that wins at once is played at once (deeper scores could tie it with slower wins).
  for (const m of moves) {
    const child = clone(root);
    apply(child, m);
    if (child.winner === root.current) return { move: m, depth: 0, nodes: search.nodes };
  }
  const noise = new Map(moves.map((m) => [m, (random() * 2 - 1) * settings.noise]));
  let best = moves[0]!;
  let done = 0;
  for (let depth = 1; depth <= settings.depth; depth++) {
    try {
      best = searchRoot(root, moves, noise, depth, search);
      done = depth;
    } catch (e) {
      if (!(e instanceof OutOfBudget) || depth === 1) throw e;
      break;
    }
    // The best move first next time; a won game needs no deeper look.
    moves.splice(moves.indexOf(best), 1);
    moves.unshift(best);
  }
  return { move: best, depth: done, nodes: search.nodes };
}

/**
 * One iteration at the root. With noise, every move gets an exact score (a full window) so the
 * noise compares true scores; without, the usual alpha-beta window.
 */
function searchRoot(root: State, moves: number[], noise: Map<number, number>, depth: number, search: Search): number {
  const exact = [...noise.values()].some((n) => n !== 0);
  let alpha = -Infinity;
  let best = moves[0]!;
  let bestScore = -Infinity;
  for (const m of moves) {
    const child = clone(root);
    apply(child, m);
    const score =
      -negamax(child, depth - 1, -Infinity, exact ? Infinity : -alpha, 1, search) + (exact ? noise.get(m)! : 0);
    if (score > bestScore) {
      bestScore = score;
      best = m;
    }
    if (score > alpha) alpha = score;
  }
  return best;
}

/** How many plies the swap decision looks ahead, and its node cap (a fraction of a second). */
const SWAP_LOOK = { depth: 3, nodes: 60_000 } as const;

/**
 * The position's worth to the player to move, by a short fixed search (deterministic): what a
 * computer weighs when R12 lets it take the other side instead of moving.
 */
export function valueToMove(root: State): number {
  const search = newSearch(root, { ...LEVEL_TABLE.hard, nodes: SWAP_LOOK.nodes }, undefined, null);
  try {
    return negamax(root, SWAP_LOOK.depth, -Infinity, Infinity, 0, search);
  } catch (e) {
    if (e instanceof OutOfBudget) return evaluate(root);
    throw e;
  }
}
