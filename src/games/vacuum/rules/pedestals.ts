// Teleport: swap the contents of two pedestals; both go on cooldown for the teleporting player.
import { SQUARES } from './board';
import { derived, holds, memo } from './game';
import { later, type Problem, type Rule, sqName } from './rule';
import type { Player, Position, Sq } from './types';

const PEDESTALS = derived((g) => {
  const out: Sq[] = [];
  for (let sq = 0; sq < SQUARES; sq++) if (g.terrain[sq] === 'pedestal') out.push(sq);
  return out;
});
/** The pedestal squares (do not modify the list: it may be shared). */
const pedestals = (g: Position): readonly Sq[] => memo(g, PEDESTALS);

/** Why the pedestal cannot take part in a teleport at all (as source or target). */
function pedestalProblem(g: Position, sq: Sq): Problem | null {
  if (g.terrain[sq] !== 'pedestal') return later((at) => `${sqName(at)} is not a pedestal`, sq);
  if (g.cooldowns.includes(sq)) return later((at) => `the pedestal on ${sqName(at)} is on teleport cooldown`, sq);
  if (holds(g.squares[sq]!, 'neutral')) return later((at) => `neutral pieces block the pedestal on ${sqName(at)}`, sq);
  return null;
}

const isSource = (g: Position, me: Player, sq: Sq): boolean =>
  pedestalProblem(g, sq) === null && holds(g.squares[sq]!, me);

export const teleport: Rule<'teleport'> = {
  kind: 'teleport',
  name: 'Teleport',
  stages: [1, 2],
  candidates(g, me) {
    const all = pedestals(g);
    return all
      .filter((from) => isSource(g, me, from))
      .flatMap((from) => all.map((to) => ({ kind: 'teleport' as const, from, to })));
  },
  why(g, me, { from, to }) {
    const source = pedestalProblem(g, from);
    if (source) return source;
    if (!holds(g.squares[from]!, me)) return 'the source pedestal must hold one of your pieces';
    return pedestalProblem(g, to);
  },
  apply(d, _me, { from, to }) {
    const moving = d.squares[from]!;
    d.squares[from] = d.squares[to]!;
    d.squares[to] = moving;
    for (const sq of [from, to]) if (!d.cooldowns.includes(sq)) d.cooldowns.push(sq);
    d.stage = 2;
  },
};
