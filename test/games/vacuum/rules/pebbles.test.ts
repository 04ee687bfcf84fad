// Pebble actions: Entrench, Retreat, Extend Supply Chain, Pebble Attack (Stage 1); Supply Chain,
// Reduction Attack, Pebble War (Stage 2). docs/rules.md "Stage 1 actions", "Stage 2 actions".
import { describe, expect, it } from 'vitest';
import { pressure, status } from '../../../../src/games/vacuum/rules/index';
import { act, expectListed, expectRefused, legalTexts, position, sq, token, withNeutral } from './helpers';

describe('Pebble Entrench', () => {
  it('adds one pebble to a stack of 1, 2 or 3 of your own pebbles and goes to Stage 2', () => {
    const g = position({
      pieces: { c4: 'R', d5: 'RR', e6: 'RRR', f7: 'RRRR', g8: 'RY', h8: 'sR', e9: 'Y' },
      header: { 'stone-era': 'red' },
    });
    expect(legalTexts(g, 'entrench')).toEqual(['entrench c4', 'entrench d5', 'entrench e6']);
    const after = act(g, 'entrench d5');
    expect(token(after, 'd5')).toBe('RRR');
    expect(status(after).stage).toBe(2);
    expect(token(act(g, 'entrench c4'), 'c4')).toBe('RR');
  });

  it('refuses a full stack, a shared stack, a stone, an enemy stack and an empty square', () => {
    const g = position({ pieces: { f7: 'RRRR', g8: 'RY', h8: 'sR', e9: 'Y' }, header: { 'stone-era': 'red' } });
    for (const at of ['f7', 'g8', 'h8', 'e9', 'e5']) expectRefused(g, `entrench ${at}`, /Entrench/);
  });

  it('refuses a stack that shares its square with neutral pebbles', () => {
    const g = position({ ...withNeutral, pieces: { c4: 'RN', d5: 'R' } });
    expect(legalTexts(g, 'entrench')).toEqual(['entrench d5']);
    expectRefused(g, 'entrench c4');
  });

  it('is a Stage 1 action only', () => {
    const g = position({ pieces: { c4: 'R' }, header: { stage: '2' } });
    expectRefused(g, 'entrench c4', /Stage/);
  });
});

describe('Pebble Retreat', () => {
  it('moves exactly two king-steps, never closer to any active opponent piece', () => {
    // Gold on h5 is 3 from e5; of the 16 squares at distance 2 only those still ≥ 3 from h5 remain.
    const g = position({ pieces: { e5: 'RR', h5: 'Y' } });
    expect(legalTexts(g, 'retreat')).toEqual(
      ['c3', 'c4', 'c5', 'c6', 'c7', 'd3', 'd7', 'e3', 'e7'].map((t) => `retreat e5-${t}`),
    );
    expectRefused(g, 'retreat e5-f3'); // 2 from h5: closer
    expectRefused(g, 'retreat e5-f5'); // distance 1
    expectRefused(g, 'retreat e5-b5'); // distance 3
  });

  it('counts stones and boulders of opponents, each opponent separately', () => {
    for (const piece of ['sY', 'bY']) {
      const g = position({ pieces: { e5: 'RR', h5: piece }, header: { 'stone-era': 'gold' } });
      expect(legalTexts(g, 'retreat')).toHaveLength(9);
    }
    // A second opponent (green, 3 from e5 straight up) rules out the squares closer to it.
    const three = position({ players: 3, pieces: { e5: 'RR', h5: 'Y', e2: 'G' } });
    expect(legalTexts(three, 'retreat')).toEqual(['c5', 'c6', 'c7', 'd7', 'e7'].map((t) => `retreat e5-${t}`));
  });

  it('ignores neutral pieces for the never-closer rule', () => {
    const g = position({ ...withNeutral, pieces: { e5: 'R', c8: 'N' } });
    expectListed(g, 'retreat e5-c7'); // 1 from the neutral pebble on c8, which was 3 away
  });

  it('needs an empty playable target', () => {
    const g = position({ pieces: { e5: 'RR', e3: 'R', c3: 'sR' }, header: { 'stone-era': 'red' } });
    expectRefused(g, 'retreat e5-e3');
    expectRefused(g, 'retreat e5-c3');
    const edge = position({ pieces: { c4: 'R' } });
    expect(legalTexts(edge, 'retreat').some((t) => /-a\d/.test(t))).toBe(false); // column a is barren
  });

  it('needs one open middle square: empty, or own pebbles with room for the whole unit', () => {
    // Middles of e5→e3: d4 e4 f4; of e5→c3: d4; of e5→d3: d4 e4; of e5→f3: e4 f4; of e5→g3: f4.
    const blocked = position({ ...withNeutral, pieces: { e5: 'RR', d4: 'RRR', e4: 'N' }, terrain: { f4: '#' } });
    for (const t of ['e3', 'c3', 'd3', 'f3', 'g3']) expectRefused(blocked, `retreat e5-${t}`);
    const roomy = position({ ...withNeutral, pieces: { e5: 'RR', d4: 'RR', e4: 'N' }, terrain: { f4: '#' } });
    for (const t of ['e3', 'c3', 'd3']) expectListed(roomy, `retreat e5-${t}`);
    for (const t of ['f3', 'g3']) expectRefused(roomy, `retreat e5-${t}`);
  });

  it('is blocked by own pebbles sharing the middle square with neutral ones, and by a neutral target', () => {
    const g = position({ ...withNeutral, pieces: { e5: 'R', d4: 'RN', e7: 'N' } });
    expectRefused(g, 'retreat e5-c3');
    expectRefused(g, 'retreat e5-e7');
  });

  it('is blocked by enemy pebbles, a stone, a boulder or a shared stack in the only middle square', () => {
    for (const middle of ['Y', 'sY', 'bY', 'sR', 'RY']) {
      const g = position({ pieces: { e5: 'R', d4: middle }, header: { 'stone-era': 'red gold' } });
      expectRefused(g, 'retreat e5-c3');
    }
  });

  it('moves the unit only: other pebbles stay on the source, and the turn goes to Stage 2', () => {
    const g = position({ pieces: { e5: 'RRY', h8: 'Y' } });
    const after = act(g, 'retreat e5-c3');
    expect(token(after, 'c3')).toBe('RR');
    expect(token(after, 'e5')).toBe('Y');
    expect(status(after).stage).toBe(2);
  });
});

