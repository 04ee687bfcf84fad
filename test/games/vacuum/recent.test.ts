// Vacuum's recent games on the game-neutral page: the last five games replaced, newest first,
// labelled in Vacuum's words (the round, whose turn or who won and how, every seat's score, those
// out said so, who played whom); the previous game an earlier version kept in a slot of its own
// joins them; full storage refuses a game rather than keeping half of it.
import { describe, expect, it } from 'vitest';
import type { SeatPlayer } from '../../../src/core/module';
import { vacuum } from '../../../src/games/vacuum/page';
import {
  formatAction,
  newGame,
  parseAction,
  score,
  type Action,
  type Game,
} from '../../../src/games/vacuum/rules/index';
import { gameLabel, pageRecent } from '../../../src/page/recent';
import { PlaySession, seatText } from '../../../src/page/session';
import { RECENT_GAMES } from '../../../src/session/recent';
import { MemoryStore } from '../../support/ui';

const EASY: SeatPlayer[] = ['person', { computer: 'easy' }];

/** A 2-player game with these actions of Red's first turn played. */
function gameWith(moves: string[], seats: SeatPlayer[] = EASY, start: Game = newGame({ players: 2 })) {
  const session = new PlaySession<Game, Action>(vacuum.rules, { start, actions: [], seats });
  for (const m of moves) session.play(parseAction(session.game, m));
  return session;
}

const label = (session: PlaySession<Game, Action>) =>
  gameLabel(vacuum, { ...session.gameInPlay(), game: session.game });

describe('Vacuum’s recent games', () => {
  it('keeps the last games replaced, newest first, each with a readable label, and no more than five', () => {
    const recent = pageRecent(new MemoryStore(), 'vacuum', vacuum);
    const squares = ['e5', 'e6', 'e7', 'f5', 'f6', 'f7', 'g7'];
    squares.forEach((sq, i) =>
      expect(recent.keep(gameWith([`vacuum ${sq}`]).gameInPlay(), new Date(2026, 10, 23, 14, i).getTime())).toBe(true),
    );
    const list = recent.list(new Date(2026, 10, 24).getTime());
    expect(list).toHaveLength(RECENT_GAMES);
    expect(list.map((g) => formatAction(g.save.actions[0]!))).toEqual(
      ['g7', 'f7', 'f6', 'f5', 'e7'].map((sq) => `vacuum ${sq}`),
    );
    expect(list[0]!.label).toMatch(
      /^.*23.*:06.* · Round 1 · Red to move · scores: Red \d+, Gold \d+ · Red person v Gold computer \(easy\)$/,
    );
  });

  it('a game without a move is not kept; taking one gives it back whole, and one taken meanwhile (another tab) is refused', () => {
    const store = new MemoryStore();
    const recent = pageRecent(store, 'vacuum', vacuum);
    expect(recent.keep(gameWith([]).gameInPlay())).toBe(true);
    expect(recent.list()).toEqual([]);
    const game = gameWith(['vacuum e5']);
    recent.keep(game.gameInPlay());
    const [entry] = recent.list();
    expect(vacuum.rules.formatPosition(entry!.save.game)).toBe(vacuum.rules.formatPosition(game.game));
    expect(pageRecent(store, 'vacuum', vacuum).take(entry!)).not.toBe(null);
    expect(recent.take(entry!)).toBe(null);
    expect(recent.list()).toEqual([]);
  });

  it('the previous game of earlier versions joins the recent games', () => {
    const store = new MemoryStore();
    const old = gameWith(['vacuum e5']);
    const { start, actions, seats } = old.gameInPlay();
    store.setItem('vacuum.previous-game', vacuum.saves!.encode({ start, actions, seats: seats.map(seatText) }));
    const list = pageRecent(store, 'vacuum', vacuum).list();
    expect(list.map((g) => g.label)).toEqual([
      `Earlier · Round 1 · Red to move · scores: Red ${score(old.game, 0)}, Gold ${score(old.game, 1)} · Red person v Gold computer (easy)`,
    ]);
    expect(store.getItem('vacuum.previous-game')).toBe(null);
  });

  it('storage full: the game is refused rather than half kept, and the games already kept stay', () => {
    const store = new MemoryStore();
    const recent = pageRecent(store, 'vacuum', vacuum);
    recent.keep(gameWith(['vacuum e5']).gameInPlay());
    store.fake.quota = 100;
    expect(recent.keep(gameWith(['vacuum f6']).gameInPlay())).toBe(false);
    expect(recent.list().map((g) => formatAction(g.save.actions[0]!))).toEqual(['vacuum e5']);
  });
});

describe('what a Vacuum game’s label says', () => {
  it('the round and whose turn it is, or who won and how; every seat’s score, those out said so; who played whom', () => {
    const opening = gameWith(['vacuum e5']);
    expect(label(opening)).toBe(
      `Round 1 · Red to move · scores: Red ${score(opening.game, 0)}, Gold ${score(opening.game, 1)} · Red person v Gold computer (easy)`,
    );
    // The same seats a turn later: the label says Gold is to move.
    expect(label(gameWith(['vacuum e5', 'commit']))).toMatch(/^Round 1 · Gold to move · /);
    const three = gameWith([], ['person', { computer: 'hard' }, 'person'], newGame({ players: 3, turnLimit: 30 }));
    expect(label(three)).toMatch(
      /^Round 1 of 10 · Red to move · scores: Red \d+, Gold \d+, Green \d+ · Red person v Gold computer \(hard\) v Green person$/,
    );
    const resigned = gameWith(['vacuum e5', 'resign red']);
    expect(label(resigned)).toBe(
      `Gold wins (Red resigned) · scores: Red out, Gold ${score(resigned.game, 1)} · Red person v Gold computer (easy)`,
    );
  });
});
