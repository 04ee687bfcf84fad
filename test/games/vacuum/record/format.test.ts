// Game records: written and read back exactly, over random games of every kind; hostile text refused.
import { describe, expect, it } from 'vitest';
import {
  formatAction,
  formatPosition,
  play,
  status,
  type Action,
  type Game,
} from '../../../../src/games/vacuum/rules/index';
import { readGameRecord, writeGameRecord } from '../../../../src/games/vacuum/record/format';
import { playedIn, type GameHistory, type Played } from '../../../../src/games/vacuum/record/replay';
import { randomAction, seeded } from '../../../support/random-games';
import { playedGame } from '../../../support/played';
import { hostileRecords, refusedWithMessage } from '../../../codec/hostile';

/** A random game in which a player who is not to move resigns after `at` actions. */
function withResignation(players: 3 | 4, seed: number, at: number, more: number): GameHistory {
  const { start, played, games } = playedGame(players, seed, at);
  const random = seeded(seed);
  const actions = [...played];
  let game = games.at(-1)!;
  const step = (action: Action): void => {
    actions.push(playedIn(game, action));
    game = play(game, action);
  };
  const s = status(game);
  step({ kind: 'resign', player: s.active.find((p) => p !== s.current)! });
  for (let i = 0; i < more && status(game).winner === null; i++) step(randomAction(game, random));
  return { start, actions };
}

const describeHistory = (h: GameHistory): { start: string; actions: Played[] } => ({
  start: formatPosition(h.start),
  actions: [...h.actions],
});

function roundTrip(h: GameHistory, end: Game): void {
  const text = writeGameRecord(h, { date: new Date('2026-11-23T12:00:00Z') });
  const read = readGameRecord(text);
  if (!read.ok) throw new Error(read.error);
  expect(describeHistory(read.history)).toEqual(describeHistory(h));
  expect(formatPosition(read.game)).toBe(formatPosition(end));
  expect(writeGameRecord(read.history, { date: new Date('2026-11-23T12:00:00Z') })).toBe(text);
}

describe('game records', () => {
  it('read back exactly what was written: 2, 3 and 4 players, turn limits, finished and unfinished games', () => {
    const games = [
      playedGame(2, 11, 60),
      playedGame(3, 12, 80, 9),
      playedGame(4, 13, 40, 4), // a scored finish at the turn limit
      playedGame(2, 14, 200, 6),
    ];
    expect(games.some((g) => status(g.games.at(-1)!).winner !== null)).toBe(true);
    for (const g of games) roundTrip({ start: g.start, actions: g.played }, g.games.at(-1)!);
  });

  it('read back games with resignations, and games from a position that is not a new game', () => {
    const three = withResignation(3, 21, 25, 20);
    const two = withResignation(4, 22, 10, 10);
    for (const h of [three, two]) {
      expect(h.actions.some((p) => p.action.kind === 'resign')).toBe(true);
      roundTrip(
        h,
        h.actions.reduce((g, p) => play(g, p.action), h.start),
      );
    }
    const g = playedGame(2, 23, 70);
    const from = 30;
    const text = writeGameRecord({ start: g.games[from]!, actions: g.played.slice(from) });
    expect(text).toMatch(/^\[Start "1[A-Za-z0-9+$-]+"\]$/m);
    roundTrip({ start: g.games[from]!, actions: g.played.slice(from) }, g.games.at(-1)!);
  });

  it('read like a PGN: headers, then one numbered line per turn with its player and actions', () => {
    const g = playedGame(2, 24, 12, 40);
    const text = writeGameRecord(
      { start: g.start, actions: g.played },
      { seats: ['human', 'hard'], date: new Date('2026-11-23T12:00:00Z') },
    );
    const [head, body] = text.split('\n\n');
    expect(head!.split('\n')).toEqual([
      '[Game "Vacuum"]',
      '[Players "2"]',
      '[Red "Person"]',
      '[Gold "Computer (hard)"]',
      '[Length "20 rounds"]',
      '[Date "2026-11-23"]',
      `[Result "Unfinished after ${status(g.games.at(-1)!).turn} turns"]`,
    ]);
    const first = g.played.filter((p) => p.turn === 1).map((p) => formatAction(p.action));
    expect(body!.split('\n')[0]).toBe(`1. Red: ${first.join(', ')}`);
  });

  it('say who won and how in the Result header', () => {
    const h = withResignation(3, 25, 5, 0);
    const s = status(h.start);
    const end = h.actions.reduce((g, p) => play(g, p.action), h.start);
    const last = { kind: 'resign', player: status(end).active.find((p) => p !== status(end).current)! } as const;
    const final = play(end, last);
    const text = writeGameRecord({ start: h.start, actions: [...h.actions, playedIn(end, last)] });
    expect(s.players).toBe(3);
    expect(status(final).winner).not.toBe(null);
    expect(text).toMatch(/^\[Result "(Red|Gold|Green) wins: .* resigned: .* is the last player standing\."\]$/m);
  });

  it('keep headers they do not know, and ignore them', () => {
    const g = playedGame(2, 26, 20);
    const text = writeGameRecord({ start: g.start, actions: g.played }).replace(
      '[Game "Vacuum"]',
      '[Game "Vacuum"]\n[Event "Club night"]\n[__proto__ "x"]',
    );
    const read = readGameRecord(text);
    expect(read.ok && [read.headers.get('Event'), read.headers.get('__proto__')]).toEqual(['Club night', 'x']);
  });

  it('refuse a malformed turn line with its line number, and an illegal action with its turn and the rules’ reason', () => {
    const g = playedGame(2, 27, 30);
    const lines = writeGameRecord({ start: g.start, actions: g.played }).split('\n');
    const at = lines.findIndex((l) => l.startsWith('3. '));
    expect(readGameRecord([...lines.slice(0, at), 'three. Red: commit', ...lines.slice(at + 1)].join('\n'))).toEqual({
      ok: false,
      error: expect.stringMatching(new RegExp(`^Line ${at + 1} is not a turn \\("three\\. Red: commit"\\)`)),
    });
    const illegal = [...lines.slice(0, at), '3. Red: boulder a1-a2, commit', ...lines.slice(at + 1)].join('\n');
    expect(readGameRecord(illegal)).toEqual({
      ok: false,
      error: expect.stringMatching(
        /^This game record cannot be replayed\. Action \d+ \(turn 3, boulder a1-a2\) cannot be played: .{10,}/,
      ),
    });
  });

  it('refuse every generated hostile record with a message, and never throw', () => {
    for (const { category, input } of hostileRecords(seeded(5), 70)) {
      expect([category, refusedWithMessage(readGameRecord(input))]).toEqual([category, true]);
    }
  });
});
