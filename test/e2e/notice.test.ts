// Where the page's notice (the toast: ui/panels/toast.ts) lies while it shows: over the board's last
// rows, on Vacuum's page and on the shared page, on a phone and on a desktop — never over a control
// (a button, a link, a field, the title) nor over the board's coordinate labels, which sit above and
// left of its squares. The notice is the long one a new room gives.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chooseNewGame } from './browser';
import { useGamePage, type Layout } from '../support/page';

const { openAt } = useGamePage();

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The notice's box, and every control and title in view: their names and boxes. */
const boxes = (page: Page) =>
  page.evaluate(() => {
    const box = (e: Element): Box => {
      const r = e.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    };
    const toast = document.getElementById('toast')!;
    const controls = [
      ...document.querySelectorAll('button, a[href], input, select, textarea, summary, [role="button"], h1'),
    ].filter((e) => !toast.contains(e) && e.checkVisibility() && e.getBoundingClientRect().width > 0);
    return {
      toast: box(toast),
      controls: controls.map((e) => ({ name: `${e.tagName} ${e.id} ${e.textContent?.trim()}`, box: box(e) })),
    };
  });

const overlap = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The squares' top-left corner: the labels lie above and left of it. */
async function squares(page: Page): Promise<{ left: number; top: number }> {
  const [first, next] = await page.evaluate(() => {
    const s = window.studio as unknown as { squareCenter(sq: string): { x: number; y: number } };
    return [s.squareCenter('a1'), s.squareCenter('b1')];
  });
  const cell = Math.abs(next!.x - first!.x);
  // a1 is the top-left square of both games' boards as drawn here (no flipped view).
  return { left: first!.x - cell / 2, top: first!.y - cell / 2 };
}

async function roomNotice(game: string, layout: Layout): Promise<Page> {
  const page = await openAt(game, '', { layout, touch: layout === 'phone' });
  if (game === 'vacuum') await chooseNewGame(page, '2');
  else await page.getByRole('dialog', { name: 'New game' }).getByRole('button', { name: 'Start' }).click();
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('menuitem', { name: 'Create online room…' }).click();
  await page.locator('#create-room-dialog').getByRole('button', { name: 'This game' }).click();
  await page.waitForSelector('#toast:not([hidden])');
  await expect.poll(() => page.locator('#toast').textContent()).toMatch(/^Online room \w+ created/);
  return page;
}

describe('the page’s notice', () => {
  for (const game of ['vacuum', 'pressure']) {
    for (const layout of ['phone', 'desktop'] as const) {
      it(`covers no control nor the board’s labels: ${game}, ${layout}`, async () => {
        const page = await roomNotice(game, layout);
        const { toast, controls } = await boxes(page);
        const viewport = page.viewportSize()!;
        // In view and readable whole.
        expect(toast.width).toBeGreaterThan(150);
        expect(toast.x).toBeGreaterThanOrEqual(0);
        expect(toast.y).toBeGreaterThanOrEqual(0);
        expect(toast.x + toast.width).toBeLessThanOrEqual(viewport.width);
        expect(toast.y + toast.height).toBeLessThanOrEqual(viewport.height);
        expect(await page.locator('#toast').evaluate((t) => t.scrollHeight <= t.clientHeight)).toBe(true);
        expect(controls.filter((c) => overlap(toast, c.box)).map((c) => c.name)).toEqual([]);
        const { left, top } = await squares(page);
        expect(toast.x).toBeGreaterThanOrEqual(left);
        expect(toast.y).toBeGreaterThanOrEqual(top);
        // Still read out, as every notice is.
        expect(await page.locator('#toast').getAttribute('role')).toBe('status');
      });
    }
  }
});
