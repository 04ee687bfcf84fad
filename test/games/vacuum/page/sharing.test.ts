// What Vacuum's page says of a whole game it loads (a game link, a game record): counted as the
// replay beside it counts, a turn whose actions were not committed told as under way.
import { describe, expect, it } from 'vitest';
import { wholeGameLoaded } from '../../../../src/games/vacuum/page/sharing';

const inTurns = (...turns: number[]) => turns.map((turn) => ({ turn }));

describe('a whole game loaded is told as the replay counts it', () => {
  it('four committed turns and a fifth under way (the replay shows five turns)', () => {
    expect(wholeGameLoaded('Shared game', inTurns(1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5), 4)).toBe(
      "Shared game loaded: 13 actions in 4 turns and one under way, every seat a person's.",
    );
  });

  it('whole turns only', () => {
    expect(wholeGameLoaded('Game record', inTurns(1, 2, 2), 2)).toBe(
      "Game record loaded: 3 actions in 2 turns, every seat a person's.",
    );
  });

  it('one action of a first turn not yet committed, in the singular', () => {
    expect(wholeGameLoaded('Shared game', inTurns(1), 0)).toBe(
      "Shared game loaded: 1 action in a turn under way, every seat a person's.",
    );
  });
});
