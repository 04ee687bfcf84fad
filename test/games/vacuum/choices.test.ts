// The choices a game link numbers and a record's lines are checked against, listed by the fast
// engine: the same as the rules core lists, in link order, and never an action the rules refuse.
import { describe, expect, it } from 'vitest';
import { ChoiceWalk } from '../../../src/games/vacuum/choices';
import { formatAction, legalActions, status } from '../../../src/games/vacuum/rules/index';
import { randomPlayout } from '../../support/random-games';

describe('the choices along a game', () => {
  it('are the rules core’s legal actions, resignations last, at every position of a seeded game', () => {
    const { games, actions } = randomPlayout(3, 77, 300, 40);
    const walk = new ChoiceWalk(games[0]!);
    actions.forEach((action, i) => {
      const core = legalActions(games[i]!)
        .filter((a) => a.kind !== 'resign')
        .map(formatAction)
        .sort();
      const listed = walk.choices();
      const resigns = status(games[i]!).active.map((p) => formatAction({ kind: 'resign', player: p }));
      expect(listed.map((c) => c.text)).toEqual([...core, ...resigns]);
      walk.play(walk.choiceFor(action)!);
    });
    expect(walk.game()).toEqual(games[actions.length]);
  });

  it('refuse an action whose count is out of range rather than read it as another', () => {
    const { games } = randomPlayout(2, 5, 200, 40);
    const at = games.find((g) => legalActions(g).some((a) => 'count' in a))!;
    const legal = legalActions(at).find((a) => 'count' in a)!;
    // The walk reaches `at` by its own moves: start it there.
    const walk = new ChoiceWalk(at);
    expect(walk.choiceFor(legal)?.text).toBe(formatAction(legal));
    expect(walk.choiceFor({ ...legal, count: (legal as { count: number }).count + 8 } as typeof legal)).toBeNull();
    expect(walk.choiceFor({ kind: 'resign', player: 3 })).toBeNull(); // not in a 2-player game
  });
});
