// A game's manual (docs/manuals/<id>.md) as its tests read it: the text, the page it renders to
// (its contents list and the ids links can reach), a `##` section's text, and a diagram's rows.
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { renderManual } from '../../src/manual/render';

export function gameManual(id: string) {
  const manual = readFileSync(new URL(`../../docs/manuals/${id}.md`, import.meta.url), 'utf8');
  const { html, toc } = renderManual(manual);
  const ids = new Set([...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]));
  /** The text of a `##` section (up to the next `##`). */
  const section = (heading: string): string => {
    const start = manual.indexOf(`\n## ${heading}\n`);
    expect(start, heading).toBeGreaterThan(-1);
    const end = manual.indexOf('\n## ', start + 1);
    return manual.slice(start, end === -1 ? undefined : end);
  };
  return { manual, html, toc, ids, section };
}

/** A diagram's rows, as the position text writes them (the row number and its squares, spaced). */
export const rowsOf = (diagram: string): string[] =>
  diagram
    .split('\n')
    .filter((l) => /^\s*\d\s/.test(l))
    .map((l) => l.trim().split(/\s+/).slice(1).join(' '));
