// Choosing a turn on the visible view. Pebble: every move judged as it stands (the windows it
// builds, the winning moves it leaves open, the stones it hands over); the strongest then judged
// against Rebel's best answer to every possible draw, weighted by its chance from the bag's counts
// (never by the seed). Rebel: a beam search over his placements that leaves Pebble no winning move
// and the fewest promising windows. At expert both look a turn further: at Pebble's best chance,
// on the board Rebel leaves, of a move whose openings his next draw cannot all block.
// Budgets are counted in positions, never in time, so a seed replays the same turn.
import { seededRandom } from '../../../util/random';
import { drawOutcomes, unblockable } from './draws';
import { promise, threats } from './evaluate';
import { SETTINGS, type Level, type Settings } from './levels';
import { emptyCount, lineThrough, runCosts } from './moves';
import { EMPTY, SQUARES, type View } from './state';

export class SearchAborted extends Error {
  constructor() {
    super('the computer player stopped thinking: the position changed');
    this.name = 'SearchAborted';
  }
}

interface Search {
  s: Settings;
  random: () => number;
  signal: AbortSignal | undefined;
  nodes: number;
}

function tick(search: Search): void {
  if ((++search.nodes & 1023) === 0 && search.signal?.aborted) throw new SearchAborted();
}
const spent = (search: Search): boolean => search.nodes >= search.s.budget;
const noise = (search: Search): number => (search.s.noise === 0 ? 0 : search.random() * search.s.noise);

// Scores in promise units. For Rebel lower is better; an ended game outweighs any promise.
const LOST = 1e6; // Rebel completed a line
const DRAWN = 5e5; // …and filled the board with it
const WON = -1e6; // Rebel filled the board

// ---- Rebel -----------------------------------------------------------------------------------

interface Plan {
  placements: number[]; // colour * 36 + at, in order
  board: Int8Array;
  score: number;
}

/** How a board after Rebel's placements looks to him: Pebble's winning moves, then her promise. */
function rebelScore(board: Int8Array, search: Search): number {
  tick(search);
  return threats(board) * search.s.guard + promise(board, search.s.fears);
}

/** The score of Rebel's placement just made on `at` (the board holds it). */
function placed(board: Int8Array, at: number, search: Search): number {
  const full = emptyCount(board) === 0;
  if (lineThrough(board, at)) return full ? DRAWN : LOST;
  return full ? WON : rebelScore(board, search);
}

// Zobrist keys, so that placements reached in another order are kept once.
const KEYS = (() => {
  const random = seededRandom(0x5eed);
  return Array.from({ length: SQUARES * 4 }, () => Math.floor(random() * 2 ** 31));
})();
const hashOf = (board: Int8Array): number => {
  let h = 0;
  for (let sq = 0; sq < SQUARES; sq++) if (board[sq] !== EMPTY) h ^= KEYS[sq * 4 + board[sq]!]!;
  return h;
};

/**
 * Rebel's best ways to place `counts` (stones per colour) on `board`, best first: a beam of
 * `width` boards kept after each stone. Every stone is placed even when each square loses.
 */
function rebelPlans(board: Int8Array, counts: readonly number[], width: number, search: Search): Plan[] {
  const stones = counts.reduce((a, b) => a + b, 0);
  let beam: Plan[] = [{ placements: [], board: board.slice(), score: 0 }];
  for (let step = 0; step < stones; step++) {
    const children: { parent: Plan; colour: number; at: number; score: number; hash: number }[] = [];
    for (const node of beam) {
      const left = [...counts];
      for (const p of node.placements) left[Math.floor(p / SQUARES)]!--;
      const hash = hashOf(node.board);
      for (let colour = 0; colour < 4; colour++) {
        if (left[colour]! <= 0) continue;
        for (let at = 0; at < SQUARES; at++) {
          if (node.board[at] !== EMPTY) continue;
          node.board[at] = colour;
          const score = placed(node.board, at, search) + noise(search);
          node.board[at] = EMPTY;
          children.push({ parent: node, colour, at, score, hash: hash ^ KEYS[at * 4 + colour]! });
        }
      }
    }
    children.sort((a, b) => a.score - b.score);
    const keep = spent(search) ? 1 : width;
    const seen = new Set<number>();
    beam = [];
    for (const c of children) {
      if (beam.length >= keep) break;
      // A lost or drawn placement is kept only when every placement is one (the list is sorted).
      if (beam.length > 0 && Math.abs(c.score) >= DRAWN) break;
      if (seen.has(c.hash)) continue;
      seen.add(c.hash);
      const b = c.parent.board.slice();
      b[c.at] = c.colour;
      beam.push({ placements: [...c.parent.placements, c.colour * SQUARES + c.at], board: b, score: c.score });
      // A placement that ends the game ends the turn: nothing after it is played.
      if (Math.abs(c.score) >= DRAWN) return beam;
    }
  }
  return beam;
}

