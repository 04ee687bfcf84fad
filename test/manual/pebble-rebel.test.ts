// Pebble Rebel's manual (docs/manuals/pebble-rebel.md): its contents, its links, and every example
// in it checked against the rules, so the page never teaches a move the game refuses.
import { describe, expect, it } from 'vitest';
import * as rules from '../../src/games/pebble-rebel/rules/index';
import { LEVELS } from '../../src/games/pebble-rebel/ai/index';
import { gameManual, rowsOf } from './game-manual';

const { manual, html, toc, ids, section } = gameManual('pebble-rebel');

const boardOf = (g: rules.Game): string[] => rules.formatPosition(g).trimEnd().split('\n').slice(7);

describe('Pebble Rebel’s manual', () => {
  it('has a contents list of its sections, each one a target on the page, and links only to them', () => {
    const headings = manual.split('\n').filter((l) => /^#{2,3} /.test(l));
    expect(toc.map((e) => e.text)).toEqual(headings.map((l) => l.replace(/^#+ /, '')));
    for (const name of ["Pebble's turn", "Rebel's turn", 'Winning', 'A contest', 'Notation', 'Your first game'])
      expect(toc.map((e) => e.text)).toContain(name);
    const links = [...html.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]);
    expect(links.length).toBeGreaterThan(2);
    for (const id of links) expect(ids.has(id), `#${id}`).toBe(true);
  });

  it('draws the start as the rules set it up, a1 at the top left', () => {
    const diagram = section('The board, the stones and the start').split('```')[1]!;
    expect(rowsOf(diagram)).toEqual(boardOf(rules.newGame()));
  });

  it('names every shape and notation form as the rules do', () => {
    for (const c of rules.COLOURS) expect(manual).toContain(`**${rules.COLOUR[c].shape}**`);
    const g = rules.newGame();
    expect(rules.formatAction(rules.parseAction(g, 'b2-b6'))).toBe('b2-b6');
    expect(rules.logLine(g, rules.parseAction(g, 'b2-b6'), rules.play(g, rules.parseAction(g, 'b2-b6')))).toBe(
      'b2-b6 (3: G R B)',
    );
    expect(section('Notation')).toContain('`b2-b6 (3: G R B)`');
    for (const level of LEVELS) expect(manual).toMatch(new RegExp(`\\*\\*${level}\\*\\*`, 'i'));
  });

  it('walks through a first game from seed 0 whose every move is legal and does what the page says', () => {
    const text = section('Your first game');
    const moves = [...text.matchAll(/^\s*\d+\. `([^`]+)`/gm)].map((m) => m[1]!);
    expect(moves).toEqual(['c2-c4', 'G@c3', 'd5-d3', 'R@a6', 'e2-a3']);
    let g = rules.newGame({ seed: 0 });
    const logs: string[] = [];
    for (const m of moves) {
      const before = g;
      g = rules.play(g, rules.parseAction(g, m));
      logs.push(rules.logLine(before, rules.parseAction(before, m), g));
      if (m === 'R@a6') expect(rowsOf(text.split('```')[1]!)).toEqual(boardOf(g));
    }
    expect(logs.slice(0, 3)).toEqual(['c2-c4 (1: G)', 'G@c3', 'd5-d3 (1: R)']);
    expect(rules.outcome(g)).toBe('Pebble wins: four green in a row, a3–d3');
  });
});
