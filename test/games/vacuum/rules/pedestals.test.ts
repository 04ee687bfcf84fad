// Teleport: sources, targets, neutral blockers and cooldowns. docs/rules.md "Teleport" and "Decisions we made".
import { describe, expect, it } from 'vitest';
import { status, undo } from '../../../../src/games/vacuum/rules/index';
import { act, actAll, expectListed, expectRefused, legalTexts, position, sq, token, withNeutral } from './helpers';

const sorted = (xs: number[]): number[] => [...xs].sort((a, b) => a - b);

describe('Teleport', () => {
  it('swaps a pedestal holding your piece with any pedestal, itself included', () => {
    const g = position({ pieces: { c3: 'RR', j10: 'sY' }, header: { 'stone-era': 'gold' } });
    expect(legalTexts(g, 'teleport')).toEqual([
      'teleport c3-c10',
      'teleport c3-c3',
      'teleport c3-j10',
      'teleport c3-j3',
    ]);
    const after = act(g, 'teleport c3-j10');
    expect(token(after, 'c3')).toBe('sY');
    expect(token(after, 'j10')).toBe('RR');
    expect(sorted(status(after).cooldowns)).toEqual(sorted([sq('c3'), sq('j10')]));
    expect(status(after).stage).toBe(2);
  });

  it('teleporting onto the same pedestal changes nothing but puts it on cooldown', () => {
    const after = act(position({ pieces: { c3: 'RR' } }), 'teleport c3-c3');
    expect(token(after, 'c3')).toBe('RR');
    expect(status(after).cooldowns).toEqual([sq('c3')]);
    expect(status(after).stage).toBe(2);
  });

  it('a stone, a boulder or a shared stack is a source; an enemy-only pedestal is not', () => {
    const g = position({ pieces: { c3: 'sR', j3: 'bR', c10: 'RY', j10: 'YY' }, header: { 'stone-era': 'red' } });
    const sources = new Set(legalTexts(g, 'teleport').map((t) => t.slice(9, 12).replace('-', '')));
    expect([...sources].sort()).toEqual(['c10', 'c3', 'j3']);
    const swapped = act(g, 'teleport c10-j10');
    expect(token(swapped, 'c10')).toBe('YY');
    expect(token(swapped, 'j10')).toBe('RY'); // everything on the square travels
  });

  it('neutral pieces block a pedestal as source and as target', () => {
    const g = position({ ...withNeutral, pieces: { c3: 'RN', j3: 'R', j10: 'N' } });
    expect(legalTexts(g, 'teleport')).toEqual(['teleport j3-c10', 'teleport j3-j3']);
    expectRefused(g, 'teleport c3-j3');
    expectRefused(g, 'teleport j3-j10');
  });

  it('is legal in Stage 2 (and repeatable there), not in Stage 3', () => {
    expect(legalTexts(position({ pieces: { j3: 'R' }, header: { stage: '2' } }), 'teleport')).toHaveLength(4);
    expectRefused(position({ pieces: { j3: 'R' }, header: { stage: '3' } }), 'teleport j3-c3', /Stage/);
  });

  it('lists both directions of a swap between two of your pedestals', () => {
    const g = position({ pieces: { c3: 'R', j3: 'RR' } });
    expectListed(g, 'teleport c3-j3');
    expectListed(g, 'teleport j3-c3');
  });

  it('the two pedestals stay on cooldown for the rest of the turn, as source and as target', () => {
    const g = act(position({ pieces: { c3: 'R', j3: 'R' } }), 'teleport c3-c10');
    expect(legalTexts(g, 'teleport')).toEqual(['teleport j3-j10', 'teleport j3-j3']);
    expectRefused(g, 'teleport c10-j10', /cooldown/i);
    expectRefused(g, 'teleport j3-c3');
    expect(undo(g)).toEqual(position({ pieces: { c3: 'R', j3: 'R' } }));
  });

  it('only the teleporting player is restricted, and only until their next turn begins', () => {
    let g = position({ pieces: { c3: 'R', c10: 'Y', h8: 'R' } });
    g = actAll(g, ['teleport c3-j3', 'vacuum e6', 'commit']);
    expect(status(g)).toMatchObject({ current: 1, cooldowns: [] });
    expectListed(g, 'teleport c10-c3');
    expectListed(g, 'teleport c10-j3');
    g = actAll(g, ['vacuum e9', 'commit']);
    expect(status(g)).toMatchObject({ current: 0, cooldowns: [] });
    expectListed(g, 'teleport j3-c3');
  });

  it('a cooldown read from position text restricts the current player', () => {
    const g = position({ pieces: { c10: 'Y' }, header: { current: 'gold', cooldown: 'c3' } });
    expect(legalTexts(g, 'teleport')).toEqual(['teleport c10-c10', 'teleport c10-j10', 'teleport c10-j3']);
  });
});
