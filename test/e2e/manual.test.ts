// The manual in the built site: the menu's Rules opens it in a new tab with its table of contents, and
// every tool tip's "Rules" link lands on a section that exists.
import { describe, expect, it } from 'vitest';
import { RULES_ANCHORS } from '../../src/games/vacuum/view/tooltips';
import { chooseNewGame } from './browser';
import { screenPath, useGamePage } from '../support/page';

const { openGame, openAt } = useGamePage();

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
    expect(manual.url()).toMatch(/manual\.html\?game=vacuum&from=game$/);
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
    // A heading is read as its own words, its section's # link kept for the mouse.
    expect(await manual.getByRole('heading', { name: 'Vacuum Move', exact: true }).count()).toBe(1);

    await manual.click(`#toc a[href="#vacuum-move"]`);
    expect(new URL(manual.url()).hash).toBe('#vacuum-move');
    await ctx.close();
  });

  it('opens from a new game’s menu too, in a new tab, its way back to that game', async () => {
    const page = await openAt('pressure');
    const opened = page.context().waitForEvent('page');
    const dialog = page.getByRole('dialog', { name: 'New game' });
    await dialog.waitFor();
    await page.keyboard.press('Escape'); // play on the fresh game
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menuitem', { name: 'Rules' }).click();
    const manual = await opened;
    await manual.waitForSelector('#toc li a');
    expect(await manual.title()).toBe('Pressure — Manual');
    expect(await manual.locator('#back').innerText()).toBe('← Back to the game');
    expect(new URL(await manual.locator('#back').evaluate((a: HTMLAnchorElement) => a.href)).pathname).toBe(
      '/pressure',
    );
    expect(page.url()).toMatch(/\/pressure$/); // the game's page stays where it was
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

  it('on an upright phone it opens at How to play and its first game, and its way back returns to the game', async () => {
    const page = await openGame('', { layout: 'phone', touch: true });
    const ctx = page.context();
    await chooseNewGame(page, '2');
    await page.locator('#controls button[data-action="vacuumMove"]').tap();
    const opened = ctx.waitForEvent('page');
    await page.locator('#menu-button').tap();
    await page.locator('#menu button[data-menu="manual"]').tap();
    const manual = await opened;
    await manual.waitForSelector('#your-first-game');
    // The first screen shows the game's first steps, not a long list of contents (folded away).
    expect(await manual.locator('#toc details').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    expect(await manual.locator('#toc li a').first().isVisible()).toBe(false);
    const step = (await manual.locator('#your-first-game + p + ol li').first().boundingBox())!;
    expect(step.y + step.height).toBeLessThanOrEqual(844);
    expect(await manual.locator('h1').first().innerText()).toMatch(/How to play Vacuum/);
    // Nothing is wider than the phone (a wide table would let the page slide sideways and zoom).
    expect(await manual.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await manual.locator('#your-first-game + p + ol li').count()).toBeGreaterThanOrEqual(5);
    await manual.screenshot({ path: screenPath('phone-manual') });
    // The contents open with a tap on their heading.
    await manual.locator('#toc summary').tap();
    expect(await manual.locator('#toc li a').first().isVisible()).toBe(true);
    // Deep in the rules, the way back is still in view, big enough for a finger.
    await manual.locator('#toc a[href="#pebble-war"]').tap();
    const back = manual.locator('#back');
    expect(await back.innerText()).toBe('← Back to the game');
    const box = (await back.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    expect(box.height).toBeGreaterThanOrEqual(44);
    // It closes the manual's tab: the game is where it was, in its own tab (no second copy).
    const closed = manual.waitForEvent('close');
    // The tap closes the tab it was made in: Playwright may find the page gone as it finishes.
    await back.tap().catch((e: Error) => {
      if (!/closed/.test(e.message)) throw e;
    });
    await closed;
    expect(ctx.pages()).toEqual([page]);
    expect(await page.getAttribute('#controls button[data-action="vacuumMove"]', 'aria-pressed')).toBe('true');
    await ctx.close();
  });
});