describe('Extend Supply Chain', () => {
  it('grows a line of two touching single pebbles at either end, from either pebble', () => {
    const g = position({ pieces: { e5: 'R', f5: 'R' } });
    expect(legalTexts(g, 'extend')).toEqual(['extend e5-d5', 'extend e5-g5', 'extend f5-d5', 'extend f5-g5']);
    const after = act(g, 'extend e5-g5');
    expect(['e5', 'f5', 'g5'].map((s) => token(after, s))).toEqual(['R', 'R', 'R']);
    expect(status(after).stage).toBe(2);
  });

  it('works along diagonals', () => {
    const g = position({ pieces: { e5: 'R', f6: 'R' } });
    expect(legalTexts(g, 'extend')).toEqual(['extend e5-d4', 'extend e5-g7', 'extend f6-d4', 'extend f6-g7']);
  });

  it('treats each touching pair of a longer line on its own', () => {
    const g = position({ pieces: { e5: 'R', f5: 'R', g5: 'R' } });
    expect(legalTexts(g, 'extend')).toEqual(['extend e5-d5', 'extend f5-d5', 'extend f5-h5', 'extend g5-h5']);
  });

  it('needs two single pebbles of your own and an empty playable square beyond them', () => {
    expect(legalTexts(position({ pieces: { e5: 'RR', f5: 'R' } }), 'extend')).toEqual([]);
    expect(legalTexts(position({ pieces: { e5: 'RY', f5: 'R' } }), 'extend')).toEqual([]);
    expect(legalTexts(position({ pieces: { e5: 'R', f5: 'Y' } }), 'extend')).toEqual([]);
    const ends = position({ pieces: { b4: 'R', c4: 'R', e4: 'Y' } }); // a4 is barren; beyond c4 is d4
    expect(legalTexts(ends, 'extend')).toEqual(['extend b4-d4', 'extend c4-d4']);
    const occupied = position({ pieces: { e5: 'R', f5: 'R', d5: 'Y', g5: 'sY' }, header: { 'stone-era': 'gold' } });
    expectRefused(occupied, 'extend e5-d5');
    expectRefused(occupied, 'extend f5-g5');
    expectRefused(position({ pieces: { e5: 'R', g5: 'R' } }), 'extend e5-f5'); // not touching
    expect(legalTexts(position({ ...withNeutral, pieces: { e5: 'R', f5: 'RN' } }), 'extend')).toEqual([]);
    expectRefused(position({ ...withNeutral, pieces: { e5: 'R', f5: 'R', g5: 'N' } }), 'extend e5-g5');
  });
});

