// Save format 3: a save carries the game's first position, and its log must replay from there.
import { describe, expect, it } from 'vitest';
import {
  formatAction,
  formatPosition,
  legalActions,
  newGame,
  status,
  type Game,
} from '../../../../src/games/vacuum/rules/index';
import { vacuum } from '../../../../src/games/vacuum/hosted';
import { decodeSaveJson, encodeSaveJson, SAVE_VERSION, type Save } from '../../../../src/games/vacuum/record/save';
import { playedGame } from '../../../support/played';

const text = (g: Game | null | undefined): string | null => (g ? formatPosition(g) : null);

function read(json: string): { save: Save; notice?: string } {
  const r = decodeSaveJson(json);
  if (!r.ok) throw new Error(r.error);
  return r;
}

describe('save format 3: the whole game', () => {
  const { games, log } = playedGame(3, 31, 90);
  const end = games.at(-1)!;

  it('keeps the first position, so the log replays from it into the saved position', () => {
    const json = encodeSaveJson({ game: end, log, settings: {}, start: games[0]! });
    expect(JSON.parse(json)).toMatchObject({ version: SAVE_VERSION, start: formatPosition(games[0]!) });
    const { save, notice } = read(json);
    expect(notice).toBeUndefined();
    expect(text(save.start)).toBe(formatPosition(games[0]!));
    expect(formatPosition(save.game)).toBe(formatPosition(end));
    expect(save.game.history.map(formatPosition)).toEqual(end.history.map(formatPosition));
  });

  it('keeps a first position that is not a new game (a game continued from a shared position)', () => {
    const from = 40;
    const json = encodeSaveJson({ game: end, log: log.slice(from), settings: {}, start: games[from]! });
    expect(text(read(json).save.start)).toBe(formatPosition(games[from]!));
  });

  it('loads the position without its record, and says so, when the log does not lead there', () => {
    const i = log.findIndex((l, j) => j > 10 && l.text !== 'commit');
    const other = legalActions(games[i]!).find((a) => a.kind !== 'resign' && formatAction(a) !== log[i]!.text)!;
    const forged = log.map((l, j) => (j === i ? { ...l, text: formatAction(other) } : l));
    for (const json of [
      encodeSaveJson({ game: end, log: forged, settings: {}, start: games[0]! }),
      encodeSaveJson({ game: end, log, settings: {}, start: games[1]! }),
      encodeSaveJson({ game: end, log, settings: {}, start: games[0]! }).replace(/"start":"[^"]*"/, '"start":7'),
    ]) {
      const { save, notice } = read(json);
      expect(notice).toMatch(/record of the game .* could not be checked and was left out/);
      expect(save.start).toBe(null);
      expect(formatPosition(save.game)).toBe(formatPosition(end));
      expect(save.log.length).toBeGreaterThan(0);
    }
  });

  it('reads formats 1 and 2: the first position is a new game when the log replays from one', () => {
    const v3 = JSON.parse(encodeSaveJson({ game: end, log, settings: {}, start: games[0]! })) as { position: string };
    const { start: _start, ...v2 } = { ...v3, start: undefined, version: 2 };
    expect(text(read(JSON.stringify(v2)).save.start)).toBe(formatPosition(newGame({ players: 3, turnLimit: 200 })));
    const v1 = { version: 1, position: v3.position, log, settings: {} };
    expect(text(read(JSON.stringify(v1)).save.start)).toBe(formatPosition(games[0]!));
    // A log that does not begin at turn 1 (or does not lead there) leaves the start unknown, quietly.
    for (const partial of [log.slice(20), log.slice(0, -1)]) {
      const r = read(JSON.stringify({ ...v2, log: partial }));
      expect(r.save.start).toBe(null);
      expect(r.notice).toBeUndefined();
    }
  });
});

describe('online rooms', () => {
  it("keep the game's first position through the room server's moves and undos", () => {
    const { games, played } = playedGame(2, 33, 12);
    const from = games[4]!; // a room started from a game in progress
    let state = vacuum.load(encodeSaveJson({ game: from, log: [], settings: {}, start: from }));
    for (const p of played.slice(4)) state = vacuum.play(state, p.player, formatAction(p.action));
    state = vacuum.undo(state, status(state.game).current);
    const snapshot = read(vacuum.save(state));
    expect(text(snapshot.save.start)).toBe(formatPosition(from));
    expect(snapshot.notice).toBeUndefined();
  });
});
