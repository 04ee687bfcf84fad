// Tool tips on every control (platform.md, "What a complete game has"): on each game's page, with
// a game on, every control a player can see says what it does when hovered — its own title, or
// for Vacuum's action buttons the tool tip panel that names them (data-action).
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/index';
import { gameUrl, useGamePage } from '../support/page';

const { context, open } = useGamePage();

describe('tool tips', () => {
  for (const { id } of GAMES.filter((g) => g.playable)) {
    it(`every control on ${id}'s page, a game on, has a tool tip`, async () => {
      const page = await open(await context(), '', gameUrl(id));
      if (id === 'vacuum') await page.click('#new-game-dialog input[name="players"][value="2"] + span');
      await page.click('#start-button');
      await page
        .locator('dialog[open]')
        .waitFor({ state: 'detached' })
        .catch(() => {});
      await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
      const untipped = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('button, a, select, input, summary, [role="menuitem"]')]
          .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')
          .filter((el) => !el.closest('[title]') && !el.dataset.action)
          .map((el) => el.id || el.textContent!.trim().slice(0, 30)),
      );
      expect(untipped).toEqual([]);
      expect(page.errors).toEqual([]);
    });
  }
});
