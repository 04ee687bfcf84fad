// The computer players' search: negamax alpha-beta over the fast engine. The levels differ in
// depth, node budget, evaluation, move ordering and the random spread they add at the root.
// Budgets are counted in nodes, so a seed replays the same move; only the strongest level also
// has a time cap (a safety net for a slow machine: when it cuts, the move may differ).
import { seededRandom } from '../../../util/random';
import { MOVE_LIMIT, REPETITIONS, type Seat } from '../rules/index';
import { evaluate, MATERIAL, TOKEN, type Weights } from './evaluate';
import { allCaptured, capturedOf, generate, make, MAX_MOVES, occurrences, unmake, type State } from './state';

interface LevelSettings {
  depth: number; // the deepest iteration
  nodes: number; // positions searched at most for one move
  ms: number; // time cap (Infinity: none)
  noise: number; // random spread added to each root move's score (weaker play)
  weights: Weights;
  ordering: boolean; // transposition table, killer moves and history; off for the plain baseline
  contempt: number; // what an equal scored finish costs the side choosing (it would rather play on)
}

const POSITIONAL: Weights = { mobility: 4, exposed: 12 };

const SETTINGS = {
  easy: { depth: 1, nodes: 1_000, ms: Infinity, noise: 2.5 * TOKEN, weights: MATERIAL, ordering: false, contempt: 0 },
  medium: { depth: 2, nodes: 5_000, ms: Infinity, noise: 0.6 * TOKEN, weights: MATERIAL, ordering: false, contempt: 0 },
  hard: {
    depth: 3,
    nodes: 4_000,
    ms: Infinity,
    noise: 0.1 * TOKEN,
    weights: POSITIONAL,
    ordering: true,
    contempt: 0.3 * TOKEN,
  },
  // About as many positions as the baseline searches (~10 ms of a core), so it thinks no longer (R10).
  expert: { depth: 40, nodes: 10_000, ms: 900, noise: 0, weights: POSITIONAL, ordering: true, contempt: 0.3 * TOKEN },
  // R10's reference strength: plain alpha-beta 6 plies deep over captured-token counts, no table,
  // no ordering beyond the previous iteration's best root move. Not in LEVELS: the arena names it.
  baseline: { depth: 6, nodes: Infinity, ms: Infinity, noise: 0, weights: MATERIAL, ordering: false, contempt: 0 },
} as const satisfies Record<string, LevelSettings>;

export type Level = keyof typeof SETTINGS;
export const LEVELS = ['easy', 'medium', 'hard', 'expert'] as const satisfies readonly Level[];
export const BASELINE_LEVEL = 'baseline' satisfies Level;
export const isLevel = (level: string): level is Level => Object.hasOwn(SETTINGS, level);

export class SearchAborted extends Error {
  constructor() {
    super('the computer player stopped thinking');
    this.name = 'SearchAborted';
  }
}

/** Thrown inside the search when the node budget or time cap is spent; the last finished depth counts. */
class OutOfBudget extends Error {}

const WIN = 100_000;
const MAX_DEPTH = 64;
const TT_BITS = 18;
const EXACT = 0;
const LOWER = 1;
const UPPER = 2;
/** Mixed into the key of a position seen twice already: its next occurrence ends the game (R7.3). */
const SEEN_TWICE = 0x5bd1e995;

class Search {
  nodes = 0;
  private readonly moves = new Int32Array(MAX_DEPTH * MAX_MOVES);
  private readonly order = new Int32Array(MAX_DEPTH * MAX_MOVES);
  private readonly killers = new Int32Array(MAX_DEPTH * 2).fill(-1);
  private readonly history = new Int32Array(100);
  private readonly tt: { hi: Int32Array; lo: Int32Array; score: Int32Array; info: Int32Array } | null;
  private readonly deadline: number;

  constructor(
    private readonly s: State,
    private readonly settings: LevelSettings,
    private readonly signal: AbortSignal | undefined,
  ) {
    this.deadline = settings.ms === Infinity ? Infinity : Date.now() + settings.ms;
    const size = 1 << TT_BITS;
    this.tt = settings.ordering
      ? { hi: new Int32Array(size), lo: new Int32Array(size), score: new Int32Array(size), info: new Int32Array(size) }
      : null;
  }

  /** R7.5 as a search value for the side to move: a scored finish is a win or loss like any other. */
  private scored(ply: number): number {
    const s = this.s;
    const mine = capturedOf(s, s.side);
    const theirs = capturedOf(s, (1 - s.side) as Seat);
    if (mine !== theirs) return mine < theirs ? WIN - ply : -(WIN - ply);
    // An even ply is the chooser's own move to make.
    return ply % 2 === 0 ? -this.settings.contempt : this.settings.contempt;
  }

  private tick(): void {
    if (++this.nodes > this.settings.nodes) throw new OutOfBudget();
    if ((this.nodes & 1023) === 0) {
      if (this.signal?.aborted) throw new SearchAborted();
      if (Date.now() > this.deadline) throw new OutOfBudget();
    }
  }

