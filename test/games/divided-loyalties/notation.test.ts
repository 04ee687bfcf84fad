// R13 action text and R14 position text: the forms, round trips over random positions, and every
// refusal of a bad position text with the line it names.
import { describe, expect, it } from 'vitest';
import {
  formatAction,
  formatPosition,
  legalActions,
  newGame,
  parseAction,
  parsePosition,
  play,
  PositionError,
  status,
  type LayoutId,
} from '../../../src/games/divided-loyalties/rules/index';
import { seededRandom } from '../../../src/util/random';
import { acts, on, open8, randomGame, run } from './helpers';

const KITE = `divided-loyalties
name Kite
sets 3
grid 13x18
. . . . o o o o o . . . .
. . . o o W1 o W2 o o . . .
. . o o W1 W1 o W2 W2 o o . .
. . o W1 W1 W1 o W2 W2 W2 o . .
o o o o o o o o o o o o o
o S1 S1 S1 o S2 S2 S2 o S3 S3 S3 o
o S1 S1 S1 o S2 S2 S2 o S3 S3 S3 o
o S1 S1 S1 o S2 S2 S2 o S3 S3 S3 o
o o o o o o o o o o o o o
o W3 W3 W3 o G1 G1 G1 o W4 W4 W4 o
o o W3 W3 o G1 G1 G1 o W4 W4 o o
. o o W3 o G1 G1 G1 o W4 o o .
. . o o o G1 G1 G1 o o o . .
. . . . o o o o o . . . .
. . . . o S4 S4 S4 o . . . .
. . . . o S4 S4 S4 o . . . .
. . . . o S4 S4 S4 o . . . .
. . . . o o o o o . . . .
`;

describe('R13 notation', () => {
  it('R13 stones, bridges with ends in reading order, end, pass', () => {
    expect(formatAction({ kind: 'stone', colour: 'purple', at: 'g6' })).toBe('Pg6');
    expect(formatAction({ kind: 'bridge', from: 'h6', to: 'f6' })).toBe('f6-h6');
    expect(formatAction({ kind: 'bridge', from: 'f7', to: 'h5' })).toBe('h5-f7');
    expect(formatAction({ kind: 'bridge', from: 'a10', to: 'c8' })).toBe('c8-a10');
    expect(['end', 'pass'].map((kind) => formatAction({ kind } as never))).toEqual(['end', 'pass']);
    expect(formatAction({ kind: 'resign', player: 1 })).toBe('resign yellow');
  });

  it('R13 parseAction takes either order of ends and surrounding whitespace, and refuses what is not legal now', () => {
    const g = run(on('kite', 'stones Og6 Bf7 Pg7 Bh7', 'bridges f7-h7', 'to-move blue'), 'Og8');
    expect(parseAction(g, '  g8-g6 ')).toEqual({ kind: 'bridge', from: 'g6', to: 'g8' });
    expect(parseAction(g, 'end')).toEqual({ kind: 'end' });
    expect(() => parseAction(g, 'g6 g8')).toThrow('"g6 g8" is not an action');
    expect(() => parseAction(g, 'pass')).toThrow('A stone is placed this turn: end the turn instead');
    expect(() => parseAction(g, 'Bg9')).toThrow('Blue has placed a stone this turn already');
    expect(() => parseAction(newGame(), 'bg7')).toThrow('is not an action');
  });

  it('R13 a turn is its actions separated by single spaces, each listed bridge once', () => {
    const g = run(on('kite', 'stones Bf6 Pg6 Gh7 Bh8 Yb6 Yc7', 'to-move blue'), 'Bh6');
    const listed = acts(g);
    expect(new Set(listed).size).toBe(listed.length);
    expect(legalActions(g).map(formatAction)).toEqual(['f6-h6', 'h6-h8', 'end', 'resign blue']);
  });
});

