// What every dialog does alike (src/ui/panels/modal.ts): it is named by its title, Escape answers
// it as its cancel button would, its answer is acted on, and the focus goes back where it was.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { button, chooseNewGame, clickSquare, focused, positionText, type VacuumStudio } from './browser';
import { useGamePage } from '../support/page';

const { openGame } = useGamePage();

describe('dialogs', () => {
  it('Escape cancels, the focus returns, and the answer is acted on', async () => {
    const page = await openGame();
    const ctx = page.context();
    // A first visit's new-game dialog may be put away too, as on every game's page: the board's
    // game stays, and New game brings the dialog back.
    const first = page.getByRole('dialog', { name: 'New game' });
    await first.waitFor();
    await first.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
    expect(
      await page.evaluate(
        () => (window.studio as VacuumStudio).rules.status((window.studio as VacuumStudio).game()).players,
      ),
    ).toBe(2);
    await page.click('#new-game');
    await chooseNewGame(page, '2');
    await clickSquare(page, 'e5');
    const before = await positionText(page);

    // From the board by the keyboard: M opens the menu, Load Position… its dialog.
    await page.locator('#board').focus();
    await page.keyboard.press('m');
    await page.click('#menu button[data-menu="load-position"]');
    const load = page.getByRole('dialog', { name: 'Load position' });
    expect(await load.isVisible()).toBe(true);
    await page.fill('#load-position-dialog textarea', 'this is not a position');
    await page.click('#load-position-dialog button[value="load"]');
    await expect.poll(() => page.locator('#load-position-dialog .error').textContent()).not.toBe('');
    expect(await load.isVisible()).toBe(true); // refused: it stays open and says why
    await page.keyboard.press('Escape');
    expect(await load.isVisible()).toBe(false);
    expect(await focused(page)).toBe('board');
    expect(await positionText(page)).toBe(before);

    // Resign: Escape is "Play on", and the focus is back on the Resign button.
    await button(page, 'resign').focus();
    await page.keyboard.press('Enter');
    const resign = page.getByRole('dialog', { name: 'Resign?' });
    expect(await resign.isVisible()).toBe(true);
    // Two people at this board: it asks which of them resigns, and says the other then wins the game
    // (no pieces left as obstacles).
    expect(await resign.textContent()).toContain('Who resigns? The other player wins the game.');
    expect(await resign.getByRole('button').allInnerTexts()).toEqual(['Play on', 'Resign as Red', 'Resign as Gold']);
    await page.keyboard.press('Escape');
    expect(await resign.isVisible()).toBe(false);
    expect(await focused(page)).toBe('resign');
    expect(
      await page.evaluate(
        () => (window.studio as VacuumStudio).rules.status((window.studio as VacuumStudio).game()).winner,
      ),
    ).toBe(null);

    // The new-game dialog: Escape resumes the game it was opened over; its Start button answers.
    await page.click('#new-game');
    expect(await page.getByRole('dialog', { name: 'New game' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await page.locator('dialog[open]').count()).toBe(0);
    expect(await focused(page)).toBe('new-game');
    expect(await positionText(page)).toBe(before);
    await page.click('#new-game');
    await chooseNewGame(page, '3');
    expect(
      await page.evaluate(
        () => (window.studio as VacuumStudio).rules.status((window.studio as VacuumStudio).game()).players,
      ),
    ).toBe(3);
    expect((page as Page & { errors: string[] }).errors).toEqual([]);
    await ctx.close();
  });

  it('a double Enter never does the dangerous thing: Resign and New game start on the safe choice (keyboard only)', async () => {
    const page = await openGame();
    await chooseNewGame(page, '2');
    await clickSquare(page, 'e5');
    const before = await positionText(page);
    const winner = () =>
      page.evaluate(() => (window.studio as VacuumStudio).rules.status((window.studio as VacuumStudio).game()).winner);

    // Resign, then Enter at once: the focus is on "Play on", and the game goes on.
    await button(page, 'resign').focus();
    await page.keyboard.press('Enter');
    expect(await focused(page)).toBe('confirm-safe');
    expect(await page.locator('#confirm-safe').innerText()).toBe('Play on');
    await page.keyboard.press('Enter');
    expect(await page.locator('dialog[open]').count()).toBe(0);
    expect(await winner()).toBe(null);
    // The focus is back on Resign (once the dialog has closed), where a keyboard player left it.
    await expect.poll(() => focused(page)).toBe('resign');
    // Resigning takes a deliberate move to a Resign button (Red's first: Red is to move).
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('confirm-danger');
    expect(await page.locator('#confirm-danger').innerText()).toBe('Resign as Red');
    await page.keyboard.press('Enter');
    expect(await winner()).toBe(1);
    await page.locator('#end-dialog').waitFor();
    await page.keyboard.press('Escape');

    // New game over an unfinished game: the focus starts on Resume, and a double Enter keeps the game.
    await page.click('#new-game');
    await page.click('#new-game-dialog input[name="players"][value="2"] + span');
    await page.click('#start-button');
    await clickSquare(page, 'e5');
    const unfinished = await positionText(page);
    expect(unfinished).toBe(before);
    await page.locator('#new-game').focus();
    await page.keyboard.press('Enter');
    expect(await focused(page)).toBe('resume-button');
    await page.keyboard.press('Enter');
    expect(await page.locator('dialog[open]').count()).toBe(0);
    expect(await positionText(page)).toBe(unfinished);
    expect((page as Page & { errors: string[] }).errors).toEqual([]);
  });
});
