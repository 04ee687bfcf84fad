// R13 (action text) and R14 (position text), with every refusal of the position text.
import { describe, expect, it } from 'vitest';
import {
  formatAction,
  formatPosition,
  IllegalActionError,
  newGame,
  parseAction,
  parsePosition,
  play,
  PositionError,
  status,
  type Action,
} from '../../../src/games/glyph-grid/rules/index';
import { move, position, positionText } from './helpers';

const START_TEXT = `glyph-grid 1
current white
turn 0
rest -
quiet 0
clocks 300000 300000
result -
.. .. s. cb s. .. ..
.. s. .. .. .. s. ..
.. .. .. .. .. .. ..
.. .. .. .. .. .. ..
.. .. .. .. .. .. ..
.. S. .. .. .. S. ..
.. .. S. Cw S. .. ..
`;

describe('R13 notation', () => {
  it('R13 notation: the table of values and texts', () => {
    const table: [Action, string][] = [
      [move('vector', 'd7', 'd6'), 'vector d7-d6'],
      [move('lance', 'b6', 'b4'), 'lance b6-b4'],
      [move('arc', 'c7', 'd5'), 'arc c7-d5'],
      [move('pulse', 'c4', 'c3'), 'pulse c4-c3'],
      [move('anchor', 'c6'), 'anchor c6'],
      [move('anchor', 'c6', 'c5'), 'anchor c6-c5'],
      [{ kind: 'resign', player: 0 }, 'resign white'],
    ];
    for (const [value, text] of table) expect(formatAction(value)).toBe(text);
  });

  it('R13 notation: parseAction reads any case and extra spaces, and anchor c6-c6 as anchor c6', () => {
    const g = newGame();
    expect(parseAction(g, '  VECTOR   d7 - D6 ')).toEqual(move('vector', 'd7', 'd6'));
    expect(parseAction(g, 'lance b6-b4')).toEqual(move('lance', 'b6', 'b4'));
    expect(parseAction(g, 'Arc c7-d5')).toEqual(move('arc', 'c7', 'd5'));
    expect(parseAction(g, 'anchor b6-b6')).toEqual(move('anchor', 'b6'));
    expect(parseAction(g, 'anchor  b6')).toEqual(move('anchor', 'b6'));
    expect(parseAction(g, 'resign Black')).toEqual({ kind: 'resign', player: 1 });
    const pulse = position({ pieces: { c4: 'S', c3: 's' } });
    expect(parseAction(pulse, 'pulse c4-c3')).toEqual(move('pulse', 'c4', 'c3'));
    const claim = position({ pieces: { c6: 'S' }, marks: { c5: 'b' } });
    expect(parseAction(claim, 'anchor c6-c5')).toEqual(move('anchor', 'c6', 'c5'));
  });

  it('R13 notation: text in no such form, the capture decoration, or naming no legal action is refused', () => {
    const g = newGame();
    for (const text of ['vector d2xd1', 'vectord7-d6', 'vector d7', 'vector d7-d8', 'jump d7-d6', '', 'resign red']) {
      expect(() => parseAction(g, text)).toThrow(IllegalActionError);
      expect(() => parseAction(g, text)).toThrow(/is not a move/);
    }
    expect(() => parseAction(g, 'vector d7-d5')).toThrow('VECTOR: d5 is not one step from d7');
    expect(() => parseAction(g, 'vector d1-d2')).toThrow("It is White's turn");
    // Only text is read: a list holding a move's text is no move.
    expect(() => parseAction(g, ['vector d7-d6'] as unknown as string)).toThrow(/must be text/);
  });
});

