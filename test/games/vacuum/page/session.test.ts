import { describe, expect, it } from 'vitest';
import { legalActions, newGame } from '../../../../src/games/vacuum/rules/index';
import { Replay } from '../../../../src/games/vacuum/record/replay';
import { Session } from '../../../../src/games/vacuum/page/session';

describe('Session history', () => {
  it('keeps the first position of the game, so every action played can be replayed', () => {
    const session = Session.start(null, 2);
    const first = session.game;
    for (let i = 0; i < 5; i++) session.play(legalActions(session.game)[0]!);
    session.undo();
    const history = session.history()!;
    expect(history.start).toBe(first);
    const replay = Replay.of(history);
    expect(replay.end).toBe(4);
    expect(replay.game(replay.end)).toEqual(session.game);
  });

  it('has no history for a game loaded with moves but without its first position', () => {
    const session = Session.start(null, 2);
    const game = newGame({ players: 2 });
    const action = legalActions(game)[0]!;
    session.replace(game, [{ turn: 1, player: 0, text: 'x', action }]);
    expect(session.history()).toBeNull();
    session.replace(game, [], undefined);
    expect(session.history()!.start).toBe(game);
  });
});
