// The prompt under whose turn it is: what the player may do next, in plain words.
import { describe, expect, it } from 'vitest';
import { newGame } from '../../../../src/games/vacuum/rules/index';
import { prompt } from '../../../../src/games/vacuum/view/prompt';
import { NOTHING_SELECTED } from '../../../../src/games/vacuum/view/selection';
import { position } from '../rules/helpers';

const ctx = { held: null, lastKind: null };

describe('the prompt', () => {
  it('offers Vacuum Move while an empty 3 × 3 area is left', () => {
    expect(prompt(newGame({ players: 2 }), NOTHING_SELECTED, ctx)).toBe(
      'Red to play, Stage 1: choose an action, drag one of your pieces, or click a free square for Vacuum Move.',
    );
  });

  it('names the way the player acts on the board: a click, a tap, or Enter on the keyboard’s cursor', () => {
    const start = newGame({ players: 2 });
    expect(prompt(start, NOTHING_SELECTED, { ...ctx, touch: true })).toMatch(
      /, or tap a free square for Vacuum Move\.$/,
    );
    expect(prompt(start, NOTHING_SELECTED, { ...ctx, keys: true })).toMatch(
      /, or press Enter on a free square for Vacuum Move\.$/,
    );
  });

  it('says when no Vacuum Move is left, and what ends the turn instead', () => {
    // Neutral pebbles on every third row of the playable board: every 3 × 3 area holds one.
    const pieces: Record<string, string> = {};
    for (const r of [2, 5, 8, 11]) for (const c of 'bcdefghijk') pieces[`${c}${r}`] = 'N';
    for (const corner of ['b2', 'k2', 'b11', 'k11']) delete pieces[corner]; // barren
    const text = prompt(position({ players: 2, pieces }), NOTHING_SELECTED, ctx);
    expect(text).toMatch(/^Red to play, Stage 1: choose an action or drag one of your pieces\./);
    expect(text).toContain('No empty 3 × 3 area is left for a Vacuum Move: end the turn with a Perimeter Move.');
  });
});
