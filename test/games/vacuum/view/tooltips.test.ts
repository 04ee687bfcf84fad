import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ACTION_KINDS,
  formatPosition,
  parsePosition,
  type Action,
  type Sq,
} from '../../../../src/games/vacuum/rules/index';
import { BUTTONS } from '../../../../src/games/vacuum/view/catalogue';
import { RULES_ANCHORS, SCORE_TIP, TOOLTIPS, type ButtonId } from '../../../../src/games/vacuum/view/tooltips';

const doc = (name: string): string => readFileSync(new URL(`../../../../docs/${name}`, import.meta.url), 'utf8');

/** Markdown without its fenced code blocks (a `#` line in a diagram is not a heading). */
const prose = (md: string): string => md.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '');

/** GitHub-style anchors of a document's headings: the ids the in-app manual gives them. */
function headingSlugs(md: string): Set<string> {
  return new Set(
    [...prose(md).matchAll(/^#{1,6}\s+(.+?)\s*$/gm)].map((m) =>
      m[1]!
        .replace(/[`*_]/g, '')
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s-]/gu, '')
        .replace(/\s/g, '-'),
    ),
  );
}

/** Actions with a source and a target square: their tips must say how to pick both. */
const SOURCED = Object.keys({
  retreat: 1,
  extend: 1,
  cast: 1,
  boulder: 1,
  pebbleAttack: 1,
  teleport: 1,
  supplyChain: 1,
  reductionAttack: 1,
  pebbleWar: 1,
  perimeterMove: 1,
} satisfies Record<Extract<Action, { from: Sq }>['kind'], 1>) as ButtonId[];

/** Actions with a pebble count: their tips must say how to change it. */
const COUNTED = Object.keys({
  pebbleAttack: 1,
  supplyChain: 1,
  reductionAttack: 1,
} satisfies Record<Extract<Action, { count: number }>['kind'], 1>) as ButtonId[];

const sentences = (text: string): number => text.split(/[.!?](?=\s|$)/).filter((s) => s.trim()).length;

describe('tool tips', () => {
  it('cover every button of the action bar', () => {
    expect(Object.keys(TOOLTIPS).sort()).toEqual(Object.keys(BUTTONS).sort());
  });

  it('give every action kind of the rules a button', () => {
    for (const kind of ACTION_KINDS) expect(TOOLTIPS, kind).toHaveProperty(kind);
  });

  it('explain each button in two to four sentences', () => {
    for (const [id, tip] of Object.entries(TOOLTIPS)) {
      expect(tip.title, id).not.toBe('');
      expect(tip.stage, id).not.toBe('');
      expect(sentences(tip.text), `${id}: ${tip.text}`).toBeGreaterThanOrEqual(2);
      expect(sentences(tip.text), `${id}: ${tip.text}`).toBeLessThanOrEqual(4);
    }
  });

  it('say how to pick source and target, and how to change the pebble count, in words for every hand', () => {
    for (const id of SOURCED) expect(TOOLTIPS[id].text, id).toMatch(/choose.*drag|drag.*choose/is);
    for (const id of COUNTED) expect(TOOLTIPS[id].text, id).toMatch(/choose it again/i);
    // A keyboard player reads them too (a focused button shows its tip): choose, not click.
    for (const [id, tip] of Object.entries(TOOLTIPS)) expect(tip.text, id).not.toMatch(/\bclick/i);
  });

  it('link only to sections that exist in docs/rules.md', () => {
    const slugs = headingSlugs(doc('rules.md'));
    for (const anchor of RULES_ANCHORS) expect(slugs, anchor).toContain(anchor);
    for (const [id, tip] of Object.entries({ ...TOOLTIPS, score: SCORE_TIP }))
      expect(RULES_ANCHORS, id).toContain(tip.anchor);
  });
});

describe('the rules documents', () => {
  it('link only to headings that exist', () => {
    const rules = headingSlugs(doc('rules.md'));
    for (const [, target] of doc('rules.md').matchAll(/\]\(#([^)]+)\)/g))
      expect(rules, `rules.md #${target}`).toContain(target);
    for (const [, target] of doc('notation.md').matchAll(/\]\(rules\.md#([^)]+)\)/g)) {
      expect(rules, `notation.md → rules.md#${target}`).toContain(target);
    }
  });

  it('give a worked position example that reads and writes back unchanged', () => {
    const example = /### Worked example[\s\S]*?```\n([\s\S]*?)```/.exec(doc('notation.md'))?.[1];
    expect(example).toBeDefined();
    expect(formatPosition(parsePosition(example!))).toBe(example);
  });
});
