// The site offline, as a player on a train meets it: after one visit the service worker has every
// page and game; with the network gone the home page, Vacuum and Pressure reload, the computer
// answers, a #g= link opens, and rooms say they need a connection. A new version waits for the
// player's Reload, and the game in play survives it.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
import { button, clickSquare, positionText, token, type VacuumStudio } from './browser';
import { describe, expect, it } from 'vitest';
import { baseUrl, keepCopies, lastCopied, useBrowser } from '../support/page';
import { serveBuiltSite } from '../support/static-site';

const browser = useBrowser();

/** A fresh browser that has visited the site once, with its service worker installed and in control. */
async function visited(): Promise<{ ctx: BrowserContext; page: Page }> {
  const ctx = await browser().newContext({ viewport: { width: 1366, height: 768 } });
  await ctx.addInitScript(keepCopies);
  const page = await ctx.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto(baseUrl());
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload(); // the first page load is not yet controlled by the worker it installed
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return { ctx, page };
}

const drawn = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.board === 'drawn');

describe('the site offline', () => {
  it('precaches every page, game, worker and picture within 2 MB gzip', () => {
    const root = new URL('../../dist/client/', import.meta.url);
    const urls = [...readFileSync(new URL('sw.js', root), 'utf8').matchAll(/"?url"?:\s*"([^"]+)"/g)].map((m) => m[1]!);
    const files = urls.filter((u) => !u.startsWith('/')); // the game addresses are copies of play.html
    for (const page of ['index.html', 'play.html', 'manual.html']) expect(files).toContain(page);
    expect(files.some((f) => /^assets\/worker-.*\.js$/.test(f))).toBe(true);
    expect(urls).toEqual(expect.arrayContaining(['/vacuum', '/pressure']));
    const gzipped = files.reduce((sum, f) => sum + gzipSync(readFileSync(new URL(f, root))).length, 0);
    console.log(`precache: ${files.length} files, ${(gzipped / 1024).toFixed(0)} kB gzip`);
    expect(gzipped).toBeLessThanOrEqual(2 * 1024 * 1024);
  });

  it('reloads the home page and every game, plays against the computer, opens a link, and rooms say why not', async () => {
    const { ctx, page } = await visited();
    await ctx.setOffline(true);
    await page.reload();
    await page.waitForFunction(() => window.studio?.id === 'home');
    expect(await page.locator('.card').count()).toBeGreaterThanOrEqual(2);

    await page.goto(`${baseUrl()}vacuum`);
    await drawn(page);
    await page.click('#new-game-dialog input[name="players"][value="2"] + span');
    await page.selectOption('select[name="seat-0"]', 'person');
    await page.selectOption('select[name="seat-1"]', 'computer:easy');
    await page.click('#start-button');
    await redTurn(page);
    // The computer answered, with no network: Red's turn again, after Gold's.
    await page.waitForFunction(
      () => {
        const studio = window.studio as VacuumStudio;
        const s = studio.rules.status(studio.game());
        return s.turn === 2 && s.current === 0;
      },
      undefined,
      { timeout: 15_000 },
    );

    // Rooms need the network: they say so, and the game stays as it was.
    const before = await positionText(page);
    await page.click('#menu-button');
    await page.getByRole('menuitem', { name: 'Create online room…' }).click();
    await expect.poll(() => page.locator('body').innerText()).toMatch(/You are offline: rooms need a connection/);
    expect(await positionText(page)).toBe(before);

    // Pressure, and a whole-game link pasted in, open offline too.
    const link = await gameLinkOfPressure(page);
    await page.goto(link);
    // Pasted over a game in play, the link asks first.
    await page.getByRole('button', { name: 'Open the shared game' }).click();
    await page.locator('#replay-bar').waitFor();
    expect(await page.locator('#turn').textContent()).toMatch(/Replay: move 0 of 2/);
    await ctx.close();
  });

  it('a new version waits for Reload, and the game in play survives it', async () => {
    const site = await serveBuiltSite();
    const ctx = await browser().newContext({ viewport: { width: 1366, height: 768 } });
    try {
      const page = await ctx.newPage();
      page.setDefaultTimeout(15_000);
      await page.goto(`${site.url}pressure`);
      await drawn(page);
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await page.reload(); // now under the service worker, as on every visit after the first
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await drawn(page);
      await page.locator('select[name="seat-1"]').selectOption('person');
      await page.getByRole('button', { name: 'Start' }).click();
      for (const sq of ['c4', 'c3']) {
        const at = await page.evaluate(
          (s) => (window.studio as { squareCenter(s: string): { x: number; y: number } }).squareCenter(s),
          sq,
        );
        await page.mouse.click(at.x, at.y);
      }
      await page.waitForFunction(() => document.querySelectorAll('#moves li').length >= 1);
      const saved = await page.evaluate(() => localStorage.getItem('pressure.autosave'));
      expect(saved).toContain('c4-c3');

      // A new version of the site appears on the server, as after a deploy: it waits for the player.
      const sw = readFileSync(new URL('../../dist/client/sw.js', import.meta.url), 'utf8');
      site.replace('/sw.js', `${sw}\n// the next version\n`);
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
      await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Reload' }).click()]);
      await drawn(page);
      await expect.poll(() => page.locator('#moves li').allTextContents()).toEqual(['c4-c3']);
      expect(await page.evaluate(() => localStorage.getItem('pressure.autosave'))).toBe(saved);
    } finally {
      await ctx.close();
      await site.close();
    }
  });
});

