// Boulder Move: a step, an attack, a sacrifice against an enemy boulder, or Boulder Chain over
// the player's own pebbles (entry, steps, and Exit Boulder Chain).
import { distance, NEIGHBOURS, SQUARES } from './board';
import { boulderOf, isEmpty, isPlayable, onlyPebblesOf, opponentsOf, soleOwner } from './game';
import { pressure } from './pressure';
import { colourName, later, type Problem, type Rule, sqName } from './rule';
import type { Player, Position, Sq } from './types';

type BoulderMove =
  { kind: 'step' } | { kind: 'chain' } | { kind: 'attack'; defender: Player } | { kind: 'sacrifice'; defender: Player };

const STEP: BoulderMove = { kind: 'step' };
const CHAIN: BoulderMove = { kind: 'chain' };

/** What `me`'s boulder on `from` would do on `to`, or why it cannot go there. */
function boulderMove(g: Position, me: Player, from: Sq, to: Sq): BoulderMove | Problem {
  if (g.stage === 'chain') {
    if (from !== g.chainAt) return later((sq) => `only the chained boulder on ${sqName(sq)} may move`, g.chainAt!);
    if (distance(from, to) !== 1) return 'the boulder moves one square at a time';
    return onlyPebblesOf(g, to, me)
      ? CHAIN
      : 'in a Boulder Chain the boulder may only move onto squares holding only your pebbles';
  }
  if (boulderOf(g.squares[from]!) !== me) return 'choose one of your boulders';
  if (distance(from, to) !== 1) return 'a boulder moves one square';
  if (!isPlayable(g, to)) return 'a boulder cannot move onto barren space';
  if (isEmpty(g, to)) return STEP;
  if (onlyPebblesOf(g, to, me)) return CHAIN;
  const defender = soleOwner(g.squares[to]!);
  if (defender === null || defender === 'neutral' || !opponentsOf(g, me).includes(defender)) {
    return 'a boulder attacks only a square held entirely by one opponent';
  }
  const mine = pressure(g, me, to);
  const theirs = pressure(g, defender, to);
  if (mine > theirs) return { kind: 'attack', defender };
  if (boulderOf(g.squares[to]!) === defender) return { kind: 'sacrifice', defender };
  return later(
    (a, sq, p: Player, b) => `your pressure ${a} on ${sqName(sq)} does not beat ${colourName(p)}'s ${b}`,
    mine,
    to,
    defender,
    theirs,
  );
}

export const boulderMoveRule: Rule<'boulder'> = {
  kind: 'boulder',
  name: 'Boulder Move',
  stages: [1, 'chain'],
  candidates(g, me) {
    const out: { kind: 'boulder'; from: Sq; to: Sq }[] = [];
    for (let from = 0; from < SQUARES; from++) {
      if (boulderOf(g.squares[from]!) !== me) continue;
      if (g.stage === 'chain' && from !== g.chainAt) continue;
      for (const to of NEIGHBOURS[from]!) out.push({ kind: 'boulder', from, to });
    }
    return out;
  },
  why(g, me, { from, to }) {
    const move = boulderMove(g, me, from, to);
    return typeof move === 'object' ? null : move;
  },
  apply(d, me, { from, to }) {
    const move = boulderMove(d as Position, me, from, to) as BoulderMove;
    d.squares[from] = null;
    if (move.kind === 'sacrifice') {
      d.squares[to] = null;
      d.stage = 2;
      return;
    }
    d.squares[to] = { boulder: me }; // pebbles of a chain square are consumed, a beaten piece removed
    if (move.kind === 'chain') {
      d.stage = 'chain';
      d.chainAt = to;
    } else {
      d.stage = 2;
    }
  },
};

export const exitBoulderChain: Rule<'exitChain'> = {
  kind: 'exitChain',
  name: 'Exit Boulder Chain',
  stages: ['chain'],
  candidates: () => [{ kind: 'exitChain' }],
  why: () => null,
  apply(d) {
    d.stage = 2;
    d.chainAt = null;
  },
};
