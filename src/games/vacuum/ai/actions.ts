// Search actions (small integers, see moves.ts) to and from the public Action values. Both ways
// are read off the rules' table of kinds and their fields, so a new kind needs nothing here.
import { ACTION_FIELDS, ACTION_KINDS, type Action, type ActionKind } from '../rules/index';
import { codeOf, countOf, encode, fromOf, kindOfAction, toOf, whoOf } from './moves';

type Field = (typeof ACTION_FIELDS)[ActionKind][number];

export function toAction(a: number): Action {
  const kind = ACTION_KINDS[kindOfAction(a)];
  if (kind === undefined) throw new RangeError(`not a search action: ${a}`);
  // `at` and `from` share the source bits, `defender` and `player` the seat bits.
  const value: Record<Field, number> = {
    at: fromOf(a),
    from: fromOf(a),
    to: toOf(a),
    count: countOf(a),
    defender: whoOf(a),
    player: whoOf(a),
  };
  const action: Record<string, unknown> = { kind };
  for (const field of ACTION_FIELDS[kind]) action[field] = value[field];
  return action as Action;
}

/** The search encoding of a public action (its fields are trusted to be in range). */
export function fromAction(a: Action): number {
  const f = a as Partial<Record<Field, number>>;
  return encode(codeOf(a.kind), f.at ?? f.from, f.to, f.count, f.defender ?? f.player);
}
