// The games a mode starts over the player's (src/page/mode-games.ts): leaving the mode brings back
// the player's game it began over — after any number of a tournament's matches, which stay in
// Recent games, or of a tutorial's lessons, which do not — and after a reload; never twice.
import { describe, expect, it } from 'vitest';
import { ModeGames } from '../../src/page/mode-games';
import { pageRecent } from '../../src/page/recent';
import { PlaySession, type GameInPlay } from '../../src/page/session';
import { pressure } from '../../src/games/pressure/page';
import * as rules from '../../src/games/pressure/rules/index';
import { RECENT_GAMES } from '../../src/session/recent';
import { MemoryStore } from '../support/ui';

type Game = rules.Game;
type Action = rules.Action;

const fresh = (): GameInPlay<Game, Action> => ({ start: rules.newGame(), actions: [], seats: ['person', 'person'] });
const easy = (): GameInPlay<Game, Action> => ({ ...fresh(), seats: ['person', { computer: 'easy' }] });

/** A page's session, Recent games and mode games over one store, as src/page/main.ts wires them. */
function page(store = new MemoryStore(), start = fresh()) {
  const session = new PlaySession<Game, Action>(rules, start);
  const recent = pageRecent(store, 'pressure', pressure);
  session.onLeave((left) => recent.keep(left));
  return { store, session, recent, modes: new ModeGames(store, 'pressure', session, recent) };
}

/** Plays the first legal move of each turn, `moves` times. */
function play(session: PlaySession<Game, Action>, moves: number): void {
  for (let i = 0; i < moves; i++) session.play(rules.legalActions(session.game).find((a) => !('kind' in a))!);
}

const movesOf = (g: { actions: readonly Action[] }): string[] => g.actions.map(rules.formatAction);

describe('the games a mode starts over the player’s', () => {
  it('a tournament: its matches stay in Recent games, and leaving brings the player’s game back, even after more matches than the list holds', () => {
    const { session, recent, modes } = page();
    play(session, RECENT_GAMES + 2); // longer than any match
    const players = movesOf(session);
    modes.start(easy(), 'resume');
    for (let match = 1; match <= RECENT_GAMES; match++) {
      play(session, match); // each match a game of its own
      modes.start(easy(), 'keep'); // the next match
    }
    play(session, 1); // the last match, left under way
    const last = movesOf(session);
    expect(modes.resume('keep')).toBe(true);
    expect(movesOf(session)).toEqual(players);
    expect(session.seats).toEqual(['person', 'person']);
    // The match left is the newest of Recent games, which hold matches only: the player's game is in play.
    const listed = recent.list().map((g) => movesOf(g.save));
    expect(listed).toHaveLength(RECENT_GAMES);
    expect(listed[0]).toEqual(last);
    expect(listed).not.toContainEqual(players);
    // Brought back once: there is nothing more to bring back.
    expect(modes.resume('keep')).toBe(false);
  });

  it('a tutorial: its lessons are not kept, and leaving drops the lesson for the player’s game, after a reload too', () => {
    const { store, session, recent, modes } = page();
    play(session, 2);
    const players = movesOf(session);
    modes.start(fresh(), 'resume');
    play(session, 1);
    modes.start(fresh(), 'drop'); // the next lesson
    play(session, 1);
    expect(recent.list().map((g) => movesOf(g.save))).toEqual([players]);
    // A reload carries on with the lesson: the page is made anew over the same storage.
    const again = page(store, session.gameInPlay());
    expect(again.modes.resume('drop')).toBe(true);
    expect(movesOf(again.session)).toEqual(players);
    expect(again.recent.list()).toEqual([]);
  });

  it('a player’s game without a move leaves nothing to come back to', () => {
    const { session, modes } = page();
    modes.start(easy(), 'resume');
    play(session, 2);
    expect(modes.resume('keep')).toBe(false);
    expect(session.actions).toHaveLength(2); // the match stays on the board for the mode to replace
  });

  it('the player’s game opened from Recent games meanwhile is in play already: it is not brought back again', () => {
    const { session, recent, modes } = page();
    play(session, 2);
    modes.start(easy(), 'resume');
    play(session, 1);
    const [players] = recent.list();
    session.replace(recent.take(players!)!);
    modes.taken(players!.text);
    expect(modes.resume('keep')).toBe(false);
    expect(session.actions).toHaveLength(2);
  });
});
