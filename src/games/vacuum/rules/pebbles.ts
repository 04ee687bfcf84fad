// Pebble actions: Pebble Entrench, Pebble Retreat, Extend Supply Chain, Pebble Attack,
// Supply Chain, Reduction Attack and Pebble War. A player's "pebble unit" is only their own
// pebbles on a square; other pebbles there stay put (docs/rules.md, "Pebbles").
import { colOf, distance, NEIGHBOURS, rowOf, square, SQUARES, step } from './board';
import {
  addPebbles,
  isEmpty,
  isPlayable,
  memo,
  movePebbles,
  onlyPebblesOf,
  opponentsOf,
  holds,
  pebbleCount,
  perPlayer,
  pebblesOf,
  removePebbles,
  removePiecesOf,
} from './game';
import { pressure } from './pressure';
import { colourName, later, type Problem, type Rule, sqName } from './rule';
import { plural } from '../../../util/plural';
import type { Player, Position, Sq } from './types';

export const MAX_PEBBLES = 4;

const PEBBLE_SOURCES = perPlayer((g, me) => {
  const out: Sq[] = [];
  for (let sq = 0; sq < SQUARES; sq++) {
    const c = g.squares[sq]!;
    if (c !== null && 'pebbles' in c && c.pebbles.includes(me)) out.push(sq);
  }
  return out;
});
/** Squares where `me` has pebbles. */
const pebbleSources = (g: Position, me: Player): readonly Sq[] => memo(g, PEBBLE_SOURCES[me]!);

const NO_SOURCE = 'choose a square holding your pebbles';
const NOT_ADJACENT = 'the target must be next to the source';
const CHOOSE_COUNT = (n: number): string => `choose 1 to ${plural(n, 'pebble')}`;
const NO_PEBBLES_OF = (p: Player, at: Sq): string => `there are no ${colourName(p)} pebbles on ${sqName(at)}`;

/** Each pebble fight `me` could pick: own pebbles next to a square with an opponent's pebbles
 * and none of `me`'s, once per opponent there. */
function eachPebbleFight(g: Position, me: Player, visit: (from: Sq, to: Sq, defender: Player) => void): void {
  const opponents = opponentsOf(g, me);
  for (const from of pebbleSources(g, me)) {
    for (const to of NEIGHBOURS[from]!) {
      if (pebbleCount(g, to) === 0 || pebblesOf(g, to, me) > 0) continue;
      for (const defender of opponents) if (pebblesOf(g, to, defender) > 0) visit(from, to, defender);
    }
  }
}

/** Why `me` cannot attack `defender`'s pebbles on `to`: the checks shared by all pebble attacks. */
function attackTargetProblem(g: Position, me: Player, from: Sq, to: Sq, defender: Player): Problem | null {
  if (distance(from, to) !== 1) return NOT_ADJACENT;
  if (pebblesOf(g, to, me) > 0) return 'you cannot attack a square holding your own pebbles';
  if (!opponentsOf(g, me).includes(defender))
    return later((p: Player) => `${colourName(p)} is not an opponent in play`, defender);
  return null;
}

function pressureProblem(g: Position, me: Player, to: Sq, defender: Player): Problem | null {
  const mine = pressure(g, me, to);
  const theirs = pressure(g, defender, to);
  return mine > theirs
    ? null
    : later(
        (a, at, p: Player, b) => `your pressure ${a} on ${sqName(at)} is not greater than ${colourName(p)}'s ${b}`,
        mine,
        to,
        defender,
        theirs,
      );
}

export const pebbleEntrench: Rule<'entrench'> = {
  kind: 'entrench',
  name: 'Pebble Entrench',
  stages: [1],
  candidates: (g, me) =>
    pebbleSources(g, me)
      .filter((at) => onlyPebblesOf(g, at, me) && pebbleCount(g, at) < MAX_PEBBLES)
      .map((at) => ({ kind: 'entrench', at })),
  why(g, me, { at }) {
    if (!onlyPebblesOf(g, at, me)) return 'choose a square holding only your own pebbles';
    if (pebbleCount(g, at) >= MAX_PEBBLES) return 'a stack of 4 pebbles is full';
    return null;
  },
  apply(d, me, { at }) {
    addPebbles(d, at, me, 1);
    d.stage = 2;
  },
};

