// The board queries a UI asks: sources, destinations, what a move does, and screen-reader sentences.
import { describe, expect, it } from 'vitest';
import {
  describeAction,
  describePosition,
  destinations,
  effectOf,
  newGame,
  parseSquare,
  play,
  sources,
  squareName,
  tokenAt,
} from '../../../src/games/pressure/rules/index';
import { at } from './helpers';

const sq = (name: string): number => parseSquare(name)!;
const names = (sqs: readonly number[]): string[] => sqs.map(squareName);

describe('board queries', () => {
  it('sources: the tokens the player to move can move; none once the game is over', () => {
    expect(names(sources(newGame()))).toEqual(['d3', 'e3', 'c4', 'e4', 'c5', 'd5']);
    const g = at('Bb..B/.b.W./.Y..W/YW..X/X...W b 10 27');
    expect(names(sources(g))).toEqual(['a1', 'e1']);
    expect(sources(play(g, { kind: 'resign', player: 1 }))).toEqual([]);
  });

  it('destinations: where a chosen token can go; nothing for a resting, captured or opponent token', () => {
    const g = at('.BY.W/.YW../.b.../.WBWX/Y...X b 9 29');
    expect(names(destinations(g, sq('c4')))).toEqual(['c3', 'c5', 'b4']);
    expect(destinations(g, sq('b3'))).toEqual([]); // inactive
    expect(destinations(g, sq('b2'))).toEqual([]); // captured
    expect(destinations(g, sq('e1'))).toEqual([]); // White's
  });

  it('effectOf: the line that moves, the tokens captured and the opponent tokens made inactive', () => {
    const g = at('.W.../WB.../.WB../..B../..W.. w 0 0');
    const e = effectOf(g, { from: sq('c5'), to: sq('c4') });
    expect(e.direction).toBe('up');
    expect(names(e.moved)).toEqual(['c5', 'c4', 'c3']);
    expect(names(e.captured)).toEqual(['b2']);
    expect(names(e.inactive)).toEqual(['c2', 'c3']);
    expect(tokenAt(g, sq('c5'))).toEqual({ owner: 0, state: 'active' }); // nothing played
    expect(() => effectOf(g, { from: sq('c4'), to: sq('c3') })).toThrow("It is White's turn");
  });

  it('describeAction: a sentence in the game’s own words', () => {
    const g = at('.W.../WB.../.WB../..B../..W.. w 0 0');
    expect(describeAction(g, { from: sq('c5'), to: sq('c4') })).toBe(
      "White c5 pushes c4 and c3 up; Black's b2 is captured; Black's c2 and c3 must rest",
    );
    expect(describeAction(g, { from: sq('c5'), to: sq('d5') })).toBe('White c5 steps right to d5');
    expect(describeAction(newGame(), { from: sq('e3'), to: sq('e4') })).toBe(
      "White e3 pushes e4 down; White's e5 is captured",
    );
    expect(describeAction(g, { kind: 'resign', player: 1 })).toBe('Black resigns');
  });

  it('describePosition: whose turn, every token with its state, the captures', () => {
    expect(describePosition(at('...../...../...../.W.../WYW.. b 0 1'))).toBe(
      'White wins. White: b4, a5 and c5, 0 captured. Black: b5 (captured), 1 captured.',
    );
    expect(describePosition(at('Bb..B/.b.W./.Y..W/YW..X/X...W b 10 27'))).toContain('Black to move.');
  });
});
