import { describe, expect, it } from 'vitest';
import { IllegalActionError, parseAction, play, pressure, status, type Game } from '../../src/rules/index';
import { legalTexts, position, sq, token } from './helpers';

const act = (g: Game, text: string): Game => play(g, parseAction(g, text));

describe('Pebble Entrench', () => {
  it('adds one pebble to a stack of 1 to 3 of your own pebbles, then Stage 2', () => {
    const g = position({ pieces: { c4: 'R', d5: 'RR', e6: 'RRR', f7: 'RRRR' } });
    expect(legalTexts(g, 'entrench')).toEqual(['entrench c4', 'entrench d5', 'entrench e6']);
    const after = act(g, 'entrench d5');
    expect(token(after, 'd5')).toBe('RRR');
    expect(status(after).stage).toBe(2);
  });

  it('is not allowed on stacks shared with other or neutral pebbles', () => {
    const g = position({ players: 3, header: { active: 'red gold', eliminated: 'green' }, pieces: { c4: 'RY', d5: 'RN' } });
    expect(legalTexts(g, 'entrench')).toEqual([]);
  });
});

describe('Pebble Retreat', () => {
  it('moves the whole unit exactly two squares, never closer to an enemy piece', () => {
    const g = position({ pieces: { e5: 'RR', g7: 'Y' } });
    const targets = legalTexts(g, 'retreat');
    expect(targets).toContain('retreat e5-c3');
    expect(targets).toContain('retreat e5-e7'); // distance to g7 stays 2
    expect(targets).toContain('retreat e5-g5'); // as far from g7 as e5 is: allowed
    expect(targets).not.toContain('retreat e5-g6'); // 1 from g7: closer
    const after = act(g, 'retreat e5-c3');
    expect(token(after, 'c3')).toBe('RR');
    expect(token(after, 'e5')).toBe('');
    expect(status(after).stage).toBe(2);
  });

  it('needs one open middle square: empty, or own pebbles with room for the unit', () => {
    // Retreat e5 → e3: middles d4, e4, f4.
    const blocked = position({ pieces: { e5: 'RR', d4: 'Y', e4: 'sY', f4: 'RRR', k12: '' } });
    expect(legalTexts(blocked, 'retreat')).not.toContain('retreat e5-e3');
    const roomy = position({ pieces: { e5: 'RR', d4: 'Y', e4: 'sY', f4: 'RR' } });
    expect(legalTexts(roomy, 'retreat')).toContain('retreat e5-e3');
  });

  it('leaves other players\' pebbles on the source square', () => {
    const g = position({ pieces: { e5: 'RY', h8: 'Y' } });
    const after = act(g, 'retreat e5-c3');
    expect(token(after, 'e5')).toBe('Y');
    expect(token(after, 'c3')).toBe('R');
  });

  it('targets only empty playable squares at distance exactly two', () => {
    const g = position({ pieces: { d4: 'R', f6: 'Y' } });
    const texts = legalTexts(g, 'retreat');
    expect(texts.every((t) => !t.endsWith('-b2'))).toBe(true); // b2 is barren
    expect(texts).not.toContain('retreat d4-f6'); // occupied
    expect(texts).not.toContain('retreat d4-e5'); // distance 1
  });
});

describe('Extend Supply Chain', () => {
  it('grows a line of two touching single pebbles at either end, from either pebble', () => {
    const g = position({ pieces: { e5: 'R', f5: 'R' } });
    expect(legalTexts(g, 'extend')).toEqual(['extend e5-d5', 'extend e5-g5', 'extend f5-d5', 'extend f5-g5']);
    const after = act(g, 'extend e5-g5');
    expect(token(after, 'g5')).toBe('R');
    expect(status(after).stage).toBe(2);
  });

  it('works on diagonals and needs single pebbles and an empty target', () => {
    const diagonal = position({ pieces: { e5: 'R', f6: 'R', g7: 'Y' } });
    expect(legalTexts(diagonal, 'extend')).toEqual(['extend e5-d4', 'extend f6-d4']);
    const stacked = position({ pieces: { e5: 'RR', f5: 'R' } });
    expect(legalTexts(stacked, 'extend')).toEqual([]);
  });
});

