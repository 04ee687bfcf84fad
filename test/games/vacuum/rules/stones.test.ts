// Stone Creation (Stage 2) and Cast Stone with its hook (Stage 1): docs/rules.md sections of the
// same names.
import { describe, expect, it } from 'vitest';
import { status } from '../../../../src/games/vacuum/rules/index';
import { act, expectListed, expectRefused, legalTexts, position, token, withNeutral } from './helpers';

describe('Stone Creation', () => {
  it('three single pebbles on three sides make a stone; your neighbouring pebbles are spent', () => {
    const g = position({ pieces: { e4: 'R', d5: 'R', f5: 'R' } });
    expect(legalTexts(g, 'stoneCreation')).toEqual(['create e5']);
    const after = act(g, 'create e5');
    expect(token(after, 'e5')).toBe('sR');
    expect(['e4', 'd5', 'f5'].map((s) => token(after, s))).toEqual(['', '', '']);
    expect(status(after).stoneEra).toEqual([0]);
    expect(status(after).stage).toBe(2);
  });

  it('removes every own pebble around the target, even ones not needed; other pebbles stay', () => {
    const g = position({ pieces: { e4: 'RY', d5: 'RR', f5: 'RR', d6: 'R', f4: 'Y', g5: 'R' } });
    const after = act(g, 'create e5');
    expect(['e4', 'd5', 'f5', 'd6', 'f4'].map((s) => token(after, s))).toEqual(['Y', '', '', '', 'Y']);
    expect(token(after, 'g5')).toBe('R'); // two squares away
  });

  it('lets a diagonal pebble cover either side it touches, as a best matching', () => {
    // e4 covers N; d6 covers S or W; f6 covers S or E.
    expectListed(position({ pieces: { e4: 'R', d6: 'R', f6: 'R' } }), 'create e5');
    // d4 may cover N or W, but e4 needs N: d4 must take W and f6 then E or S.
    expectListed(position({ pieces: { d4: 'R', e4: 'R', f6: 'R' } }), 'create e5');
    // Three corners.
    expectListed(position({ pieces: { d4: 'R', f4: 'R', d6: 'R' } }), 'create e5');
  });

  it('needs three sides: two squares are not enough however many pebbles they hold', () => {
    const g = position({ pieces: { e4: 'RRRR', d5: 'RRRR' } });
    expectRefused(g, 'create e5', /Stone Creation/);
    expectRefused(position({ pieces: { d6: 'RR', f6: 'RR' } }), 'create e5');
    expectRefused(position({ pieces: { d5: 'RR', f5: 'RR' } }), 'create e5');
  });

  it('rejects a straight line of three neighbours even though it touches three sides', () => {
    for (const line of [
      ['d4', 'e4', 'f4'],
      ['d4', 'd5', 'd6'],
      ['d6', 'e6', 'f6'],
      ['f4', 'f5', 'f6'],
    ]) {
      const pieces = Object.fromEntries(line.map((s) => [s, 'RR']));
      expectRefused(position({ pieces }), 'create e5');
    }
    // Enemy pebbles off the line do not make it a formation.
    expectRefused(position({ pieces: { d4: 'RR', e4: 'RR', f4: 'RR', e6: 'Y' } }), 'create e5');
    // The same line plus a fourth square off it is no longer a line.
    expectListed(position({ pieces: { d4: 'R', e4: 'R', f4: 'R', e6: 'R' } }), 'create e5');
  });

  it('needs at least three more own pebbles than all other neighbouring pebbles, neutral included', () => {
    expectRefused(position({ pieces: { e4: 'R', d5: 'R', f5: 'R', e6: 'Y' } }), 'create e5'); // 3 < 1 + 3
    expectListed(position({ pieces: { e4: 'RR', d5: 'R', f5: 'R', e6: 'Y' } }), 'create e5'); // 4 ≥ 1 + 3
    expectRefused(position({ pieces: { e4: 'RR', d5: 'R', f5: 'R', e6: 'YY' } }), 'create e5');
    expectRefused(position({ ...withNeutral, pieces: { e4: 'R', d5: 'R', f5: 'R', e6: 'N' } }), 'create e5');
    // Pebbles sharing a counting square count as others.
    expectListed(position({ pieces: { e4: 'RY', d5: 'RR', f5: 'RR' } }), 'create e5'); // 5 ≥ 1 + 3
    expectRefused(position({ pieces: { e4: 'RYY', d5: 'R', f5: 'R' } }), 'create e5'); // 3 < 2 + 3
    // Three players: every other player's pebbles count together.
    expectRefused(position({ players: 3, pieces: { e4: 'RR', d5: 'R', f5: 'R', d6: 'Y', f6: 'G' } }), 'create e5'); // 4 < 2 + 3
  });

  it('does not count stones, boulders or terrain', () => {
    const g = position({ pieces: { e4: 'R', d5: 'R', f5: 'R', e6: 'sY', d6: 'bY' }, header: { 'stone-era': 'gold' } });
    expectListed(g, 'create e5');
    const stones = position({ pieces: { e4: 'sR', d5: 'sR', f5: 'sR' }, header: { 'stone-era': 'red' } });
    expect(legalTexts(stones, 'stoneCreation')).toEqual([]);
  });

  it('needs an empty playable target, which may be on the perimeter', () => {
    expectRefused(position({ pieces: { e4: 'RR', d5: 'RR', f5: 'RR', e5: 'R' } }), 'create e5');
    expectRefused(position({ ...withNeutral, pieces: { e4: 'RR', d5: 'RR', f5: 'RR', e5: 'N' } }), 'create e5');
    // b5 is a red perimeter tile whose west side is barren.
    expectListed(position({ pieces: { b4: 'R', b6: 'R', c5: 'R' } }), 'create b5');
  });

  it('is legal in Stages 1 and 2 and keeps the turn in Stage 2; a second stone keeps the stone era', () => {
    let g = position({ pieces: { e4: 'R', d5: 'R', f5: 'R', h4: 'R', g5: 'R', i5: 'R' }, header: { stage: '2' } });
    g = act(g, 'create e5');
    g = act(g, 'create h5');
    expect(status(g).stage).toBe(2);
    expect(status(g).stoneEra).toEqual([0]);
    expectRefused(position({ pieces: { e4: 'R', d5: 'R', f5: 'R' }, header: { stage: '3' } }), 'create e5', /Stage/);
  });
});

