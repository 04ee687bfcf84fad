import { describe, expect, it } from 'vitest';
import { formatPosition, newGame, status, type Game } from '../../../../src/games/vacuum/rules/index';
import { Controller } from '../../../../src/games/vacuum/page/controller';
import { vacuumRecent } from '../../../../src/games/vacuum/record/recent';
import { ReplayView } from '../../../../src/games/vacuum/page/replay-view';
import { vacuumReplayed } from '../../../../src/games/vacuum/view/replayed';
import { Session } from '../../../../src/games/vacuum/page/session';
import { Sharing } from '../../../../src/games/vacuum/page/sharing';
import { vacuumFiles } from '../../../../src/games/vacuum/record/files';
import { Replay } from '../../../../src/games/vacuum/record/replay';
import { randomAction, seeded } from '../../../support/random-games';
import { sq } from '../rules/helpers';
import { click, MemoryStore } from '../../../support/ui';

/** A 2-player game of `actions` random actions, played through a session as the page plays it. */
function setup(actions = 60, room: string | null = null) {
  const store = new MemoryStore();
  const session = Session.start(store, 2);
  session.replace(newGame({ players: 2 }), [], { players: 2, seats: ['human', 'easy'] });
  const random = seeded(11);
  for (let i = 0; i < actions && status(session.game).winner === null; i++)
    session.play(randomAction(session.game, random));
  const controller = new Controller(session, { askResign: () => {} });
  const recent = vacuumRecent(store);
  const told: string[] = [];
  const sharing = new Sharing({
    game: { id: 'vacuum', name: 'Vacuum', ...vacuumFiles },
    session,
    recent,
    confirmReplace: () => Promise.resolve(true),
    tell: (m) => told.push(m),
    showText: () => {},
  });
  const paused: boolean[] = [];
  /** The game the computers were woken up to, at each resume. */
  const resumedOn: Game[] = [];
  const view = new ReplayView({
    session,
    game: vacuumReplayed,
    board: controller,
    pauseComputers: (p) => {
      paused.push(p);
      if (!p) resumedOn.push(session.game);
    },
    room: () => room,
    replace: (record, what) => sharing.replace(record, what),
  });
  return { session, controller, recent, told, view, paused, resumedOn };
}

const text = (g: Game): string => formatPosition(g);

