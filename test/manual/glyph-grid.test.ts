// Glyph Grid's manual (docs/manuals/glyph-grid.md): its contents, its links, the start it draws, the
// glyphs it names, and its first game checked against the rules, so the page never teaches a move
// the game refuses.
import { describe, expect, it } from 'vitest';
import * as rules from '../../src/games/glyph-grid/rules/index';
import { LEVELS } from '../../src/games/glyph-grid/ai/index';
import { gameManual, rowsOf } from './game-manual';

const { manual, html, toc, ids, section } = gameManual('glyph-grid');

/** The first game's moves, step by step: White's, then Black's answer. */
const FIRST_GAME = [
  ['vector d7-d6', 'vector c1-c2'],
  ['lance f6-f4', 'lance e1-e3'],
  ['arc b6-c4', 'vector d1-d2'],
  ['anchor c4', 'vector e3-e4'],
  ['pulse f4-e4'],
] as const;

describe('Glyph Grid’s manual', () => {
  it('has a contents list of its sections, each one a target on the page, and links only to them', () => {
    const headings = manual.split('\n').filter((l) => /^#{2,3} /.test(l));
    expect(toc.map((e) => e.text)).toEqual(headings.map((l) => l.replace(/^#+ /, '')));
    for (const name of ['A turn', 'The five glyphs', 'Winning', 'Clocks', 'Your first game'])
      expect(toc.map((e) => e.text)).toContain(name);
    const links = [...html.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]);
    expect(links.length).toBeGreaterThan(2);
    for (const id of links) expect(ids.has(id), `#${id}`).toBe(true);
  });

  it('draws the start as the rules set it up, a1 at the top left', () => {
    const diagram = section('The board and the start').split('```')[1]!;
    const rows = rowsOf(diagram);
    const board = rules
      .formatPosition(rules.newGame())
      .trimEnd()
      .split('\n')
      .slice(7)
      .map((row) =>
        row
          .split(' ')
          .map((token) => token[0])
          .join(' '),
      );
    expect(rows).toEqual(board);
  });

  it('names every glyph and level as the game does', () => {
    for (const glyph of rules.GLYPHS)
      expect(section('The five glyphs')).toContain(`**${rules.GLYPH_INFO[glyph].name}**`);
    for (const level of LEVELS) expect(manual).toMatch(new RegExp(`\\*\\*${level}\\*\\*`, 'i'));
  });

  it('walks through a first game, one glyph a step, whose every move is legal and does what the page says', () => {
    const steps = section('Your first game')
      .split(/^\d+\. /m)
      .slice(1);
    expect(steps).toHaveLength(FIRST_GAME.length);
    let g = rules.newGame({ clock: null });
    FIRST_GAME.forEach((moves, i) => {
      // The step teaches its glyph first.
      expect(
        steps[i]!.startsWith(`**${rules.GLYPH_INFO[rules.parseAction(g, moves[0]).kind as rules.Glyph].name}.**`),
      ).toBe(true);
      for (const text of moves) {
        const move = rules.parseAction(g, text) as rules.Move;
        for (const sq of [move.from, move.to]) expect(steps[i], text).toContain(`**${rules.squareName(sq)}**`);
        expect(steps[i], text).toContain(`**${rules.GLYPH_INFO[move.kind].name}**`);
        g = rules.play(g, move);
        if (text === 'anchor c4') {
          expect(rules.status(g).marks[0]).toBe(2); // "White now has 2 / 6 marks"
          expect(rules.status(g).rest[0]).toBe(true);
        }
      }
    });
    // The push moved Black's Shard from e4 to d4, as the page says.
    expect(g.pieces[rules.parseSquare('d4')!]).toEqual({ player: 1, kind: 'shard' });
    expect(g.pieces[rules.parseSquare('e4')!]).toEqual({ player: 0, kind: 'shard' });
    expect(rules.status(g).winner).toBeNull();
  });

  it('tells a keyboard player every key the page answers: the glyphs’ numbers, the cursor, Escape', () => {
    const keyboard = section('A turn')
      .split('\n- ')
      .find((b) => b.startsWith('**Keyboard**'));
    expect(keyboard).toBeDefined();
    const words = keyboard!.replace(/\s+/g, ' ');
    const glyphs = rules.GLYPHS.map((g) => rules.GLYPH_INFO[g].name).join(', ');
    expect(words).toContain(`**1** to **${rules.GLYPHS.length}** for a glyph (${glyphs};`);
    for (const key of ['arrow keys', 'Enter', 'Space', 'Escape']) expect(words).toContain(`**${key}**`);
  });
});