describe('Pebble Attack', () => {
  it('sends 1 to all of the stack when the target-centred pressure is strictly greater', () => {
    const g = position({ pieces: { e5: 'RRR', f5: 'Y' } });
    expect(pressure(g, 0, sq('f5'))).toBe(6);
    expect(pressure(g, 1, sq('f5'))).toBe(2);
    expect(legalTexts(g, 'pebbleAttack')).toEqual([
      'attack 1 e5-f5 gold',
      'attack 2 e5-f5 gold',
      'attack 3 e5-f5 gold',
    ]);
    const after = act(g, 'attack 2 e5-f5 gold');
    expect(token(after, 'f5')).toBe('RR');
    expect(token(after, 'e5')).toBe('R');
    expect(status(after).stage).toBe(2);
    expectRefused(g, 'attack 4 e5-f5 gold');
    expectRefused(g, 'attack 0 e5-f5 gold');
  });

  it('is refused on equal pressure: nothing happens to either side', () => {
    const g = position({ pieces: { e5: 'R', f5: 'Y' } });
    expect(legalTexts(g, 'pebbleAttack')).toEqual([]);
    expectRefused(g, 'attack 1 e5-f5 gold', /Pebble Attack/);
  });

  it('may strike a stone or a boulder: the square is cleared and the pebbles move in', () => {
    const stone = position({ pieces: { e5: 'RRRR', f5: 'sY' }, header: { 'stone-era': 'gold' } });
    expect(token(act(stone, 'attack 1 e5-f5 gold'), 'f5')).toBe('R');
    // Around f5: red 3 × 4 pebbles on board = 24 against a gold boulder's 18.
    const boulder = position({
      pieces: { e4: 'RRRR', e5: 'RRRR', e6: 'RRRR', f5: 'bY' },
      header: { 'stone-era': 'gold' },
    });
    const after = act(boulder, 'attack 3 e5-f5 gold');
    expect(token(after, 'f5')).toBe('RRR');
    expect(token(after, 'e5')).toBe('R');
    const weak = position({ pieces: { e4: 'RRRR', e5: 'RRRR', f5: 'bY' }, header: { 'stone-era': 'gold' } });
    expectRefused(weak, 'attack 1 e5-f5 gold'); // 16 against 18
  });

  it('removes only the defender: third-party pebbles stay and the attackers must fit beside them', () => {
    const g = position({ players: 3, pieces: { e5: 'RRRR', d4: 'RRRR', f5: 'YGG' } });
    expect(legalTexts(g, 'pebbleAttack').filter((t) => t.includes('-f5 gold'))).toEqual([
      'attack 1 e5-f5 gold',
      'attack 2 e5-f5 gold',
    ]);
    expectRefused(g, 'attack 3 e5-f5 gold');
    expect(token(act(g, 'attack 2 e5-f5 gold'), 'f5')).toBe('RRGG');
  });

  it('neutral pebbles on the target stay there and take room (docs/rules.md "Neutral pieces")', () => {
    const g = position({ ...withNeutral, pieces: { e5: 'RRR', f5: 'YNN' } });
    expect(legalTexts(g, 'pebbleAttack')).toEqual(['attack 1 e5-f5 gold', 'attack 2 e5-f5 gold']);
    expect(token(act(g, 'attack 2 e5-f5 gold'), 'f5')).toBe('RRNN');
    expect(legalTexts(g, 'pebbleWar')).toEqual([]); // three red beside two neutral is five
    expect(token(act(position({ ...withNeutral, pieces: { e5: 'RR', f5: 'YNN' } }), 'war e5-f5 gold'), 'f5')).toBe(
      'RRNN',
    );
  });

  it('compares only the attacker and the named defender', () => {
    // Green's big stack next to f5 does not help gold.
    const g = position({ players: 3, pieces: { e5: 'RR', f5: 'Y', g5: 'GGGG' } });
    expectListed(g, 'attack 1 e5-f5 gold');
    expectRefused(g, 'attack 1 e5-f5 green'); // green has nothing on f5
  });

  it('never targets neutral pieces, your own pieces, or a square two away', () => {
    const g = position({ ...withNeutral, pieces: { e5: 'RRRR', f5: 'N', e6: 'RY', g5: 'Y' } });
    expect(legalTexts(g, 'pebbleAttack')).toEqual([]);
    expectRefused(g, 'attack 1 e5-e6 gold');
    expectRefused(g, 'attack 1 e5-g5 gold');
  });

  it('is a Stage 1 action only', () => {
    const g = position({ pieces: { e5: 'RRR', f5: 'Y' }, header: { stage: '2' } });
    expect(legalTexts(g, 'pebbleAttack')).toEqual([]);
    expectRefused(g, 'attack 1 e5-f5 gold', /Stage/);
  });
});

