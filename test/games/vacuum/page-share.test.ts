// Vacuum's links and records on the game-neutral page are the ones its own page always made: the
// links sent before the platform still open, and a game goes out and comes back whole.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { vacuumShare } from '../../../src/games/vacuum/page-share';
import { decodePositionLink } from '../../../src/codec/position-link';
import { hashParam } from '../../../src/codec/pasted';
import { formatPosition, play, status } from '../../../src/games/vacuum/rules/index';
import { randomPlayout } from '../../support/random-games';

const fixture = JSON.parse(
  readFileSync(new URL('../../fixtures/stored-before-platform.json', import.meta.url), 'utf8'),
) as { links: { position: string; game: string } };
const texts = vacuumShare.wholeGames!;
const fragment = (link: string, kind: 'p' | 'g') => hashParam(new URL(link).hash, kind)!;

describe("Vacuum's links and records on the game-neutral page", () => {
  it('open the position link and the game link sent before the platform', () => {
    expect(decodePositionLink(vacuumShare, fragment(fixture.links.position, 'p')).ok).toBe(true);
    const game = texts.readGameString(fragment(fixture.links.game, 'g'));
    if (!game.ok) throw new Error(game.error);
    expect(game.actions.length).toBeGreaterThan(0);
  });

  it('send a game of three, a resignation in it, as a link and as a record, and read it back whole', () => {
    const { games, actions: played } = randomPlayout(3, 11, 80);
    const start = games[0]!;
    const resign = { kind: 'resign', player: status(games.at(-1)!).active.at(-1)! } as const;
    const actions = [...played, resign];
    const end = formatPosition(play(games.at(-1)!, resign));
    const link = texts.gameString(start, actions);
    expect(link?.startsWith('g')).toBe(true);
    const back = texts.readGameString(link!);
    expect(back.ok && [back.actions, formatPosition(back.game)]).toEqual([actions, end]);
    const record = texts.record(start, actions, ['person', 'computer:easy', 'computer:expert']);
    expect(record).toMatch(/\[Gold "Computer \(easy\)"\]/);
    const read = texts.readRecord(record);
    expect(read.ok && [read.actions, formatPosition(read.game)]).toEqual([actions, end]);
  });

  it('refuse a damaged link or record in words', () => {
    expect(texts.readGameString('gAAAA')).toMatchObject({ ok: false, error: expect.stringMatching(/link/) });
    expect(texts.readRecord('')).toMatchObject({ ok: false, error: 'This game record is empty.' });
  });
});
