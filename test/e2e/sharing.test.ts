// Share links, copy/paste of positions, PNG saves and hostile files, through the page's menu.
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { encodeShare } from '../../src/games/vacuum/share';
import { formatPosition, parsePosition } from '../../src/games/vacuum/rules/index';
import { button, chooseNewGame, clickSquare, load, menu, positionText, token, waitForPosition } from './browser';
import { baseUrl, gameUrl, lastCopied, savedFile, screenPath, useGamePage } from '../support/page';

const POSITION = readFileSync(new URL('../../bench/positions/crowded-2p.txt', import.meta.url), 'utf8');

const { context, open, openGame } = useGamePage();

describe('share links', () => {
  it('a #p= link opens its position', async () => {
    const page = await openGame(`#p=${encodeShare(parsePosition(POSITION))}`);
    const ctx = page.context();
    await waitForPosition(page, formatPosition(parsePosition(POSITION)));
    expect(await page.evaluate(() => location.hash)).toBe('');
    await ctx.close();
  });

  it('a #p= link pasted while the page is still starting opens, and no new-game dialog covers it', async () => {
    const ctx = await context();
    // Vacuum's own controls come late (held back here): the link comes in between.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await ctx.route(/\/assets\/modes-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const page = await ctx.newPage();
    await page.goto(gameUrl());
    await page.waitForFunction(() => document.documentElement.dataset.board === 'drawn');
    await page.evaluate((hash) => (location.hash = hash), `#p=${encodeShare(parsePosition(POSITION))}`);
    await waitForPosition(page, formatPosition(parsePosition(POSITION)));
    release();
    await page.locator('#controls .vacuum-action').first().waitFor();
    await waitForPosition(page, formatPosition(parsePosition(POSITION)));
    expect(await page.locator('#new-game-dialog').isVisible()).toBe(false);
  });

  it('a broken link says why and leaves the game as it was', async () => {
    const page = await openGame('#p=1NOTAVALIDSHARESTRING');
    const ctx = page.context();
    // Told in a dialog of its own, in the player's words; the page's game is untouched.
    const told = page.getByRole('dialog', { name: 'This link does not open' });
    await told.waitFor();
    expect(await told.locator('#tell-text').textContent()).toMatch(/link|damaged/i);
    await told.getByRole('button', { name: 'OK' }).click();
    expect(await token(page, 'e5')).toBe('');
    await ctx.close();
  });

  it('Copy Link puts a link on the clipboard that opens the same position elsewhere', async () => {
    const ctx = await context();
    await ctx.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseUrl()).origin });
    const page = await open(ctx);
    await chooseNewGame(page, '2');
    await load(page, POSITION);
    await menu(page, 'copy-link');
    await expect.poll(() => page.locator('#message').textContent()).toMatch(/copied/);
    const link = await lastCopied(page);
    expect(link).toContain('#p=');
    expect(link.length).toBeLessThan(gameUrl().length + 200);
    const other = await (await context()).newPage();
    await other.goto(link);
    await waitForPosition(other, await positionText(page));
    await other.context().close();
    await ctx.close();
  });
});

describe('Load Position', () => {
  it('refuses junk with a message, then loads a pasted share string', async () => {
    const page = await openGame();
    const ctx = page.context();
    await chooseNewGame(page, '2');
    const before = await positionText(page);
    await menu(page, 'load-position');
    await page.fill('#load-position-dialog textarea', 'this is not a position');
    await page.click('#load-position-dialog button[value="load"]');
    await page.waitForFunction(() => document.querySelector('#load-position-dialog .error')!.textContent!.length > 0);
    expect(await positionText(page)).toBe(before);
    await page.fill('#load-position-dialog textarea', encodeShare(parsePosition(POSITION)));
    await page.click('#load-position-dialog button[value="load"]');
    await waitForPosition(page, formatPosition(parsePosition(POSITION)));
    await ctx.close();
  });

  it('Copy position text copies the position as its text, which Load position reads back', async () => {
    const page = await openGame();
    await chooseNewGame(page, '2');
    await load(page, POSITION);
    await menu(page, 'copy-position');
    const text = await lastCopied(page);
    expect(text).toBe(formatPosition(parsePosition(POSITION)));
    const other = await openGame();
    await chooseNewGame(other, '2');
    await menu(other, 'load-position');
    await other.fill('#load-position-dialog textarea', text);
    await other.click('#load-position-dialog button[value="load"]');
    await waitForPosition(other, text);
  });
});

describe('Save Game and Load Game', () => {
  it('saves a PNG that a fresh page loads back, undo history included; a broken file is refused', async () => {
    const page = await openGame('', { acceptDownloads: true });
    const ctx = page.context();
    await chooseNewGame(page, '2');
    await clickSquare(page, 'e5'); // Vacuum Move: one undoable action
    const saved = await positionText(page);
    const download = page.waitForEvent('download');
    await menu(page, 'save');
    const file = await savedFile(await download);
    const png = readFileSync(file);
    expect([...png.subarray(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe('PNG');

    const fresh = await open(await context());
    await chooseNewGame(fresh, '2');
    let chooser = fresh.waitForEvent('filechooser');
    await menu(fresh, 'load');
    await (await chooser).setFiles(file);
    await waitForPosition(fresh, saved);
    await button(fresh, 'undo').click();
    expect(await token(fresh, 'e5')).toBe('');

    const broken = screenPath('broken-save');
    const damaged = Buffer.from(png);
    damaged.writeUInt8(damaged.readUInt8(damaged.length - 40) ^ 0xff, damaged.length - 40);
    writeFileSync(broken, damaged);
    const beforeBroken = await positionText(fresh);
    chooser = fresh.waitForEvent('filechooser');
    await menu(fresh, 'load');
    await (await chooser).setFiles(broken);
    await fresh.getByRole('dialog', { name: 'Could not load' }).waitFor();
    expect(await positionText(fresh)).toBe(beforeBroken);
    await fresh.context().close();
    await ctx.close();
  });
});

describe('the menu', () => {
  it('opens on right-click anywhere, and from the Menu button on touch', async () => {
    const page = await openGame();
    const ctx = page.context();
    await chooseNewGame(page, '2');
    await page.mouse.click(100, 500, { button: 'right' });
    expect(await page.locator('#menu').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await page.locator('#menu').isVisible()).toBe(false);
    await ctx.close();

    const tablet = await context({
      viewport: { width: 768, height: 1024 },
      hasTouch: true,
      isMobile: true,
    });
    const touch = await open(tablet);
    await chooseNewGame(touch, '2');
    // A long press on the board (touch, then the browser's contextmenu) must not open the menu.
    await touch.evaluate(() => {
      const canvas = document.querySelector('#board canvas')!;
      canvas.dispatchEvent(
        new PointerEvent('pointerdown', { pointerType: 'touch', bubbles: true, clientX: 300, clientY: 400 }),
      );
      canvas.dispatchEvent(
        new MouseEvent('contextmenu', { bubbles: true, cancelable: true, clientX: 300, clientY: 400 }),
      );
    });
    expect(await touch.locator('#menu').isVisible()).toBe(false);
    await touch.locator('#menu-button').tap();
    expect(await touch.locator('#menu').isVisible()).toBe(true);
    await tablet.close();
  });
});
