// Game records as text (src/record/game-text.ts), tried with Pressure: headers naming the game, a
// Start header only for another start, numbered moves; read back move for move; another game's
// record and damaged records refused with a sentence.
import { describe, expect, it } from 'vitest';
import * as rules from '../../../src/games/pressure/rules/index';
import { readGameText, writeGameText } from '../../../src/record/game-text';
import { writeGameRecord } from '../../../src/games/vacuum/record/format';
import { newGame as newVacuumGame } from '../../../src/games/vacuum/rules/index';
import { seededRandom } from '../../../src/util/random';
import { playedGames, playFrom, summary } from './played';
import { at, moves } from './helpers';

const write = (start: rules.Game, actions: readonly rules.Action[]): string =>
  writeGameText(rules, 'pressure', { start, actions }, { seatNames: rules.SEATS });
const read = (text: string) => readGameText(rules, 'pressure', text);
const error = (text: string): string => {
  const r = read(text);
  if (r.ok) throw new Error(`accepted ${text.slice(0, 200)}`);
  return r.error;
};
const actionsOf = (start: rules.Game, ...texts: string[]): rules.Action[] => {
  let game = start;
  return texts.map((t) => {
    const a = rules.parseAction(game, t);
    game = rules.play(game, a);
    return a;
  });
};

describe('Pressure game records', () => {
  it('name the game, number the moves by rounds and leave out the standard start', () => {
    const start = rules.newGame();
    const text = write(start, actionsOf(start, 'e3-e4', 'a2-a1', 'd3-d2'));
    expect(text).toBe('[Game "Pressure"]\n[Result "Unfinished after 3 moves"]\n\n1. e3-e4 a2-a1 2. d3-d2\n');
  });

  it('give another start as the position line, number from its turn, and say who won', () => {
    const start = at('...../...../WBWB./...../..... w 0 0');
    expect(write(start, actionsOf(start, 'a3-b3'))).toBe(
      '[Game "Pressure"]\n[Start "...../...../WBWB./...../..... w 0 0"]\n[Result "White wins"]\n\n1. a3-b3\n',
    );
    const black = moves(rules.newGame(), 'e3-e4');
    expect(write(black, actionsOf(black, 'a2-a1', 'resign white'))).toMatch(
      /\[Result "Black wins"\]\n\n1\.\.\. a2-a1 2\. resign white\n$/,
    );
  });

  it('bring back seeded random games move for move, lines at most 80 characters', () => {
    for (const g of playedGames(16, 51)) {
      const text = write(g.start, g.actions);
      for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(80);
      const r = read(text);
      if (!r.ok) throw new Error(r.error);
      expect(summary({ start: r.start, actions: r.actions, end: r.game })).toBe(summary(g));
      expect(r.headers.get('Game')).toBe('Pressure');
    }
  });

  it('read hand-written records: letter case, glued move numbers, no numbers, Windows line ends', () => {
    const r = read('\ufeff[Game "Pressure"]\r\n\r\n1.E3-E4 a2-a1\r\nd3-d2   resign   black\r\n');
    expect(r.ok && r.actions.map(rules.formatAction)).toEqual(['e3-e4', 'a2-a1', 'd3-d2', 'resign black']);
  });

  it("name the game of another game's record", () => {
    const vacuum = writeGameRecord({ start: newVacuumGame({ players: 2 }), actions: [] });
    expect(error(vacuum)).toBe(
      'This is a record of a Vacuum game, not of a Pressure game: open it on the Vacuum page.',
    );
  });

  it('read a record headed with the game’s id as well as its name, and name other games by their names', () => {
    expect(read('[Game "pressure"]\n\n1. e3-e4').ok).toBe(true);
    expect(read('[Game "PRESSURE"]\n\n1. e3-e4').ok).toBe(true);
    expect(error('[Game "pebble-rebel"]\n\n1. e3-e4')).toBe(
      'This is a record of a Pebble Rebel game, not of a Pressure game: open it on the Pebble Rebel page.',
    );
    expect(error('[Game "Divided Loyalties"]')).toMatch(/open it on the Divided Loyalties page\.$/);
    expect(error('[Game "Chess"]')).toBe(
      'This is not a Pressure game record: it is a record of a game this site does not know.',
    );
  });

  const refusals: [string, string, RegExp][] = [
    ['empty text', '  \n', /empty/],
    ['no Game header', '1. e3-e4', /not a Pressure game record: it has no \[Game "Pressure"\] header/],
    ['a header after the moves', '[Game "Pressure"]\n1. e3-e4\n[Result "x"]', /Line 3: headers come before the moves/],
    ['a broken header', '[Game Pressure]', /Line 1 is not a header/],
    ['a header given twice', '[Game "Pressure"]\n[Game "Pressure"]', /Line 2: the header Game is given twice/],
    ['a bad Start', '[Game "Pressure"]\n[Start "..... w 0 0"]', /Its \[Start\] position is not valid: line 2, board/],
    [
      'an illegal move',
      '[Game "Pressure"]\n\n1. e3-e4 a2-a1\n2. a3-a4',
      /Line 4: move 3 \("a3-a4"\) cannot be played: a3-a4: .+\.$/,
    ],
    ['junk', '[Game "Pressure"]\n\n1. hello', /move 1 \("hello"\) cannot be played: "hello" is not a move/],
    [
      'a move after the end',
      '[Game "Pressure"]\n\n1. resign white e3-e4',
      /move 2 \("e3-e4"\) cannot be played: .*over/,
    ],
    ['oversized text', `[Game "Pressure"]\n${'e3-e4 '.repeat(40_000)}`, /too long to be a game record/],
  ];
  for (const [what, text, message] of refusals) {
    it(`refuse ${what}`, () => expect(error(text)).toMatch(message));
  }

  it('refuse what is not text, without throwing', () => {
    for (const input of [null, 7, {}] as unknown as string[]) expect(read(input).ok).toBe(false);
  });

  it('keep the result the page gives', () => {
    const g = playFrom(rules.newGame(), seededRandom(2), 4);
    const text = writeGameText(rules, 'pressure', g, { result: 'White wins: Black has no move' });
    expect(text).toMatch(/\[Result "White wins: Black has no move"\]/);
    expect(read(text).ok).toBe(true);
  });
});