describe('fights over a square shared by three opponents (4 players)', () => {
  // f5 holds one gold, two green and one white pebble; red's three pebbles on e5 press with 6.
  const g = position({ players: 4, pieces: { e5: 'RRR', f5: 'YGGW' } });

  it('Pebble Attack: each defender in turn, with room only where that defender leaves it', () => {
    expect(legalTexts(g, 'pebbleAttack')).toEqual([
      'attack 1 e5-f5 gold',
      'attack 1 e5-f5 green',
      'attack 1 e5-f5 white',
      'attack 2 e5-f5 green',
    ]);
    expect(token(act(g, 'attack 2 e5-f5 green'), 'f5')).toBe('RRYW');
  });

  it("Reduction Attack: D is the named defender's pebbles only", () => {
    expect(legalTexts(g, 'reductionAttack')).toEqual(['reduce 1 e5-f5 green']);
  });

  it('Pebble War: the whole unit must fit beside the pebbles that stay', () => {
    expect(legalTexts(g, 'pebbleWar')).toEqual([]);
    expectListed(position({ players: 4, pieces: { e5: 'RR', e4: 'R', f5: 'YGGW' } }), 'war e5-f5 green'); // 6 against 4
  });
});

describe('Supply Chain', () => {
  it('moves any count onto your own stack up to 4 pebbles and stays in Stage 2', () => {
    const g = position({ pieces: { e5: 'RRR', f5: 'R' } });
    expect(legalTexts(g, 'supplyChain').filter((t) => t.endsWith('e5-f5'))).toEqual([
      'supply 1 e5-f5',
      'supply 2 e5-f5',
      'supply 3 e5-f5',
    ]);
    const after = act(g, 'supply 3 e5-f5');
    expect(token(after, 'f5')).toBe('RRRR');
    expect(token(after, 'e5')).toBe('');
    expect(status(after).stage).toBe(2);
    const full = position({ pieces: { e5: 'RR', f5: 'RRR' } });
    expectListed(full, 'supply 1 e5-f5');
    expectRefused(full, 'supply 2 e5-f5');
  });

  it('into an empty square must leave at least one pebble behind, and goes to Stage 3', () => {
    const g = position({ pieces: { e5: 'RRR' } });
    expect(legalTexts(g, 'supplyChain').filter((t) => t.endsWith('e5-e6'))).toEqual([
      'supply 1 e5-e6',
      'supply 2 e5-e6',
    ]);
    expectRefused(g, 'supply 3 e5-e6');
    const after = act(g, 'supply 2 e5-e6');
    expect(token(after, 'e6')).toBe('RR');
    expect(token(after, 'e5')).toBe('R');
    expect(status(after).stage).toBe(3);
    const single = position({ pieces: { e5: 'R' } });
    expect(legalTexts(single, 'supplyChain')).toEqual([]);
    expectRefused(single, 'supply 1 e5-e6', /Supply Chain/);
  });

  it('never enters enemy, neutral-only, stone or barren squares', () => {
    const g = position({
      ...withNeutral,
      pieces: { b4: 'RRR', c4: 'Y', c5: 'N', b5: 'sY' },
      header: { ...withNeutral.header, 'stone-era': 'gold' },
    });
    for (const to of ['c4', 'c5', 'b5', 'a4']) expectRefused(g, `supply 1 b4-${to}`);
  });

  it('may join own pebbles that share a square with neutral pebbles, which stay and take room', () => {
    const g = position({ ...withNeutral, pieces: { e5: 'RRR', f5: 'RN' } });
    expect(legalTexts(g, 'supplyChain').filter((t) => t.endsWith('e5-f5'))).toEqual([
      'supply 1 e5-f5',
      'supply 2 e5-f5',
    ]);
    expect(token(act(g, 'supply 2 e5-f5'), 'f5')).toBe('RRRN');
  });

  it('moves only your own pebbles off a shared square, counting only them', () => {
    const g = position({ pieces: { e5: 'RRY' } });
    expectRefused(g, 'supply 2 e5-e6'); // two own pebbles: one must stay
    const after = act(g, 'supply 1 e5-e6');
    expect(token(after, 'e5')).toBe('RY');
  });

  it('is legal in Stages 1 and 2, one step at a time, and not in Stage 3', () => {
    let g = position({ pieces: { e5: 'RR', f5: 'R', g5: 'R' } });
    g = act(g, 'supply 2 e5-f5');
    expect(status(g).stage).toBe(2);
    g = act(g, 'supply 1 f5-g5');
    expect(status(g).stage).toBe(2);
    expect(token(g, 'g5')).toBe('RR');
    expectRefused(position({ pieces: { e5: 'RR', f5: 'R' }, header: { stage: '3' } }), 'supply 1 e5-f5', /Stage/);
  });
});

