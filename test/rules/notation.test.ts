import { describe, expect, it } from 'vitest';
import {
  formatAction,
  formatPosition,
  IllegalActionError,
  legalActions,
  newGame,
  parseAction,
  parsePosition,
  PositionError,
  squareName,
  parseSquare,
} from '../../src/rules/index';
import { position, positionText } from './helpers';

describe('square names', () => {
  it('a1 is the top-left corner and l12 the bottom-right', () => {
    expect(squareName(0)).toBe('a1');
    expect(squareName(143)).toBe('l12');
    expect(parseSquare('c3')).toBe(2 * 12 + 2);
    expect(parseSquare('m1')).toBe(null);
    expect(parseSquare('a13')).toBe(null);
  });
});

describe('action text', () => {
  it('round-trips every legal action of a busy position', () => {
    const g = position({
      players: 3,
      pieces: { e5: 'RRR', f5: 'YG', c3: 'R', e4: 'R', d5: 'R', h8: 'sR', i9: 'bR' },
      header: { 'stone-era': 'red' },
    });
    for (const a of legalActions(g)) expect(parseAction(g, formatAction(a))).toEqual(a);
  });

  it('accepts a missing defender when only one fits, and says when the text is not an action', () => {
    const g = position({ pieces: { e5: 'RR', f5: 'Y' } });
    expect(parseAction(g, 'war e5-f5')).toEqual(parseAction(g, 'war e5-f5 gold'));
    expect(() => parseAction(g, 'fly e5-f5')).toThrow(/not action text/);
    expect(() => parseAction(g, 'entrench f5')).toThrow(IllegalActionError);
  });
});

describe('position text', () => {
  it('round-trips a new game and a position with every kind of content', () => {
    const g = position({
      players: 4,
      pieces: { e5: 'RGWN', f5: 'sG', g5: 'bW', c3: 'N', h8: 'RR' },
      header: { active: 'red green white', eliminated: 'gold', 'stone-era': 'green white', cooldown: 'c3 j10', stage: '2', turn: '17', limit: '80' },
      terrain: { c1: 'r', c2: '#' },
    });
    expect(parsePosition(formatPosition(g))).toEqual(g);
    expect(parsePosition(formatPosition(newGame({ players: 2 })))).toEqual(newGame({ players: 2 }));
  });

  it('accepts extra spaces, blank lines before the grid and a missing trailing newline', () => {
    const text = positionText();
    const loose = text.replace('limit -\n', 'limit -\n\n\n').replace(/ {2,}/g, '    ').trimEnd();
    expect(parsePosition(loose)).toEqual(parsePosition(text));
  });

  const broken = (f: (text: string) => string): (() => unknown) => () => parsePosition(f(positionText()));
  const cases: [string, (t: string) => string, RegExp][] = [
    ['a missing row', (t) => t.trimEnd().split('\n').slice(0, -1).join('\n'), /line 23: expected board row 12/],
    ['a short row', (t) => t.replace(/\n(#\s+)+#\s*$/, '\n# # #\n'), /line 23: board row 12 has 3 squares/],
    ['an unknown token', (t) => t.replace('.', 'x'), /unknown terrain "x"/],
    ['five pebbles', (t) => t.replace(/\*/, '*RRRRR'), /line 14: square c3 .*5 pebbles on one square/],
    ['a stone sharing a square', (t) => t.replace(/\*/, '*sRR'), /a stone or boulder stands alone/],
    ['a pebble on barren', (t) => t.replace(/^#/m, '#R'), /line 12: square a1 .*cannot stand on barren/],
    ['an unknown colour', (t) => t.replace('current red', 'current blue'), /line 3: unknown colour "blue"/],
    ['a colour outside the game', (t) => t.replace('active red gold', 'active red gold green'), /green does not play in a 2-player game/],
    ['a current player who is not active', (t) => t.replace('active red gold', 'active gold').replace('eliminated -', 'eliminated red'), /current player red is not active/],
    ['a piece of an eliminated player', (t) => t.replace('active red gold', 'active red').replace('eliminated -', 'eliminated gold').replace(/\*/, '*Y'), /gold is not active/],
    ['a bad stage', (t) => t.replace('stage 1', 'stage 4'), /line 4: unknown stage "4"/],
    ['stage chain without its boulder', (t) => t.replace('stage 1', 'stage chain').replace('chain -', 'chain e5'), /must hold red's boulder/],
    ['a cooldown off a pedestal', (t) => t.replace('cooldown -', 'cooldown e5'), /line 10: e5 is not a pedestal/],
    ['a missing header line', (t) => t.replace('turn 0\n', ''), /line 6: expected "turn …"/],
    ['an unknown version', (t) => t.replace('vacuum 1', 'vacuum 9'), /unknown position format version/],
    ['trailing text', (t) => t + 'hello\n', /unexpected text after the board/],
  ];
  for (const [what, f, message] of cases) {
    it(`rejects ${what}, naming the line`, () => {
      expect(broken(f)).toThrow(PositionError);
      expect(broken(f)).toThrow(message);
    });
  }
});

describe('docs/notation.md', () => {
  it('its worked example is a valid position in canonical form', async () => {
    const { readFileSync } = await import('node:fs');
    const md = readFileSync(new URL('../../docs/notation.md', import.meta.url), 'utf8');
    const example = md.split('```')[3]!.replace(/^\n/, '');
    expect(formatPosition(parsePosition(example))).toBe(example);
  });
});