const OPPONENT_PIECES = perPlayer((g, me) => {
  const opponents = opponentsOf(g, me);
  const out: Sq[] = [];
  for (let sq = 0; sq < SQUARES; sq++) {
    const c = g.squares[sq]!;
    if (c === null) continue;
    for (const o of opponents) {
      if (holds(c, o)) {
        out.push(sq);
        break;
      }
    }
  }
  return out;
});
/** Squares holding a piece of an active opponent of `me`. */
const opponentPieceSquares = (g: Position, me: Player): readonly Sq[] => memo(g, OPPONENT_PIECES[me]!);

/** A square between `from` and `to` that a retreating unit of `unit` pebbles may pass. */
function hasOpenMiddle(g: Position, me: Player, from: Sq, to: Sq, unit: number): boolean {
  for (const mid of NEIGHBOURS[from]!) {
    if (distance(mid, to) !== 1 || !isPlayable(g, mid)) continue;
    if (isEmpty(g, mid) || (onlyPebblesOf(g, mid, me) && pebbleCount(g, mid) + unit <= MAX_PEBBLES)) return true;
  }
  return false;
}

/** The first enemy piece (in square order) that `to` is closer to than `from` is, if any. */
function enemyNearerTo(g: Position, me: Player, from: Sq, to: Sq): Sq | null {
  for (const piece of opponentPieceSquares(g, me)) if (distance(to, piece) < distance(from, piece)) return piece;
  return null;
}

export const pebbleRetreat: Rule<'retreat'> = {
  kind: 'retreat',
  name: 'Pebble Retreat',
  stages: [1],
  candidates(g, me) {
    const out: { kind: 'retreat'; from: Sq; to: Sq }[] = [];
    for (const from of pebbleSources(g, me)) {
      for (let dr = -2; dr <= 2; dr++) {
        for (let dc = -2; dc <= 2; dc++) {
          if (Math.max(Math.abs(dr), Math.abs(dc)) !== 2) continue;
          const to = step(from, dr, dc);
          if (to !== null && isEmpty(g, to) && isPlayable(g, to)) out.push({ kind: 'retreat', from, to });
        }
      }
    }
    return out;
  },
  why(g, me, { from, to }) {
    const unit = pebblesOf(g, from, me);
    if (unit === 0) return NO_SOURCE;
    if (distance(from, to) !== 2) return 'the target must be exactly two squares away';
    if (!isPlayable(g, to) || !isEmpty(g, to)) return 'the target must be an empty playable square';
    if (!hasOpenMiddle(g, me, from, to, unit)) {
      return later((a, b) => `no open middle square between ${sqName(a)} and ${sqName(b)}`, from, to);
    }
    const nearer = enemyNearerTo(g, me, from, to);
    if (nearer === null) return null;
    return later(
      (b, a, e) => `${sqName(b)} is closer than ${sqName(a)} to the enemy piece on ${sqName(e)}`,
      to,
      from,
      nearer,
    );
  },
  apply(d, me, { from, to }) {
    movePebbles(d, from, to, me, pebblesOf(d as Position, from, me));
    d.stage = 2;
  },
};

/** A square holding exactly one pebble, `me`'s, and nothing else. */
const isSinglePebble = (g: Position, sq: Sq, me: Player): boolean =>
  onlyPebblesOf(g, sq, me) && pebbleCount(g, sq) === 1;

/**
 * The opposite step. Not `-d`: for 0 that is -0, which the JIT cannot keep as a small integer, and
 * one such square number slows every square lookup after it (measured: the benchmark's legal
 * action lists took half as long again).
 */
const back = (d: number): number => 0 - d;

/** The partner pebble an Extend from `from` to `to` relies on, or null if the shape is wrong. */
function extendPartner(from: Sq, to: Sq): Sq | null {
  const dr = rowOf(to) - rowOf(from);
  const dc = colOf(to) - colOf(from);
  if (distance(from, to) === 1) return step(from, back(dr), back(dc)); // the new pebble goes beyond the source
  const straight2 = Math.abs(dr) % 2 === 0 && Math.abs(dc) % 2 === 0 && distance(from, to) === 2;
  return straight2 ? square(rowOf(from) + (dr >> 1), colOf(from) + (dc >> 1)) : null; // beyond the partner
}

