import { describe, expect, it } from 'vitest';
import { canUndo, formatPosition, newGame, parseAction, status } from '../../src/rules/index';
import { AUTOSAVE_KEY, Session } from '../../src/ui/session';
import { MemoryStore } from './support';

describe('Session', () => {
  it('autosaves every move; a reload resumes the same position, undo history and log', () => {
    const store = new MemoryStore();
    const s = Session.start(store, 2);
    s.play(parseAction(s.game, 'vacuum e5'));
    s.play(parseAction(s.game, 'commit'));
    s.play(parseAction(s.game, 'vacuum h8'));
    const resumed = Session.resume(store)!;
    expect(formatPosition(resumed.game)).toBe(formatPosition(s.game));
    expect(resumed.log.map((e) => e.text)).toEqual(['vacuum e5', 'commit', 'vacuum h8']);
    expect(canUndo(resumed.game)).toBe(true);
    resumed.undo();
    expect(resumed.log.map((e) => e.text)).toEqual(['vacuum e5', 'commit']);
    expect(status(resumed.game).stage).toBe(1);
  });

  it('an unreadable autosave is not resumed (and is left in place)', () => {
    const store = new MemoryStore();
    store.setItem(AUTOSAVE_KEY, '{"version":1,"position":"garbage"');
    expect(Session.resume(store)).toBe(null);
    expect(store.getItem(AUTOSAVE_KEY)).toContain('garbage');
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
    Session.start(store, 4);
    expect(Session.resume(store)!.settings).toEqual({ players: 4, seats: ['human', 'human', 'human', 'human'] });
    const s = Session.start(store, 2);
    s.replace(newGame({ players: 3 }), [], { players: 3, seats: ['hard', 'human', 'easy'] });
    expect(Session.resume(store)!.settings).toEqual({ players: 3, seats: ['hard', 'human', 'easy'] });
  });

  it('seats a save does not describe properly become people', () => {
    const store = new MemoryStore();
    const s = Session.start(store, 2);
    s.play(parseAction(s.game, 'vacuum e5'));
    const raw = store.getItem(AUTOSAVE_KEY)!;
    for (const seats of ['["human","grandmaster"]', '["easy"]', '"hard"']) {
      store.setItem(AUTOSAVE_KEY, raw.replace(/"seats":\[[^\]]*\]/, `"seats":${seats}`));
      const resumed = Session.resume(store)!;
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
    const resumed = Session.resume(store)!;
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
