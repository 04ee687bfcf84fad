import { describe, expect, it } from 'vitest';
import { canUndo, formatPosition, newGame, parseAction, play, status } from '../../src/rules/index';
import { AUTOSAVE_KEY, readAutosave, Session } from '../../src/ui/session';
import type { KeyValueStore } from '../../src/ui/storage';
import { MemoryStore } from './support';

/** The session a reload would resume from the autosave (the test fails if there is none). */
function resume(store: KeyValueStore): Session {
  const saved = readAutosave(store);
  if (saved.kind !== 'game') throw new Error(`no game in the autosave: ${saved.kind}`);
  return Session.of(store, saved);
}

describe('Session', () => {
  it('autosaves every move; a reload resumes the same position, undo history and log', () => {
    const store = new MemoryStore();
    const s = Session.start(store, 2);
    s.play(parseAction(s.game, 'vacuum e5'));
    s.play(parseAction(s.game, 'commit'));
    s.play(parseAction(s.game, 'vacuum h8'));
    const resumed = resume(store);
    expect(formatPosition(resumed.game)).toBe(formatPosition(s.game));
    expect(resumed.log.map((e) => e.text)).toEqual(['vacuum e5', 'commit', 'vacuum h8']);
    expect(canUndo(resumed.game)).toBe(true);
    resumed.undo();
    expect(resumed.log.map((e) => e.text)).toEqual(['vacuum e5', 'commit']);
    expect(status(resumed.game).stage).toBe(1);
  });

  it('an unreadable autosave is not resumed: it is reported with its text and left in place', () => {
    const store = new MemoryStore();
    const text = '{"version":1,"position":"garbage"';
    store.setItem(AUTOSAVE_KEY, text);
    expect(readAutosave(store)).toMatchObject({ kind: 'unreadable', text });
    expect(store.getItem(AUTOSAVE_KEY)).toBe(text);
  });

  it('writes nothing before the first change, so the autosave a page found stays as it was', () => {
    const store = new MemoryStore();
    store.setItem(AUTOSAVE_KEY, 'not a save');
    const s = Session.start(store, 2);
    expect(store.getItem(AUTOSAVE_KEY)).toBe('not a save');
    s.play(parseAction(s.game, 'vacuum e5'));
    expect(readAutosave(store).kind).toBe('game');
  });

  it('full or disabled storage never breaks play: the move is made, listeners hear of it and of the failure', () => {
    const store = new MemoryStore();
    const s = Session.start(store, 2);
    s.play(parseAction(s.game, 'vacuum e5'));
    const failures: string[] = [];
    const changes: string[] = [];
    s.onSaveFailed(() => failures.push('unsaved'));
    s.onChange((c) => changes.push(c));
    store.fake.quota = 10;
    s.play(parseAction(s.game, 'commit'));
    store.fake.quota = Infinity;
    store.fake.disabled = true;
    s.play(parseAction(s.game, 'vacuum h8'));
    expect(status(s.game).turn).toBe(1);
    expect(changes).toEqual(['play', 'play']);
    expect(failures).toEqual(['unsaved', 'unsaved']);
    store.fake.disabled = false;
    expect(resume(store).log.map((e) => e.text)).toEqual(['vacuum e5']); // the last save that worked
  });

  it('a session saving nowhere (another tab has the game) leaves the autosave alone', () => {
    const store = new MemoryStore();
    const s = Session.start(store, 2);
    s.play(parseAction(s.game, 'vacuum e5'));
    s.autosaveTo(null);
    s.play(parseAction(s.game, 'commit'));
    expect(resume(store).log).toHaveLength(1);
  });

  it('tells listeners whether a move, an undo or a new game changed it', () => {
    const s = Session.start(null, 2);
    const heard: string[] = [];
    s.onChange((change) => heard.push(change));
    s.play(parseAction(s.game, 'vacuum e5'));
    s.undo();
    s.replace(newGame({ players: 3 }), []);
    expect(heard).toEqual(['play', 'undo', 'replace']);
    expect(s.settings).toEqual({ players: 3, seats: ['human', 'human', 'human'] });
    expect(s.log).toEqual([]);
  });

  it('a reload resumes the seats of the saved game, computers included', () => {
    const store = new MemoryStore();
    const s = Session.start(store, 2);
    s.replace(newGame({ players: 3 }), [], { players: 3, seats: ['hard', 'human', 'easy'] });
    expect(resume(store).settings).toEqual({ players: 3, seats: ['hard', 'human', 'easy'] });
  });

  it('seats a save does not describe properly become people', () => {
    const store = new MemoryStore();
    const s = Session.start(store, 2);
    s.play(parseAction(s.game, 'vacuum e5'));
    const raw = store.getItem(AUTOSAVE_KEY)!;
    for (const seats of ['["human","grandmaster"]', '["easy"]', '"hard"']) {
      store.setItem(AUTOSAVE_KEY, raw.replace(/"seats":\[[^\]]*\]/, `"seats":${seats}`));
      const resumed = resume(store);
      expect(resumed.settings.seats).toEqual(['human', 'human']);
      expect(resumed.log.map((e) => e.text)).toEqual(['vacuum e5']);
    }
  });

  it('reads an autosave written by the previous version (no format name, log lines with actions)', () => {
    const store = new MemoryStore();
    const game = newGame({ players: 2 });
    const old = {
      version: 1,
      position: formatPosition(game),
      history: [],
      log: [{ turn: 1, player: 0, text: 'vacuum e5', action: { kind: 'vacuumMove', at: 52 } }],
      settings: { players: 2, seats: ['human', 'human'] },
    };
    store.setItem(AUTOSAVE_KEY, JSON.stringify(old));
    const resumed = resume(store);
    expect(resumed.log).toEqual(old.log);
    expect(formatPosition(resumed.game)).toBe(formatPosition(game));
  });

  it('the last-move highlight skips commits', () => {
    const s = Session.start(null, 2);
    s.play(parseAction(s.game, 'vacuum e5'));
    s.play(parseAction(s.game, 'commit'));
    expect(s.lastAction()).toEqual({ kind: 'vacuumMove', at: 4 * 12 + 4 });
    expect(formatPosition(newGame({ players: 2 }))).not.toBe(formatPosition(s.game));
  });
});

describe('an old autosave whose undo history cannot be checked', () => {
  it('resumes without that history, and says so', () => {
    // A format-1 autosave (undo history as positions) whose snapshot is a board of the same turn
    // that the turn's actions do not reach.
    let start = newGame({ players: 2 });
    for (const t of ['vacuum e5', 'commit', 'vacuum h8', 'commit']) start = play(start, parseAction(start, t));
    const mid = play(start, parseAction(start, 'entrench e5'));
    const forged = { ...play(start, parseAction(start, 'vacuum f9')), stage: 2 };
    const store = new MemoryStore();
    store.setItem(
      AUTOSAVE_KEY,
      JSON.stringify({
        version: 1,
        position: formatPosition(mid),
        history: [formatPosition(start), formatPosition(forged as typeof start)],
        log: [{ turn: 3, player: 0, text: 'entrench e5' }],
        settings: {},
      }),
    );
    const saved = readAutosave(store);
    expect(saved).toMatchObject({ kind: 'game', notice: expect.stringMatching(/undo history could not be checked/) });
    expect(saved.kind === 'game' && formatPosition(saved.game)).toBe(formatPosition(mid));
    expect(saved.kind === 'game' && canUndo(saved.game)).toBe(false);
  });
});
