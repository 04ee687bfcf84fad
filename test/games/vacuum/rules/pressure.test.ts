// Pressure Value: target-centred 3 × 3, piece base values times the terrain multiplier of the
// square the piece stands on. Manual "Pressure Value".
import { describe, expect, it } from 'vitest';
import { pressure } from '../../../../src/games/vacuum/rules/index';
import { position, sq, withNeutral } from './helpers';

describe('pressure', () => {
  it('weighs pebbles by terrain: perimeter 1, board 2, pedestal 4', () => {
    const g = position({ pieces: { b4: 'R', c4: 'RR', c3: 'R' } });
    expect(pressure(g, 0, sq('b4'))).toBe(1 + 4 + 4);
    expect(pressure(g, 0, sq('c4'))).toBe(1 + 4 + 4);
    expect(pressure(g, 0, sq('d4'))).toBe(4 + 4); // b4 is two columns away
    expect(pressure(g, 1, sq('c4'))).toBe(0);
  });

  it('a stone is worth 3 and a boulder 9 before the multiplier: a boulder on a pedestal is 36', () => {
    const g = position({ pieces: { c3: 'bR', e5: 'sY', c2: 'sY' }, header: { 'stone-era': 'red gold' } });
    expect(pressure(g, 0, sq('c3'))).toBe(36);
    expect(pressure(g, 0, sq('d4'))).toBe(36);
    expect(pressure(g, 0, sq('e5'))).toBe(0);
    expect(pressure(g, 1, sq('d4'))).toBe(6); // e5 on board
    expect(pressure(g, 1, sq('d3'))).toBe(3); // c2 on the perimeter; e5 is two rows away
  });

  it('counts each owner of a shared stack separately, neutral included', () => {
    const g = position({ ...withNeutral, pieces: { e5: 'RRYN', f6: 'N' } });
    expect(pressure(g, 0, sq('e5'))).toBe(4);
    expect(pressure(g, 1, sq('e5'))).toBe(2);
    expect(pressure(g, 'neutral', sq('e5'))).toBe(4);
    expect(pressure(g, 'neutral', sq('g7'))).toBe(2);
    expect(pressure(g, 2, sq('e5'))).toBe(0);
  });

  it('sums the whole 3 × 3 area around the centre', () => {
    const pieces: Record<string, string> = {};
    for (const s of ['d4', 'e4', 'f4', 'd5', 'e5', 'f5', 'd6', 'e6', 'f6']) pieces[s] = 'R';
    pieces.g5 = 'RRRR';
    pieces.c5 = 'RRRR';
    const g = position({ pieces });
    expect(pressure(g, 0, sq('e5'))).toBe(18);
  });
});
