// Recent games on the game-neutral page: a game with a move that a replacement takes off the board
// is kept, labelled by how it stands and who played whom, and comes back whole; the same game
// coming back (another tab's, an online room's) is no game left. Each game's label tells two of its
// games with the same seats apart, in the game's own words.
import { describe, expect, it } from 'vitest';
import type { GameModule, SeatPlayer } from '../../src/core/module';
import { gameLabel, pageRecent } from '../../src/page/recent';
import { PlaySession } from '../../src/page/session';
import { pressure } from '../../src/games/pressure/page';
import { pebbleRebel } from '../../src/games/pebble-rebel/page';
import { glyphGrid } from '../../src/games/glyph-grid/page';
import { dividedLoyalties } from '../../src/games/divided-loyalties/page';
import * as rules from '../../src/games/pressure/rules/index';
import { at } from '../games/pressure/helpers';
import { position as pebbleRebelAt } from '../games/pebble-rebel/helpers';
import { position as glyphGridAt } from '../games/glyph-grid/helpers';
import { field, on } from '../games/divided-loyalties/helpers';
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
  it('a new game keeps the game it replaces, labelled by when, how it stands and who played whom, and gives it back whole', () => {
    const session = played(3);
    const recent = pageRecent(new MemoryStore(), 'pressure', pressure);
    session.onLeave((left) => recent.keep(left, new Date(2026, 10, 28, 10, 30).getTime()));
    const before = session.gameInPlay();
    session.replace({ start: rules.newGame(), actions: [], seats: ['person', 'person'] });
    const [kept, ...more] = recent.list(new Date(2026, 11, 1).getTime());
    expect(more).toEqual([]);
    expect(kept!.label).toMatch(
      /^.*28.*10:30.* · Move 4 · Black to move · captured: White's 0, Black's 0 · White person v Black computer \(easy\)$/,
    );
    // Kept in another year, the year is said too.
    expect(recent.list(new Date(2027, 0, 2).getTime())[0]!.label).toMatch(/^.*28.*2026.*10:30.* · Move 4/);
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
    expect(recent.list()[0]!.label).toMatch(/ · (White|Black) wins \((White|Black) resigned\) · captured: /);
  });
});

/** A label as a list shows it, of `game` with these seats. */
const label = <G, A>(module: GameModule<G, A>, game: G, seats: SeatPlayer[] = ['person', { computer: 'easy' }]) =>
  gameLabel(module, { seats, game });
const after = <G, A>({ rules }: GameModule<G, A>, game: G, ...moves: string[]): G =>
  moves.reduce((g, text) => rules.play(g, rules.parseAction(g, text)), game);

describe('what a game’s label says', () => {
  it('Vacuum: the round of its length and who is to move, every seat’s score, who played whom', async () => {
    const { vacuum } = await import('../../src/games/vacuum/page');
    const three = vacuum.rules.newGame({ players: 3, turnLimit: 120 });
    expect(label(vacuum, three, ['person', { computer: 'easy' }, { computer: 'hard' }])).toMatch(
      /^Round 1 of 40 · Red to move · scores: Red 0, Gold 0, Green 0 · Red person v Gold computer \(easy\) v Green computer \(hard\)$/,
    );
  });

  it('Pressure: the move and who is to make it, or who won and how; the tokens captured; who played whom', () => {
    // White's e3-e4 boxes its own token in on e5 (R13.2).
    expect(label(pressure, after(pressure, rules.newGame(), 'e3-e4'))).toBe(
      "Move 2 · Black to move · captured: White's 1, Black's 0 · White person v Black computer (easy)",
    );
    expect(label(pressure, after(pressure, rules.newGame(), 'c4-c3', 'b1-b2'))).toBe(
      "Move 3 · White to move · captured: White's 0, Black's 0 · White person v Black computer (easy)",
    );
    expect(
      label(pressure, after(pressure, at('...../...../WBWB./...../..... w 0 0'), 'a3-b3'), ['person', 'person']),
    ).toBe("White wins (Black has no legal move) · captured: White's 0, Black's 0 · White person v Black person");
  });

  it('Pebble Rebel: whose turn, or who won and how; the empty squares Rebel would fill; the roles’ players', () => {
    const start = pebbleRebel.rules.newGame({ seed: 1 });
    expect(label(pebbleRebel, after(pebbleRebel, start, 'b2-b1'))).toBe(
      'Move 2 · Rebel to move · 24 empty squares · Pebble person v Rebel computer (easy)',
    );
    const near = pebbleRebelAt({
      rows: ['R R R . . .', '. . . . . R', 'B Y G B Y G', 'G B Y G B Y', '. . . . . .', '. . . . . .'],
    });
    expect(label(pebbleRebel, near, [{ computer: 'hard' }, 'person'])).toBe(
      'Move 11 · Pebble to move · 20 empty squares · Pebble computer (hard) v Rebel person',
    );
    expect(label(pebbleRebel, after(pebbleRebel, near, 'f2-d1'), [{ computer: 'hard' }, 'person'])).toBe(
      'Pebble wins (four red in a row, a1–d1) · 20 empty squares · Pebble computer (hard) v Rebel person',
    );
  });

  it('Glyph Grid: whose move, or who won and how; each side’s marks towards six', () => {
    expect(label(glyphGrid, glyphGrid.rules.newGame({ clock: null }))).toBe(
      'Move 1 · White to move · marks: White 1 / 6, Black 1 / 6 · White person v Black computer (easy)',
    );
    const marked = glyphGridAt({ current: 'black', turn: 9, marks: { a7: 'w', b7: 'w', c7: 'w', g1: 'b' } });
    expect(label(glyphGrid, marked)).toBe(
      'Move 10 · Black to move · marks: White 3 / 6, Black 1 / 6 · White person v Black computer (easy)',
    );
    const resigned = glyphGrid.rules.play(marked, { kind: 'resign', player: 1 });
    expect(label(glyphGrid, resigned)).toMatch(/^White wins \(Black resigned\) · marks: White 3 \/ 6, Black 1 \/ 6 · /);
    const quiet = glyphGridAt({ result: 'draw quiet' });
    expect(label(glyphGrid, quiet)).toMatch(/^A draw \(30 quiet turns each\) · marks: /);
  });

  it('Divided Loyalties: whose turn, or who won; the layout and the scores', () => {
    expect(label(dividedLoyalties, dividedLoyalties.rules.newGame())).toBe(
      'Move 1 · Blue to move · Crossroads · scores: Blue 0, Yellow 0 · Blue person v Yellow computer (easy)',
    );
    expect(label(dividedLoyalties, dividedLoyalties.rules.newGame({ layout: 'octopus' }))).toBe(
      'Move 1 · Blue to move · Octopus · scores: Blue 0, Yellow 0 · Blue person v Yellow computer (easy)',
    );
    const kite = on('kite', 'stones Bf6 Pg6 Og7 Yj10', 'to-move blue', 'turn 4');
    expect(label(dividedLoyalties, after(dividedLoyalties, kite, 'Bh6', 'f6-h6', 'end'))).toMatch(
      /^Move 6 · Yellow to move · Kite · scores: Blue [1-9]\d*, Yellow 0 · /,
    );
    const full = field(
      ['S1 S1 S1', 'S1 S1 S1', 'S1 S1 S1'],
      'stones Ba1',
      'blue set 3',
      'yellow set 3',
      'to-move yellow',
    );
    expect(label(dividedLoyalties, full)).toMatch(/^A draw · A custom layout · scores: Blue 0, Yellow 0 · /);
  });
});
