// Stone actions: Stone Creation and Cast Stone (with the hook toward the home pedestal).
import { colOf, DIRECTIONS, HOME_PEDESTAL, NEIGHBOURS, rowOf, SQUARES, step } from './board';
import { isEmpty, isPlayable, known, pebbleCount, pebblesOf, perPlayer, removePebbles, stoneOf } from './game';
import { later, type Problem, type Rule, sqName } from './rule';
import type { Player, Position, Sq } from './types';

// ---- Stone Creation -------------------------------------------------------------------------

/** The sides a neighbour of `at` touches, as bits N 1, E 2, S 4, W 8: one when orthogonal, two when diagonal. */
function sidesTouched(at: Sq, sq: Sq): number {
  const dr = rowOf(sq) - rowOf(at);
  const dc = colOf(sq) - colOf(at);
  return (dr === -1 ? 1 : 0) | (dc === 1 ? 2 : 0) | (dr === 1 ? 4 : 0) | (dc === -1 ? 8 : 0);
}

/** Maximum matching of counting squares to sides, each square covering one side (Kuhn). */
function sidesCovered(at: Sq, counting: readonly Sq[]): number {
  const touches = counting.map((sq) => sidesTouched(at, sq));
  const holder = [-1, -1, -1, -1]; // side → index into counting
  let covered = 0;
  for (let i = 0; i < counting.length; i++) if (augment(touches, holder, i, [false, false, false, false])) covered++;
  return covered;
}

/** Kuhn's augmenting path from counting square `i`, over the sides not yet `seen`. */
function augment(touches: readonly number[], holder: number[], i: number, seen: boolean[]): boolean {
  for (let side = 0; side < 4; side++) {
    if ((touches[i]! & (1 << side)) === 0 || seen[side]) continue;
    seen[side] = true;
    const other = holder[side]!;
    if (other < 0 || augment(touches, holder, other, seen)) {
      holder[side] = i;
      return true;
    }
  }
  return false;
}

function allOnOneLine(squares: readonly Sq[]): boolean {
  if (squares.length < 3) return true;
  const [a, b] = squares as [Sq, Sq];
  const r0 = rowOf(a),
    c0 = colOf(a);
  const dr = rowOf(b) - r0,
    dc = colOf(b) - c0;
  return squares.every((s) => (rowOf(s) - r0) * dc - (colOf(s) - c0) * dr === 0);
}

/** Why the pebbles around `at` cannot be compressed into a stone of `me`'s; null when they can. */
function creationProblem(g: Position, me: Player, at: Sq): Problem | null {
  const counting: Sq[] = [];
  for (const sq of NEIGHBOURS[at]!) if (pebblesOf(g, sq, me) > 0) counting.push(sq);
  // Fewer than three squares cannot cover three sides: most candidates end at the cheap test.
  if (counting.length < 3 || sidesCovered(at, counting) < 3 || allOnOneLine(counting)) {
    return later((sq) => `your pebbles must surround ${sqName(sq)} from at least three sides`, at);
  }
  let own = 0;
  let others = 0;
  for (const sq of NEIGHBOURS[at]!) {
    const mine = pebblesOf(g, sq, me);
    own += mine;
    others += pebbleCount(g, sq) - mine;
  }
  if (own < others + 3) {
    return later((a, b) => `your ${a} neighbouring pebbles must outnumber the other ${b} by at least 3`, own, others);
  }
  return null;
}

/** How many squares next to `at` hold `me`'s pebbles (a stone needs three sides covered: at least three). */
function pebbleSquaresAround(g: Position, me: Player, at: Sq): number {
  let n = 0;
  for (const sq of NEIGHBOURS[at]!) if (pebblesOf(g, sq, me) > 0) n++;
  return n;
}

export const stoneCreation: Rule<'stoneCreation'> = {
  kind: 'stoneCreation',
  name: 'Stone Creation',
  stages: [1, 2],
  candidates(g, me) {
    const out: { kind: 'stoneCreation'; at: Sq }[] = [];
    for (let at = 0; at < SQUARES; at++) {
      if (isEmpty(g, at) && isPlayable(g, at) && pebbleSquaresAround(g, me, at) >= 3) {
        out.push({ kind: 'stoneCreation', at });
      }
    }
    return out;
  },
  why(g, me, { at }) {
    if (!isPlayable(g, at) || !isEmpty(g, at)) return 'the stone needs an empty playable square';
    return creationProblem(g, me, at);
  },
  apply(d, me, { at }) {
    for (const sq of NEIGHBOURS[at]!) removePebbles(d, sq, me, pebblesOf(d as Position, sq, me));
    d.squares[at] = { stone: me };
    if (!d.stoneEra.includes(me)) d.stoneEra.push(me);
    d.stage = 2;
  },
};

