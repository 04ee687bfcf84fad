// Long games written as game links and records by the code before the fast engine numbered the
// choices (test/fixtures/long-games.json, with the commit that wrote it): each still opens to the
// same game, action for action, and the link written again is the same string.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeGameString, encodeGameString } from '../../../../src/games/vacuum/record/game-link';
import { readGameRecord } from '../../../../src/games/vacuum/record/format';
import { canUndo, formatAction, formatPosition } from '../../../../src/games/vacuum/rules/index';

const fixture = JSON.parse(readFileSync(new URL('../../../fixtures/long-games.json', import.meta.url), 'utf8')) as {
  games: { players: number; turns: number; link: string; record: string; actions: string[]; end: string }[];
};

describe('long games written before', () => {
  it.each(fixture.games)('a $players-player game of $turns turns opens unchanged from its link', (g) => {
    const read = decodeGameString(g.link);
    if (!read.ok) throw new Error(read.error);
    expect(read.history.actions.map((p) => formatAction(p.action))).toEqual(g.actions);
    expect(formatPosition(read.game)).toBe(g.end);
    expect(encodeGameString(read.history)).toBe(g.link);
  });

  it.each(fixture.games)('a $players-player game of $turns turns opens unchanged from its record', (g) => {
    const read = readGameRecord(g.record);
    if (!read.ok) throw new Error(read.error);
    expect(read.history.actions.map((p) => formatAction(p.action))).toEqual(g.actions);
    expect(formatPosition(read.game)).toBe(g.end);
  });

  it('a link that ends inside a turn keeps that turn’s undo', () => {
    const g = fixture.games[0]!;
    const read = decodeGameString(g.link);
    if (!read.ok) throw new Error(read.error);
    const cut = read.history.actions.slice(0, read.history.actions.length - 1);
    const last = cut.at(-1)!.action;
    expect(last.kind).not.toBe('commit'); // the fixture's game ends just after a commit: one earlier is mid-turn
    const again = decodeGameString(encodeGameString({ start: read.history.start, actions: cut })!);
    if (!again.ok) throw new Error(again.error);
    expect(canUndo(again.game)).toBe(true);
  });
});
