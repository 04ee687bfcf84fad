// Game links: a whole game in a `#g=` link, read back exactly; hostile strings refused.
import { describe, expect, it } from 'vitest';
import { formatPosition, newGame, parseSquare, status } from '../../../../src/games/vacuum/rules/index';
import {
  decodeGameString,
  encodeGameString,
  gameLink,
  readHashGame,
} from '../../../../src/games/vacuum/record/game-link';
import type { GameHistory } from '../../../../src/games/vacuum/record/replay';
import { seeded } from '../../../support/random-games';
import { playedGame } from '../../../support/played';
import { hostileGameStrings, refusedWithMessage } from '../../../codec/hostile';

const sq = (name: string): number => parseSquare(name)!;

function roundTrip(h: GameHistory): string {
  const s = encodeGameString(h)!;
  const read = decodeGameString(s);
  if (!read.ok) throw new Error(read.error);
  expect(formatPosition(read.history.start)).toBe(formatPosition(h.start));
  expect(read.history.actions).toEqual(h.actions);
  return s;
}

describe('game links', () => {
  it('carry whole games of 2, 3 and 4 players, finished or not, from a new game or any position', () => {
    const games = [playedGame(2, 41, 60), playedGame(3, 42, 60, 6), playedGame(4, 43, 50, 4)];
    expect(games.some((g) => status(g.games.at(-1)!).winner !== null)).toBe(true);
    for (const g of games) roundTrip({ start: g.start, actions: g.played });
    const g = games[0]!;
    roundTrip({ start: g.games[25]!, actions: g.played.slice(25) });
  });

  it('carry resignations of any player', () => {
    const start = newGame({ players: 3 });
    roundTrip({
      start,
      actions: [
        { turn: 1, player: 0, action: { kind: 'vacuumMove', at: sq('e5') } },
        { turn: 1, player: 2, action: { kind: 'resign', player: 2 } },
        { turn: 1, player: 0, action: { kind: 'commit' } },
        { turn: 2, player: 1, action: { kind: 'resign', player: 1 } },
      ],
    });
  });

  it('are stable: a short game always gives the same string (choices are ordered by action text)', () => {
    const s = roundTrip({
      start: newGame({ players: 2, turnLimit: 40 }),
      actions: [
        { turn: 1, player: 0, action: { kind: 'vacuumMove', at: sq('e5') } },
        { turn: 1, player: 0, action: { kind: 'commit' } },
        { turn: 2, player: 1, action: { kind: 'vacuumMove', at: sq('h8') } },
      ],
    });
    expect(s).toBe(GOLDEN);
  });

  it('sit in the fragment as #g=, beside other fragment fields, and are short', () => {
    const g = playedGame(2, 44, 80);
    const link = gameLink('https://example.org/vacuum/#p=old', { start: g.start, actions: g.played })!;
    expect(link).toMatch(/^https:\/\/example\.org\/vacuum\/#g=g[A-Za-z0-9+$-]+$/);
    expect(link.length).toBeLessThan(400);
    const read = readHashGame(`#x=1&${link.slice(link.indexOf('#') + 1)}`);
    expect(read?.ok && formatPosition(read.game)).toBe(formatPosition(g.games.at(-1)!));
    expect(readHashGame('#p=1abc')).toBe(null);
  });

  it('refuse every generated hostile string with a message, and never throw', () => {
    for (const { category, input } of hostileGameStrings(seeded(6), 330)) {
      expect([category, refusedWithMessage(decodeGameString(input))]).toEqual([category, true]);
    }
  });
});

/** Red: vacuum e5, commit; Gold: vacuum h8, in a 20-round game. Links already sent must keep opening. */
const GOLDEN = 'gs84mk1Qh20A';