describe('Cast Stone', () => {
  const red = { 'stone-era': 'red gold' };

  it('flies three squares in any of eight directions and may hook toward the home pedestal', () => {
    // Red's home pedestal is c3. From f6: W ends on c6 (c3 straight north: hook c5); N ends on f3
    // (c3 straight west: hook e3); NW ends on the pedestal itself (no hook); SW ends on c9 (hook c8);
    // NE ends on i3 (hook h3); SE ends on i9, where the pedestal lies straight back: no hook.
    const g = position({ pieces: { f6: 'sR' }, header: red });
    expect(legalTexts(g, 'cast')).toEqual(
      ['c3', 'c5', 'c6', 'c8', 'c9', 'e3', 'f3', 'f9', 'h3', 'i3', 'i6', 'i9'].map((t) => `cast f6-${t}`),
    );
    const plain = act(g, 'cast f6-c6');
    expect(token(plain, 'c6')).toBe('sR');
    expect(token(plain, 'f6')).toBe('');
    expect(status(plain).stage).toBe(2);
    expect(token(act(g, 'cast f6-c5'), 'c5')).toBe('sR');
  });

  it("hooks toward the caster's own home pedestal", () => {
    // Gold's home is c10: west from f7 ends on c7, and the hook goes south to c8 (red's would go north).
    const g = position({ pieces: { f7: 'sY' }, header: { current: 'gold', 'stone-era': 'gold' } });
    expectListed(g, 'cast f7-c8');
    expectRefused(g, 'cast f7-c6');
  });

  it('may hook onto the pedestal itself', () => {
    expectListed(position({ pieces: { f4: 'sR' }, header: red }), 'cast f4-c3'); // W to c4, hook N
  });

  it('never hooks straight ahead, straight back, or off a line with the pedestal', () => {
    // NW from g7 ends on d4 with c3 straight ahead.
    const ahead = position({ pieces: { g7: 'sR' }, header: red });
    expect(legalTexts(ahead, 'cast').filter((t) => /-(c3|d4)$/.test(t))).toEqual(['cast g7-d4']);
    // NW from g10 ends on d7: c3 is not on a line with d7.
    const offLine = position({ pieces: { g10: 'sR' }, header: red });
    expectListed(offLine, 'cast g10-d7');
    for (const t of ['c6', 'c7', 'd6', 'c8']) expectRefused(offLine, `cast g10-${t}`);
  });

  it('stops before pebbles, boulders, neutral stones and barren; only the stop square is an action', () => {
    const g = position({
      ...withNeutral,
      header: { ...withNeutral.header, 'stone-era': 'red gold' },
      pieces: { f6: 'sR', f4: 'Y', h6: 'bY', d8: 'sN', e6: 'R' },
    });
    const texts = legalTexts(g, 'cast');
    expect(texts).toContain('cast f6-f5'); // a pebble on f4
    expect(texts).toContain('cast f6-g6'); // a boulder on h6
    expect(texts).toContain('cast f6-e7'); // a neutral stone on d8
    expect(texts.some((t) => t.startsWith('cast f6-e6') || t.startsWith('cast f6-d6'))).toBe(false); // own pebble beside it
    expectRefused(g, 'cast f6-f4');
    expectRefused(g, 'cast f6-h6');
    expectRefused(g, 'cast f6-d8');
    expectRefused(g, 'cast f6-e6');
    // The player chooses the direction only: the stone cannot stop early.
    expectRefused(g, 'cast f6-g7');
    expectRefused(g, 'cast f6-h8');
    expectListed(g, 'cast f6-i9');
    // Barren: from d3 north the stone reaches the perimeter tile d2 and stops before d1.
    expectListed(position({ pieces: { d3: 'sR' }, header: red }), 'cast d3-d2');
  });

  it('stops at the edge of the grid, and a stone that cannot move has no cast', () => {
    // A red tile slid to e1: every direction leads off the grid or onto barren.
    const g = position({ pieces: { e1: 'sR' }, header: red, terrain: { e1: 'r', d2: '#', e2: '#', f2: '#' } });
    expect(legalTexts(g, 'cast')).toEqual([]);
    expectRefused(g, 'cast e1-e2');
  });

  it('strikes any non-neutral stone within three squares: both become one boulder of the caster', () => {
    const g = position({
      players: 3,
      pieces: { f6: 'sR', f4: 'sR', i6: 'sG', c6: 'sY', f7: 'sY' },
      header: { 'stone-era': 'red gold green' },
    });
    const texts = legalTexts(g, 'cast');
    for (const t of ['f4', 'i6', 'c6', 'f7']) expect(texts).toContain(`cast f6-${t}`);
    for (const [to, left] of [
      ['f4', 'f6'],
      ['i6', 'f6'],
      ['f7', 'f6'],
    ] as const) {
      const after = act(g, `cast f6-${to}`);
      expect(token(after, to)).toBe('bR');
      expect(token(after, left)).toBe('');
      expect(status(after).stage).toBe(2);
    }
    // A boulder formed on c6 ends the cast: no hook.
    expectRefused(g, 'cast f6-c5');
  });

  it('does not reach a stone four squares away', () => {
    const g = position({ pieces: { f6: 'sR', b6: 'sY' }, header: red });
    expectListed(g, 'cast f6-c6');
    expectRefused(g, 'cast f6-b6');
  });

  it('no hook after a short flight; a hook is blocked like a flight and may strike a stone', () => {
    const short = position({ pieces: { f6: 'sR', c6: 'Y' }, header: red });
    expectListed(short, 'cast f6-d6');
    expectRefused(short, 'cast f6-c5');
    const blocked = position({ pieces: { f6: 'sR', c5: 'Y' }, header: red });
    expectListed(blocked, 'cast f6-c6');
    expectRefused(blocked, 'cast f6-c5');
    const neutral = position({
      ...withNeutral,
      pieces: { f6: 'sR', c5: 'sN' },
      header: { ...withNeutral.header, 'stone-era': 'red' },
    });
    expectRefused(neutral, 'cast f6-c5');
    const strike = position({ pieces: { f6: 'sR', c5: 'sY' }, header: red });
    const after = act(strike, 'cast f6-c5');
    expect(token(after, 'c5')).toBe('bR');
    expect(token(after, 'c6')).toBe('');
  });

  it('is a Stage 1 action only, and casts only your own stones', () => {
    expectRefused(position({ pieces: { f6: 'sR' }, header: { ...red, stage: '2' } }), 'cast f6-c6', /Stage/);
    expectRefused(position({ pieces: { f6: 'sY' }, header: red }), 'cast f6-c6');
  });
});

describe('Stone Creation beside stones and boulders', () => {
  it("removes only the creator's pebbles: neighbouring stones and boulders stay", () => {
    const g = position({
      pieces: { e3: 'R', f3: 'R', e4: 'R', e5: 'R', f5: 'R', g4: 'sY', g5: 'bR' },
      header: { 'stone-era': 'red gold' },
    });
    const after = act(g, 'create f4');
    expect(token(after, 'f4')).toBe('sR');
    expect(token(after, 'g4')).toBe('sY');
    expect(token(after, 'g5')).toBe('bR');
  });
});