/** Any placement of each stone in turn, at random, avoiding a square that completes a line where it can. */
function randomPlacements(board: Int8Array, hand: readonly number[], search: Search): number[] {
  const b = board.slice();
  return hand.map((colour) => {
    const empties = [...b.keys()].filter((sq) => b[sq] === EMPTY);
    const safe = empties.filter((sq) => {
      b[sq] = colour;
      const line = lineThrough(b, sq);
      b[sq] = EMPTY;
      return !line;
    });
    const pool = safe.length > 0 ? safe : empties;
    const at = pool[Math.floor(search.random() * pool.length)]!;
    b[at] = colour;
    return colour * SQUARES + at;
  });
}

function chooseRebel(v: View, search: Search): number[] {
  if (search.s.width === 0) return randomPlacements(v.board, v.hand, search);
  const counts = [0, 1, 2, 3].map((c) => v.hand.filter((h) => h === c).length);
  const plans = rebelPlans(v.board, counts, Math.max(search.s.width, search.s.foresight), search);
  if (search.s.foresight > 0) {
    // The best few, judged by Pebble's best chance next turn (Rebel's stones were drawn already,
    // so the bag is as it is now).
    const judged = plans.slice(0, search.s.foresight);
    const { guard, reply } = search.s;
    for (const p of judged) {
      if (spent(search) || Math.abs(p.score) >= DRAWN) break;
      const next = pebbleNext(p.board, v.bag, search, reply > 0);
      p.score = next.chance * guard + (1 - next.chance) * (p.score + reply * next.value);
    }
    judged.sort((a, b) => a.score - b.score);
    return judged[0]!.placements;
  }
  return plans[0]!.placements;
}

// ---- Pebble ----------------------------------------------------------------------------------

/** Pebble's value of a finished game, in promise units. */
const WIN = 300;

/** Pebble's next move as Rebel foresees it: her best chance to win with it, and her best value of it. */
interface Next {
  chance: number;
  value: number;
}

/**
 * Pebble's next move (she is to move on `board`): her best chance to win with it — a line now,
 * or the chance that Rebel's draw cannot block every hole a move leaves open — and, when `judge`,
 * the best value she sees in a move as she judges moves standing (its openings, windows and stones).
 */
function pebbleNext(board: Int8Array, bag: readonly number[], search: Search, judge: boolean): Next {
  const { s } = search;
  const b = board.slice();
  const cost = new Int8Array(SQUARES);
  const empty = emptyCount(b);
  const targets: number[] = [];
  let chance = 0;
  let value = -Infinity;
  for (let from = 0; from < SQUARES; from++) {
    if (b[from] === EMPTY) continue;
    runCosts(b, from, cost);
    for (let to = 0; to < SQUARES; to++) {
      if (cost[to]! <= 0) continue;
      tick(search);
      b[to] = b[from]!;
      b[from] = EMPTY;
      targets.length = 0;
      const draws = Math.min(cost[to]!, empty);
      const line = lineThrough(b, to);
      const open = line ? 0 : threats(b, targets);
      const now = line ? 1 : open > 0 ? unblockable(holesOf(targets), bag, draws) : 0;
      if (judge && !line) value = Math.max(value, open * s.threat + promise(b, s.hopes) - s.stone * draws);
      b[from] = b[to]!;
      b[to] = EMPTY;
      chance = Math.max(chance, now);
      if (chance === 1) return { chance, value: WIN };
    }
  }
  return { chance, value: judge ? value : 0 };
}

/** Pebble's best chance to win with her next move (pebbleNext's chance alone). */
const nextChance = (board: Int8Array, bag: readonly number[], search: Search): number =>
  pebbleNext(board, bag, search, false).chance;

