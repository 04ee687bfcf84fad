import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MODE_NAMES } from '../../src/ui/controller';
import { TOOLTIPS } from '../../src/ui/tooltips';

/** GitHub-style heading slugs of docs/rules.md: the anchors the in-app manual links to. */
function headingSlugs(): Set<string> {
  const md = readFileSync(new URL('../../docs/rules.md', import.meta.url), 'utf8');
  return new Set(
    [...md.matchAll(/^#{1,6} (.+)$/gm)].map((m) =>
      m[1]!.trim().toLowerCase().replace(/[^\w\s-]/g, '').replace(/\s/g, '-'),
    ),
  );
}

describe('tool tips', () => {
  it('every action has a button with a tip that links to an existing rules section', () => {
    const slugs = headingSlugs();
    for (const mode of Object.keys(MODE_NAMES)) expect(TOOLTIPS).toHaveProperty(mode);
    for (const [id, tip] of Object.entries(TOOLTIPS)) {
      expect(tip.text.length, id).toBeGreaterThan(40);
      expect(slugs.has(tip.anchor), `${id} → #${tip.anchor}`).toBe(true);
    }
  });
});
