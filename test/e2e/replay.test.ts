// Replay in the page: a game played for a few turns, replayed to a middle turn with the buttons,
// the arrow keys and the move list, continued from there (the original stays in Recent games);
// the end screen's Replay; axe's checks and the upright tablet layout with the replay open.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  button,
  centre,
  chooseNewGame,
  clickSquare,
  description,
  menu,
  positionText,
  type VacuumStudio,
  violations,
} from './browser';
import { useGamePage, screenPath, type Layout } from '../support/page';

const { context, open, openGame } = useGamePage();

/** The position the board shows, as position text: while a replay is open, its moment's (platform.md). */
const shownText = (page: Page): Promise<string> => positionText(page);
/** Status's line: while a replay is open, where it stands. */
const statusText = (page: Page): Promise<string | null> => page.locator('#turn').textContent();
/** The replay's bar: its steps, Continue from here and Close replay. */
const bar = (page: Page) => page.locator('#replay-bar');
const stepButton = (page: Page, step: string) => page.locator(`#replay-bar [data-step="${step}"]`);
/** The move list's turns, each a button that opens the replay after it. */
const turnButton = (page: Page, turn: number) => page.locator('#moves button.move').nth(turn - 1);

/** A turn by mouse: a Vacuum Move the rules allow (the action chosen first: its square may hold a tile), then Commit. */
async function vacuumTurn(page: Page): Promise<void> {
  const square = await page.evaluate(() => {
    const { legalActions, squareName } = (window.studio as VacuumStudio).rules;
    const a = legalActions((window.studio as VacuumStudio).game()).find((x) => x.kind === 'vacuumMove');
    return a && 'at' in a ? squareName(a.at) : null;
  });
  await button(page, 'vacuumMove').click();
  await clickSquare(page, square!);
  await button(page, 'commit').click();
}

/** A 2-player game at 1366 × 768 from the new-game dialog, after `choose` has set its seats or length. */
async function twoPlayers(choose: (page: Page) => Promise<void>): Promise<Page> {
  const page = await open(await context());
  await page.click('#new-game-dialog input[name="players"][value="2"] + span');
  await choose(page);
  await page.click('#start-button');
  return page;
}

/** Opens the replay from the menu (at the game's first position). */
const openReplay = (page: Page): Promise<void> => menu(page, 'replay');

