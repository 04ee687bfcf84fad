// Keyboard and screen readers: a full turn with no pointer, the focus order, what is announced,
// and axe-core's checks with the new-game dialog open, in play, and with the menu open.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { clickSquare, description, focused, menu, positionText, token, type VacuumStudio, violations } from './browser';
import { useGamePage } from '../support/page';

const { openGame } = useGamePage();
/** Presses Tab (or Shift+Tab) until the element with this id has the focus; returns the ids passed on the way. */
async function tabTo(page: Page, id: string, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<string[]> {
  const passed: string[] = [];
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press(key);
    const at = await focused(page);
    passed.push(at);
    if (at === id) return passed;
  }
  throw new Error(`Tab never reached #${id}: ${passed.join(', ')}`);
}

/** Starts the new game its dialog offers (a person in both seats), by the keyboard, once the dialog shows. */
async function startByKeys(page: Page): Promise<void> {
  await page.locator('#new-game-dialog').waitFor();
  await page.selectOption('#new-game-dialog select[name="seat-1"]', 'person');
  await tabTo(page, 'start-button');
  await page.keyboard.press('Enter');
}

describe('keyboard and screen readers', () => {
  it('the cursor says what the board marks: a source to choose, where the chosen one can go', async () => {
    const page = await openGame();
    await startByKeys(page);
    // An action chosen by the keyboard sends the focus to the board, where it is placed.
    await page.locator('#controls button[data-action="perimeterMove"]').focus();
    await page.keyboard.press('Enter');
    expect(await focused(page)).toBe('board');
    await page.keyboard.press('Enter'); // the cursor shows, at g7 (the board's middle)
    for (const key of [
      'ArrowUp',
      'ArrowUp',
      'ArrowUp',
      'ArrowUp',
      'ArrowUp',
      'ArrowLeft',
      'ArrowLeft',
      'ArrowLeft',
      'ArrowLeft',
    ])
      await page.keyboard.press(key);
    const readout = () => page.locator('#cursor-text').textContent();
    await expect.poll(readout).toMatch(/^c2, perimeter .* Enter chooses it\.$/);
    await page.keyboard.press('Enter');
    await expect.poll(readout).toMatch(/^c2, .* Chosen: Escape puts it down\.$/);
    await page.keyboard.press('ArrowUp'); // c1, on the board's barren edge: where c2's tile can go
    await expect.poll(readout).toMatch(/^c1, .* Enter moves here: Perimeter Move from c2 to c1\.$/);
    await page.context().close();
  });

  it('plays a full turn with the keyboard only; the focus goes panel → board → commands', async () => {
    const page = await openGame();
    const ctx = page.context();
    expect(await violations(page)).toEqual([]); // the new-game dialog open
    await startByKeys(page);
    expect(await page.locator('#new-game-dialog').isVisible()).toBe(false);
    expect(await focused(page)).toBe('board'); // the dialog gone, the keys go to the board, not the page
    expect(await violations(page)).toEqual([]); // in play

    // The panel comes before the board, the commands after it.
    const before = await tabTo(page, 'new-game', 'Shift+Tab');
    expect(before.some((id) => id === 'vacuumMove' || id === 'undo')).toBe(false);
    const order = await tabTo(page, 'board');
    expect(order.some((id) => id === 'vacuumMove' || id === 'undo')).toBe(false);
    expect(await page.getAttribute('#board', 'aria-label')).toMatch(/board/i);
    // The cursor starts on g7, the board's middle; Left and Up twice bring it to e5, and Enter plays the Vacuum Move there.
    for (const key of ['ArrowLeft', 'ArrowLeft', 'ArrowUp', 'ArrowUp']) await page.keyboard.press(key);
    await expect
      .poll(() => page.locator('#cursor-text').textContent())
      .toMatch(/^e5, board ×2: empty\. Pressure: red 0, gold 0\. Enter plays here: Vacuum Move on e5\.$/);
    await page.keyboard.press('Enter');
    expect(await token(page, 'e5')).toBe('R');
    await expect
      .poll(() => page.locator('#cursor-text').textContent())
      .toMatch(/^e5, board ×2: 1 red pebble\. Pressure: red 2/);
    expect(await page.getAttribute('#said', 'aria-live')).toBe('polite');
    await expect.poll(() => page.locator('#message').textContent()).toMatch(/^Vacuum Move on e5/);
    await page.keyboard.press('c'); // Commit
    expect(
      await page.evaluate(
        () => (window.studio as VacuumStudio).rules.status((window.studio as VacuumStudio).game()).current,
      ),
    ).toBe(1);
    await expect.poll(() => page.locator('#turn').textContent()).toMatch(/Gold to move$/);
    // After the board, Tab goes on to the commands (the actions, then the page's buttons).
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('#controls') !== null)).toBe(true);
    // Back on the board (Shift+Tab), the cursor is where it was, not back on f6.
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toBe('board');
    await expect.poll(() => page.locator('#cursor-text').textContent()).toMatch(/^e5, /);
    await page.keyboard.press('Tab');

    // Escape puts a selected action down; M opens the menu, which axe checks too.
    await page.locator('#board').focus();
    // The readout is the board's description, not a live region: the menu's coming and going is not
    // heard through it, and a screen reader back on the board hears its square once, as it was.
    expect(await page.getAttribute('#cursor-text', 'aria-live')).toBeNull();
    expect(await page.evaluate(() => document.getElementById('cursor-text')!.closest('[aria-live]'))).toBeNull();
    await page.keyboard.press('m');
    expect(await page.locator('#menu').isVisible()).toBe(true);
    expect(await violations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    expect(await page.locator('#menu').isVisible()).toBe(false);
    await expect.poll(() => focused(page)).toBe('board');
    await expect.poll(() => description(page, '#board')).toMatch(/^e5, /);
    // N asks for a new game, as on every page; Escape plays on.
    const playing = await positionText(page);
    await page.keyboard.press('n');
    await page.getByRole('dialog', { name: 'New game' }).waitFor();
    await page.keyboard.press('Escape');
    expect(await page.locator('dialog[open]').count()).toBe(0);
    expect(await positionText(page)).toBe(playing);
    expect((page as Page & { errors: string[] }).errors).toEqual([]);
    await ctx.close();
  });

  it('the position editor passes axe, refusing or not; it works by keyboard and announces its verdict', async () => {
    const page = await openGame();
    const ctx = page.context();
    await page.click('#start-button');
    await menu(page, 'edit-position');
    // The editor loads on first use; it opens with the focus on its first tool.
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLElement).dataset.tool)).toBe('pebble');
    expect(await violations(page)).toEqual([]);
    // The board's keys work the editor: the cursor (from g7, mid-board, as in play) reads a square,
    // Enter puts a pebble there.
    await page.locator('#board').focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => page.locator('#editor-message').textContent()).toBe('f7, board: empty.');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.locator('#editor-message').textContent())
      .toBe('Added a red pebble on f7: 1 red pebble.');
    // A stone on barren space is refused, and the reason is read out.
    await page.click('#editor [data-tool="stone"]');
    await clickSquare(page, 'a1');
    await expect.poll(() => page.locator('#editor-verdict').textContent()).toMatch(/barren space/);
    expect(await page.getAttribute('#editor-verdict', 'role')).toBe('status');
    expect(await violations(page)).toEqual([]);
    const order = await tabTo(page, 'editor-cancel');
    expect(order).toContain('editor-undo');
    // Unlit while refused, Play from here is still reached, and says why.
    expect(order).toContain('editor-play');
    expect(await page.getAttribute('#editor-play', 'aria-disabled')).toBe('true');
    expect(await description(page, '#editor-play')).toMatch(/Not a possible position/);
    await page.keyboard.press('Enter');
    // Edits made, Cancel asks before they are lost: Tab to Discard edits.
    await page.locator('#confirm-dialog').waitFor({ state: 'visible' });
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.locator('#editor').waitFor({ state: 'hidden' });
    // The game was untouched: no pebble on f7 (window.studio shows the editor's sketch while it is open).
    expect(await page.evaluate(() => (window.studio as VacuumStudio).game().squares[77])).toBeNull();
    expect((page as Page & { errors: string[] }).errors).toEqual([]);
    await ctx.close();
  });

  it('Resign by the keyboard: its tip says what it does, the keys on the board after the dialogs, then its tip says why it is unlit', async () => {
    const page = await openGame();
    await startByKeys(page);
    await tabTo(page, 'resign');
    const tip = page.locator('#tooltip-text');
    await expect.poll(() => tip.innerText()).toMatch(/^Resign \(Any time\)\nLeave the game/);
    await page.keyboard.press('Enter');
    const confirm = page.locator('#confirm-dialog');
    await confirm.waitFor({ state: 'visible' });
    await page.keyboard.press('Tab'); // from the safe answer to "Resign as Red"
    expect(await focused(page)).toBe('confirm-danger');
    await page.keyboard.press('Enter');
    await page.locator('#end-dialog').waitFor({ state: 'visible' });
    // Look at the board: the keys go to the board, as on every game's page (Resign is unlit now).
    await page.keyboard.press('Escape');
    await expect.poll(() => focused(page)).toBe('board');
    expect(await page.locator('#status').textContent()).toMatch(/Gold wins\. Red resigned/);
    // Reached again, the unlit Resign's tip says why it is unlit.
    await tabTo(page, 'resign');
    expect(await tip.innerText()).toMatch(/^Resign \(Any time\)\nNot now: The game is over\./);
  });

  it('the focus never falls onto the page: an unlit button keeps it, is reached by Tab and says why', async () => {
    const page = await openGame();
    const ctx = page.context();
    await startByKeys(page);
    expect(await focused(page)).toBe('board');
    for (const key of ['ArrowLeft', 'ArrowLeft', 'ArrowUp', 'ArrowUp']) await page.keyboard.press(key);
    await page.keyboard.press('Enter'); // Vacuum Move on e5
    expect(await token(page, 'e5')).toBe('R');
    expect(await focused(page)).toBe('board');
    // Commit by its button: the turn passes, Commit goes out, and the focus stays on it.
    await tabTo(page, 'commit');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#turn').textContent()).toMatch(/Gold to move$/);
    expect(await focused(page)).toBe('commit');
    expect(await page.getAttribute('#commit', 'aria-disabled')).toBe('true');
    expect(await description(page, '#commit')).toBe(
      'Commit: play the final action (Vacuum Move or Perimeter Move) before you commit.',
    );
    // Enter on it again plays nothing and says why, where a screen reader reads it out.
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.locator('#message').textContent())
      .toBe('Commit: play the final action (Vacuum Move or Perimeter Move) before you commit.');
    expect(
      await page.evaluate(
        () => (window.studio as VacuumStudio).rules.status((window.studio as VacuumStudio).game()).current,
      ),
    ).toBe(1);
    // Undo, unlit at the start of Gold's turn, is reached too and says why.
    const back = await tabTo(page, 'undo', 'Shift+Tab');
    expect(back.at(-1)).toBe('undo');
    expect(await description(page, '#undo')).toBe("Vacuum's rules do not let the last move be taken back.");
    expect(await focused(page)).not.toBe('BODY');

    // The replay (the menu's): stepping to the first position unlights the step buttons back, and the focus stays.
    await page.keyboard.press('m');
    await page.click('#menu button[data-menu="replay"]');
    await expect.poll(() => page.locator('#replay-bar').isVisible()).toBe(true);
    await page.locator('#replay-bar button[data-step="first"]').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getAttribute('#replay-bar button[data-step="first"]', 'aria-disabled')).toBe('true');
    expect(await page.evaluate(() => (document.activeElement as HTMLElement).dataset.step)).toBe('first');
    expect(await description(page, '#replay-bar button[data-step="first"]')).toBe('This is the first position.');
    await page.keyboard.press('Escape');
    expect(await focused(page)).toBe('board');

    // The menu opened from the board and closed by Escape gives the board back its focus.
    await page.keyboard.press('m');
    await page.keyboard.press('Escape');
    expect(await focused(page)).toBe('board');
    expect((page as Page & { errors: string[] }).errors).toEqual([]);
    await ctx.close();
  });
});