describe('Reduction Attack', () => {
  const counts = (a: string, d: string): string[] =>
    legalTexts(position({ pieces: { e5: a, f5: d } }), 'reductionAttack');

  it("follows the manual's count limits and its four examples", () => {
    expect(counts('RR', 'YYYY')).toEqual(['reduce 1 e5-f5 gold', 'reduce 2 e5-f5 gold']); // A < D: 1..A
    expect(counts('RRRR', 'YY')).toEqual(['reduce 1 e5-f5 gold']); // A > D: 1..D-1
    expect(counts('RR', 'YY')).toEqual(['reduce 1 e5-f5 gold', 'reduce 2 e5-f5 gold']); // A = D: 1..D
    expect(counts('RRRR', 'Y')).toEqual([]);
    expect(counts('R', 'YYY')).toEqual(['reduce 1 e5-f5 gold']);
    expect(counts('RRR', 'YY')).toEqual(['reduce 1 e5-f5 gold']);
    expect(counts('R', 'Y')).toEqual(['reduce 1 e5-f5 gold']);
  });

  it('says why a larger stack may not wipe out a smaller one', () => {
    const g = position({ pieces: { e5: 'RRRR', f5: 'YY' } });
    expectRefused(g, 'reduce 2 e5-f5 gold', 'Reduction Attack: 4 pebbles cannot spend all of a smaller stack of 2');
    expectRefused(position({ pieces: { e5: 'RR', f5: 'YYYY' } }), 'reduce 3 e5-f5 gold');
  });

  it('removes the same number from both sides and goes to Stage 3', () => {
    const after = act(position({ pieces: { e5: 'RRR', f5: 'YYYY' } }), 'reduce 2 e5-f5 gold');
    expect(token(after, 'e5')).toBe('R');
    expect(token(after, 'f5')).toBe('YY');
    expect(status(after).stage).toBe(3);
    const wipe = act(position({ pieces: { e5: 'RR', f5: 'YY' } }), 'reduce 2 e5-f5 gold');
    expect([token(wipe, 'e5'), token(wipe, 'f5')]).toEqual(['', '']);
  });

  it('A counts only your own pebbles on a shared source', () => {
    // A = 2 (the gold pebble on e5 is not red's), D = 2: both counts are allowed.
    expect(legalTexts(position({ players: 3, pieces: { e5: 'RRG', f5: 'YY' } }), 'reductionAttack')).toEqual([
      'reduce 1 e5-f5 gold',
      'reduce 2 e5-f5 gold',
    ]);
  });

  it('names the defender in a shared stack; D counts only the defender', () => {
    const g = position({ players: 3, pieces: { e5: 'RR', f5: 'YGG' } });
    // Gold: A 2 > D 1, nothing; green: A = D = 2.
    expect(legalTexts(g, 'reductionAttack')).toEqual(['reduce 1 e5-f5 green', 'reduce 2 e5-f5 green']);
    expect(token(act(g, 'reduce 2 e5-f5 green'), 'f5')).toBe('Y');
  });

  it('never targets neutral pebbles or a square holding your own pebbles', () => {
    const g = position({ ...withNeutral, pieces: { e5: 'RR', f5: 'N', e6: 'YYN', f4: 'RY' } });
    expect(legalTexts(g, 'reductionAttack')).toEqual(['reduce 1 e5-e6 gold', 'reduce 2 e5-e6 gold']);
    expect(token(act(g, 'reduce 2 e5-e6 gold'), 'e6')).toBe('N');
    expectRefused(g, 'reduce 1 e5-f4 gold');
  });

  it('is legal in Stage 1 and Stage 2, not Stage 3', () => {
    const g = position({ pieces: { e5: 'R', f5: 'Y' }, header: { stage: '2' } });
    expect(legalTexts(g, 'reductionAttack')).toEqual(['reduce 1 e5-f5 gold']);
    expectRefused(position({ pieces: { e5: 'R', f5: 'Y' }, header: { stage: '3' } }), 'reduce 1 e5-f5 gold');
  });
});