  /** The value of the current position for the side to move, searched `depth` plies deep. */
  negamax(depth: number, alpha: number, beta: number, ply: number): number {
    this.tick();
    const s = this.s;
    if (allCaptured(s)) return -(WIN - ply);
    const base = ply * MAX_MOVES;
    const n = generate(s, this.moves, base);
    if (n === 0) return -(WIN - ply);
    const seen = occurrences(s);
    if (seen >= REPETITIONS || s.quiet >= MOVE_LIMIT) return this.scored(ply);
    if (depth <= 0 || ply >= MAX_DEPTH - 1) return evaluate(s, this.settings.weights);

    const tt = this.tt;
    let ttMove = -1;
    let slot = 0;
    const lo = s.keyLo[s.ply]! ^ (seen === 2 ? SEEN_TWICE : 0);
    const hi = s.keyHi[s.ply]!;
    if (tt !== null) {
      slot = lo & ((1 << TT_BITS) - 1);
      if (tt.hi[slot] === hi && tt.lo[slot] === lo) {
        const info = tt.info[slot]!;
        ttMove = (info & 0xff) - 1;
        const storedDepth = info >> 10;
        const flag = (info >> 8) & 3;
        const v = tt.score[slot]!;
        if (storedDepth >= depth && (flag === EXACT || (flag === LOWER ? v >= beta : v <= alpha))) return v;
      }
      this.rank(base, n, ttMove, ply);
    }

    const alpha0 = alpha;
    let best = -Infinity;
    let bestMove = -1;
    for (let i = 0; i < n; i++) {
      const move = tt !== null ? this.pick(base, n, i) : this.moves[base + i]!;
      make(s, move);
      let v: number;
      try {
        v = -this.negamax(depth - 1, -beta, -alpha, ply + 1);
      } finally {
        unmake(s);
      }
      if (v > best) {
        best = v;
        bestMove = move;
        if (v > alpha) alpha = v;
        if (alpha >= beta) {
          if (tt !== null) this.rewardCutoff(move, depth, ply);
          break;
        }
      }
    }
    if (tt !== null) {
      const flag = best <= alpha0 ? UPPER : best >= beta ? LOWER : EXACT;
      tt.hi[slot] = hi;
      tt.lo[slot] = lo;
      tt.score[slot] = best;
      tt.info[slot] = (depth << 10) | (flag << 8) | (bestMove + 1);
    }
    return best;
  }

  /** Move ordering scores: the table's move, then the killers of this ply, then history. */
  private rank(base: number, n: number, ttMove: number, ply: number): void {
    for (let i = 0; i < n; i++) {
      const m = this.moves[base + i]!;
      this.order[base + i] =
        m === ttMove
          ? 1 << 30
          : m === this.killers[ply * 2] || m === this.killers[ply * 2 + 1]
            ? 1 << 29
            : this.history[m]!;
    }
  }

  /** Selection sort, one step: the best-ranked move not yet tried goes to place i. */
  private pick(base: number, n: number, i: number): number {
    let bi = base + i;
    for (let j = base + i + 1; j < base + n; j++) if (this.order[j]! > this.order[bi]!) bi = j;
    const m = this.moves[bi]!;
    this.moves[bi] = this.moves[base + i]!;
    this.order[bi] = this.order[base + i]!;
    this.moves[base + i] = m;
    return m;
  }

  private rewardCutoff(move: number, depth: number, ply: number): void {
    if (this.killers[ply * 2] !== move) {
      this.killers[ply * 2 + 1] = this.killers[ply * 2]!;
      this.killers[ply * 2] = move;
    }
    this.history[move] = Math.min(this.history[move]! + depth * depth, 1 << 28);
  }
}

/**
 * The move the level plays in state `s` (which must have a legal move): iterative deepening
 * over the root moves, shuffled by the seed so equal moves are chosen among at random.
 */
export function chooseMove(s: State, level: Level, seed: number, signal?: AbortSignal): number {
  const settings: LevelSettings = SETTINGS[level];
  const random = seededRandom(seed);
  const moves = new Int32Array(MAX_MOVES);
  const n = generate(s, moves, 0);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [moves[i], moves[j]] = [moves[j]!, moves[i]!];
  }
  let roots = Array.from(moves.subarray(0, n), (move) => ({ move, value: 0, noise: random() * settings.noise }));
  if (signal?.aborted) throw new SearchAborted();
  const search = new Search(s, settings, signal);
  let best = roots[0]!;
  for (let depth = 1; depth <= settings.depth; depth++) {
    try {
      // With noise every root move needs its exact value; without, a window from the best so far.
      let alpha = -Infinity;
      for (const root of roots) {
        make(s, root.move);
        try {
          root.value = -search.negamax(depth - 1, -Infinity, settings.noise > 0 ? Infinity : -alpha, 1);
        } finally {
          unmake(s);
        }
        alpha = Math.max(alpha, root.value);
      }
    } catch (e) {
      if (e instanceof OutOfBudget) break; // the last finished depth's choice stands
      throw e;
    }
    // The best root move first for the next iteration (a stable sort keeps the seed's order among equals).
    roots = roots.sort((a, b) => b.value + b.noise - (a.value + a.noise));
    best = roots[0]!;
    if (Math.abs(best.value) >= WIN - MAX_DEPTH) break; // a forced end: deeper search cannot change it
  }
  return best.move;
}