describe('installing the site', () => {
  it('the home page offers "Install the games" when the browser offers to install, and asks the browser', async () => {
    const ctx = await browser().newContext();
    const page = await ctx.newPage();
    await page.goto(baseUrl());
    await page.waitForFunction(() => window.studio?.id === 'home');
    expect(await page.getByRole('button', { name: 'Install the games' }).isVisible()).toBe(false);
    // What Chromium fires once the site is installable (its manifest, icons and service worker).
    await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: () => Promise.resolve((document.body.dataset.installAsked = 'yes')),
      });
      window.dispatchEvent(offer);
    });
    await page.getByRole('button', { name: 'Install the games' }).click();
    await expect.poll(() => page.evaluate(() => document.body.dataset.installAsked)).toBe('yes');
    expect(await page.getByRole('button', { name: 'Install the games' }).isVisible()).toBe(false);
    await ctx.close();
  });
});

/** Red's first turn by mouse: a Vacuum Move on e5, then Commit. */
async function redTurn(page: Page): Promise<void> {
  await clickSquare(page, 'e5');
  await expect.poll(() => token(page, 'e5')).toBe('R');
  await button(page, 'commit').click();
}

/** A two-move Pressure game's link, made by the page's own Copy game link, after a Hint (offline: no network is needed). */
async function gameLinkOfPressure(page: Page): Promise<string> {
  await page.goto(`${baseUrl()}pressure`);
  await drawn(page);
  await page.getByRole('button', { name: 'Start' }).click();
  for (const [a, b] of [
    ['c4', 'c3'],
    ['b3', 'b4'],
  ]) {
    for (const sq of [a!, b!]) {
      const at = await page.evaluate(
        (s) => (window.studio as { squareCenter(s: string): { x: number; y: number } }).squareCenter(s),
        sq,
      );
      await page.mouse.click(at.x, at.y);
    }
  }
  await page.waitForFunction(() => document.querySelectorAll('#moves li').length === 2);
  // Hint thinks in the worker the service worker keeps: it answers offline too.
  await page.getByRole('button', { name: 'Hint' }).click();
  await expect.poll(() => page.locator('#message').textContent()).toMatch(/^Hint: /);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('menuitem', { name: 'Copy game link' }).click();
  await expect.poll(() => page.locator('#message').textContent()).toMatch(/copied/);
  return lastCopied(page);
}
