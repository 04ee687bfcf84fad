import { describe, expect, it } from 'vitest';
import { formatPosition, type Action } from '../../../../src/games/vacuum/rules/index';
import { Replay, ReplayError } from '../../../../src/games/vacuum/record/replay';
import { playedGame } from '../../../support/played';

// One seeded game serves every test: random play costs a legal-move list per action.
const game = playedGame(3, 1, 250);

describe('Replay', () => {
  it('shows, at every moment, the position the game passed through', () => {
    const { start, played, games } = game;
    const replay = Replay.of({ start, actions: played });
    expect(replay.end).toBe(played.length);
    games.forEach((g, m) => expect(formatPosition(replay.game(m))).toBe(formatPosition(g)));
  });

  it('groups the actions into turns, each ended by its Commit until the turn in progress', () => {
    const { start, played } = game;
    const replay = Replay.of({ start, actions: played });
    expect(replay.turns.flatMap((t) => t.actions)).toEqual(played);
    const finished = replay.turns.slice(0, -1).filter((t) => t.actions.every((p) => p.action.kind !== 'resign'));
    expect(finished.length).toBeGreaterThan(10);
    for (const t of finished) expect(t.actions[t.actions.length - 1]!.action.kind).toBe('commit');
    replay.turns.forEach((t, i) => {
      expect(replay.turnAt(t.first + 1)).toBe(i);
      expect(replay.turnAt(t.first + t.actions.length)).toBe(i);
    });
    expect(replay.turnAt(0)).toBe(-1);
  });

  it('marks the shown turn’s actions played up to the moment', () => {
    const { start, played } = game;
    const replay = Replay.of({ start, actions: played });
    const t = replay.turns.find((x) => x.actions.length >= 3)!;
    expect(replay.marked(t.first + 2)).toEqual(t.actions.slice(0, 2));
    expect(replay.marked(t.first + t.actions.length)).toEqual(t.actions);
    expect(replay.marked(0)).toEqual([]);
  });

  it('clamps moments outside the game to its start and end', () => {
    const { start, played } = game;
    const replay = Replay.of({ start, actions: played });
    expect(replay.game(-5)).toBe(replay.game(0));
    expect(replay.game(10_000)).toBe(replay.game(replay.end));
    expect(replay.game(Number.NaN)).toBe(replay.game(0));
  });

  it('refuses a history with an action the rules do not allow, naming it', () => {
    const { start, played } = playedGame(3, 8, 3);
    const bad: Action = { kind: 'vacuumMove', at: 0 }; // a barren corner
    const actions = [played[0]!, { turn: 1, player: 0 as const, action: bad }, played[1]!];
    expect(() => Replay.of({ start, actions })).toThrow(ReplayError);
    expect(() => Replay.of({ start, actions })).toThrow(/Action 2 \(turn 1, /);
  });
});
