import { describe, expect, it } from 'vitest';
import { newGame, type Action } from '../../../../src/games/vacuum/rules/index';
import { describeAction, marks, sinceLastTurn, turnSummaries } from '../../../../src/games/vacuum/view/happened';
import { playedFrom } from '../../../../src/games/vacuum/record/played';
import { sq } from '../rules/helpers';

/** Three players each play a Vacuum Move and commit; Red then starts a new turn. */
function threeTurns(): { log: ReturnType<typeof playedFrom>['history']['actions'] } {
  const actions: Action[] = ['e5', 'h8', 'f9'].flatMap((at) => [
    { kind: 'vacuumMove', at: sq(at) },
    { kind: 'commit' },
  ]);
  return { log: playedFrom(newGame({ players: 3 }), actions).history.actions };
}

describe('what happened since my last turn', () => {
  it("marks every action since the viewer last committed, numbered, in its player's colour", () => {
    const log = threeTurns().log;
    expect(marks(sinceLastTurn(log, 0))).toEqual([
      { sq: sq('h8'), player: 1, n: 1 },
      { sq: sq('f9'), player: 2, n: 2 },
    ]);
    expect(marks(sinceLastTurn(log, 1)).map((m) => m.player)).toEqual([2]);
  });

  it('sums up each turn in one plain sentence', () => {
    const log = threeTurns().log;
    expect(turnSummaries(sinceLastTurn(log, 0), 3).map((t) => t.text)).toEqual([
      'Round 1, Gold: Vacuum Move on h8.',
      'Round 1, Green: Vacuum Move on f9.',
    ]);
    const attack: Action = { kind: 'supplyChain', from: sq('e5'), to: sq('f5'), count: 2 };
    expect(describeAction(attack)).toBe('Supply Chain from e5 to f5 with 2 pebbles');
    expect(describeAction({ kind: 'pebbleWar', from: sq('e5'), to: sq('f5'), defender: 1 })).toBe(
      'Pebble War from e5 to f5 against Gold',
    );
    // Extend Supply Chain moves nothing: it grows a pebble at the end of a line, as the manual says.
    expect(describeAction({ kind: 'extend', from: sq('e5'), to: sq('g5') })).toBe(
      'Extend Supply Chain from e5, growing a new pebble on g5',
    );
  });
});
