// Replay in the page: a game played for a few turns, replayed to a middle turn with the buttons,
// the arrow keys and the move list, continued from there (the original stays in Recent games);
// the end screen's Replay; axe's checks and the upright tablet layout with the replay open.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { button, chooseNewGame, clickSquare, menu, positionText, type VacuumStudio, violations } from './browser';
import { useGamePage, screenPath, type Layout } from '../support/page';
import type { GameStudio } from '../../src/core/studio';

const { context, open, openGame } = useGamePage();

/** The position the replay shows, as position text. */
const shownText = (page: Page): Promise<string | null> =>
  page.evaluate(() => {
    const shown = window.vacuum.replay.shown();
    return shown ? (window.studio as VacuumStudio).rules.formatPosition(shown.game) : null;
  });
const moment = (page: Page): Promise<number> => page.evaluate(() => window.vacuum.replay.moment);
const statusText = (page: Page): Promise<string | null> => page.locator('#status-text').textContent();

/** A turn by mouse: a Vacuum Move on a free square the rules allow, then Commit. */
async function vacuumTurn(page: Page): Promise<void> {
  const square = await page.evaluate(() => {
    const { legalActions, squareName } = (window.studio as VacuumStudio).rules;
    const a = legalActions((window.studio as VacuumStudio).game()).find((x) => x.kind === 'vacuumMove');
    return a && 'at' in a ? squareName(a.at) : null;
  });
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
    await page.click('#replay-button');
    await expect.poll(() => page.locator('#replay').isVisible()).toBe(true);
    expect(await statusText(page)).toMatch(
      /^Replay: turn 4 of 4, Gold — the whole turn: Vacuum Move on [a-l]\d+; Commit\.$/,
    );
    expect(await shownText(page)).toBe(after[4]);
    // The live game's buttons are under the replay: nothing can be played.
    expect(await button(page, 'vacuumMove').isVisible()).toBe(false);

    // Back two turns with the keyboard: the board shows the position after turn 2.
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('PageUp');
    expect(await shownText(page)).toBe(after[2]);
    // window.studio's game is the position on screen (platform.md): the replay's.
    expect(
      await page.evaluate(() => {
        const studio = window.studio as GameStudio<unknown, { formatPosition(game: unknown): string }>;
        return studio.rules.formatPosition(studio.game());
      }),
    ).toBe(after[2]);
    expect(await statusText(page)).toMatch(/^Replay: turn 2 of 4, Gold — the whole turn: Vacuum Move on /);
    expect(await page.locator('#replay [aria-current="step"]').textContent()).toBe('commit');
    // One action back and forth with ← and →.
    await page.keyboard.press('ArrowLeft');
    expect(await statusText(page)).toMatch(/^Replay: turn 2 of 4, Gold — action 1 of 2: Vacuum Move on /);
    await page.keyboard.press('ArrowRight');
    expect(await shownText(page)).toBe(after[2]);
    // The buttons and the move list.
    await page.click('#replay button[data-step="first"]');
    expect(await moment(page)).toBe(0);
    await expect.poll(() => page.locator('#replay button[data-step="previousAction"]').isDisabled()).toBe(true);
    await page.click('#replay button[data-step="nextTurn"]');
    expect(await shownText(page)).toBe(after[1]);
    await page.locator('#replay .replay-moves li').nth(3).locator('button').nth(1).click(); // turn 3's first action
    expect(await statusText(page)).toMatch(/^Replay: turn 3 of 4, Red — action 1 of 2/);
    await page.locator('#replay .replay-moves li').nth(2).locator('button.replay-turn').click(); // turn 2
    expect(await shownText(page)).toBe(after[2]);
    // A click on the board plays nothing, and the live game is as it was.
    await clickSquare(page, 'a6');
    expect(await positionText(page)).toBe(after[4]);

    await page.click('#replay-continue');
    await expect.poll(() => page.locator('#replay').isVisible()).toBe(false);
    expect(await positionText(page)).toBe(after[2]);
    expect(await page.locator('#toast').textContent()).toMatch(/from turn 2, action 2 of 2 .*Recent games/);
    // The new game is playable from there, and can itself be replayed.
    await vacuumTurn(page);
    expect(
      await page.evaluate(
        () => (window.studio as VacuumStudio).rules.status((window.studio as VacuumStudio).game()).turn,
      ),
    ).toBe(3);
    await page.click('#replay-button');
    await page.keyboard.press('Home');
    expect(await shownText(page)).toBe(after[0]);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('#replay').isVisible()).toBe(false);
    // The original game is in Recent games, after its four turns: round 3, Red to move.
    await menu(page, 'recent');
    expect(await page.locator('#recent-dialog .recent-list button').allTextContents()).toEqual([
      expect.stringMatching(/ · Round 3 of 40 · Red to move · scores: Red \d+, Gold \d+ · /),
    ]);
    expect((page as Page & { errors: string[] }).errors).toEqual([]);
    await ctx.close();
  });

  it("the end screen's Replay opens the finished game's replay; axe finds nothing with it open", async () => {
    const page = await twoPlayers(async (dialog) => {
      await dialog.selectOption('#length-choice', 'custom');
      await dialog.fill('#custom-rounds', '1');
    });
    await vacuumTurn(page);
    await vacuumTurn(page);
    await expect.poll(() => page.locator('#end-dialog').isVisible()).toBe(true);
    await page.click('#end-replay-button');
    await expect.poll(() => page.locator('#replay').isVisible()).toBe(true);
    expect(await statusText(page)).toMatch(/^Replay: turn 2 of 2, Gold/);
    expect(await page.locator('#replay-continue').isDisabled()).toBe(true);
    expect(await page.locator('#replay .replay-why').textContent()).toBe('The game is over at this moment.');
    expect(await violations(page)).toEqual([]);
    await page.click('#replay-close');
    expect(await page.locator('#replay').isVisible()).toBe(false);
    await page.context().close();
  });

  // The editor takes the board the same way: the live game waits behind both.
  it.each([
    { shown: 'replay', open: () => window.vacuum.openReplay(), close: '#replay-close' },
    { shown: 'editor', open: () => window.vacuum.openEditor(), close: '#editor-cancel' },
  ])('a computer to move waits while the $shown is open, and plays once it closes', async ({ shown, open, close }) => {
    const page = await twoPlayers(async (dialog) => {
      await dialog.selectOption('select[name="seat-1"]', 'easy');
      await dialog.check('#fast-computers');
    });
    await clickSquare(page, 'e5');
    // Commit hands the turn to the computer; the replay (or editor) opens before it has answered.
    await page.evaluate(`window.vacuum.controller.command('commit'); (${open.toString()})()`);
    const waiting = await positionText(page);
    // No sleep: the computer is stopped (or never started) while the board shows something else…
    await page.waitForFunction(() => window.vacuum.computers.state.kind === 'idle');
    // …and asked to play now, it does not: were it not held, this would resolve only after its whole
    // turn, played on the board.
    await page.evaluate(() => window.vacuum.computers.next());
    expect(await page.evaluate(() => window.vacuum.computers.state.kind)).toBe('idle');
    expect(await positionText(page)).toBe(waiting);
    if (shown === 'replay') expect(await statusText(page)).toMatch(/^Replay: turn 1 of 1, Red/);
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
    expect(await positionText(page)).not.toBe(waiting);
    await page.context().close();
  });

  it('upright tablet by touch: the board keeps its size, the move list is in view and big enough for a finger', async () => {
    const page = await openGame('', { layout: 'tablet', touch: true });
    const ctx = page.context();
    await chooseNewGame(page, '2');
    for (let turn = 0; turn < 3; turn++) await vacuumTurn(page);
    const board = (): Promise<number> =>
      page.evaluate(() => window.vacuum.squareCenter(11).x - window.vacuum.squareCenter(0).x);
    const before = await board();
    await page.tap('#replay-button');
    await expect.poll(() => page.locator('#replay').isVisible()).toBe(true);
    expect(await board()).toBe(before);
    const boxes = await page.locator('#replay button:visible').evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        return { text: el.textContent, w: r.width, h: r.height, bottom: r.bottom, inList: !!el.closest('ol') };
      }),
    );
    expect(boxes.filter((b) => b.w < 44 || b.h < 44)).toEqual([]);
    expect(boxes.filter((b) => !b.inList && b.bottom > 1024)).toEqual([]);
    await page.locator('#replay .replay-moves li').nth(1).locator('button').nth(1).tap();
    expect(await moment(page)).toBe(1);
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
      await (touch ? page.tap('#replay-button') : page.click('#replay-button'));
      await expect.poll(() => page.locator('#replay').isVisible()).toBe(true);
      const { panel, steps } = await page.evaluate(() => {
        const box = (el: Element) => el.getBoundingClientRect().toJSON() as DOMRect;
        return {
          panel: box(document.getElementById('replay')!),
          steps: [...document.querySelectorAll('#replay .replay-steps button')].map((b) => ({
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
