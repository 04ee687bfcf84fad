// The manual's keyboard section says the keys the page really answers to: the board's, the letters
// of the action catalogue and the page's, the replay's; and the shared page's board label names the
// page's letters (Commit's C is Vacuum's own button's key: test/games/vacuum/page.test.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { KEYS } from '../../../../src/games/vacuum/view/catalogue';
import { MENU_KEY } from '../../../../src/ui/panels/menu';
import { commandKey } from '../../../../src/ui/panels/menu-commands';
import { stepOfKey } from '../../../../src/ui/replay-steps';
import { renderManual } from '../../../../src/manual/render';
import { boardLabel } from '../../../../src/page/controls';

const rules = readFileSync(new URL('../../../../docs/rules.md', import.meta.url), 'utf8');
/** The board's label on the shared page (play.html), as src/page/controls.ts writes it. */
const page = boardLabel();
/** The manual's section "Playing with the keyboard", up to the next section. */
const section = rules.split(/^## /m).find((s) => s.startsWith('Playing with the keyboard')) ?? '';
/** What the page calls each letter's command, as the manual and the board's label say it. */
const NAMES: Record<string, string> = { undo: 'Undo', commit: 'Commit', hint: 'Hint' };

describe("the manual's keyboard section", () => {
  it('is in the manual, with its own entry in the contents', () => {
    expect(section).not.toBe('');
    expect(renderManual(rules).toc.map((e) => e.id)).toContain('playing-with-the-keyboard');
  });

  it("says the board's keys: arrows move the cursor, Enter or Space plays, Escape puts down", () => {
    expect(section).toMatch(/\*\*Arrow keys\*\* move the cursor/);
    expect(section).toMatch(/\*\*Enter\*\* or \*\*Space\*\* plays on the cursor's square/);
    expect(section).toMatch(/\*\*Escape\*\* puts down the selected action/);
  });

  it('names every letter the page answers to, and the board names them too', () => {
    const letters = [...KEYS].map(([key, id]) => [key, NAMES[id] ?? id] as const);
    expect(letters.map(([key]) => key).sort()).toEqual(['c', 'h', 'u']);
    for (const [key, name] of letters) {
      expect(section).toContain(`**${key.toUpperCase()}** ${name}`);
      if (key !== 'c') expect(page).toContain(`${key.toUpperCase()} ${name}`);
    }
    expect(section).toContain(`**${MENU_KEY.toUpperCase()}** opens the menu`);
    expect(section).toContain(`**${commandKey('new')!.toUpperCase()}** asks for a new game`);
    expect(page).toContain(`${MENU_KEY.toUpperCase()} Menu`);
    expect(page).toContain(`${commandKey('new')!.toUpperCase()} New game`);
  });

  it("says the replay's keys", () => {
    const replay = section.split(/^### /m).find((s) => s.startsWith('In a replay')) ?? '';
    for (const [words, key] of [
      ['**←**', 'ArrowLeft'],
      ['**→**', 'ArrowRight'],
      ['**↑**', 'ArrowUp'],
      ['**↓**', 'ArrowDown'],
      ['Page Up', 'PageUp'],
      ['Page Down', 'PageDown'],
      ['**Home**', 'Home'],
      ['**End**', 'End'],
    ] as const) {
      expect(stepOfKey(key)).not.toBe(null);
      expect(replay).toContain(words);
    }
    expect(replay).toMatch(/\*\*Escape\*\* closes the\s+replay/);
  });
});
