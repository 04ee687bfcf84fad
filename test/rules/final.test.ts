import { describe, expect, it } from 'vitest';
import { newGame, parseAction, play, status, type Game } from '../../src/rules/index';
import { legalTexts, position, terrainLetter, token } from './helpers';

const act = (g: Game, text: string): Game => play(g, parseAction(g, text));

describe('Vacuum Move', () => {
  it('on an empty board every playable square is a vacuum space', () => {
    const g = newGame({ players: 2 });
    expect(legalTexts(g, 'vacuumMove')).toHaveLength(12 * 12 - 44 - 4);
    const after = act(g, 'vacuum e5');
    expect(token(after, 'e5')).toBe('R');
    expect(status(after).stage).toBe('commit');
  });

  it('needs an empty 3 × 3 area with a playable centre containing the square', () => {
    // A pebble on every other square of rows 4–8 leaves no empty 3 × 3 area around f6.
    const pieces: Record<string, string> = {};
    for (const c of 'cdefghij') for (const r of [4, 6, 8]) pieces[`${c}${r}`] = 'Y';
    const g = position({ pieces });
    expect(legalTexts(g, 'vacuumMove')).not.toContain('vacuum f5');
    expect(legalTexts(g, 'vacuumMove')).toContain('vacuum f11'); // bottom edge: area over barren
  });

  it('counts neutral pieces as pieces', () => {
    const pieces: Record<string, string> = {};
    for (const c of 'cdefghij') for (const r of [4, 6, 8]) pieces[`${c}${r}`] = 'N';
    const g = position({ players: 3, header: { active: 'red gold', eliminated: 'green' }, pieces });
    expect(legalTexts(g, 'vacuumMove')).not.toContain('vacuum f5');
  });
});

describe('Perimeter Move', () => {
  it('slides your own perimeter tile into orthogonal barren space, carrying its contents', () => {
    const g = position({ pieces: { c2: 'RY' } });
    expect(legalTexts(g, 'perimeterMove')).toContain('perimeter c2-c1');
    const after = act(g, 'perimeter c2-c1');
    expect(terrainLetter(after, 'c1')).toBe('r');
    expect(token(after, 'c1')).toBe('RY');
    expect(terrainLetter(after, 'c2')).toBe('#');
    expect(token(after, 'c2')).toBe('');
    expect(status(after).stage).toBe('commit');
  });

  it('only orthogonal barren squares inside the grid are targets', () => {
    const g = position();
    const fromB3 = legalTexts(g, 'perimeterMove').filter((t) => t.startsWith('perimeter b3-'));
    expect(fromB3).toEqual(['perimeter b3-a3', 'perimeter b3-b2']);
  });

  it('an unowned tile moves only with your pebble on it; another active player\'s never', () => {
    const g = position({ pieces: { g2: 'R', h2: 'sR', b7: 'R' }, header: { 'stone-era': 'red' } });
    const texts = legalTexts(g, 'perimeterMove');
    expect(texts).toContain('perimeter g2-g1'); // white is absent in a 2-player game
    expect(texts.some((t) => t.startsWith('perimeter h2-'))).toBe(false); // a stone is not enough
    expect(texts.some((t) => t.startsWith('perimeter b7-'))).toBe(false); // gold's tile
  });

  it('neutral pieces hold a tile in place', () => {
    const g = position({ players: 3, header: { active: 'red gold', eliminated: 'green' }, pieces: { c2: 'N' } });
    expect(legalTexts(g, 'perimeterMove').some((t) => t.startsWith('perimeter c2-'))).toBe(false);
  });
});
