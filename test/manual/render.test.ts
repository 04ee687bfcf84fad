import { RULES_ANCHORS } from '../../src/games/vacuum/view/tooltips';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderManual, slugger } from '../../src/manual/render';

const rules = readFileSync(new URL('../../docs/rules.md', import.meta.url), 'utf8');
const { html, toc } = renderManual(rules);
const ids = new Set([...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]));

describe('the manual page', () => {
  it('names headings as GitHub does, numbering repeats', () => {
    const slug = slugger();
    expect(slug('Stage 3: Final actions')).toBe('stage-3-final-actions');
    expect(slug('Undo and Commit')).toBe('undo-and-commit');
    expect(slug('Undo and Commit')).toBe('undo-and-commit-1');
  });

  it('lists every section and subsection of the rules in its table of contents', () => {
    const headings = rules.split('\n').filter((l) => /^#{2,3} /.test(l));
    expect(toc.map((e) => e.text)).toEqual(headings.map((l) => l.replace(/^#+ /, '').replace(/[`*_]/g, '')));
    for (const e of toc) expect(ids.has(e.id), e.id).toBe(true);
  });

  it('has a target for every link between sections', () => {
    const links = [...html.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]);
    expect(links.length).toBeGreaterThan(toc.length);
    for (const id of links) expect(ids.has(id), `#${id}`).toBe(true);
  });

  it('has a section for every tool tip\'s "Rules" link', () => {
    expect(RULES_ANCHORS.length).toBeGreaterThan(10);
    for (const id of RULES_ANCHORS) expect(ids.has(id), `#${id}`).toBe(true);
  });

  it('keeps only the words of links to documents the site does not publish', () => {
    expect(renderManual('See [notation.md](notation.md).').html).toBe('<p>See notation.md.</p>\n');
  });
});
