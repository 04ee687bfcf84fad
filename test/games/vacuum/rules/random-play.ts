// Seeded random play for the property tests: random legal actions (commits included), now and
// then an undo or another player's resignation, until a winner, the turn limit or `maxActions`.
import {
  canUndo,
  legalActions,
  play,
  status,
  undo,
  type Action,
  type Game,
} from '../../../../src/games/vacuum/rules/index';
import { seededRandom as seeded } from '../../../../src/util/random';

export { seeded };

export interface Step {
  before: Game;
  action: Action;
  after: Game;
}

const FINAL = new Set<Action['kind']>(['vacuumMove', 'perimeterMove', 'commit']);

export const pick = <T>(xs: readonly T[], random: () => number): T => xs[Math.floor(random() * xs.length)]!;

/**
 * The steps of one random game. Mostly the player first picks a kind of building action, then
 * one action of that kind, so rare actions (casts, boulders, fights) are played as often as
 * common ones and games reach crowded positions with stones and boulders.
 */
export function randomGame(start: Game, seed: number, maxActions: number): Step[] {
  const random = seeded(seed);
  const steps: Step[] = [];
  let g = start;
  for (let i = 0; i < maxActions && status(g).winner === null; i++) {
    if (canUndo(g) && random() < 0.03) {
      g = undo(g);
      continue;
    }
    const s = status(g);
    let a: Action;
    if (random() < 0.004) a = { kind: 'resign', player: pick(s.active, random) };
    else {
      const legal = legalActions(g).filter((x) => x.kind !== 'resign');
      if (legal.length === 0) {
        g = undo(g); // earlier actions left no final action: the player must undo (docs/rules.md "No final action")
        continue;
      }
      const building = legal.filter((x) => !FINAL.has(x.kind));
      if (building.length > 0 && random() < 0.85) {
        const kind = pick([...new Set(building.map((x) => x.kind))], random);
        a = pick(
          building.filter((x) => x.kind === kind),
          random,
        );
      } else a = pick(legal, random);
    }
    const after = play(g, a);
    steps.push({ before: g, action: a, after });
    g = after;
  }
  return steps;
}