export const extendSupplyChain: Rule<'extend'> = {
  kind: 'extend',
  name: 'Extend Supply Chain',
  stages: [1],
  candidates(g, me) {
    const out: { kind: 'extend'; from: Sq; to: Sq }[] = [];
    for (const from of pebbleSources(g, me)) {
      if (!isSinglePebble(g, from, me)) continue;
      for (const partner of NEIGHBOURS[from]!) {
        if (!isSinglePebble(g, partner, me)) continue;
        const dr = rowOf(partner) - rowOf(from);
        const dc = colOf(partner) - colOf(from);
        const beyondPartner = step(partner, dr, dc);
        const beyondSource = step(from, back(dr), back(dc));
        if (beyondPartner !== null) out.push({ kind: 'extend', from, to: beyondPartner });
        if (beyondSource !== null) out.push({ kind: 'extend', from, to: beyondSource });
      }
    }
    return out;
  },
  why(g, me, { from, to }) {
    if (!isSinglePebble(g, from, me)) return 'the source must be a single pebble of yours, alone on its square';
    const partner = extendPartner(from, to);
    if (partner === null) return 'the target must continue a straight line of two touching single pebbles';
    if (!isSinglePebble(g, partner, me)) {
      return later((sq) => `the line needs a single pebble of yours on ${sqName(sq)}`, partner);
    }
    if (!isPlayable(g, to) || !isEmpty(g, to)) return 'the new pebble needs an empty playable square';
    return null;
  },
  apply(d, me, { to }) {
    addPebbles(d, to, me, 1);
    d.stage = 2;
  },
};

export const pebbleAttack: Rule<'pebbleAttack'> = {
  kind: 'pebbleAttack',
  name: 'Pebble Attack',
  stages: [1],
  candidates(g, me) {
    const out: { kind: 'pebbleAttack'; from: Sq; to: Sq; count: number; defender: Player }[] = [];
    const opponents = opponentsOf(g, me);
    for (const from of pebbleSources(g, me)) {
      const unit = pebblesOf(g, from, me);
      for (const to of NEIGHBOURS[from]!) {
        if (g.squares[to] === null || pebblesOf(g, to, me) > 0) continue;
        for (const defender of opponents) {
          if (!holds(g.squares[to]!, defender)) continue;
          for (let count = 1; count <= unit; count++) out.push({ kind: 'pebbleAttack', from, to, count, defender });
        }
      }
    }
    return out;
  },
  why(g, me, { from, to, count, defender }) {
    const own = pebblesOf(g, from, me);
    if (own === 0) return NO_SOURCE;
    if (count < 1 || count > own) return later(CHOOSE_COUNT, own);
    const target = attackTargetProblem(g, me, from, to, defender);
    if (target) return target;
    const c = g.squares[to]!;
    if (!holds(c, defender))
      return later((p: Player, at) => `there is no ${colourName(p)} piece on ${sqName(at)}`, defender, to);
    const staying = pebbleCount(g, to) - pebblesOf(g, to, defender);
    if (staying + count > MAX_PEBBLES) {
      return later((n, at) => `only ${plural(n, 'pebble')} fit on ${sqName(at)}`, MAX_PEBBLES - staying, to);
    }
    return pressureProblem(g, me, to, defender);
  },
  apply(d, me, { from, to, count, defender }) {
    removePiecesOf(d, to, defender);
    movePebbles(d, from, to, me, count);
    d.stage = 2;
  },
};

