// The manual in the built site: Open Manual opens it in a new tab with its table of contents, and
// every tool tip's "Rules" link lands on a section that exists.
import { describe, expect, it } from 'vitest';
import { RULES_ANCHORS } from '../../src/games/vacuum/view/tooltips';
import { chooseNewGame } from './browser';
import { useGamePage } from '../support/page';

const { openGame } = useGamePage();

describe('the manual', () => {
  it('opens from the menu in a new tab, styled, with contents that link to its sections', async () => {
    const page = await openGame();
    const ctx = page.context();
    await chooseNewGame(page, '2');
    const opened = ctx.waitForEvent('page');
    await page.click('#menu-button');
    await page.click('#menu button[data-menu="manual"]');
    const manual = await opened;
    await manual.waitForSelector('#toc li a');
    expect(manual.url()).toMatch(/manual\.html$/);
    expect(await manual.title()).toBe('Vacuum — Manual');
    // The stylesheet is part of the page: the contents sit beside the rules, not above them.
    const [toc, rules] = await Promise.all([
      manual.locator('#toc').boundingBox(),
      manual.locator('#rules').boundingBox(),
    ]);
    expect(toc!.x + toc!.width).toBeLessThanOrEqual(rules!.x + 1);

    const links = await manual.$$eval('#toc a', (as) => as.map((a) => a.getAttribute('href')!));
    expect(links.length).toBeGreaterThan(10);
    const ids = new Set(await manual.$$eval('#rules [id]', (els) => els.map((e) => e.id)));
    expect(links.filter((href) => !ids.has(href.slice(1)))).toEqual([]);
    expect(RULES_ANCHORS.filter((anchor) => !ids.has(anchor))).toEqual([]);

    await manual.click(`#toc a[href="#vacuum-move"]`);
    expect(new URL(manual.url()).hash).toBe('#vacuum-move');
    await ctx.close();
  });

  it('a link with a section opens at that section', async () => {
    const page = await openGame();
    const ctx = page.context();
    await page.goto(new URL('/manual.html#pebble-war', page.url()).href);
    await page.waitForSelector('#pebble-war');
    await page.waitForFunction(() => {
      const top = document.getElementById('pebble-war')!.getBoundingClientRect().top;
      return top >= -2 && top < 200;
    });
    await ctx.close();
  });
});
