// The computer seats of the game-neutral page, with a stand-in worker whose answers the test hands
// over: a clock running down while the computer thinks does not stop it (its move is played on the
// game as the clock left it), a clock that runs out while it thinks leaves the game over and no move
// played, and a move undone meanwhile drops its answer. A turn of several actions (Divided
// Loyalties' stone and its bridges) is played action by action, the board held throughout.
import { describe, expect, it } from 'vitest';
import { pageComputers } from '../../src/page/computers';
import { PlaySession } from '../../src/page/session';
import type { ThinkClient } from '../../src/session/engine/client';
import * as rules from '../../src/games/glyph-grid/rules/index';
import * as dl from '../../src/games/divided-loyalties/rules/index';
import * as pressure from '../../src/games/pressure/rules/index';

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
  const computers = pageComputers({ id: 'glyph-grid', rules }, session, {
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

describe('a computer turn of several actions on the game-neutral page', () => {
  it('is played action by action, a pace apart, the board held from its thinking to its last action', async () => {
    const session = new PlaySession<dl.Game, dl.Action>(dl, {
      start: dl.newGame(),
      actions: [],
      seats: [{ computer: 'easy' }, 'person'],
    });
    let answer: (actions: dl.Action[]) => void = () => {};
    const client: ThinkClient = {
      think: () => new Promise((resolve) => (answer = resolve)),
      cancel: () => {},
      dispose: () => {},
    };
    const waits: (() => void)[] = [];
    const states: string[] = [];
    const computers = pageComputers({ id: 'divided-loyalties', rules: dl }, session, {
      client,
      pace: () => 350,
      wait: () => new Promise<void>((resolve) => waits.push(resolve)),
      onState: (s) => states.push(s.kind),
    });
    void computers.next();
    const stone = dl.legalActions(session.game).find((a) => a.kind === 'stone')!;
    answer([stone, { kind: 'end' }]);
    await settle();
    expect(states).toEqual(['thinking', 'playing']);
    waits.shift()!();
    await settle();
    expect(session.actions).toEqual([stone]); // the stone shows first
    expect(computers.busy).toBe(true); // the person still waits
    waits.shift()!();
    await settle();
    expect(session.actions).toEqual([stone, { kind: 'end' }]);
    expect(dl.status(session.game).current).toBe(1);
  });
});

type P = pressure.Game;
type PA = pressure.Action;

/**
 * Pressure with a computer as White whose answers the test plays (`computerMoves`: its move, the
 * first legal one), resigning by `computerResigns` from the positions its turns ended at.
 */
function resigning(computerResigns: (player: number, ends: readonly P[]) => string | null) {
  const start = pressure.newGame();
  const session = new PlaySession<P, PA>(pressure, { start, actions: [], seats: [{ computer: 'easy' }, 'person'] });
  const answers: ((actions: PA[]) => void)[] = [];
  const client: ThinkClient = {
    think: () => new Promise((resolve) => answers.push(resolve as (actions: PA[]) => void)),
    cancel: () => {},
    dispose: () => {},
  };
  const states: string[] = [];
  const computers = pageComputers({ id: 'pressure', rules: pressure, computerResigns }, session, {
    client,
    paused: () => false,
    pace: () => 0,
    onState: (s) => states.push(s.kind),
  });
  const move = () => pressure.legalActions(session.game).find((a) => !('kind' in a))!;
  const computerMoves = async () => {
    await settle();
    answers.at(-1)!([move()]);
    await settle();
  };
  return { start, session, computers, states, move, computerMoves };
}

describe('a computer that resigns where its game says so', () => {
  it('resigns once its game’s rule holds for the positions its own turns ended at; an undo takes back those turns', async () => {
    const seen: number[] = [];
    // A stand-in rule: the computer gives up once two of its turns have ended.
    const { session, computers, states, move, computerMoves } = resigning(
      (_player, ends) => (seen.push(ends.length), ends.length >= 2 ? 'it saw no way back.' : null),
    );
    void computers.next();
    await computerMoves();
    session.play(move()); // the person
    await computerMoves();
    // The person takes back their move and the computer's answer: that turn no longer counts.
    session.undo();
    await settle();
    session.play(move());
    await computerMoves();
    expect(pressure.status(session.game).winner).toBeNull();
    session.play(move());
    await settle();
    expect(session.actions.at(-1)).toEqual({ kind: 'resign', player: 0 });
    expect(pressure.status(session.game).winner).toBe(1);
    expect(states).toContain('resigned');
    expect(computers.resignedFor).toBe('it saw no way back.');
    expect(seen).toEqual([0, 1, 1, 2]);
  });

  it('the menu’s Take back (the same game, shortened) keeps the turns before it; another game starts the count again', async () => {
    const seen: number[] = [];
    const { start, session, computers, move, computerMoves } = resigning(
      (_player, ends) => (seen.push(ends.length), null),
    );
    void computers.next();
    await computerMoves(); // its first turn ends
    session.play(move());
    await computerMoves(); // its second
    session.play(move());
    await computerMoves(); // its third
    // Take back the person's last turn and the computer's reply, as the page's menu does.
    session.replace({ start, actions: session.actions.slice(0, 4), seats: session.seats });
    await settle();
    session.play(move());
    await computerMoves();
    expect(seen).toEqual([0, 1, 2, 2]); // its first two turns still count
    session.replace({ start: pressure.newGame(), actions: [], seats: [{ computer: 'easy' }, 'person'] });
    await computerMoves();
    expect(seen.at(-1)).toBe(0);
  });
});
