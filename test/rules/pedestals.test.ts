import { describe, expect, it } from 'vitest';
import { parseAction, play, status, type Game } from '../../src/rules/index';
import { legalTexts, position, sq, token } from './helpers';

const act = (g: Game, text: string): Game => play(g, parseAction(g, text));

describe('Teleport', () => {
  it('swaps the contents of a pedestal holding your piece with any pedestal, itself included', () => {
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
    expect(status(after).cooldowns.sort()).toEqual([sq('c3'), sq('j10')].sort());
    expect(status(after).stage).toBe(2);
  });

  it('recognises stones and boulders as sources, and is legal in Stage 2', () => {
    const g = position({ pieces: { j3: 'bR' }, header: { stage: '2', 'stone-era': 'red' } });
    expect(legalTexts(g, 'teleport')).toHaveLength(4);
  });

  it('neutral pieces block a pedestal as source and as target', () => {
    const g = position({
      players: 3,
      header: { active: 'red gold', eliminated: 'green' },
      pieces: { c3: 'RN', j3: 'R', j10: 'N' },
    });
    expect(legalTexts(g, 'teleport')).toEqual(['teleport j3-c10', 'teleport j3-j3']);
  });

  it('pedestals on cooldown cannot be used again this turn; the cooldown ends at commit', () => {
    let g = position({ pieces: { c3: 'R', j3: 'R' } });
    g = act(g, 'teleport c3-c10');
    expect(legalTexts(g, 'teleport')).toEqual(['teleport j3-j10', 'teleport j3-j3']);
    g = act(act(g, 'vacuum h8'), 'commit');
    expect(status(g).cooldowns).toEqual([]);
    // Gold is not restricted by red's cooldown, and neither is red next turn.
    expect(legalTexts(position({ pieces: { c10: 'Y' }, header: { current: 'gold', cooldown: 'c3' } }), 'teleport')).toEqual([
      'teleport c10-c10',
      'teleport c10-j10',
      'teleport c10-j3',
    ]);
  });
});
