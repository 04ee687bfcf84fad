// Choosing a whole turn. Every legal stone is tried with the best run of bridges through it (bridges
// in increasing order, so each set is tried once), each finished turn judged by the evaluation. The
// stronger levels then look at the best few turns more closely: negamax over whole turns, where a
// reply only considers stones that complete or block a row (the rest change little in one turn).
// Expert deepens one turn at a time and keeps the last depth it finished within its node budget; its
// time budget is a guard for a busy machine only, and the one place where a turn may depend on time.
import { seededRandom } from '../../../util/random';
import { filledRows } from '../rules/bridges';
import { CELL_KIND } from '../rules/field';
import type { Player } from '../rules/colours';
import { Evaluator } from './evaluate';
import { SETTINGS, WEIGHTS, type Level, type LevelSettings } from './levels';
import { cellOfStone, END, generate, isOver, make, PASS, totalOf, unmake, type State } from './state';

export class SearchAborted extends Error {
  constructor() {
    super('the computer player stopped thinking');
    this.name = 'SearchAborted';
  }
}

/** Thrown inside an iteration that ran out of budget: the previous depth's choice stands. */
class OutOfBudget extends Error {}

interface Search {
  readonly s: State;
  readonly level: LevelSettings;
  readonly signal: AbortSignal | undefined;
  readonly deadline: number; // ms since the epoch, Infinity for none
  nodes: number;
  limited: boolean; // may this search run out of budget?
}

function tick(x: Search): void {
  x.nodes++;
  if ((x.nodes & 63) !== 0) return;
  if (x.signal?.aborted) throw new SearchAborted();
  if (x.limited && (x.nodes >= x.level.nodes || Date.now() > x.deadline)) throw new OutOfBudget();
}

interface Turn {
  actions: number[];
  value: number; // for the player who played it
}

const other = (p: Player): Player => (p === 0 ? 1 : 0);

/** The rest of the turn after the stone: the best run of bridges, then End, judged by `leaf`. */
function finish(x: Search, leaf: () => number, after = END): Turn {
  const s = x.s;
  const options: number[] = [];
  generate(s, options);
  let best: Turn = { actions: [], value: -Infinity };
  for (const a of options) {
    if (a !== END && a <= after) continue;
    tick(x);
    make(s, a);
    const rest = a === END ? { actions: [], value: leaf() } : finish(x, leaf, a);
    unmake(s);
    if (rest.value > best.value) best = { actions: [a, ...rest.actions], value: rest.value };
  }
  return best;
}

/** Does a stone here complete or block a row? */
const sharp = (s: State, cell: number): boolean => filledRows(s, cell).length > 0;

/** The turns of the player to move, each with its value for them; `all` or only the sharp stones. */
function turns(x: Search, all: boolean): Turn[] {
  const s = x.s;
  const me = s.current;
  const judge = x.level.greedy ? null : new Evaluator(s, WEIGHTS);
  let focus = -1;
  const leaf = (): number => (judge === null ? totalOf(s, me) - totalOf(s, other(me)) : judge.evaluate(me, focus));
  const stones: number[] = [];
  generate(s, stones);
  if (stones[0] === PASS) {
    tick(x);
    make(s, PASS);
    const value = leaf();
    unmake(s);
    return [{ actions: [PASS], value }];
  }
  const out: Turn[] = [];
  for (const stone of stones) {
    if (!all && s.geometry.kind[cellOfStone(stone)] === CELL_KIND.board && !sharp(s, cellOfStone(stone))) continue;
    tick(x);
    focus = cellOfStone(stone);
    make(s, stone);
    const rest = finish(x, leaf);
    unmake(s);
    if (rest.value > -Infinity) out.push({ actions: [stone, ...rest.actions], value: rest.value });
  }
  return out.sort((a, b) => b.value - a.value);
}

/** The value of the position for the player to move, looking `depth` turns ahead. */
function negamax(x: Search, depth: number, ply: number): number {
  const s = x.s;
  if (isOver(s)) {
    const d = totalOf(s, s.current) - totalOf(s, other(s.current));
    return d === 0 ? 0 : Math.sign(d) * 1000 + d;
  }
  if (depth === 0) return staticValue(s);
  const candidates = turns(x, false).slice(0, x.level.widths[ply] ?? 1);
  if (candidates.length === 0) return staticValue(s); // nothing sharp: a quiet turn
  let best = -Infinity;
  for (const t of candidates) best = Math.max(best, -played(x, t, () => negamax(x, depth - 1, ply + 1)));
  return best;
}

/** The evaluation of the position for the player to move, without a turn to judge. */
const staticValue = (s: State): number => new Evaluator(s, WEIGHTS).evaluate(s.current, -1);

/** Play a turn, ask, take it back. */
function played(x: Search, t: Turn, ask: () => number): number {
  for (const a of t.actions) make(x.s, a);
  try {
    return ask();
  } finally {
    for (let i = 0; i < t.actions.length; i++) unmake(x.s);
  }
}

/** The whole turn (or the rest of the turn in progress) of the player to move in `s`, which must not be over. */
export function chooseTurnState(s: State, options: { level: Level; seed: number; signal?: AbortSignal }): number[] {
  const level = SETTINGS[options.level];
  const random = seededRandom(options.seed);
  const x: Search = {
    s,
    level,
    signal: options.signal,
    deadline: level.ms > 0 ? Date.now() + level.ms : Infinity,
    nodes: 0,
    limited: false,
  };
  if (options.signal?.aborted) throw new SearchAborted();
  const me = s.current;
  if (s.placed >= 0) {
    const judge = new Evaluator(s, WEIGHTS);
    const at = s.placed;
    return finish(x, () => judge.evaluate(me, at)).actions;
  }
  const root = turns(x, true);
  for (const t of root) t.value += (random() * 2 - 1) * level.noise;
  root.sort((a, b) => b.value - a.value);
  let choice = root[0]!;
  // Deeper looks at the best few turns, one more turn at a time; a level with a budget keeps the
  // choice of the last depth it finished.
  for (let depth = 2; depth <= level.depth; depth++) {
    x.limited = level.ms > 0 || level.nodes < Infinity;
    try {
      let best: Turn | null = null;
      for (const t of root.slice(0, level.widths[0])) {
        const value = -played(x, t, () => negamax(x, depth - 1, 1));
        if (best === null || value > best.value) best = { actions: t.actions, value };
      }
      choice = best ?? choice;
    } catch (e) {
      // A search cut short leaves `s` half played: the door gives every search a fresh state.
      if (e instanceof OutOfBudget) break;
      throw e;
    }
  }
  return choice.actions;
}
