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

describe('keyboard and screen readers', () => {
  it('the cursor says what the board marks: a source to choose, where the chosen one can go', async () => {
    const page = await openGame();
    await tabTo(page, 'start-button');
    await page.keyboard.press('Enter');
    // An action chosen by the keyboard sends the focus to the board, where it is placed.
    await page.locator('#commands button[data-action="perimeterMove"]').focus();
    await page.keyboard.press('Enter');
    expect(await focused(page)).toBe('board');
    await page.keyboard.press('Enter'); // the cursor shows, at f6
    for (const key of ['ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowLeft', 'ArrowLeft', 'ArrowLeft'])
      await page.keyboard.press(key);
    const readout = () => page.locator('#board-readout').textContent();
    await expect.poll(readout).toMatch(/^c2, perimeter .* Marked: Enter chooses it\.$/);
    await page.keyboard.press('Enter');
    await expect.poll(readout).toMatch(/^c2, .* Chosen\.$/);
    await page.keyboard.press('ArrowUp'); // c1, on the board's barren edge: where c2's tile can go
    await expect.poll(readout).toMatch(/^c1, .* Marked: Enter plays here\.$/);
    await page.context().close();
  });

  it('plays a full turn with the keyboard only; the focus goes panel → board → commands', async () => {
    const page = await openGame();
    const ctx = page.context();
    expect(await violations(page)).toEqual([]); // the new-game dialog open
    await tabTo(page, 'start-button');
    await page.keyboard.press('Enter');
    expect(await page.locator('#new-game-dialog').isVisible()).toBe(false);
    expect(await focused(page)).toBe('board'); // the dialog gone, the keys go to the board, not the page
    expect(await violations(page)).toEqual([]); // in play

    // The panel comes before the board, the commands after it.
    const before = await tabTo(page, 'new-game', 'Shift+Tab');
    expect(before.some((id) => id === 'vacuumMove' || id === 'undo')).toBe(false);
    const order = await tabTo(page, 'board');
    expect(order.some((id) => id === 'vacuumMove' || id === 'undo')).toBe(false);
    expect(await page.getAttribute('#board', 'aria-label')).toMatch(/board/i);
    // The cursor starts on f6; Left and Up bring it to e5, and Enter plays the Vacuum Move there.
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowUp');
    await expect
      .poll(() => page.locator('#board-readout').textContent())
      .toMatch(/^e5, board ×2: empty\. Pressure: red 0, gold 0\.$/);
    await page.keyboard.press('Enter');
    expect(await token(page, 'e5')).toBe('R');
    await expect
      .poll(() => page.locator('#board-readout').textContent())
      .toMatch(/^e5, board ×2: 1 red pebble\. Pressure: red 2/);
    expect(await page.getAttribute('#status-text', 'aria-live')).toBe('polite');
    await expect.poll(() => page.locator('#status-text').textContent()).toMatch(/Played Vacuum Move on e5\./);
    await page.keyboard.press('c'); // Commit
    expect(
      await page.evaluate(
        () => (window.studio as VacuumStudio).rules.status((window.studio as VacuumStudio).game()).current,
      ),
    ).toBe(1);
    await expect.poll(() => page.locator('#status-text').textContent()).toMatch(/^Turn committed\. Gold to play/);
    // After the board, Tab goes on to the commands.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('#commands') !== null)).toBe(true);
    // Back on the board (Shift+Tab), the cursor is where it was, not back on f6.
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toBe('board');
    await expect.poll(() => page.locator('#board-readout').textContent()).toMatch(/^e5, /);
    await page.keyboard.press('Tab');

    // Escape puts a selected action down; M opens the menu, which axe checks too.
    await page.locator('#board').focus();
    // From here the readout's changes are counted: the menu's coming and going changes none, so a
    // screen reader back on the board hears its square once (the board's description), not twice.
    await page.evaluate(() => {
      const readout = document.getElementById('board-readout')!;
      const seen: string[] = ((window as unknown as { readouts: string[] }).readouts = []);
      new MutationObserver(() => seen.push(readout.textContent ?? '')).observe(readout, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
    await page.keyboard.press('m');
    expect(await page.locator('#menu').isVisible()).toBe(true);
    expect(await violations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    expect(await page.locator('#menu').isVisible()).toBe(false);
    await expect.poll(() => focused(page)).toBe('board');
    expect(await page.evaluate(() => (window as unknown as { readouts: string[] }).readouts)).toEqual([]);
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
    // The board's keys work the editor: the cursor reads a square, Enter puts a pebble there.
    await page.locator('#board').focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => page.locator('#editor-message').textContent()).toBe('e6, board: empty.');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.locator('#editor-message').textContent())
      .toBe('Added a red pebble on e6: 1 red pebble.');
    expect(await page.evaluate(() => (window.studio as VacuumStudio).game().squares[65])).toBeNull(); // the game is untouched
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
    expect((page as Page & { errors: string[] }).errors).toEqual([]);
    await ctx.close();
  });

  it("Resign by the keyboard: the focus back on it after the dialogs, its tip says what it does, not 'Not now'", async () => {
    const page = await openGame();
    await tabTo(page, 'start-button');
    await page.keyboard.press('Enter');
    await tabTo(page, 'resign');
    const tip = page.locator('#tooltip-text');
    expect(await tip.innerText()).toMatch(/^Resign \(Any time\)\nLeave the game/);
    await page.keyboard.press('Enter');
    const confirm = page.locator('#confirm-dialog');
    await confirm.waitFor({ state: 'visible' });
    await page.keyboard.press('Tab'); // from the safe answer to "Resign as Red"
    expect(await focused(page)).toBe('confirm-danger');
    await page.keyboard.press('Enter');
    await page.locator('#end-dialog').waitFor({ state: 'visible' });
    await page.keyboard.press('Escape'); // Look at the board
    await expect.poll(() => focused(page)).toBe('resign');
    expect(await page.locator('#status-text').textContent()).toMatch(/Gold wins the game/);
    expect(await tip.innerText()).toMatch(/^Resign \(Any time\)\nLeave the game/);
    expect(await tip.innerText()).not.toMatch(/Not now/);
    // Asked for afresh (Tab away and back), an unlit button's tip says why it is unlit.
    await tabTo(page, 'replay-button', 'Shift+Tab');
    await tabTo(page, 'resign');
    expect(await tip.innerText()).toMatch(/^Resign \(Any time\)\nNot now: The game is over\./);
  });

  it('the focus never falls onto the page: an unlit button keeps it, is reached by Tab and says why', async () => {
    const page = await openGame();
    const ctx = page.context();
    await tabTo(page, 'start-button');
    await page.keyboard.press('Enter');
    expect(await focused(page)).toBe('board');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter'); // Vacuum Move on e5
    expect(await token(page, 'e5')).toBe('R');
    expect(await focused(page)).toBe('board');
    // Commit by its button: the turn passes, Commit goes out, and the focus stays on it.
    await tabTo(page, 'commit');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#status-text').textContent()).toMatch(/^Turn committed\. Gold to play/);
    expect(await focused(page)).toBe('commit');
    expect(await page.getAttribute('#commands button[data-action="commit"]', 'aria-disabled')).toBe('true');
    expect(await description(page, '#commands button[data-action="commit"]')).toBe(
      'Commit comes after the final action (Stage 3).',
    );
    // Enter on it again plays nothing and says why, where a screen reader reads it out.
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.locator('#status-text').textContent())
      .toBe('Commit comes after the final action (Stage 3).');
    expect(
      await page.evaluate(
        () => (window.studio as VacuumStudio).rules.status((window.studio as VacuumStudio).game()).current,
      ),
    ).toBe(1);
    // Undo, unlit at the start of Gold's turn, is reached too and says why.
    const back = await tabTo(page, 'undo', 'Shift+Tab');
    expect(back.at(-1)).toBe('undo');
    expect(await description(page, '#commands button[data-action="undo"]')).toBe('Nothing to undo in this turn.');
    expect(await focused(page)).not.toBe('BODY');

    // The replay: stepping to the first position unlights the step buttons back, and the focus stays.
    await tabTo(page, 'replay-button');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#replay').isVisible()).toBe(true);
    await page.locator('#replay button[data-step="first"]').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getAttribute('#replay button[data-step="first"]', 'aria-disabled')).toBe('true');
    expect(await page.evaluate(() => (document.activeElement as HTMLElement).dataset.step)).toBe('first');
    expect(await description(page, '#replay button[data-step="first"]')).toBe('This is the first position.');
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
