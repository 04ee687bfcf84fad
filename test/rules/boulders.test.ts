import { describe, expect, it } from 'vitest';
import { legalActions, parseAction, play, pressure, status, undo, type Game } from '../../src/rules/index';
import { legalTexts, position, sq, token } from './helpers';

const act = (g: Game, text: string): Game => play(g, parseAction(g, text));
const era = { 'stone-era': 'red gold' };

describe('Boulder Move', () => {
  it('steps one square onto an empty playable square, then Stage 2', () => {
    const g = position({ pieces: { e5: 'bR' }, header: era });
    expect(legalTexts(g, 'boulder')).toHaveLength(8);
    const after = act(g, 'boulder e5-f6');
    expect(token(after, 'f6')).toBe('bR');
    expect(status(after).stage).toBe(2);
  });

  it('a boulder on a pedestal presses with 36', () => {
    const g = position({ pieces: { c3: 'bR' }, header: era });
    expect(pressure(g, 0, sq('d4'))).toBe(36);
  });

  it('attacks a square held by one opponent only when its pressure is strictly greater', () => {
    const g = position({ pieces: { e5: 'bR', f5: 'sY', g5: 'YYYY' }, header: era });
    // Centred on f5: red 18; gold stone 6 + g5 4 pebbles 8 = 14.
    expect(legalTexts(g, 'boulder')).toContain('boulder e5-f5');
    const after = act(g, 'boulder e5-f5');
    expect(token(after, 'f5')).toBe('bR');
    expect(token(after, 'e5')).toBe('');
    const strong = position({ pieces: { e5: 'bR', f5: 'sY', g5: 'YYYY', g6: 'YYYY' }, header: era });
    expect(legalTexts(strong, 'boulder')).not.toContain('boulder e5-f5');
    expect(() => act(strong, 'boulder e5-f5')).toThrow(/does not beat gold's 22/);
  });

  it('against an enemy boulder it cannot beat, both boulders are sacrificed', () => {
    const g = position({ pieces: { e5: 'bR', f5: 'bY' }, header: era });
    const after = act(g, 'boulder e5-f5');
    expect(token(after, 'e5')).toBe('');
    expect(token(after, 'f5')).toBe('');
    expect(status(after).stage).toBe(2);
  });

  it('never enters neutral, mixed or own stone squares', () => {
    const g = position({
      players: 3,
      header: { active: 'red gold', eliminated: 'green', 'stone-era': 'red' },
      pieces: { e5: 'bR', f5: 'sN', d5: 'YN', e4: 'sR', e6: 'RY' },
    });
    const texts = legalTexts(g, 'boulder');
    for (const t of ['e5-f5', 'e5-d5', 'e5-e4', 'e5-e6']) expect(texts).not.toContain(`boulder ${t}`);
  });
});

describe('Boulder Chain', () => {
  const road = (): Game => position({ pieces: { d5: 'bR', e5: 'RR', f5: 'R', g5: 'RRR', e6: 'bR' }, header: era });

  it('entering your own pebbles consumes them and starts a chain', () => {
    const g = act(road(), 'boulder d5-e5');
    expect(token(g, 'e5')).toBe('bR');
    expect(status(g).stage).toBe('chain');
    expect(status(g).chainAt).toBe(sq('e5'));
  });

  it('in a chain only the chained boulder steps, only onto own pebbles, or exits', () => {
    const g = act(road(), 'boulder d5-e5');
    expect(legalTexts(g)).toEqual(['boulder e5-f5', 'exit-chain', 'resign red']);
    const next = act(g, 'boulder e5-f5');
    expect(status(next).chainAt).toBe(sq('f5'));
    const exited = act(next, 'exit-chain');
    expect(status(exited).stage).toBe(2);
    expect(status(exited).chainAt).toBe(null);
  });

  it('undo backs up one chain segment at a time', () => {
    const start = road();
    const one = act(start, 'boulder d5-e5');
    const two = act(one, 'boulder e5-f5');
    expect(undo(two)).toEqual(one);
    expect(undo(undo(two))).toEqual(start);
  });

  it('no other action is legal during a chain', () => {
    const g = act(road(), 'boulder d5-e5');
    expect(legalActions(g).every((a) => ['boulder', 'exitChain', 'resign'].includes(a.kind))).toBe(true);
    expect(() => act(g, 'vacuum h8')).toThrow(/finish the Boulder Chain first/);
  });
});