describe('R14 position text', () => {
  it('R14 position text: the start position reads exactly as the rulings write it', () => {
    expect(formatPosition(newGame())).toBe(START_TEXT);
    expect(parsePosition(START_TEXT)).toEqual(newGame());
  });

  it('R14 position text: extra spaces between tokens and at either end, and no trailing newline, are accepted', () => {
    const spaced = START_TEXT.split('\n')
      .map((l) => (l === '' ? l : `  ${l.replace(/ /g, '   ')} `))
      .join('\n');
    expect(parsePosition(spaced)).toEqual(newGame());
    expect(parsePosition(START_TEXT.trimEnd())).toEqual(newGame());
  });

  it('R14 position text: a text longer than any position (4000 characters) is refused unread', () => {
    expect(() => parsePosition(START_TEXT + ' '.repeat(4_000))).toThrow(/at most 4000 characters/);
  });

  it('R14 position text: rest, untimed clocks and results round-trip', () => {
    for (const setup of [
      { rest: 'white black', quiet: 12, turn: 40 },
      { rest: 'black', current: 'black' as const, turn: 7, clocks: '1200 0', result: 'white time' },
      { result: 'draw quiet' },
      { result: 'draw limit', turn: 300 },
      { result: 'black resign', clocks: '5 6' },
    ]) {
      const text = positionText(setup);
      expect(formatPosition(parsePosition(text))).toBe(text);
    }
  });

  it('R14 position text: six marks held by the player to move are accepted (the inversion may have just brought them)', () => {
    const g = position({ marks: { a7: 'w', c7: 'w', e7: 'w', a5: 'w', g5: 'w', d4: 'w' } });
    expect(status(g).marks).toEqual([6, 0]);
  });

  const refusals: [string, (text: string) => string, RegExp][] = [
    ['a missing line', (t) => t.replace('rest -\n', ''), /^line 4: expected "rest …", found "quiet 0"/],
    ['reordered lines', (t) => t.replace('turn 0\nrest -', 'rest -\nturn 0'), /^line 3: expected "turn …"/],
    ['an extra line', (t) => t + 'more\n', /^line 15: unexpected text after the board/],
    ['a text that ends early', (t) => t.split('\n').slice(0, 10).join('\n'), /^line 11: expected board row 4 of 7/],
    [
      'an unknown version',
      (t) => t.replace('glyph-grid 1', 'glyph-grid 2'),
      /^line 1: unknown position format version "2"/,
    ],
    ['an unknown seat', (t) => t.replace('current white', 'current red'), /^line 2: "red" is not white or black/],
    ['a turn out of range', (t) => t.replace('turn 0', 'turn 302'), /^line 3: turn 302 is out of range \(0–300\)/],
    ['a turn that is no number', (t) => t.replace('turn 0', 'turn x'), /^line 3: "x" is not a whole number/],
    ['a turn of the wrong parity', (t) => t.replace('turn 0', 'turn 1'), /^line 3: turn 1 is odd, so black is to move/],
    ['a rest line in no such form', (t) => t.replace('rest -', 'rest black white'), /^line 4: rest is "-"/],
    [
      'a quiet counter out of range',
      (t) => t.replace('quiet 0', 'quiet 61'),
      /^line 5: quiet 61 is out of range \(0–60\)/,
    ],
    ['one clock', (t) => t.replace('clocks 300000 300000', 'clocks 5'), /^line 6: clocks are two whole numbers/],
    ['a bad clock', (t) => t.replace('clocks 300000 300000', 'clocks 5 -1'), /^line 6: "-1" is not a whole number/],
    ['a draw for a win reason', (t) => t.replace('result -', 'result draw capture'), /^line 7: a draw is "draw quiet"/],
    ['a win for a draw reason', (t) => t.replace('result -', 'result white quiet'), /^line 7: "quiet" is not a reason/],
    [
      'an unknown winner',
      (t) => t.replace('result -', 'result green line'),
      /^line 7: "green" is not white, black or draw/,
    ],
    [
      'a row with too few squares',
      (t) => t.replace('.. s. .. .. .. s. ..', '.. s. .. .. .. s.'),
      /^line 9: board row 2 has 6 squares, not 7/,
    ],
    [
      'an unknown character',
      (t) => t.replace('.. s. .. .. .. s. ..', '.. x. .. .. .. s. ..'),
      /^line 9: square b2 \("x\."\)/,
    ],
    ['a token of one character', (t) => t.replace('.. s. .. .. .. s. ..', '.. s .. .. .. s. ..'), /^line 9: square b2/],
    [
      'two Cores of one side',
      (t) => t.replace('.. s. .. .. .. s. ..', '.. c. .. .. .. s. ..'),
      /^line 9: square b2 \("c\."\): Black has more than one Core/,
    ],
    [
      'five Shards of one side',
      (t) => t.replace('.. s. .. .. .. s. ..', 's. s. .. .. .. s. ..'),
      /^line 9: square f2 \("s\."\): Black has more than four Shards/,
    ],
    ['not text at all', () => 42 as unknown as string, /^a position must be text/],
  ];
  for (const [what, edit, message] of refusals) {
    it(`R14 position text refuses ${what}`, () => {
      expect(() => parsePosition(edit(START_TEXT))).toThrow(PositionError);
      expect(() => parsePosition(edit(START_TEXT))).toThrow(message);
    });
  }

  const overs: [string, Parameters<typeof positionText>[0], RegExp][] = [
    ['a side without a Core', { pieces: { g7: 'C', a1: '.' } }, /^line 7: .*Black has no Core/],
    [
      'a sealed line',
      { marks: { a3: 'b', b3: 'b', c3: 'b', d3: 'b' } },
      /^line 7: .*Black's marks seal a line: a3 b3 c3 d3/,
    ],
    ['a sealed square', { marks: { c4: 'w', d4: 'w', c5: 'w', d5: 'w' } }, /^line 7: .*White's marks seal a square/],
    [
      'the Core of the player to move surrounded',
      { pieces: { d4: 'C', d3: 's', c4: 's', e4: 's', d5: 's' } },
      /^line 7: .*the Core of White, to move, is surrounded/,
    ],
    ['quiet 60', { quiet: 60 }, /^line 5: .*60 quiet turns draw/],
    ['turn 300', { turn: 300 }, /^line 3: .*turn 300 draws/],
    ['the clock of the player to move at 0', { clocks: '0 5000' }, /^line 6: .*White's time has run out/],
  ];
  for (const [what, setup, message] of overs) {
    it(`R14 position text refuses a game that should be over while result is -: ${what}`, () => {
      expect(() => parsePosition(positionText(setup))).toThrow(PositionError);
      expect(() => parsePosition(positionText(setup))).toThrow(message);
      expect(() => parsePosition(positionText(setup))).toThrow(/: this game would already be over$/);
    });
  }

  it('R14 a finished game keeps the turn parity and reads back equal', () => {
    const won = play(position({ pieces: { c4: 'S', e3: 'c' } }), move('arc', 'c4', 'e3'));
    expect(formatPosition(won)).toContain('current black\nturn 1\n');
    expect(formatPosition(won)).toContain('result white capture\n');
    expect(parsePosition(formatPosition(won))).toEqual(won);
  });
});
