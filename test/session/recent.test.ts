import { describe, expect, it } from 'vitest';
import { encodeSaveJson } from '../../src/games/vacuum/record/save';
import { formatPosition, newGame, parseAction, score } from '../../src/games/vacuum/rules/index';
import { RECENT_GAMES } from '../../src/session/recent';
import { gameLabel, vacuumRecent } from '../../src/games/vacuum/record/recent';
import { Session, toSave } from '../../src/games/vacuum/page/session';
import { MemoryStore } from '../support/ui';

/** A 2-player game with `moves` vacuum moves of Red's first turn (each on its own square). */
function gameWith(moves: string[], seats: Session['settings']['seats'] = ['human', 'easy']): Session {
  const s = Session.start(null, 2);
  s.replace(newGame({ players: 2 }), [], { players: 2, seats });
  for (const m of moves) s.play(parseAction(s.game, m));
  return s;
}

describe('Recent games', () => {
  it('keeps the last games replaced, newest first, each with a readable label, and no more than five', () => {
    const recent = vacuumRecent(new MemoryStore());
    const squares = ['e5', 'e6', 'e7', 'f5', 'f6', 'f7', 'g7'].map((sq) => `vacuum ${sq}`);
    const kept = squares.map((m) => gameWith([m]));
    kept.forEach((g, i) => expect(recent.keep(g, new Date(2026, 10, 23, 14, i).getTime())).toBe(true));
    const list = recent.list(new Date(2026, 10, 24).getTime());
    expect(list).toHaveLength(RECENT_GAMES);
    expect(list.map((g) => g.save.log[0]!.text)).toEqual([
      'vacuum g7',
      'vacuum f7',
      'vacuum f6',
      'vacuum f5',
      'vacuum e7',
    ]);
    expect(list[0]!.label).toMatch(
      /^.*23.*:06.* · Round 1 · Red to move · scores: Red \d+, Gold \d+ · Red person v Gold computer \(easy\)$/,
    );
  });

  it('a game without a move is not worth keeping', () => {
    const recent = vacuumRecent(new MemoryStore());
    expect(recent.keep(gameWith([]))).toBe(true);
    expect(recent.list()).toEqual([]);
  });

  it('taking a game off the list gives its save; a game taken meanwhile (another tab) is refused', () => {
    const store = new MemoryStore();
    const recent = vacuumRecent(store);
    const game = gameWith(['vacuum e5']);
    recent.keep(game);
    const [entry] = recent.list();
    expect(formatPosition(entry!.save.game)).toBe(formatPosition(game.game));
    expect(vacuumRecent(store).take(entry!)).not.toBe(null);
    expect(recent.take(entry!)).toBe(null);
    expect(recent.list()).toEqual([]);
  });

  it('the previous game of earlier versions joins the recent games', () => {
    const store = new MemoryStore();
    const old = gameWith(['vacuum e5']);
    store.setItem('vacuum.previous-game', encodeSaveJson(toSave(old)));
    const list = vacuumRecent(store).list();
    expect(list.map((g) => g.label)).toEqual([
      `Earlier · Round 1 · Red to move · scores: Red ${score(old.game, 0)}, Gold ${score(old.game, 1)} · Red person v Gold computer (easy)`,
    ]);
    expect(store.getItem('vacuum.previous-game')).toBe(null);
  });

  it('storage full: the game is refused rather than half kept, and the games already kept stay', () => {
    const store = new MemoryStore();
    const recent = vacuumRecent(store);
    recent.keep(gameWith(['vacuum e5']));
    store.fake.quota = 100;
    expect(recent.keep(gameWith(['vacuum f6']))).toBe(false);
    expect(recent.list().map((g) => g.save.log[0]!.text)).toEqual(['vacuum e5']);
  });
});

describe('what a Vacuum game’s label says', () => {
  it('the round and whose turn it is, or who won and how; every seat’s score, those out said so; who played whom', () => {
    const opening = gameWith(['vacuum e5']);
    expect(gameLabel(opening)).toBe(
      `Round 1 · Red to move · scores: Red ${score(opening.game, 0)}, Gold ${score(opening.game, 1)} · Red person v Gold computer (easy)`,
    );
    // The same seats a turn later: the label says Gold is to move.
    const later = gameWith(['vacuum e5']);
    later.play(parseAction(later.game, 'commit'));
    expect(gameLabel(later)).toMatch(/^Round 1 · Gold to move · /);
    const three = Session.start(null, 3);
    three.replace(newGame({ players: 3, turnLimit: 30 }), [], { players: 3, seats: ['human', 'hard', 'human'] });
    expect(gameLabel(three)).toMatch(
      /^Round 1 of 10 · Red to move · scores: Red \d+, Gold \d+, Green \d+ · Red person v Gold computer \(hard\) v Green person$/,
    );
    const resigned = gameWith(['vacuum e5']);
    resigned.play(parseAction(resigned.game, 'resign red'));
    expect(gameLabel(resigned)).toBe(
      `Gold wins (Red resigned) · scores: Red out, Gold ${score(resigned.game, 1)} · Red person v Gold computer (easy)`,
    );
  });
});