describe('R14 position text', () => {
  it('R14 a layout of the appendix is itself a position text: a new game on it', () => {
    expect(formatPosition(parsePosition(KITE))).toBe(formatPosition(newGame({ layout: 'kite' })));
    expect(formatPosition(newGame({ layout: 'kite' }))).toBe(
      KITE + 'blue set 1 B4 P3 O1 G2 R2\nyellow set 1 Y4 P1 O3 G2 R2\nto-move blue\nturn 0\n',
    );
  });

  it('R14 takes \\r\\n, blank lines, # comments and untrimmed lines', () => {
    const text =
      KITE.replace('grid 13x18', '# a comment\n\n  grid 13x18  ').replaceAll('\n', '\r\n') + 'stones Bf6\r\n';
    expect(formatPosition(parsePosition(text))).toBe(formatPosition(on('kite', 'stones Bf6')));
  });

  it('R14 writes every line in order, placed only mid-turn, and reads it back to the same text', () => {
    const g = run(on('kite', 'stones Bf6 Pg6', 'to-move blue'), 'Bh6 f6-h6');
    const text = formatPosition(g);
    expect(text.split('\n').slice(22)).toEqual([
      'stones Bf6 Pg6 Bh6',
      'bridges f6-h6',
      'blue set 1 B3 P3 O1 G2 R2',
      'yellow set 1 Y4 P1 O3 G2 R2',
      'to-move blue',
      'turn 0',
      'placed h6',
      '',
    ]);
    expect(formatPosition(parsePosition(text))).toBe(text);
  });

  it('R14 round trips over random positions on two layouts: same text, same legal actions, same status', () => {
    const random = seededRandom(14);
    const ids: LayoutId[] = ['crossroads', 'octopus'];
    for (const layout of ids) {
      const games = randomGame(newGame({ layout }), random);
      for (let i = 0; i < games.length; i += 9) {
        const g = games[i]!;
        const text = formatPosition(g);
        const back = parsePosition(text);
        expect(formatPosition(back)).toBe(text);
        expect(legalActions(back)).toEqual(legalActions(g));
        expect(status(back)).toEqual(status(g));
      }
    }
  }, 60_000);

  const refusals: [string, string, string][] = [
    ['a wrong first line', 'vacuum 1\n', 'Line 1: a position text begins with "divided-loyalties"'],
    ['an unknown line', KITE + 'colour red', 'Line 23: unknown line "colour red"'],
    ['a misplaced line', KITE + 'to-move blue\nstones Bf6', 'Line 24: misplaced line "stones Bf6"'],
    ['a repeated line', KITE + 'turn 1\nturn 2', 'Line 24: misplaced line "turn 2"'],
    [
      'a row with the wrong number of cells',
      KITE.replace('o S1 S1 S1 o S2', 'o S1 S1 S1 S2'),
      'Line 10: row 6 has 12 cells, the grid is 13 wide',
    ],
    ['an unknown cell token', KITE.replace('o S4 S4 S4 o', 'o S4 X4 S4 o'), 'Line 19: unknown cell "X4"'],
    ['a region number with a leading zero', KITE.replace('o S4 S4 S4 o', 'o S4 S04 S4 o'), 'unknown cell "S04"'],
    ['a missing sets line', 'divided-loyalties\ngrid 3x3', 'Line 2: expected "sets <n>", found "grid 3x3"'],
    [
      'sets out of range',
      KITE.replace('sets 3', 'sets 10'),
      'Line 3: the number of sets must be a whole number from 1 to 9',
    ],
    [
      'a grid too wide',
      'divided-loyalties\nsets 3\ngrid 27x3',
      'Line 3: the width must be a whole number from 3 to 26',
    ],
    [
      'a grid too high',
      'divided-loyalties\nsets 3\ngrid 3x51',
      'Line 3: the height must be a whole number from 3 to 50',
    ],
    [
      'a text that ends early',
      'divided-loyalties\nsets 3\ngrid 3x3\nS1 S1 S1',
      'The text ends before row 2 of the grid',
    ],
    [
      'a field without board cells',
      'divided-loyalties\nsets 3\ngrid 3x3\no o o\n. . .\no o o',
      'Line 3: The field has no board cell',
    ],
    [
      'a name too long',
      KITE.replace('name Kite', `name ${'x'.repeat(61)}`),
      'Line 2: the name is longer than 60 characters',
    ],
    ['a cell outside the grid', KITE + 'stones Bn6', 'Line 23: "n6" is not a cell of the 13x18 grid'],
    ['a row past the grid', KITE + 'stones Bf19', '"f19" is not a cell of the 13x18 grid'],
    ['a stone that is no stone', KITE + 'stones Xf6', 'Line 23: "Xf6" is not a stone'],
    ['a stone on void', KITE + 'stones Ba1', 'Line 23: a1 is void: no stone can lie there'],
    ['two stones on one cell', KITE + 'stones Bf6 Yf6', 'Line 23: two stones on f6'],
    ['a dot stone on no bridge', KITE + 'stones Be6', 'Line 23: the stone on the dot e6 lies on no bridge'],
    [
      'a bridge that is not a straight row',
      KITE + 'stones Bf6 Pg6 Bh7\nbridges f6-h7',
      'Line 24: f6-h7 is not a straight row of 3 or 4 cells',
    ],
    [
      'a bridge of five cells',
      KITE + 'stones Bf6 Pg6 Bh6\nbridges f6-j6',
      'Line 24: f6-j6 is not a straight row of 3 or 4 cells',
    ],
    ['a bridge over an empty cell', KITE + 'stones Bf6 Bh6\nbridges f6-h6', 'Line 24: bridge f6-h6: g6 holds no stone'],
    ['a bridge with equal neighbours', KITE + 'stones Bf6 Bg6 Ph6\nbridges f6-h6', 'f6 and g6 are both blue'],
    [
      'a bridge mixing families',
      KITE + 'stones Bf6 Yg6 Bh6\nbridges f6-h6',
      'Line 24: bridge f6-h6 mixes colour families',
    ],
    [
      'a bridge over two dots',
      KITE + 'stones Ba5 Pb5 Bc5\nbridges a5-c5',
      'Line 24: bridge a5-c5: a bridge may cross at most one dot',
    ],
    [
      'a bridge crossing an earlier one',
      KITE + 'stones Bf6 Pg6 Bh6 Bg5 Bg7\nbridges f6-h6 g5-g7',
      'Line 24: bridge g5-g7: it would cross the bridge f6-h6',
    ],
    [
      'a cut mark without a red bridge',
      KITE + 'stones Bf6 Pg6 Bh6\nbridges f6-h6x',
      'bridge f6-h6 is marked cut, but no red bridge built after it crosses it',
    ],
    [
      'a crossed bridge not marked cut',
      KITE + 'stones Bf6 Pg6 Bh6 Rg5 Og7\nbridges f6-h6 g5-g7',
      'bridge f6-h6 is crossed by a red bridge built after it: write f6-h6x',
    ],
    [
      'a stock with more of a colour than a set has',
      KITE + 'blue set 1 B5',
      "Line 23: Blue's set holds only 4 blue stones",
    ],
    ['a stock with a colour the set lacks', KITE + 'yellow set 1 B1', "Line 23: Yellow's set holds no blue stones"],
    ['a set number outside 1…sets', KITE + 'blue set 4', 'Line 23: the set number must be a whole number from 1 to 3'],
    ['a bad to-move', KITE + 'to-move red', 'Line 23: expected "to-move blue" or "to-move yellow"'],
    ['a bad turn', KITE + 'turn -1', 'Line 23: the turn must be a whole number'],
    ['placed naming an empty cell', KITE + 'placed g6', 'Line 23: placed names g6, which holds no stone'],
  ];
  for (const [what, text, message] of refusals) {
    it(`R14 refuses ${what}, naming the line`, () => {
      expect(() => parsePosition(text)).toThrow(PositionError);
      expect(() => parsePosition(text)).toThrow(message);
    });
  }

  it('R14 a placed dot stone may wait for its bridge', () => {
    const g = parsePosition(KITE + 'stones Gd6 Be6 Gf6\nplaced e6');
    expect(acts(g)).toEqual(['d6-f6']);
    expect(formatPosition(play(g, { kind: 'bridge', from: 'd6', to: 'f6' }))).toContain('bridges d6-f6');
  });

  it('R14 an 8 × 8 custom field reads and writes like the layouts', () => {
    const g = open8('stones Bb2', 'to-move yellow', 'turn 1');
    expect(formatPosition(g)).toContain('grid 8x8\nS1 S1 S1 S1 S1 S1 S1 S1\n');
    expect(status(g).current).toBe(1);
  });

  it('refuses a text far longer than the largest position, before reading it', () => {
    const rows = Array.from({ length: 50 }, () => Array(26).fill('S1').join(' '));
    const largest = ['divided-loyalties', 'sets 9', 'grid 26x50', ...rows].join('\n');
    expect(() => parsePosition(largest)).not.toThrow();
    expect(() => parsePosition(`${largest}\n${'#'.repeat(60_000)}`)).toThrow(
      new PositionError('A position text is at most 60,000 characters'),
    );
  });
});