describe('Pebble Attack', () => {
  it('sends any number of pebbles when the target-centred pressure is strictly greater', () => {
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
  });

  it('is refused on equal pressure, with the reason', () => {
    const g = position({ pieces: { e5: 'R', f5: 'Y' } });
    expect(legalTexts(g, 'pebbleAttack')).toEqual([]);
    expect(() =>
      play(g, { kind: 'pebbleAttack', from: sq('e5'), to: sq('f5'), count: 1, defender: 1 }),
    ).toThrow(/Pebble Attack: your pressure 2 on f5 is not greater than gold's 2/);
  });

  it('may strike a stone: the square is cleared and the pebbles move in', () => {
    const g = position({ pieces: { e5: 'RRRR', f5: 'sY' }, header: { 'stone-era': 'gold' } });
    expect(pressure(g, 0, sq('f5'))).toBe(8);
    expect(pressure(g, 1, sq('f5'))).toBe(6);
    const after = act(g, 'attack 1 e5-f5 gold');
    expect(token(after, 'f5')).toBe('R');
  });

  it('only fits as many pebbles as the square has room for beside pebbles that stay', () => {
    const g = position({ players: 3, pieces: { e5: 'RRRR', d4: 'RRRR', f5: 'YGGG' } });
    // Gold's one pebble goes; green's three stay, so one red pebble fits.
    expect(legalTexts(g, 'pebbleAttack').filter((t) => t.includes('-f5 gold'))).toEqual(['attack 1 e5-f5 gold']);
  });

  it('is a Stage 1 action only', () => {
    const g = position({ pieces: { e5: 'RRR', f5: 'Y' }, header: { stage: '2' } });
    expect(legalTexts(g, 'pebbleAttack')).toEqual([]);
    expect(() => act(g, 'attack 1 e5-f5 gold')).toThrow(IllegalActionError);
  });
});

describe('Supply Chain', () => {
  it('moves pebbles onto your own stack up to 4 and stays in Stage 2', () => {
    const g = position({ pieces: { e5: 'RRR', f5: 'R' } });
    const onto = legalTexts(g, 'supplyChain').filter((t) => t.endsWith('e5-f5'));
    expect(onto).toEqual(['supply 1 e5-f5', 'supply 2 e5-f5', 'supply 3 e5-f5']);
    const after = act(g, 'supply 3 e5-f5');
    expect(token(after, 'f5')).toBe('RRRR');
    expect(status(after).stage).toBe(2);
  });

  it('into an empty square must leave one pebble behind and goes to Stage 3', () => {
    const g = position({ pieces: { e5: 'RRR' } });
    const toEmpty = legalTexts(g, 'supplyChain').filter((t) => t.endsWith('e5-e6'));
    expect(toEmpty).toEqual(['supply 1 e5-e6', 'supply 2 e5-e6']);
    expect(status(act(g, 'supply 2 e5-e6')).stage).toBe(3);
    const single = position({ pieces: { e5: 'R' } });
    expect(legalTexts(single, 'supplyChain')).toEqual([]);
    expect(() => play(single, { kind: 'supplyChain', from: sq('e5'), to: sq('e6'), count: 1 })).toThrow(
      /leave at least one of your pebbles behind/,
    );
  });

  it('cannot overfill a stack or enter enemy squares', () => {
    const g = position({ pieces: { e5: 'RR', f5: 'RRR', e6: 'Y' } });
    const texts = legalTexts(g, 'supplyChain');
    expect(texts).toContain('supply 1 e5-f5');
    expect(texts).not.toContain('supply 2 e5-f5');
    expect(texts.some((t) => t.endsWith('-e6'))).toBe(false);
  });

  it('is legal in Stage 2 and a step onto own pebbles can be followed by another', () => {
    let g = position({ pieces: { e5: 'RR', f5: 'R', g5: 'R' }, header: { stage: '2' } });
    g = act(g, 'supply 2 e5-f5');
    expect(status(g).stage).toBe(2);
    g = act(g, 'supply 1 f5-g5');
    expect(token(g, 'g5')).toBe('RR');
  });
});

describe('Reduction Attack', () => {
  const counts = (a: string, d: string): string[] =>
    legalTexts(position({ pieces: { e5: a, f5: d } }), 'reductionAttack');

  it('follows the manual\'s count table', () => {
    expect(counts('RR', 'YYYY')).toEqual(['reduce 1 e5-f5 gold', 'reduce 2 e5-f5 gold']);
    expect(counts('RRRR', 'YY')).toEqual(['reduce 1 e5-f5 gold']);
    expect(counts('RR', 'YY')).toEqual(['reduce 1 e5-f5 gold', 'reduce 2 e5-f5 gold']);
    expect(counts('RRRR', 'Y')).toEqual([]);
  });

  it('says why a larger stack may not wipe out a smaller one', () => {
    const g = position({ pieces: { e5: 'RRRR', f5: 'YY' } });
    expect(() =>
      play(g, { kind: 'reductionAttack', from: sq('e5'), to: sq('f5'), count: 2, defender: 1 }),
    ).toThrow('Reduction Attack: 4 pebbles cannot spend all of a smaller stack of 2');
  });

  it('removes the same number from both sides and goes to Stage 3', () => {
    const g = position({ pieces: { e5: 'RR', f5: 'YY' } });
    const after = act(g, 'reduce 2 e5-f5 gold');
    expect(token(after, 'e5')).toBe('');
    expect(token(after, 'f5')).toBe('');
    expect(status(after).stage).toBe(3);
  });

  it('never targets neutral pebbles, and names the defender in a mixed stack', () => {
    const g = position({
      players: 3,
      header: { active: 'red green', eliminated: 'gold' },
      pieces: { e5: 'RR', f5: 'N', e6: 'GGN' },
    });
    expect(legalTexts(g, 'reductionAttack')).toEqual(['reduce 1 e5-e6 green', 'reduce 2 e5-e6 green']);
    const after = act(g, 'reduce 2 e5-e6 green');
    expect(token(after, 'e6')).toBe('N');
  });
});

describe('Pebble War', () => {
  it('moves the whole unit into an enemy unit when its pressure is strictly greater', () => {
    const g = position({ pieces: { e5: 'RR', f5: 'Y' } });
    expect(legalTexts(g, 'pebbleWar')).toEqual(['war e5-f5 gold']);
    const after = act(g, 'war e5-f5 gold');
    expect(token(after, 'f5')).toBe('RR');
    expect(token(after, 'e5')).toBe('');
    expect(status(after).stage).toBe(2);
  });

  it('counts terrain: a pebble on a pedestal weighs 4', () => {
    const g = position({ pieces: { c3: 'Y', d4: 'R', c4: 'R' } });
    // Centred on c3: gold 1×4 = 4; red d4 2 + c4 2 = 4 — not greater.
    expect(legalTexts(g, 'pebbleWar')).toEqual([]);
    const stronger = position({ pieces: { c3: 'Y', d4: 'RR', c4: 'R' } });
    expect(legalTexts(stronger, 'pebbleWar')).toEqual(['war c4-c3 gold', 'war d4-c3 gold']);
  });

  it('third-party pebbles stay and must leave room for the attacking unit', () => {
    const g = position({ players: 3, pieces: { e5: 'RR', d5: 'RR', f5: 'YGG' } });
    const after = act(g, 'war e5-f5 gold');
    expect(token(after, 'f5')).toBe('RRGG');
    const crowded = position({ players: 3, pieces: { e5: 'RRR', d5: 'RR', f5: 'YGG' } });
    // Against gold, the two green pebbles stay and three red ones do not fit beside them.
    expect(legalTexts(crowded, 'pebbleWar').filter((t) => t.startsWith('war e5'))).toEqual(['war e5-f5 green']);
  });

  it('can chain: the unit that won can attack again in the same Stage 2', () => {
    let g = position({ pieces: { d5: 'RRR', e5: 'Y', f5: 'Y' }, header: { stage: '2' } });
    g = act(g, 'war d5-e5 gold');
    expect(legalTexts(g, 'pebbleWar')).toEqual(['war e5-f5 gold']);
    g = act(g, 'war e5-f5 gold');
    expect(token(g, 'f5')).toBe('RRR');
  });
});
