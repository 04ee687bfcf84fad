// What the board asks the rules (platform.md "Sources pulse, targets show"): targets of a chosen
// colour, the bridges through the new stone and their cuts, why End waits, score parts, families,
// what an action would do, and a sentence for each action.
import { describe, expect, it } from 'vitest';
import {
  aColour,
  actionEffect,
  bridgeOptions,
  COLOURS,
  describeAction,
  endTurnProblem,
  familiesOf,
  newGame,
  scoreBreakdown,
  SEATS,
  stoneTargets,
} from '../../../src/games/divided-loyalties/rules/index';
import { on, run } from './helpers';

const E2 = (): ReturnType<typeof on> => run(on('kite', 'stones Bf6 Pg6 Og7 Yj10', 'to-move blue'), 'Bh6 f6-h6 end');

describe('board queries', () => {
  it('colours and seats: a name, a letter and a distinct mark each', () => {
    expect(COLOURS.map((c) => c.letter).join('')).toBe('BYPOGR');
    expect(new Set(COLOURS.map((c) => c.mark)).size).toBe(6);
    expect(SEATS).toEqual(['Blue', 'Yellow']);
  });

  it('names a colour with its article, as every sentence of a stone or a bridge does: an orange one', () => {
    expect(COLOURS.map((c) => aColour(c.name))).toEqual([
      'a blue',
      'a yellow',
      'a purple',
      'an orange',
      'a green',
      'a red',
    ]);
  });

  it('stoneTargets: every empty board cell, and the dots where a bridge would follow', () => {
    const g = E2();
    const red = stoneTargets(g, 'red');
    expect(red.filter((t) => t.needsBridge)).toEqual([{ at: 'g5', needsBridge: true }]);
    expect(red.filter((t) => !t.needsBridge).length).toBe(72 - 5); // five board cells hold stones
    expect(stoneTargets(g, 'blue')).toEqual([]); // Yellow's set has no blue stone
    expect(stoneTargets(run(g, 'Yf7'), 'yellow')).toEqual([]); // a stone is placed already
  });

  it('bridgeOptions: the bridges through the stone placed, with the bridges each would cut', () => {
    const g = run(E2(), 'Rg5');
    expect(bridgeOptions(g)).toEqual([
      { from: 'g5', to: 'g7', cells: ['g5', 'g6', 'g7'], kind: 'red', cuts: [{ from: 'f6', to: 'h6' }] },
    ]);
    expect(bridgeOptions(E2())).toEqual([]);
  });

  it('endTurnProblem: why End waits, null when it may be played', () => {
    expect(endTurnProblem(newGame())).toBe('The turn cannot end yet: place a stone first');
    expect(endTurnProblem(run(E2(), 'Rg5'))).toBe(
      'The turn cannot end yet: the stone on the dot g5 needs a bridge through it before the turn can end',
    );
    expect(endTurnProblem(run(E2(), 'Rg5 g5-g7'))).toBe(null);
  });

  it('scoreBreakdown: each uncut bridge with its points and regions, the regions once, the total', () => {
    const g = run(on('kite', 'stones Bf6 Pg6 Gh7 Bh8 Yb6 Yc7', 'to-move blue'), 'Bh6 f6-h6 h6-h8 end');
    expect(scoreBreakdown(g, 0)).toEqual({
      bridges: [
        { from: 'f6', to: 'h6', points: 1, regions: ['S2'] },
        { from: 'h6', to: 'h8', points: 1, regions: ['S2'] },
      ],
      regions: ['S2'],
      score: { bridges: 2, regions: 1, total: 3 },
    });
    expect(scoreBreakdown(g, 1)).toEqual({ bridges: [], regions: [], score: { bridges: 0, regions: 0, total: 0 } });
  });

  it("familiesOf: a player's own family and red", () => {
    expect(familiesOf(0)).toEqual([
      { kind: 'blue', colours: ['blue', 'purple', 'green'] },
      { kind: 'red', colours: ['red', 'purple', 'orange'] },
    ]);
    expect(familiesOf(1)[0]).toEqual({ kind: 'yellow', colours: ['yellow', 'orange', 'green'] });
  });

  it('actionEffect: the stone placed, the bridge built, the bridges cut', () => {
    const g = run(E2(), 'Rg5');
    expect(actionEffect(g, { kind: 'bridge', from: 'g5', to: 'g7' })).toEqual({
      placed: null,
      builds: { from: 'g5', to: 'g7', kind: 'red' },
      cuts: [{ from: 'f6', to: 'h6' }],
    });
    expect(actionEffect(E2(), { kind: 'stone', colour: 'red', at: 'g5' })).toEqual({
      placed: 'g5',
      builds: null,
      cuts: [],
    });
    expect(actionEffect(E2(), { kind: 'stone', colour: 'red', at: 'a1' })).toEqual({
      placed: null,
      builds: null,
      cuts: [],
    });
  });

  it('describeAction: a sentence in the game’s words for each kind of action', () => {
    const g = run(E2(), 'Rg5');
    expect(describeAction(E2(), { kind: 'stone', colour: 'red', at: 'g5' })).toBe(
      'Yellow places a red stone on the dot g5.',
    );
    expect(describeAction(E2(), { kind: 'stone', colour: 'orange', at: 'b6' })).toBe(
      'Yellow places an orange stone on b6 in S1.',
    );
    expect(describeAction(g, { kind: 'bridge', from: 'g5', to: 'g7' })).toBe(
      'Yellow builds a red bridge, scoring for nobody, from g5 to g7 (red, purple, orange), cutting f6-h6.',
    );
    expect(describeAction(g, { kind: 'end' })).toBe('Yellow ends the turn.');
    expect(describeAction(g, { kind: 'pass' })).toBe('Yellow passes: no stone can be placed.');
    expect(describeAction(g, { kind: 'resign', player: 0 })).toBe('Blue resigns.');
    const blue = run(on('kite', 'stones Bf6 Pg6', 'to-move blue'), 'Bh6');
    expect(describeAction(blue, { kind: 'bridge', from: 'f6', to: 'h6' })).toBe(
      'Blue builds a blue bridge worth 1, from f6 to h6 (blue, purple, blue).',
    );
  });
});