describe('replay mode', () => {
  it('opens at the end of the live game and steps action by action and turn by turn', () => {
    const { session, view } = setup();
    expect(view.open()).toBeNull();
    const replay = Replay.of(session.history()!);
    expect(view.moment).toBe(replay.end);
    expect(text(view.shown()!.game)).toBe(text(session.game));
    view.step('first');
    expect(view.moment).toBe(0);
    expect(text(view.shown()!.game)).toBe(text(newGame({ players: 2 })));
    expect(view.whyNotStep('previousAction')).toBe('This is the first position.');
    expect(view.whyNotStep('nextTurn')).toBeNull();
    view.step('nextAction');
    view.step('nextAction');
    expect(view.moment).toBe(2);
    view.step('previousAction');
    expect(view.moment).toBe(1);
    view.step('first');
    view.step('nextTurn');
    const [first, second] = replay.turns;
    expect(view.moment).toBe(first!.actions.length);
    view.step('nextTurn');
    expect(view.moment).toBe(second!.first + second!.actions.length);
    view.step('previousTurn');
    expect(view.moment).toBe(second!.first);
    view.step('last');
    expect(view.moment).toBe(replay.end);
    expect(view.whyNotStep('nextAction')).toBe('This is the last position.');
    // The shown position is the one the game passed through at that moment.
    view.go(7);
    expect(text(view.shown()!.game)).toBe(text(replay.game(7)));
  });

  it('keys: ←/→ one action, ↑/↓ and PageUp/PageDown one turn, Home/End, Escape closes', () => {
    const { view } = setup();
    view.open(undefined, 5);
    const moments = (keys: string[]): number[] =>
      keys.map((k) => {
        expect(view.key(k)).toBe(true);
        return view.moment;
      });
    const replay = Replay.of(setup().session.history()!);
    expect(moments(['ArrowRight', 'ArrowLeft', 'ArrowLeft'])).toEqual([6, 5, 4]);
    // From inside a turn, ↓ goes to its end and ↑ to its start: the ends of turns are the stops.
    const ends = replay.turns.map((t) => t.first + t.actions.length);
    const after4 = ends.findIndex((e) => e > 4);
    expect(moments(['ArrowDown', 'PageDown'])).toEqual([ends[after4], ends[after4 + 1]]);
    expect(moments(['ArrowUp', 'PageUp', 'ArrowUp'])).toEqual([ends[after4], ends[after4 - 1], ends[after4 - 2] ?? 0]);
    expect(moments(['End', 'Home'])).toEqual([replay.end, 0]);
    expect(view.key('x')).toBe(false);
    expect(view.key('Escape')).toBe(true);
    expect(view.isOpen).toBe(false);
    expect(view.key('ArrowLeft')).toBe(false); // closed: the keys are the board's again
  });

  it('lists every turn with its player and actions; a click on a turn or an action shows that moment', () => {
    const { session, view } = setup();
    view.open();
    const turns = view.turns();
    expect(turns.flatMap((t) => t.actions.map((a) => a.text))).toEqual(session.log.map((e) => e.text));
    expect(turns[0]).toMatchObject({ turn: 1, player: 0 });
    expect(turns[1]).toMatchObject({ turn: 2, player: 1 });
    const third = turns[2]!;
    view.go(third.moment); // a click on the turn: its end
    expect(view.turnShown()).toBe(2);
    expect(view.shown()!.marks.length).toBeGreaterThan(0);
    view.go(third.actions[0]!.moment); // a click on its first action
    expect(view.turnShown()).toBe(2);
    expect(view.line()).toBe(
      `Replay: turn 3 of ${turns.at(-1)!.turn}, Red — action 1 of ${third.actions.length}: ${third.actions[0]!.title}.`,
    );
    view.go(third.moment); // its end: the whole turn, not only its Commit
    expect(view.line()).toBe(
      `Replay: turn 3 of ${turns.at(-1)!.turn}, Red — the whole turn: ${third.actions.map((a) => a.title).join('; ')}.`,
    );
    view.go(0);
    expect(view.turnShown()).toBe(-1);
    expect(view.line()).toMatch(/^Replay: the first position, before turn 1 of \d+\.$/);
  });

  it('marks the actions of the shown turn up to the moment, moves from their source to their target', () => {
    const { session } = setup(0);
    session.play({ kind: 'vacuumMove', at: sq('e5') });
    session.play({ kind: 'commit' });
    session.play({ kind: 'vacuumMove', at: sq('h8') });
    session.play({ kind: 'commit' });
    session.play({ kind: 'entrench', at: sq('e5') });
    const { view } = setupOn(session);
    view.open();
    expect(view.shown()!.marks).toEqual([{ sq: sq('e5'), player: 0, n: 1 }]);
    view.go(3);
    expect(view.shown()!.marks).toEqual([{ sq: sq('h8'), player: 1, n: 1 }]);
    expect(view.shown()!.moves).toEqual([]);
    view.go(0);
    expect(view.shown()!.marks).toEqual([]);
    // In a longer game: a move's source and target.
    const long = setup();
    long.view.open();
    const r = Replay.of(long.session.history()!);
    const t = r.turns.find((x) => x.actions.some((p) => 'from' in p.action && 'to' in p.action))!;
    long.view.go(t.first + t.actions.length);
    const moved = t.actions.flatMap(({ action: a }) => ('from' in a && 'to' in a ? [{ from: a.from, to: a.to }] : []));
    expect(long.view.shown()!.moves).toEqual(moved);
  });

  it('is read-only: the board takes no action and Status shows where the replay is; closing gives the game back', () => {
    const { session, controller, view, paused } = setup(0);
    session.play({ kind: 'vacuumMove', at: sq('e5') });
    session.play({ kind: 'commit' });
    const before = session.game;
    view.open(undefined, 0);
    expect(paused).toEqual([true]);
    click(controller, 'f6');
    controller.command('commit');
    controller.key('Enter');
    expect(session.game).toBe(before);
    expect(Object.values(controller.buttons()).some(Boolean)).toBe(false);
    expect(controller.whyOff('vacuumMove')).toMatch(/replay/);
    expect(controller.message).toBe('Replay: the first position, before turn 1 of 1.');
    view.step('nextAction');
    expect(controller.message).toBe('Replay: turn 1 of 1, Red — action 1 of 2: Vacuum Move on e5.');
    view.close();
    expect(paused).toEqual([true, false]);
    expect(view.shown()).toBeNull();
    expect(session.game).toBe(before);
    click(controller, 'f6');
    expect(session.game).not.toBe(before); // the game plays on as it was
  });

  it('closing gives the player back the action they had chosen', () => {
    const { controller, view } = setup(0);
    controller.selectAction('perimeterMove');
    expect(controller.view().sources.length).toBeGreaterThan(0);
    view.open();
    expect(controller.mode).toBeNull();
    expect(controller.view().sources).toEqual([]); // nothing of the live game is drawn over the replay
    view.close();
    expect(controller.mode).toBe('perimeterMove');
    expect(controller.message).toMatch(/Perimeter/);
  });

  it('Continue from here: a new game from that moment, replayable, same seats; the original kept in Recent games', () => {
    const { session, view, recent, told, resumedOn } = setup();
    const original = { game: session.game, log: session.log };
    view.open();
    view.go(9);
    const shown = view.shown()!.game;
    expect(view.whyNotContinue()).toBeNull();
    expect(view.continueHere()).toBeNull();
    expect(view.isOpen).toBe(false);
    expect(text(session.game)).toBe(text(shown));
    expect(resumedOn).toEqual([session.game]); // the computers wake up to the new game
    expect(session.log.map((e) => e.text)).toEqual(original.log.slice(0, 9).map((e) => e.text));
    expect(session.settings.seats).toEqual(['human', 'easy']);
    expect(text(Replay.of(session.history()!).game(0))).toBe(text(newGame({ players: 2 })));
    const kept = recent.list();
    expect(kept).toHaveLength(1);
    expect(text(kept[0]!.save.game)).toBe(text(original.game));
    expect(told.join(' ')).toMatch(/from turn \d+, action \d+ of \d+ of the replayed game\. .*Recent games/);
    // The new game goes on from there.
    const turn = status(session.game).turn;
    session.play(randomAction(session.game, seeded(3)));
    expect(status(session.game).turn).toBeGreaterThanOrEqual(turn);
  });

  it('Continue from here is refused in an online room, at the moment the game stands, and once it is over', () => {
    const inRoom = setup(60, 'K7QX2M');
    inRoom.view.open(undefined, 3);
    expect(inRoom.view.continueHere()).toMatch(/online room K7QX2M .*looking only/);
    expect(inRoom.view.isOpen).toBe(true);
    expect(inRoom.recent.list()).toEqual([]);
    const { view, session } = setup();
    view.open();
    expect(view.whyNotContinue()).toMatch(/where the game stands/);
    session.play({ kind: 'resign', player: status(session.game).current });
    view.open(session.history());
    expect(view.continueHere()).toBe('The game is over at this moment.');
    view.step('previousAction');
    expect(view.whyNotContinue()).toBeNull();
  });

  it('says why a game cannot be replayed (its first position is unknown) and stays closed', () => {
    const { session, view, paused } = setup(0);
    session.replace(session.game, [
      { turn: 3, player: 0, text: 'vacuum e5', action: { kind: 'vacuumMove', at: sq('e5') } },
    ]);
    expect(session.history()).toBeNull();
    expect(view.open()).toMatch(/not available for this game: it was saved without its first position/);
    expect(view.isOpen).toBe(false);
    expect(paused).toEqual([]);
  });

  it('names the first action of a game that cannot be played, and stays closed', () => {
    const { view, paused } = setup(0);
    const start = newGame({ players: 2 });
    // Commit before the final action: the rules refuse it.
    const early = { turn: 1, player: 0 as const, action: { kind: 'commit' as const } };
    expect(view.open({ start, actions: [early] })).toBe(
      'Replay is not available for this game. Action 1 (turn 1, commit) cannot be played: ' +
        'Commit: play the final action (Vacuum Move or Perimeter Move) before you commit',
    );
    expect(view.isOpen).toBe(false);
    expect(paused).toEqual([]);
  });

  it('follows moves that still reach the live game, and closes when another game replaces it', () => {
    const { session, view } = setup(10);
    view.open(undefined, 4);
    session.play(randomAction(session.game, seeded(5)));
    expect(view.moment).toBe(4);
    expect(view.turns().flatMap((t) => t.actions)).toHaveLength(11);
    session.replace(newGame({ players: 2 }), []);
    expect(view.isOpen).toBe(false);
  });
});

/** A replay view over an existing session (no Recent games needed). */
function setupOn(session: Session) {
  const controller = new Controller(session);
  const view = new ReplayView({
    session,
    game: vacuumReplayed,
    board: controller,
    pauseComputers: () => {},
    room: () => null,
    replace: () => {},
  });
  return { view };
}
