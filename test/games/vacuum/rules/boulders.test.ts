// Boulder Move: step, attack, sacrifice, Boulder Chain and Exit Boulder Chain. docs/rules.md
// "Boulder Move", "Boulder Chain" and "Undo" (undo per chain segment).
import { describe, expect, it } from 'vitest';
import { canUndo, legalActions, status, undo, type Game } from '../../../../src/games/vacuum/rules/index';
import { act, actAll, expectRefused, legalTexts, position, sq, token, withNeutral } from './helpers';

const era = { 'stone-era': 'red gold' };

describe('Boulder Move: step', () => {
  it('steps one square onto any empty playable square, then Stage 2', () => {
    const g = position({ pieces: { e5: 'bR' }, header: era });
    expect(legalTexts(g, 'boulder')).toEqual(
      ['d4', 'd5', 'd6', 'e4', 'e6', 'f4', 'f5', 'f6'].map((t) => `boulder e5-${t}`),
    );
    const after = act(g, 'boulder e5-f6');
    expect(token(after, 'f6')).toBe('bR');
    expect(token(after, 'e5')).toBe('');
    expect(status(after).stage).toBe(2);
    expectRefused(g, 'boulder e5-g7'); // two squares
  });

  it('never onto barren, your own stone or boulder, a shared stack or neutral pieces', () => {
    const g = position({
      ...withNeutral,
      header: { ...withNeutral.header, 'stone-era': 'red' },
      pieces: { b5: 'bR', c4: 'sR', c5: 'bR', c6: 'RY', b6: 'N', b4: 'sN' },
    });
    for (const t of ['a5', 'c4', 'c5', 'c6', 'b6', 'b4']) expectRefused(g, `boulder b5-${t}`);
  });

  it('is a Stage 1 action only, and moves only your own boulders', () => {
    expectRefused(position({ pieces: { e5: 'bR' }, header: { ...era, stage: '2' } }), 'boulder e5-e6', /Stage/);
    expectRefused(position({ pieces: { e5: 'bY' }, header: era }), 'boulder e5-e6');
  });
});

describe('Boulder Move: attack and sacrifice', () => {
  it('takes enemy pebbles when its target-centred pressure is strictly greater', () => {
    const g = position({ pieces: { e5: 'bR', f5: 'YY' }, header: era });
    const after = act(g, 'boulder e5-f5');
    expect(token(after, 'f5')).toBe('bR');
    expect(token(after, 'e5')).toBe('');
    expect(status(after).stage).toBe(2);
  });

  it('takes a stone only when strictly stronger; a tie or a loss is no action at all', () => {
    // Around f5: red boulder 18; gold stone 6 + g5 8 + g4 4 = 18.
    const tie = position({ pieces: { e5: 'bR', f5: 'sY', g5: 'YYYY', g4: 'YY' }, header: era });
    expectRefused(tie, 'boulder e5-f5', /Boulder/);
    const win = position({ pieces: { e5: 'bR', f5: 'sY', g5: 'YYYY', g4: 'Y' }, header: era });
    expect(token(act(win, 'boulder e5-f5'), 'f5')).toBe('bR');
    const strong = position({ pieces: { e5: 'bR', f5: 'YYYY', g4: 'YYYY', g5: 'YYYY', g6: 'YYYY' }, header: era });
    expectRefused(strong, 'boulder e5-f5'); // 32 against 18: no sacrifice against pebbles
  });

  it('takes an enemy boulder when strictly stronger', () => {
    const g = position({ pieces: { e5: 'bR', e4: 'RRRR', f5: 'bY' }, header: era }); // 26 against 18
    const after = act(g, 'boulder e5-f5');
    expect(token(after, 'f5')).toBe('bR');
    expect(token(after, 'e5')).toBe('');
  });

  it('against an enemy boulder it does not beat, both boulders are removed and nothing moves', () => {
    for (const extra of [{}, { g5: 'YYYY' }] as Record<string, string>[]) {
      const g = position({ pieces: { e5: 'bR', f5: 'bY', ...extra }, header: era });
      const after = act(g, 'boulder e5-f5');
      expect(token(after, 'e5')).toBe('');
      expect(token(after, 'f5')).toBe('');
      expect(status(after).stage).toBe(2);
    }
  });

  it('attacks only a square whose pieces all belong to one active opponent', () => {
    const three = position({ players: 3, pieces: { e5: 'bR', f5: 'YG' }, header: { 'stone-era': 'red' } });
    expectRefused(three, 'boulder e5-f5');
    const neutral = position({
      ...withNeutral,
      header: { ...withNeutral.header, 'stone-era': 'red' },
      pieces: { e5: 'bR', f5: 'YN', d5: 'bN' },
    });
    expectRefused(neutral, 'boulder e5-f5');
    expectRefused(neutral, 'boulder e5-d5');
  });
});

describe('Boulder Chain', () => {
  const road = (): Game =>
    position({ pieces: { d5: 'bR', e5: 'RR', f5: 'R', g5: 'RRRR', e6: 'bR', f4: 'Y', f6: 'bY' }, header: era });

  it('entering a square of your own pebbles consumes them and starts a chain', () => {
    const g = act(road(), 'boulder d5-e5');
    expect(token(g, 'e5')).toBe('bR');
    expect(token(g, 'd5')).toBe('');
    expect(status(g).stage).toBe('chain');
    expect(status(g).chainAt).toBe(sq('e5'));
  });

  it('in a chain only the chained boulder steps, only onto own pebbles: no empty square, no attack', () => {
    const g = act(road(), 'boulder d5-e5');
    // e5 touches f5 (own pebble), f4 (gold pebble), f6 (gold boulder), empty squares, and the
    // other red boulder e6, which could otherwise step onto f5.
    expect(legalTexts(g)).toEqual(['boulder e5-f5', 'exit-chain', 'resign red']);
    for (const t of ['boulder e5-d4', 'boulder e5-f4', 'boulder e5-f6', 'boulder e6-f5', 'boulder e6-e7'])
      expectRefused(g, t);
    expectRefused(g, 'vacuum h8', /Chain/);
    const next = act(g, 'boulder e5-f5');
    expect(status(next)).toMatchObject({ stage: 'chain', chainAt: sq('f5') });
    const last = act(next, 'boulder f5-g5'); // four pebbles are consumed too
    expect(token(last, 'g5')).toBe('bR');
    expect(legalTexts(last)).toEqual(['exit-chain', 'resign red']);
  });

  it('Exit Boulder Chain goes to Stage 2, where boulders no longer move', () => {
    const g = actAll(road(), ['boulder d5-e5', 'exit-chain']);
    expect(status(g)).toMatchObject({ stage: 2, chainAt: null });
    expect(legalActions(g).some((a) => a.kind === 'boulder')).toBe(false);
    expectRefused(g, 'boulder e5-f5');
  });

  it('never starts on a square shared with enemy or neutral pebbles', () => {
    const g = position({
      ...withNeutral,
      header: { ...withNeutral.header, 'stone-era': 'red' },
      pieces: { e5: 'bR', f5: 'RY', d5: 'RN' },
    });
    expectRefused(g, 'boulder e5-f5');
    expectRefused(g, 'boulder e5-d5');
  });

  it('undo backs up one chain segment at a time', () => {
    const start = road();
    const one = act(start, 'boulder d5-e5');
    const two = act(one, 'boulder e5-f5');
    const out = act(two, 'exit-chain');
    expect(undo(out)).toEqual(two);
    expect(undo(two)).toEqual(one);
    expect(undo(one)).toEqual(start);
    expect(canUndo(start)).toBe(false);
  });
});