export const supplyChain: Rule<'supplyChain'> = {
  kind: 'supplyChain',
  name: 'Supply Chain',
  stages: [1, 2],
  candidates(g, me) {
    const out: { kind: 'supplyChain'; from: Sq; to: Sq; count: number }[] = [];
    for (const from of pebbleSources(g, me)) {
      const unit = pebblesOf(g, from, me);
      for (const to of NEIGHBOURS[from]!) {
        if (!isPlayable(g, to) || !(isEmpty(g, to) || pebblesOf(g, to, me) > 0)) continue;
        for (let count = 1; count <= unit; count++) out.push({ kind: 'supplyChain', from, to, count });
      }
    }
    return out;
  },
  why(g, me, { from, to, count }) {
    const own = pebblesOf(g, from, me);
    if (own === 0) return NO_SOURCE;
    if (count < 1 || count > own) return later(CHOOSE_COUNT, own);
    if (distance(from, to) !== 1) return NOT_ADJACENT;
    if (!isPlayable(g, to)) return 'pebbles cannot move onto barren space';
    if (pebblesOf(g, to, me) > 0) {
      const room = MAX_PEBBLES - pebbleCount(g, to);
      return count <= room ? null : later((n, at) => `only ${plural(n, 'more pebble')} fit on ${sqName(at)}`, room, to);
    }
    if (!isEmpty(g, to)) return 'the target must be empty or hold your own pebbles';
    if (count >= own) return 'moving into an empty square must leave at least one of your pebbles behind';
    return null;
  },
  apply(d, me, { from, to, count }) {
    const intoEmpty = isEmpty(d as Position, to);
    movePebbles(d, from, to, me, count);
    d.stage = intoEmpty ? 3 : 2;
  },
};

/** The counts a Reduction Attack of `attackers` pebbles may spend against `defenders` pebbles. */
function reductionLimit(attackers: number, defenders: number): number {
  if (attackers < defenders) return attackers;
  if (attackers === defenders) return defenders;
  return defenders - 1; // a larger stack may not wipe out a smaller one
}

export const reductionAttack: Rule<'reductionAttack'> = {
  kind: 'reductionAttack',
  name: 'Reduction Attack',
  stages: [1, 2],
  candidates(g, me) {
    const out: { kind: 'reductionAttack'; from: Sq; to: Sq; count: number; defender: Player }[] = [];
    eachPebbleFight(g, me, (from, to, defender) => {
      const max = reductionLimit(pebblesOf(g, from, me), pebblesOf(g, to, defender));
      for (let count = 1; count <= max; count++) out.push({ kind: 'reductionAttack', from, to, count, defender });
    });
    return out;
  },
  why(g, me, { from, to, count, defender }) {
    const a = pebblesOf(g, from, me);
    if (a === 0) return NO_SOURCE;
    const target = attackTargetProblem(g, me, from, to, defender);
    if (target) return target;
    const dCount = pebblesOf(g, to, defender);
    if (dCount === 0) return later(NO_PEBBLES_OF, defender, to);
    const max = reductionLimit(a, dCount);
    if (count >= 1 && count <= max) return null;
    if (a > dCount && count >= dCount) {
      return later((n, d) => `${plural(n, 'pebble')} cannot spend all of a smaller stack of ${d}`, a, dCount);
    }
    if (max === 0) return later((n) => `${plural(n, 'pebble')} cannot attack a single pebble`, a);
    return later(CHOOSE_COUNT, max);
  },
  apply(d, me, { from, to, count, defender }) {
    removePebbles(d, from, me, count);
    removePebbles(d, to, defender, count);
    d.stage = 3;
  },
};

export const pebbleWar: Rule<'pebbleWar'> = {
  kind: 'pebbleWar',
  name: 'Pebble War',
  stages: [1, 2],
  candidates(g, me) {
    const out: { kind: 'pebbleWar'; from: Sq; to: Sq; defender: Player }[] = [];
    eachPebbleFight(g, me, (from, to, defender) => out.push({ kind: 'pebbleWar', from, to, defender }));
    return out;
  },
  why(g, me, { from, to, defender }) {
    const unit = pebblesOf(g, from, me);
    if (unit === 0) return NO_SOURCE;
    const target = attackTargetProblem(g, me, from, to, defender);
    if (target) return target;
    const dCount = pebblesOf(g, to, defender);
    if (dCount === 0) return later(NO_PEBBLES_OF, defender, to);
    const staying = pebbleCount(g, to) - dCount;
    if (staying + unit > MAX_PEBBLES) {
      return later(
        (n, m, at) =>
          `your ${plural(n, 'pebble')} would not fit beside the ${plural(m, 'pebble')} staying on ${sqName(at)}`,
        unit,
        staying,
        to,
      );
    }
    return pressureProblem(g, me, to, defender);
  },
  apply(d, me, { from, to, defender }) {
    removePebbles(d, to, defender, pebblesOf(d as Position, to, defender));
    movePebbles(d, from, to, me, pebblesOf(d as Position, from, me));
    d.stage = 2;
  },
};