// ---- Cast Stone -----------------------------------------------------------------------------

export const CAST_DISTANCE = 3;

/** Where a cast stone can end: on an empty square, or on a struck stone as a boulder. */
interface Landing {
  to: Sq;
  boulder: boolean;
}

/**
 * One square of flight: null when blocked (off-board, barren, pebbles, boulders, neutral stones),
 * a boulder landing on a non-neutral stone, or a free landing on an empty square.
 */
function enter(g: Position, sq: Sq | null): Landing | null {
  if (sq === null || !isPlayable(g, sq)) return null;
  const c = g.squares[sq]!;
  if (c === null) return { to: sq, boulder: false };
  const stone = stoneOf(c);
  return stone !== undefined && stone !== 'neutral' ? { to: sq, boulder: true } : null;
}

const sign = (n: number): number => (n > 0 ? 1 : n < 0 ? -1 : 0);

/** Every way `me`'s stone on `from` can be cast (docs/rules.md, "Cast Stone"): one flight per direction plus hooks. */
function castLandings(g: Position, me: Player, from: Sq): Landing[] {
  const out: Landing[] = [];
  for (const [dr, dc] of DIRECTIONS) {
    let at = from;
    let flown = 0;
    let struck: Landing | null = null;
    while (flown < CAST_DISTANCE) {
      const next = enter(g, step(at, dr, dc));
      if (next === null) break;
      if (next.boulder) {
        struck = next;
        break;
      }
      at = next.to;
      flown++;
    }
    if (struck) out.push(struck);
    else if (flown > 0) out.push({ to: at, boulder: false });
    if (flown === CAST_DISTANCE && !struck) {
      const hook = hookFrom(g, me, at, dr, dc);
      if (hook) out.push(hook);
    }
  }
  return out;
}

/** The optional hook from the third square one step toward the caster's home pedestal. */
function hookFrom(g: Position, me: Player, third: Sq, dr: number, dc: number): Landing | null {
  const home = HOME_PEDESTAL[me];
  const hr = rowOf(home) - rowOf(third);
  const hc = colOf(home) - colOf(third);
  const onLine = (hr !== 0 || hc !== 0) && (hr === 0 || hc === 0 || Math.abs(hr) === Math.abs(hc));
  if (!onLine) return null;
  const [tr, tc] = [sign(hr), sign(hc)];
  if ((tr === dr && tc === dc) || (tr === -dr && tc === -dc)) return null; // a hook is a turn
  return enter(g, step(third, tr, tc));
}

// Cast Stone's `why` asks for a stone's landings once per candidate: a frozen position remembers them.
const LANDINGS = perPlayer(() => new Map<Sq, Landing[]>());
function landingsOf(g: Position, me: Player, from: Sq): Landing[] {
  const remembered = known(g, LANDINGS[me]!);
  if (!remembered) return castLandings(g, me, from);
  let landings = remembered.get(from);
  if (!landings) remembered.set(from, (landings = castLandings(g, me, from)));
  return landings;
}

export const castStone: Rule<'cast'> = {
  kind: 'cast',
  name: 'Cast Stone',
  stages: [1],
  candidates(g, me) {
    const out: { kind: 'cast'; from: Sq; to: Sq }[] = [];
    for (let from = 0; from < SQUARES; from++) {
      if (stoneOf(g.squares[from]!) !== me) continue;
      for (const { to } of landingsOf(g, me, from)) out.push({ kind: 'cast', from, to });
    }
    return out;
  },
  why(g, me, { from, to }) {
    if (stoneOf(g.squares[from]!) !== me) return 'choose one of your stones';
    if (!landingsOf(g, me, from).some((l) => l.to === to)) {
      return later((a, b) => `the stone on ${sqName(a)} cannot end on ${sqName(b)}`, from, to);
    }
    return null;
  },
  apply(d, me, { from, to }) {
    const landing = castLandings(d as Position, me, from).find((l) => l.to === to)!;
    d.squares[from] = null;
    d.squares[to] = landing.boulder ? { boulder: me } : { stone: me };
    d.stage = 2;
  },
};
