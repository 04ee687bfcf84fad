// The computer seats of the game-neutral page, with a stand-in worker whose answers the test hands
// over: a clock running down while the computer thinks does not stop it (its move is played on the
// game as the clock left it), a clock that runs out while it thinks leaves the game over and no move
// played, and a move undone meanwhile drops its answer.
import { describe, expect, it } from 'vitest';
import { Computers } from '../../src/page/computers';
import { PlaySession } from '../../src/page/session';
import type { ThinkClient } from '../../src/session/engine/client';
import * as rules from '../../src/games/glyph-grid/rules/index';

type Game = rules.Game;
type Action = rules.Action;

/** A worker stand-in: each think waits until the test answers it. */
function standIn() {
  const asked: { game: Game; answer: (actions: Action[]) => void }[] = [];
  const client: ThinkClient = {
    think: (_id, game) => new Promise((resolve) => asked.push({ game: game as Game, answer: resolve })),
    cancel: () => {},
    dispose: () => {},
  };
  return { client, asked };
}

/** Lets the page's pending promises and zero-delay timers run. */
const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

function set_up(start: Game) {
  const session = new PlaySession<Game, Action>(rules, { start, actions: [], seats: [{ computer: 'easy' }, 'person'] });
  const { client, asked } = standIn();
  const states: string[] = [];
  const computers = new Computers<Game, Action>({
    id: 'glyph-grid',
    session,
    client,
    paused: () => false,
    pace: () => 0,
    onState: (s) => states.push(s.kind),
  });
  return { session, asked, computers, states };
}

const firstMove = (game: Game): Action => rules.legalActions(game).find((a) => a.kind !== 'resign')!;

describe('computer seats on the game-neutral page', () => {
  it('a clock running down while the computer thinks does not stop it: its move is played on the clocked game', async () => {
    const { session, asked, computers } = set_up(rules.newGame({ clock: 60_000 }));
    void computers.next();
    await settle();
    expect(asked).toHaveLength(1);
    session.adjust(rules.elapse(session.game, 1_500));
    expect(asked).toHaveLength(1); // not asked again
    asked[0]!.answer([firstMove(asked[0]!.game)]);
    await settle();
    expect(session.actions).toHaveLength(1);
    expect(session.game.clocks![0]).toBe(58_500);
    expect(session.game.current).toBe(1);
  });

  it('a clock that runs out while the computer thinks ends the game, and no move is played', async () => {
    const { session, asked, computers } = set_up(rules.newGame({ clock: 1_000 }));
    void computers.next();
    await settle();
    session.adjust(rules.elapse(session.game, 1_000));
    asked[0]!.answer([firstMove(asked[0]!.game)]);
    await settle();
    expect(session.actions).toHaveLength(0);
    expect(rules.status(session.game)).toMatchObject({ winner: 1, reason: 'time' });
  });

  it('a new game while the computer thinks drops its answer and asks again', async () => {
    const { session, asked, computers } = set_up(rules.newGame({ clock: null }));
    void computers.next();
    await settle();
    session.replace({ start: rules.newGame({ clock: null }), actions: [], seats: [{ computer: 'easy' }, 'person'] });
    await settle();
    asked[0]!.answer([firstMove(asked[0]!.game)]);
    await settle();
    expect(session.actions).toHaveLength(0);
    expect(asked).toHaveLength(2);
  });
});
