// Turn planning. A turn is a chain of actions ending in Commit, and the branching of one action is
// a few hundred, so the planner runs a beam search over the actions of the turn: every beam node
// tries every legal action, every Vacuum or Perimeter Move closes a candidate turn (committed and
// evaluated), and the best unfinished positions go on to the next step. Hard also plays the next
// player's best replies to its strongest candidates and keeps the turn whose worst case is best.
// Budgets are counted in nodes, never in time, so a seed replays the same turn, and every level's
// work is bounded on every position. See docs/ai.md.
import { evaluate, type Weights } from './evaluate';
import { apply, COMMIT_TURN, encode, generate, isFinal, movesNothing } from './moves';
import { seededRandom } from '../../../util/random';
import { clone, COMMIT, STRIDE, type State } from './state';

import type { Level } from './levels';

export { LEVELS, type Level } from './levels';

interface LevelSettings {
  width: number; // beam width: unfinished positions kept per step
  depth: number; // actions before the final action at most
  noise: number; // random spread added to a candidate's score (weaker play)
  weights: Weights;
  replies: number; // candidates checked against the next player's reply (0: none)
  reply: { width: number; depth: number; worstOf: number }; // worstOf: the next player's best replies considered
  budget: number; // positions searched at most for one turn
}

const SHARP: Weights = { threat: 0.75, attack: 0.3, control: 0.4, eraRisk: 60 };

const NO_REPLY = { width: 0, depth: 0, worstOf: 0 };

const SETTINGS: Record<Level, LevelSettings> = {
  easy: {
    width: 2,
    depth: 2,
    noise: 4,
    weights: { threat: 0.3, attack: 0.1, control: 0, eraRisk: 20 },
    replies: 0,
    reply: NO_REPLY,
    budget: 5_000,
  },
  medium: { width: 4, depth: 4, noise: 0.5, weights: SHARP, replies: 0, reply: NO_REPLY, budget: 12_000 },
  hard: {
    width: 10,
    depth: 6,
    noise: 0.05,
    weights: SHARP,
    replies: 8,
    reply: { width: 3, depth: 3, worstOf: 1 },
    budget: 40_000,
  },
  expert: {
    width: 20,
    depth: 6,
    noise: 0,
    weights: SHARP,
    replies: 24,
    reply: { width: 5, depth: 3, worstOf: 4 },
    budget: 80_000,
  },
};

/** Positions the last-resort search may try when the beam found no way to finish the turn. */
const RESCUE_BUDGET = 50_000;

export class SearchAborted extends Error {
  constructor() {
    super('the computer player stopped thinking: the position changed');
    this.name = 'SearchAborted';
  }
}

interface Plan {
  actions: number[];
  state: State; // after Commit
  score: number;
}

interface Search {
  weights: Weights;
  signal: AbortSignal | undefined;
  nodes: number;
  budget: number;
}

const spent = (search: Search): boolean => search.nodes >= search.budget;

const COMMIT_ACTION = encode(COMMIT_TURN);

/** A 53-bit hash of a position, to skip positions the beam has already reached another way. */
function hashOf(s: State): number {
  let h1 = 0x811c9dc5 ^ s.stage,
    h2 = 0x01000193 ^ s.chainAt;
  const c = s.cells;
  for (let i = 0; i < c.length; i += STRIDE) {
    for (let j = 0; j < STRIDE; j++) {
      const v = c[i + j]!;
      h1 = Math.imul(h1 ^ v, 0x01000193);
      h2 = Math.imul(h2 ^ v, 0x5bd1e995) ^ (h2 >>> 15);
    }
  }
  for (const sq of s.cooldowns) h1 = Math.imul(h1 ^ (sq + 1), 0x01000193);
  return (h1 >>> 0) * 0x200000 + ((h2 >>> 0) & 0x1fffff);
}

/**
 * The best whole turns for the current player of `root`, best first, each ending in Commit.
 * `width` positions survive each step; every final action from every surviving position is a
 * candidate. Once the budget is spent no further step is taken (the turns found so far stand).
 */
