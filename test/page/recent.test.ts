// Recent games on the game-neutral page: a game with a move that a replacement takes off the board
// is kept, labelled by its seats and how far it went, and comes back whole; the same game coming
// back (another tab's, an online room's) is no game left.
import { describe, expect, it } from 'vitest';
import { pageRecent } from '../../src/page/recent';
import { PlaySession } from '../../src/page/session';
import { pressure } from '../../src/games/pressure/page';
import * as rules from '../../src/games/pressure/rules/index';
import { MemoryStore } from '../support/ui';

type Game = rules.Game;
type Action = rules.Action;

function played(moves: number) {
  const session = new PlaySession<Game, Action>(rules, {
    start: rules.newGame(),
    actions: [],
    seats: ['person', { computer: 'easy' }],
  });
  for (let i = 0; i < moves; i++) session.play(rules.legalActions(session.game).find((a) => !('kind' in a))!);
  return session;
}

describe('recent games on a game-neutral page', () => {
  it('a new game keeps the game it replaces, with a label of its seats and moves, and gives it back whole', () => {
    const session = played(3);
    const recent = pageRecent(new MemoryStore(), 'pressure', pressure);
    session.onLeave((left) => recent.keep(left, new Date(2026, 10, 28, 10, 30).getTime()));
    const before = session.gameInPlay();
    session.replace({ start: rules.newGame(), actions: [], seats: ['person', 'person'] });
    const [kept, ...more] = recent.list();
    expect(more).toEqual([]);
    expect(kept!.label).toMatch(/2026.* · White person, Black computer \(easy\) · 3 moves$/);
    const back = recent.take(kept!)!;
    expect(back.actions).toEqual(before.actions);
    expect(back.seats).toEqual(before.seats);
    expect(rules.formatPosition(back.start)).toBe(rules.formatPosition(before.start));
    expect(recent.list()).toEqual([]);
  });

  it('a game without a move, or the same game coming back, leaves nothing to keep', () => {
    const left: unknown[] = [];
    const fresh = played(0);
    fresh.onLeave((l) => left.push(l));
    fresh.replace({ start: rules.newGame(), actions: [], seats: ['person', 'person'] });
    const session = played(2);
    session.onLeave((l) => left.push(l));
    session.replace(session.gameInPlay(), undefined, false);
    expect(left).toEqual([]);
  });

  it('a finished game is listed by how it ended', () => {
    const session = played(1);
    session.play({ kind: 'resign', player: rules.status(session.game).current } as Action);
    const recent = pageRecent(new MemoryStore(), 'pressure', pressure);
    recent.keep(session.gameInPlay());
    expect(recent.list()[0]!.label).toMatch(/ · (White|Black) wins/);
  });
});
