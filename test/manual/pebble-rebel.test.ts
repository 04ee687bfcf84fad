// Pebble Rebel's manual (docs/manuals/pebble-rebel.md): its contents, its links, and every example
// in it checked against the rules, so the page never teaches a move the game refuses.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as rules from '../../src/games/pebble-rebel/rules/index';
import { LEVELS } from '../../src/games/pebble-rebel/ai/index';
import { renderManual } from '../../src/manual/render';

const manual = readFileSync(new URL('../../docs/manuals/pebble-rebel.md', import.meta.url), 'utf8');
const { html, toc } = renderManual(manual);
const ids = new Set([...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]));

/** The text of a `##` section (up to the next `##`). */
const section = (heading: string): string => {
  const start = manual.indexOf(`\n## ${heading}\n`);
  expect(start, heading).toBeGreaterThan(-1);
  const end = manual.indexOf('\n## ', start + 1);
  return manual.slice(start, end === -1 ? undefined : end);
};

/** A diagram's rows, as the position text writes them. */
const rowsOf = (diagram: string): string[] =>
  diagram
    .split('\n')
    .filter((l) => /^\s*\d\s/.test(l))
    .map((l) => l.trim().split(/\s+/).slice(1).join(' '));
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
