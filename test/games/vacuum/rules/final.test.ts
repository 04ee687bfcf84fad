// Final actions: Vacuum Move and Perimeter Move. docs/rules.md "Final actions", "The board" and "Decisions we made".
import { describe, expect, it } from 'vitest';
import { newGame, perimeterColour, status, terrain } from '../../../../src/games/vacuum/rules/index';
import {
  act,
  expectListed,
  expectRefused,
  legalTexts,
  position,
  sq,
  terrainLetter,
  token,
  withNeutral,
} from './helpers';

/** A piece on every square of rows 4, 6 and 8, columns c–j: no empty 3 × 3 area in between. */
function stripes(piece: string): Record<string, string> {
  const pieces: Record<string, string> = {};
  for (const c of 'cdefghij') for (const r of [4, 6, 8]) pieces[`${c}${r}`] = piece;
  return pieces;
}

describe('Vacuum Move', () => {
  it('on an empty board every playable square is a vacuum space; the pebble is yours, then Commit', () => {
    const g = newGame({ players: 2 });
    expect(legalTexts(g, 'vacuumMove')).toHaveLength(96);
    const after = act(g, 'vacuum e5');
    expect(token(after, 'e5')).toBe('R');
    expect(status(after).stage).toBe('commit');
  });

  it('the target need not be the centre of its empty 3 × 3 area', () => {
    const g = position({ pieces: { g5: 'Y' } });
    expectListed(g, 'vacuum f5'); // its own area holds g5, the area around e5 is empty
    expectRefused(g, 'vacuum g5'); // occupied
  });

  it('needs some empty 3 × 3 area with a playable centre', () => {
    const g = position({ pieces: stripes('Y') });
    expectRefused(g, 'vacuum f5', /Vacuum/);
    expectRefused(g, 'vacuum f7');
    expectListed(g, 'vacuum f11'); // the area around f10 reaches over the barren edge
  });

  it('an area centred on barren does not count', () => {
    // Every area with a playable centre around b3 and c2 holds the gold pebble on c3; the areas
    // centred on the barren a3 or b2 are empty but do not count.
    const g = position({ pieces: { c3: 'Y' } });
    expectRefused(g, 'vacuum b3');
    expectRefused(g, 'vacuum c2');
    expectListed(g, 'vacuum b4');
  });

  it('an area may reach off the grid', () => {
    // A red tile slid to c1: the area around c1 has cells off the grid; the area around d2 holds e3.
    const g = position({ pieces: { e3: 'Y' }, terrain: { c1: 'r', c2: '#' } });
    expectListed(g, 'vacuum c1');
  });

  it('neutral pieces count as pieces', () => {
    const g = position({ ...withNeutral, pieces: stripes('N') });
    expectRefused(g, 'vacuum f5');
  });

  it('is legal in Stages 1, 2 and 3, not once the final action is done', () => {
    for (const stage of ['1', '2', '3']) {
      expect(status(act(position({ header: { stage } }), 'vacuum e5')).stage).toBe('commit');
    }
    expectRefused(position({ header: { stage: 'commit' } }), 'vacuum e5');
  });
});

describe('Perimeter Move', () => {
  it('slides your own tile into orthogonal barren space, carrying colour and contents', () => {
    const g = position({ pieces: { c2: 'RY' } });
    expect(legalTexts(g, 'perimeterMove').filter((t) => t.startsWith('perimeter c2-'))).toEqual([
      'perimeter c2-b2',
      'perimeter c2-c1',
    ]);
    const after = act(g, 'perimeter c2-c1');
    expect(terrainLetter(after, 'c1')).toBe('r');
    expect(perimeterColour(after, sq('c1'))).toBe(0);
    expect(token(after, 'c1')).toBe('RY');
    expect(terrain(after, sq('c2'))).toBe('barren');
    expect(token(after, 'c2')).toBe('');
    expect(status(after).stage).toBe('commit');
  });

  it('an own tile may move with anything but neutral pieces on it, or with nothing', () => {
    expectListed(position({ pieces: { c2: 'Y' } }), 'perimeter c2-c1');
    expectListed(position(), 'perimeter d2-d1');
    const stones = position({ pieces: { c2: 'sR', d2: 'bY' }, header: { 'stone-era': 'red gold' } });
    expectListed(stones, 'perimeter c2-c1');
    expect(token(act(stones, 'perimeter d2-d1'), 'd1')).toBe('bY');
  });

  it('only orthogonal barren squares are targets', () => {
    const g = position();
    expect(legalTexts(g, 'perimeterMove').filter((t) => t.startsWith('perimeter b3-'))).toEqual([
      'perimeter b3-a3',
      'perimeter b3-b2',
    ]);
    expectRefused(g, 'perimeter c2-b1'); // diagonal
    expectRefused(g, 'perimeter b3-c3'); // not barren
    // A red tile in the middle of the board touching barren only diagonally cannot move.
    const inner = position({ terrain: { e5: 'r', d4: '#' } });
    expect(legalTexts(inner, 'perimeterMove').some((t) => t.startsWith('perimeter e5-'))).toBe(false);
    expectRefused(inner, 'perimeter e5-d4');
  });

  it('the target must be inside the grid', () => {
    const g = position({ terrain: { c1: 'r', c2: '#' } });
    expect(legalTexts(g, 'perimeterMove').filter((t) => t.startsWith('perimeter c1-'))).toEqual([
      'perimeter c1-b1',
      'perimeter c1-c2',
      'perimeter c1-d1',
    ]);
  });

  it('an unowned tile moves only with one of your pebbles on it, keeping its colour', () => {
    // White does not play a 2-player game: its tiles are unowned.
    const g = position({ pieces: { g2: 'R', h2: 'sR', i2: 'Y' }, header: { 'stone-era': 'red' } });
    const after = act(g, 'perimeter g2-g1');
    expect(terrainLetter(after, 'g1')).toBe('w');
    expect(token(after, 'g1')).toBe('R');
    expectRefused(g, 'perimeter h2-h1'); // a stone is not enough
    expectRefused(g, 'perimeter i2-i1'); // a gold pebble does not help red
    expectRefused(g, 'perimeter j2-j1'); // empty
  });

  it("another active player's tile never moves for you, even with your pebble on it", () => {
    const g = position({ pieces: { b7: 'R', c11: 'RR' } });
    expectRefused(g, 'perimeter b7-a7');
    expectRefused(g, 'perimeter c11-c12');
  });

  it("an eliminated player's tiles are unowned", () => {
    const g = position({ ...withNeutral, pieces: { g11: 'R' } });
    expectListed(g, 'perimeter g11-g12');
    expectRefused(g, 'perimeter h11-h12');
  });

  it('neutral pieces hold a tile in place', () => {
    const g = position({ ...withNeutral, pieces: { c2: 'N', g11: 'RN' } });
    expectRefused(g, 'perimeter c2-c1');
    expectRefused(g, 'perimeter g11-g12');
  });

  it('is legal in Stages 1, 2 and 3', () => {
    for (const stage of ['1', '2', '3']) {
      expect(status(act(position({ header: { stage } }), 'perimeter d2-d1')).stage).toBe('commit');
    }
  });
});
