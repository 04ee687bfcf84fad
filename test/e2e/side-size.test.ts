// The side panel's size is the player's (src/page/side-size.ts): its edge by the board, dragged by
// the mouse or moved by the arrow keys (a touch screen keeps the page's sizes), widens it beside the board or, upright, gives it
// more room under the board; the board takes the rest, and the size outlasts a reload. The width the
// old Vacuum page kept for its panel beside the board is the first width.
import { describe, expect, it } from 'vitest';
import { useGamePage } from '../support/page';

const { context, open } = useGamePage();

type Page = import('playwright-core').Page;

const boxOf = async (page: Page, selector: string) => (await page.locator(selector).boundingBox())!;

/** Drags the panel's edge by (dx, dy) with the mouse; the panel's and the board's boxes before it. */
async function dragEdge(page: Page, dx: number, dy: number) {
  const before = { side: await boxOf(page, '#side'), board: await boxOf(page, '#board') };
  const edge = await boxOf(page, '#side-handle');
  const [x, y] = [edge.x + edge.width / 2, edge.y + edge.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 6 });
  await page.mouse.up();
  return before;
}

describe('the side panel’s size', () => {
  it('beside the board: dragged wider by the mouse, narrower by a key, kept after a reload', async () => {
    const page = await open(await context());
    await page.click('#start-button');
    const { side: before, board } = await dragEdge(page, -120, 0);
    await expect.poll(async () => Math.round((await boxOf(page, '#side')).width)).toBe(Math.round(before.width + 120));
    expect((await boxOf(page, '#board')).width).toBeCloseTo(board.width - 120, 0);
    // The keyboard: the edge has the focus, Right gives the board 20 px back.
    await page.focus('#side-handle');
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => Math.round((await boxOf(page, '#side')).width)).toBe(Math.round(before.width + 100));
    expect(await page.getAttribute('#side-handle', 'aria-valuenow')).toBe(String(Math.round(before.width + 100)));
    await page.reload();
    await page.locator('#side-handle[aria-valuenow]').waitFor({ state: 'attached' });
    await expect.poll(async () => Math.round((await boxOf(page, '#side')).width)).toBe(Math.round(before.width + 100));
  });

  it('upright (a narrow window): the edge dragged up gives the panel room from the board; a touch screen has no edge', async () => {
    const page = await open(await context({ viewport: { width: 700, height: 1000 } }));
    await page.click('#start-button');
    const { side: before, board } = await dragEdge(page, 0, -100);
    await expect
      .poll(async () => Math.round((await boxOf(page, '#side')).height))
      .toBe(Math.round(before.height + 100));
    expect((await boxOf(page, '#board')).height).toBeCloseTo(board.height - 100, 0);
    const phone = await open(await context({ layout: 'phone', touch: true }));
    expect(await phone.locator('#side-handle').isVisible()).toBe(false);
  });

  it('the width the old Vacuum page kept for its panel beside the board is the first width', async () => {
    const ctx = await context();
    await ctx.addInitScript(() => {
      if (!localStorage.getItem('opened')) localStorage.setItem('vacuum.infoWidth', '300');
      localStorage.setItem('opened', '1');
    });
    const page = await open(ctx);
    await expect.poll(async () => Math.round((await boxOf(page, '#side')).width)).toBe(300);
    expect(await page.evaluate(() => localStorage.getItem('vacuum.infoWidth'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('studio.infoWidth'))).toBe('300');
  });
});
