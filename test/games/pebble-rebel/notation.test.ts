// R12 notation and R13 position text: the forms, round trips over random positions, and every
// refusal with its message.
import { describe, expect, it, vi } from 'vitest';
import {
  formatAction,
  formatPosition,
  IllegalActionError,
  legalActions,
  newGame,
  parseAction,
  parsePosition,
  play,
  PositionError,
  logLine,
  type Game,
} from '../../../src/games/pebble-rebel/rules/index';
import { position, positionText, randomGames, sq } from './helpers';

const START_TEXT = `pebble-rebel 1
current pebble
turn 0
seed 0
bag R12 B12 Y12 G12
hand -
resigned -
. . . . . .
. R B Y G .
. G . . R .
. Y . . B .
. B R G Y .
. . . . . .
`;

const lessHistory = (g: Game): Game => ({ ...g, history: [] });

// Random games and searches take seconds on a busy machine: no test here measures time.
vi.setConfig({ testTimeout: 60_000 });

describe('R12 notation', () => {
  it('R12 forms: b2-b6, R@c3, resign pebble / resign rebel', () => {
    expect(formatAction({ kind: 'move', from: sq('b2'), to: sq('b6') })).toBe('b2-b6');
    expect(formatAction({ kind: 'place', colour: 'R', at: sq('c3') })).toBe('R@c3');
    expect(formatAction({ kind: 'resign', player: 0 })).toBe('resign pebble');
    expect(formatAction({ kind: 'resign', player: 1 })).toBe('resign rebel');
  });

  it('R12 parsing: upper or lower case, spaces around, one or more spaces after resign', () => {
    const g = newGame();
    expect(parseAction(g, '  B2-B6 ')).toEqual({ kind: 'move', from: sq('b2'), to: sq('b6') });
    expect(parseAction(g, 'resign   rebel')).toEqual({ kind: 'resign', player: 1 });
    expect(parseAction(g, 'RESIGN PEBBLE')).toEqual({ kind: 'resign', player: 0 });
    const r = play(g, parseAction(g, 'b2-b6'));
    expect(parseAction(r, 'r@c3')).toEqual({ kind: 'place', colour: 'R', at: sq('c3') });
  });

  it('R12 parsing: every legal action reads back from its text', () => {
    for (const { games } of randomGames(2, 3)) {
      for (const g of games) for (const a of legalActions(g)) expect(parseAction(g, formatAction(a))).toEqual(a);
    }
  });

  it('R12 refusals: text of no form, spaces inside, the log decoration, and actions that are not legal', () => {
    const g = newGame();
    const refused = (game: Game, text: string, why: string | RegExp): void => {
      expect(() => parseAction(game, text)).toThrow(IllegalActionError);
      expect(() => parseAction(game, text)).toThrow(why);
    };
    refused(g, 'b2 - b6', 'is not a move (b2-b6), a drop (R@c3) or a resignation');
    refused(g, `${' '.repeat(70)}b2-b6`, 'is not a move (b2-b6), a drop (R@c3) or a resignation');
    refused(g, 'b2-b6 (3: G R B)', 'is not a move');
    refused(g, 'resign', 'is not a move');
    refused(g, 'g1-a1', 'is not a move');
    refused(g, 'b2-c3', 'cannot reach c3');
    refused(g, 'R@c3', "It is Pebble's turn");
    refused(play(g, parseAction(g, 'b2-b6')), 'Y@c3', 'no yellow stone');
  });

  it("R12 log lines: Pebble's move with the stones it drew, the rulings' own example; others as their text", () => {
    const g = newGame();
    const move = parseAction(g, 'b2-b6');
    const after = play(g, move);
    expect(logLine(g, move, after)).toBe('b2-b6 (3: G R B)');
    const drop = parseAction(after, 'G@a1');
    expect(logLine(after, drop, play(after, drop))).toBe('G@a1');
    // A winning move draws nothing, and says nothing more.
    const win = position({
      rows: ['R R R . . .', '. . . . . R', 'B Y G B Y G', 'G B Y G B Y', '. . . . . .', '. . . . . .'],
    });
    const winning = parseAction(win, 'f2-d1');
    expect(logLine(win, winning, play(win, winning))).toBe('f2-d1');
  });
});