describe('replay', () => {
  it('replays a game to a middle turn (buttons, keys, move list), then continues from there', async () => {
    const page = await openGame('', { viewport: { width: 1366, height: 900 } });
    const ctx = page.context();
    await chooseNewGame(page, '2');
    const after: string[] = [await positionText(page)];
    for (let turn = 0; turn < 4; turn++) {
      await vacuumTurn(page);
      after.push(await positionText(page));
    }
    await openReplay(page);
    await expect.poll(() => bar(page).isVisible()).toBe(true);
    expect(await statusText(page)).toBe('Replay: turn 0 of 4, the start');
    await page.keyboard.press('End');
    expect(await statusText(page)).toMatch(/^Replay: turn 4 of 4, Gold: Vacuum Move on [a-l]\d+\. Commit\.$/);
    expect(await shownText(page)).toBe(after[4]);
    // The live game's buttons are under the replay: nothing can be played.
    expect(await page.locator('#controls').evaluate((el) => (el as HTMLElement).inert)).toBe(true);
    expect(await button(page, 'undo').isVisible()).toBe(false);

    // Back two turns with the keyboard: the board shows the position after turn 2.
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('PageUp');
    expect(await shownText(page)).toBe(after[2]);
    expect(await statusText(page)).toMatch(/^Replay: turn 2 of 4, Gold: Vacuum Move on /);
    expect(await page.locator('#moves [aria-current="step"]').textContent()).toMatch(/commit$/);
    // One action back and forth with ← and →.
    await page.keyboard.press('ArrowLeft');
    expect(await statusText(page)).toMatch(/^Replay: turn 2 of 4, Gold, action 1 of 2: Vacuum Move on /);
    await page.keyboard.press('ArrowRight');
    expect(await shownText(page)).toBe(after[2]);
    // The buttons and the move list.
    await stepButton(page, 'first').click();
    expect(await shownText(page)).toBe(after[0]);
    await expect.poll(() => stepButton(page, 'previousAction').getAttribute('aria-disabled')).toBe('true');
    await stepButton(page, 'nextTurn').click();
    expect(await shownText(page)).toBe(after[1]);
    await turnButton(page, 3).click(); // turn 3, then its first action
    await page.keyboard.press('ArrowLeft');
    expect(await statusText(page)).toMatch(/^Replay: turn 3 of 4, Red, action 1 of 2/);
    await turnButton(page, 2).click();
    expect(await shownText(page)).toBe(after[2]);
    // A click on the board plays nothing: the live game's move list is as it was.
    await clickSquare(page, 'a6');
    expect(await page.locator('#moves button.move').count()).toBe(4);
    expect(await shownText(page)).toBe(after[2]);

    await page.getByRole('button', { name: 'Continue from here' }).click();
    await expect.poll(() => bar(page).isVisible()).toBe(false);
    expect(await positionText(page)).toBe(after[2]);
    // The game it replaced, played on past this moment, is kept.
    expect(await page.locator('#message').textContent()).toMatch(/Recent games/);
    // The new game is playable from there, and can itself be replayed.
    await vacuumTurn(page);
    expect(
      await page.evaluate(
        () => (window.studio as VacuumStudio).rules.status((window.studio as VacuumStudio).game()).turn,
      ),
    ).toBe(3);
    await openReplay(page);
    await page.keyboard.press('End');
    await page.keyboard.press('Home');
    expect(await shownText(page)).toBe(after[0]);
    await page.keyboard.press('Escape');
    await expect.poll(() => bar(page).isVisible()).toBe(false);
    // The original game is in Recent games, after its four turns: round 3, Red to move.
    await menu(page, 'recent');
    expect(await page.locator('#recent-dialog .recent-list button').allTextContents()).toEqual([
      expect.stringMatching(/Round 3 of 40 · Red to move · scores: Red \d+, Gold \d+/),
    ]);
    expect((page as Page & { errors: string[] }).errors).toEqual([]);
    await ctx.close();
  });

  it("the end screen's Replay opens the finished game's replay; axe finds nothing with it open", async () => {
    const page = await twoPlayers(async (dialog) => {
      await dialog.selectOption('select[name="seat-1"]', 'person'); // two people take turns here
      await dialog.selectOption('#length-choice', 'custom');
      await dialog.fill('#custom-rounds', '1');
    });
    await vacuumTurn(page);
    await vacuumTurn(page);
    await expect.poll(() => page.locator('#end-dialog').isVisible()).toBe(true);
    await page.click('#end-replay-button');
    await expect.poll(() => bar(page).isVisible()).toBe(true);
    expect(await statusText(page)).toBe('Replay: turn 0 of 2, the start');
    // At its last moment the game is over: it cannot be taken up from there.
    await page.keyboard.press('End');
    expect(await statusText(page)).toMatch(/^Replay: turn 2 of 2, Gold/);
    const continueHere = page.getByRole('button', { name: 'Continue from here' });
    expect(await continueHere.getAttribute('aria-disabled')).toBe('true');
    expect(await description(page, '#replay-bar button[aria-describedby="why-replay-continue"]')).toBe(
      'The game is over at this moment.',
    );
    expect(await violations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Close replay' }).click();
    expect(await bar(page).isVisible()).toBe(false);
    await page.context().close();
  });

  // The editor takes the board the same way: the live game waits behind both.
  it.each([
    { shown: 'replay', item: 'replay', close: '#replay-bar button:text-is("Close replay")' },
    { shown: 'editor', item: 'edit-position', close: '#editor button:text-is("Cancel")' },
  ])('a computer to move waits while the $shown is open, and plays once it closes', async ({ shown, item, close }) => {
    const page = await twoPlayers(async (dialog) => {
      await dialog.selectOption('select[name="seat-1"]', 'computer:easy');
      await dialog.check('#fast-computers');
    });
    await clickSquare(page, 'e5');
    // Commit hands the turn to the computer; the replay (or editor) opens before it has answered.
    await page.evaluate((menuItem) => {
      document.querySelector<HTMLButtonElement>('#game-buttons button[data-key="c"]')!.click();
      document.querySelector<HTMLButtonElement>(`#menu button[data-menu="${menuItem}"]`)!.click();
    }, item);
    // No sleep: the computer is stopped (or never started) while the board shows something else…
    await expect.poll(() => page.locator('#status').getAttribute('class')).not.toMatch(/thinking/);
    // …and while the player looks around there, nothing is played in the live game (its move list).
    if (shown === 'replay') {
      expect(await statusText(page)).toBe('Replay: turn 0 of 1, the start');
      await page.keyboard.press('End');
      expect(await statusText(page)).toMatch(/^Replay: turn 1 of 1, Red/);
    }
    const waiting = await page.locator('#moves').innerText();
    expect(await page.locator('#moves button.move').count()).toBe(1);
    await page.click(close);
    await expect
      .poll(
        () =>
          page.evaluate(
            () => (window.studio as VacuumStudio).rules.status((window.studio as VacuumStudio).game()).current,
          ),
        { timeout: 8000 },
      )
      .toBe(0);
    expect(await page.locator('#moves').innerText()).not.toBe(waiting);
    await page.context().close();
  });

  it('upright tablet by touch: the board keeps its size, the move list is in view and big enough for a finger', async () => {
    const page = await openGame('', { layout: 'tablet', touch: true });
    const ctx = page.context();
    await chooseNewGame(page, '2');
    for (let turn = 0; turn < 3; turn++) await vacuumTurn(page);
    const board = async (): Promise<number> => (await centre(page, 'l1')).x - (await centre(page, 'a1')).x;
    const before = await board();
    await page.tap('#menu-button');
    await page.tap('#menu button[data-menu="replay"]');
    await expect.poll(() => bar(page).isVisible()).toBe(true);
    expect(await board()).toBe(before);
    // The replay's bar and the move list (a turn there opens the replay after it).
    const boxes = await page.locator('#replay-bar button:visible, #moves button:visible').evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        return { text: el.textContent, w: r.width, h: r.height, bottom: r.bottom, inList: !!el.closest('ol') };
      }),
    );
    expect(boxes.filter((b) => b.w < 44 || b.h < 44)).toEqual([]);
    expect(boxes.filter((b) => !b.inList && b.bottom > 1024)).toEqual([]);
    await turnButton(page, 1).tap();
    expect(await statusText(page)).toMatch(/^Replay: turn 1 of 3, Red: /);
    await page.screenshot({ path: screenPath('replay-768x1024') });
    await ctx.close();
  });

  // Sideways the panel beside the board is 250 px wide: six steps in a row were 35 px each.
  for (const [layout, touch] of [
    ['tabletSideways', true],
    ['tablet', true],
    ['phone', true],
    ['desktop', false],
  ] as [Layout, boolean][]) {
    it(`${layout}${touch ? ' by touch' : ''}: the steps |◀ ◀◀ ◀ ▶ ▶▶ ▶| ${touch ? 'are 44 × 44 at least, and ' : ''}stay inside the panel`, async () => {
      const page = await openGame('', { layout, touch });
      await chooseNewGame(page, '2');
      for (let turn = 0; turn < 2; turn++) await vacuumTurn(page);
      if (touch) {
        await page.tap('#menu-button');
        await page.tap('#menu button[data-menu="replay"]');
      } else await openReplay(page);
      await expect.poll(() => bar(page).isVisible()).toBe(true);
      const { panel, steps } = await page.evaluate(() => {
        const box = (el: Element) => el.getBoundingClientRect().toJSON() as DOMRect;
        return {
          panel: box(document.getElementById('side')!),
          steps: [...document.querySelectorAll('#replay-bar [data-step]')].map((b) => ({
            step: b.textContent,
            ...box(b),
          })),
        };
      });
      expect(steps.map((s) => s.step)).toEqual(['|◀', '◀◀', '◀', '▶', '▶▶', '▶|']);
      if (touch) expect(steps.filter((s) => s.width < 44 || s.height < 44)).toEqual([]);
      // Inside the panel, and clear of each other.
      const outside = steps.filter(
        (s) => s.left < panel.left || s.right > panel.right || s.top < panel.top || s.bottom > panel.bottom,
      );
      expect(outside).toEqual([]);
      const overlaps = steps.flatMap((a, i) =>
        steps.slice(i + 1).filter((b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom),
      );
      expect(overlaps).toEqual([]);
      await page.screenshot({ path: screenPath(`replay-steps-${layout}`) });
      await page.context().close();
    });
  }
});