function planTurns(root: State, width: number, depth: number, search: Search): Plan[] {
  const me = root.current;
  const plans: Plan[] = [];
  const seen = new Set<number>();
  let beam: { s: State; actions: number[] }[] = [{ s: root, actions: [] }];
  const legal: number[] = [];
  for (let d = 0; d <= depth && beam.length > 0 && !(spent(search) && plans.length > 0); d++) {
    if (search.signal?.aborted) throw new SearchAborted();
    const next: { s: State; actions: number[]; score: number }[] = [];
    for (const node of beam) {
      legal.length = 0;
      generate(node.s, legal);
      for (const a of legal) {
        if (movesNothing(a)) continue;
        const finishing = isFinal(a) || node.s.stage === COMMIT;
        if (!finishing && d === depth) continue;
        const child = clone(node.s);
        apply(child, a);
        search.nodes++;
        const actions = [...node.actions, a];
        if (child.stage === COMMIT) {
          apply(child, COMMIT_ACTION);
          actions.push(COMMIT_ACTION);
        }
        if (finishing) {
          plans.push({ actions, state: child, score: evaluate(child, me, search.weights) });
          continue;
        }
        const h = hashOf(child);
        if (seen.has(h)) continue;
        seen.add(h);
        next.push({ s: child, actions, score: evaluate(child, me, search.weights) });
      }
    }
    next.sort((x, y) => y.score - x.score);
    beam = next.slice(0, width);
  }
  return plans.sort((x, y) => y.score - x.score);
}

/**
 * Any way to finish the turn, when the beam found none (e.g. a long Boulder Chain): a final action
 * straight away if there is one, else a depth-first search over at most `budget` positions that
 * never revisits one. Null when none was found within the budget.
 */
function anyCompletion(root: State, budget: number): number[] | null {
  const seen = new Set<number>();
  let nodes = 0;
  const finish = (s: State): number[] | null => {
    const legal: number[] = [];
    generate(s, legal);
    const order = [
      ...legal.filter((a) => isFinal(a) || s.stage === COMMIT),
      ...legal.filter((a) => !isFinal(a) && s.stage !== COMMIT),
    ];
    for (const a of order) {
      if (++nodes > budget) return null;
      if (s.stage === COMMIT) return [a];
      const child = clone(s);
      apply(child, a);
      if (child.stage === COMMIT) return [a, COMMIT_ACTION];
      const h = hashOf(child);
      if (seen.has(h)) continue;
      seen.add(h);
      const rest = finish(child);
      if (rest) return [a, ...rest];
    }
    return null;
  };
  return finish(root);
}

export interface ChooseOptions {
  level: Level;
  seed: number;
  signal?: AbortSignal;
}

export interface ChosenTurn {
  actions: number[]; // the whole turn, ending with Commit
  nodes: number; // positions searched
}

/** The computer player's whole turn for the current player of `root` (which must not be over). */
export function chooseTurnState(root: State, options: ChooseOptions): ChosenTurn {
  const level = SETTINGS[options.level];
  const random = seededRandom(options.seed);
  const search: Search = { weights: level.weights, signal: options.signal, nodes: 0, budget: level.budget };
  const me = root.current;
  const plans = planTurns(root, level.width, level.depth, search);
  if (plans.length === 0) {
    const rescue = anyCompletion(root, RESCUE_BUDGET);
    if (!rescue) throw new Error('the computer player found no way to finish its turn: undo, or play it on the board');
    return { actions: rescue, nodes: search.nodes };
  }
  for (const p of plans) p.score += (random() * 2 - 1) * level.noise;
  plans.sort((x, y) => y.score - x.score);
  if (level.replies === 0) return { actions: plans[0]!.actions, nodes: search.nodes };
  // Judge the strongest candidates by the worst of the next player's best replies. Only the
  // candidates judged that way within the budget compete (a reply only ever lowers a score).
  const judged: Plan[] = [];
  for (const p of plans.slice(0, level.replies)) {
    if (judged.length > 0 && spent(search)) break;
    judged.push(p);
    if (p.state.active.length < 2 || !p.state.active.includes(me) || p.state.current === me) continue;
    const replies = planTurns(p.state, level.reply.width, level.reply.depth, search);
    if (replies.length === 0) continue;
    p.score = Math.min(...replies.slice(0, level.reply.worstOf).map((r) => evaluate(r.state, me, level.weights)));
  }
  judged.sort((x, y) => y.score - x.score);
  return { actions: judged[0]!.actions, nodes: search.nodes };
}