describe('R13 position text', () => {
  it("R13 start: the rulings' text exactly", () => {
    expect(formatPosition(newGame())).toBe(START_TEXT);
    expect(parsePosition(START_TEXT)).toEqual(newGame());
  });

  it('R13 round trip: parsePosition(formatPosition(g)) equals g less the undo history, over random games', () => {
    let n = 0;
    for (const { games } of randomGames(12, 4)) {
      for (const g of games) {
        expect(parsePosition(formatPosition(g))).toEqual(lessHistory(g));
        n++;
      }
    }
    expect(n).toBeGreaterThan(200);
  });

  it('R13 leniency: extra spaces between tokens and at either end, and a trailing newline', () => {
    const spaced = START_TEXT.replace('current pebble', '  current   pebble ').replace(
      '. R B Y G .',
      ' .  R B  Y G . ',
    );
    expect(parsePosition(spaced)).toEqual(newGame());
    expect(parsePosition(START_TEXT.trimEnd())).toEqual(newGame());
  });

  const lines = START_TEXT.trimEnd().split('\n');
  const withLine = (i: number, text: string | null): string =>
    [...lines.slice(0, i - 1), ...(text === null ? [] : [text]), ...lines.slice(i)].join('\n');

  it.each([
    ['a wrong version', withLine(1, 'pebble-rebel 2'), 'line 1: expected "pebble-rebel 1"'],
    ['a missing line', withLine(4, null), 'line 4: expected "seed …", found "bag R12 B12 Y12 G12"'],
    [
      'reordered lines',
      withLine(2, 'turn 0').replace('\nturn 0\nseed', '\ncurrent pebble\nseed'),
      'line 2: expected "current …"',
    ],
    ['an extra line', START_TEXT + 'more\n', 'line 14: unexpected text after the board'],
    ['the text ending early', lines.slice(0, 10).join('\n'), 'line 11: missing'],
    ['an unknown role', withLine(2, 'current white'), 'line 2: "white" is not pebble or rebel'],
    ['a turn that is not a number', withLine(3, 'turn x'), 'line 3: "x" is not a whole number'],
    ['a turn of the wrong parity', withLine(3, 'turn 1'), 'line 3: turn 1 is odd, but Pebble is to move'],
    ['a seed out of range', withLine(4, 'seed 4294967296'), 'line 4: "4294967296" is not a whole number 0–4294967295'],
    ['a bag of three counts', withLine(5, 'bag R12 B12 Y24'), 'line 5: the bag takes four counts'],
    ['a bag out of order', withLine(5, 'bag B12 R12 Y12 G12'), 'line 5: expected "R" and a count, found "B12"'],
    ['a count above 15', withLine(5, 'bag R16 B12 Y12 G12'), 'line 5: R16: a colour has 15 stones'],
    ['an unknown hand stone', withLine(6, 'hand W'), 'line 6: "W" is not a colour letter'],
    ['an unknown resignation', withLine(7, 'resigned nobody'), 'line 7: "nobody" is not pebble or rebel'],
    ['a short row', withLine(9, '. R B Y G'), 'line 9: board row 2 has 5 squares, not 6'],
    ['an unknown token', withLine(10, '. g . . R .'), 'line 10: "g" is not a stone'],
    ['a lower-case keyword in capitals', withLine(2, 'Current pebble'), 'line 2: expected "current …"'],
    ['text far longer than any position, unread', withLine(6, `hand ${'R '.repeat(5_000)}`), 'at most 4000 characters'],
  ])('R13 refuses %s', (_what, text, message) => {
    expect(() => parsePosition(text)).toThrow(PositionError);
    expect(() => parsePosition(text)).toThrow(message);
  });

  const rows = ['. . . . . .', '. R B Y G .', '. G . . R .', '. Y . . B .', '. B R G Y .', '. . . . . .'];
  it.each([
    [
      'more stones of a colour than 15',
      withLine(5, 'bag R13 B12 Y12 G11'),
      'line 5: 16 R stones (3 on the board, 0 in the hand, 13 in the bag), not 15',
    ],
    [
      'a bag of more than 48',
      positionText({ rows: rows.map((r) => r.replace(/[RBYG]/g, '.')), turn: 0 }),
      "line 5: the bag holds 60 stones, more than 48: at least 12 of the stones stand on the board (or in Rebel's hand)",
    ],
    [
      'stones in hand when Pebble is to move',
      positionText({ rows, hand: 'R', turn: 0 }),
      'line 6: the hand must be empty when Pebble is to move',
    ],
    [
      'an empty hand when Rebel is to move',
      positionText({ rows, current: 'rebel', turn: 1 }),
      'line 6: Rebel is to move, so his hand must hold stones',
    ],
    [
      'a hand larger than the empty squares',
      positionText({
        rows: ['R B Y G R B', 'Y G R B Y G', 'R B Y G R B', 'Y G R B Y G', 'B Y G R B Y', 'G R B Y . .'],
        current: 'rebel',
        hand: 'R G Y',
      }),
      'line 6: the hand holds 3 stones, more than the 2 empty squares',
    ],
    [
      'a resignation on a board with a line',
      positionText({ rows: ['R R R R . .', ...rows.slice(1)], resigned: 'rebel' }),
      'line 7: nobody can have resigned: the board holds four in a row',
    ],
    [
      'a resignation on a full board',
      positionText({
        rows: ['R B Y G R B', 'Y G R B Y G', 'R B Y G R B', 'Y G R B Y G', 'B Y G R B Y', 'G R B Y R B'],
        resigned: 'pebble',
      }),
      'line 7: nobody can have resigned: the board is full',
    ],
  ])('R13 refuses inconsistent counts: %s', (_what, text, message) => {
    expect(() => parsePosition(text)).toThrow(PositionError);
    expect(() => parsePosition(text)).toThrow(message);
  });

  it('R13 finished games are valid positions: a line, a full board, a resignation', () => {
    expect(() => parsePosition(positionText({ rows: ['R R R R . .', ...rows.slice(1)] }))).not.toThrow();
    expect(() => parsePosition(positionText({ rows, resigned: 'pebble', turn: 0 }))).not.toThrow();
    const full = ['R B Y G R B', 'Y G R B Y G', 'R B Y G R B', 'Y G R B Y G', 'B Y G R B Y', 'G R B Y R B'];
    expect(() => parsePosition(positionText({ rows: full }))).not.toThrow();
  });
});