/** Threat targets (square * 4 + colour) as one colour mask per open square. */
function holesOf(targets: readonly number[]): number[] {
  const masks = new Map<number, number>();
  for (const t of targets) masks.set(t >> 2, (masks.get(t >> 2) ?? 0) | (1 << (t & 3)));
  return [...masks.values()];
}

interface Move {
  from: number;
  to: number;
  draws: number;
  value: number;
}

/** Pebble's value of a board after Rebel's answer: a winning move left open wins; a full board loses. */
function answered(plan: Plan, draws: number, bag: readonly number[], search: Search): number {
  if (plan.score >= LOST) return WIN;
  if (plan.score >= DRAWN) return 0;
  if (plan.score <= WON) return -WIN;
  if (threats(plan.board) > 0) return WIN;
  const value = promise(plan.board, search.s.hopes) - search.s.stone * draws;
  if (search.s.foresight === 0) return value;
  const chance = nextChance(plan.board, bag, search);
  return chance * WIN + (1 - chance) * value;
}

/** The boards Rebel keeps at each stone when Pebble foresees his answer. */
const ANSWER_WIDTH = 2;

const bagLess = (bag: readonly number[], counts: readonly number[]): number[] => bag.map((n, c) => n - counts[c]!);

/** Pebble's best move on `board` (she is to move) and its value. */
function bestMove(board: Int8Array, bag: readonly number[], search: Search): Move {
  const b = board.slice();
  const cost = new Int8Array(SQUARES);
  const empty = emptyCount(b);
  const moves: Move[] = [];
  for (let from = 0; from < SQUARES; from++) {
    if (b[from] === EMPTY) continue;
    runCosts(b, from, cost);
    for (let to = 0; to < SQUARES; to++) {
      if (cost[to]! <= 0) continue;
      tick(search);
      b[to] = b[from]!;
      b[from] = EMPTY;
      const draws = Math.min(cost[to]!, empty);
      const win = lineThrough(b, to);
      const value = win ? WIN : threats(b) * search.s.threat + promise(b, search.s.hopes) - search.s.stone * draws;
      b[from] = b[to]!;
      b[to] = EMPTY;
      if (win) return { from, to, draws, value };
      moves.push({ from, to, draws, value });
    }
  }
  for (const m of moves) m.value += noise(search);
  moves.sort((x, y) => y.value - x.value);
  const { lookahead, drawsTried } = search.s;
  if (lookahead === 0) return moves[0]!;
  // The strongest moves, judged against Rebel's answer to each draw.
  const judged = moves.slice(0, lookahead);
  let evaluated = 0;
  for (const m of judged) {
    if (spent(search)) break;
    evaluated++;
    if (m.draws > drawsTried) {
      m.value = -Infinity; // judged on another scale: only a move judged against the draws competes
      continue;
    }
    b[m.to] = b[m.from]!;
    b[m.from] = EMPTY;
    let value = 0;
    for (const { counts, chance } of drawOutcomes(bag, m.draws)) {
      value +=
        chance * answered(rebelPlans(b, counts, ANSWER_WIDTH, search)[0]!, m.draws, bagLess(bag, counts), search);
    }
    m.value = value + noise(search);
    b[m.from] = b[m.to]!;
    b[m.to] = EMPTY;
  }
  // Only the moves judged so compete (the budget may have stopped before the rest).
  const pool = judged.slice(0, Math.max(evaluated, 1));
  pool.sort((x, y) => y.value - x.value);
  return pool[0]!;
}

// ---- the turn --------------------------------------------------------------------------------

interface Choice {
  kind: 'move' | 'place';
  moves: number[]; // a move's [from, to], or Rebel's placements as colour * 36 + at
}

/** The computer's whole turn for the player to act in `v` (the game must be on). */
export function chooseOnView(v: View, options: { level: Level; seed: number; signal?: AbortSignal }): Choice {
  const search: Search = {
    s: SETTINGS[options.level],
    random: seededRandom(options.seed),
    signal: options.signal,
    nodes: 0,
  };
  if (options.signal?.aborted) throw new SearchAborted();
  if (v.current === 1) return { kind: 'place', moves: chooseRebel(v, search) };
  const m = bestMove(v.board, v.bag, search);
  return { kind: 'move', moves: [m.from, m.to] };
}
