// Seat colours in the panels: every seat's mark (Status, the new-game dialog) is in that seat's
// colour, the same as its pieces on the board, and the seat list marks the player to move.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SEATS } from '../../src/games/vacuum/view/seats';
import { chooseNewGame, clickSquare, button, openPage, useBrowser } from './browser';
import { freshContext } from '../support/page';

const browser = useBrowser();

/** A seat's colour as the browser computes it. */
const rgb = (seat: 0 | 1 | 2 | 3): string => {
  const n = SEATS[seat].fill;
  return `rgb(${n >> 16}, ${(n >> 8) & 0xff}, ${n & 0xff})`;
};

const backgrounds = (page: Page, selector: string): Promise<string[]> =>
  page.locator(selector).evaluateAll((els) => els.map((e) => getComputedStyle(e).backgroundColor));

describe('seat colours', () => {
  it("each seat's mark in Status and in the new-game dialog is in its colour; the seat to move is marked", async () => {
    const ctx = await freshContext(browser(), { viewport: { width: 1366, height: 768 } });
    const page = await openPage(ctx);
    // The dialog's rows are drawn as the game's module comes (its seats' looks): waited for, not assumed.
    await expect.poll(() => backgrounds(page, '#seat-rows .seat .seat-dot')).toEqual([rgb(0), rgb(1), rgb(2), rgb(3)]);
    await chooseNewGame(page, '4');
    expect(await backgrounds(page, '#seats .seat-dot')).toEqual([rgb(0), rgb(1), rgb(2), rgb(3)]);
    const toMove = (): Promise<string | null> =>
      page.locator('#seats li[aria-current="true"]').getAttribute('data-seat');
    expect(await toMove()).toBe('0');
    // Red plays a Vacuum Move by click and commits: Gold is to move.
    await clickSquare(page, 'f6'); // a free square in the middle: Vacuum Move
    await button(page, 'commit').click();
    await expect.poll(toMove).toBe('1');
    expect((page as Page & { errors: string[] }).errors).toEqual([]);
    await ctx.close();
  });
});