describe('Pebble War', () => {
  it('moves the whole unit into an enemy unit when its pressure is strictly greater, staying in Stage 2', () => {
    const g = position({ pieces: { e5: 'RR', f5: 'Y' } });
    expect(legalTexts(g, 'pebbleWar')).toEqual(['war e5-f5 gold']);
    const after = act(g, 'war e5-f5 gold');
    expect(token(after, 'f5')).toBe('RR');
    expect(token(after, 'e5')).toBe('');
    expect(status(after).stage).toBe(2);
  });

  it('needs strictly greater target-centred pressure, terrain included', () => {
    // Centred on c3: gold 1 × 4 = 4; red c4 + d4 = 2 + 2 = 4: a tie is not enough.
    const tie = position({ pieces: { c3: 'Y', d4: 'R', c4: 'R' } });
    expect(legalTexts(tie, 'pebbleWar')).toEqual([]);
    expectRefused(tie, 'war c4-c3 gold', /Pebble War/);
    const stronger = position({ pieces: { c3: 'Y', d4: 'RR', c4: 'R' } });
    expect(legalTexts(stronger, 'pebbleWar')).toEqual(['war c4-c3 gold', 'war d4-c3 gold']);
  });

  it('compares only the attacker and the defender: a third player neither helps nor hinders', () => {
    const g = position({ players: 3, pieces: { e5: 'RR', f5: 'Y', g5: 'GGGG', g6: 'YG' } });
    // Around f5: red 4, gold 2 + 2 = 4 → tie, whatever green has.
    expectRefused(g, 'war e5-f5 gold');
    const h = position({ players: 3, pieces: { e5: 'RR', f5: 'Y', g5: 'GGGG' } });
    expectListed(h, 'war e5-f5 gold');
  });

  it('third-party pebbles stay on the target and must leave room for the whole unit', () => {
    const g = position({ players: 3, pieces: { e5: 'RR', d5: 'RR', f5: 'YGG' } });
    expect(token(act(g, 'war e5-f5 gold'), 'f5')).toBe('RRGG');
    const crowded = position({ players: 3, pieces: { e5: 'RRR', d5: 'RR', f5: 'YGG' } });
    expectRefused(crowded, 'war e5-f5 gold'); // three red beside two green is five
    expectListed(crowded, 'war e5-f5 green'); // gold's one stays: 3 + 1 = 4
  });

  it('moves only your unit off a shared source square', () => {
    const after = act(position({ players: 3, pieces: { e5: 'RRG', f5: 'Y' } }), 'war e5-f5 gold');
    expect(token(after, 'e5')).toBe('G');
    expect(token(after, 'f5')).toBe('RR');
  });

  it('targets pebbles only: not stones, not neutral pebbles, not squares with your own pebbles', () => {
    const g = position({
      ...withNeutral,
      pieces: { e5: 'RRRR', f5: 'sY', e6: 'N', d5: 'RY' },
      header: { ...withNeutral.header, 'stone-era': 'gold' },
    });
    expect(legalTexts(g, 'pebbleWar')).toEqual([]);
    expectRefused(g, 'war e5-d5 gold');
  });

  it('can be repeated: the unit that won can attack again, and Stage 1 skips to Stage 2', () => {
    let g = position({ pieces: { d5: 'RRR', e5: 'Y', f5: 'Y' } });
    g = act(g, 'war d5-e5 gold');
    expect(status(g).stage).toBe(2);
    expect(legalTexts(g, 'pebbleWar')).toEqual(['war e5-f5 gold']);
    g = act(g, 'war e5-f5 gold');
    expect(token(g, 'f5')).toBe('RRR');
    expect(status(g).stage).toBe(2);
  });
});
