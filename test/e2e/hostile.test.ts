// Hostile input on the built page: files chosen through Load Game, position text naming what every
// object inherits, a malformed manual address, and the Content-Security-Policy of both pages.
import { writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { encodeSaveJson } from '../../src/games/vacuum/record/save';
import { formatPosition, newGame } from '../../src/games/vacuum/rules/index';
import { compressedSavePng, deflateBomb, ihdr, pngChunk, pngOf } from '../codec/hostile';
import { chooseNewGame, clickSquare, menu, positionText } from './browser';
import { framesDrawn, savedFile, useGamePage } from '../support/page';

const { openGame } = useGamePage();
const errorsOf = (page: Page): string[] => (page as Page & { errors: string[] }).errors;

const saveText = pngChunk(
  'tEXt',
  `vacuum-save\0${encodeSaveJson({ game: newGame({ players: 3 }), log: [], settings: {} })}`,
);
const end = pngChunk('IEND', '');
const HOSTILE_FILES: [string, () => Uint8Array][] = [
  ['a second image header', () => pngOf([ihdr(1, 1), ihdr(60_000, 60_000), saveText, end])],
  ['huge dimensions', () => pngOf([ihdr(100_000, 100_000), saveText, end])],
  ['a deflate bomb in its save text', () => compressedSavePng('zTXt', deflateBomb())],
];

describe('Load Game with a hostile PNG', () => {
  it('refuses each file with its whole reason on screen and leaves the game as it was', async () => {
    const page = await openGame();
    const ctx = page.context();
    await chooseNewGame(page, '2');
    await clickSquare(page, 'e5');
    const before = await positionText(page);
    for (const [what, make] of HOSTILE_FILES) {
      // A long file name too: the message quotes only its start, and still shows the whole reason.
      const file = `/tmp/vacuum-hostile-${what.replace(/\W+/g, '-')}-${'x'.repeat(120)}.png`;
      writeFileSync(file, make());
      const chooser = page.waitForEvent('filechooser');
      await menu(page, 'load');
      await (await chooser).setFiles(file);
      // Told in a dialog of its own (the shared page's notices of a refused file), in the player's words.
      const told = page.getByRole('dialog', { name: 'Could not load' });
      await told.waitFor();
      const reason = page.locator('#tell-text');
      const text = (await reason.textContent())!;
      expect(text, what).toMatch(/^vacuum-hostile-.{10,40}…: (This|The saved game in this) picture.*[.?]$/);
      // The dialog shows the whole reason: nothing clipped or scrolled out of view.
      const box = await reason.evaluate((el) => ({
        r: el.getBoundingClientRect().toJSON() as DOMRect,
        sw: el.scrollWidth,
        cw: el.clientWidth,
        sh: el.scrollHeight,
        ch: el.clientHeight,
      }));
      expect(box.sw).toBeLessThanOrEqual(box.cw);
      expect(box.sh).toBeLessThanOrEqual(box.ch);
      expect(box.r.left >= 0 && box.r.right <= 1366 && box.r.top >= 0 && box.r.bottom <= 768).toBe(true);
      await told.getByRole('button', { name: 'OK' }).click();
      await told.waitFor({ state: 'hidden' });
      expect(await positionText(page)).toBe(before);
    }
    expect(errorsOf(page)).toEqual([]);
    await ctx.close();
  });
});

describe('Load Position with `stage __proto__`', () => {
  it('is refused with the line at fault, the game unchanged and Object.prototype untouched', async () => {
    const page = await openGame();
    const ctx = page.context();
    await chooseNewGame(page, '2');
    const before = await positionText(page);
    for (const word of ['__proto__', 'constructor']) {
      await menu(page, 'load-position');
      await page.fill(
        '#load-position-dialog textarea',
        formatPosition(newGame({ players: 2 })).replace('stage 1', `stage ${word}`),
      );
      await page.click('#load-position-dialog button[value="load"]');
      await page.waitForFunction(() => document.querySelector('#load-position-dialog .error')!.textContent !== '');
      expect(await page.locator('#load-position-dialog .error').textContent()).toMatch(/line 4: unknown stage/);
      await page.click('#load-position-dialog button[value="cancel"]');
    }
    expect(await positionText(page)).toBe(before);
    expect(await page.evaluate(() => Object.isFrozen(Object.prototype))).toBe(false);
    expect(errorsOf(page)).toEqual([]);
    await ctx.close();
  });
});

describe('the Content-Security-Policy and the manual address', () => {
  it('both pages carry a policy without inline script, and Save Game still works under it', async () => {
    const page = await openGame('', { acceptDownloads: true });
    const ctx = page.context();
    await chooseNewGame(page, '2');
    await clickSquare(page, 'e5');
    const download = page.waitForEvent('download');
    await menu(page, 'save');
    expect((await savedFile(await download)).length).toBeGreaterThan(0);
    const policy = (p: Page): Promise<string | null> =>
      p.evaluate(
        () => document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ?? null,
      );
    const game = await policy(page);
    expect(game).toMatch(/script-src 'self'(;|$)/);
    expect(await page.$$eval('script:not([src])', (s) => s.length)).toBe(0);
    expect(errorsOf(page)).toEqual([]);
    // The policy is in force: an inline script is blocked, and the tests hear of it.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
    });
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
    await expect.poll(() => errorsOf(page).length).toBeGreaterThan(0);
    errorsOf(page).length = 0;
    await page.goto(new URL('/manual.html', page.url()).href);
    await page.waitForSelector('#toc li a');
    expect(await policy(page)).toMatch(/script-src 'self'(;|$)/);
    expect(await page.$$eval('script:not([src])', (s) => s.length)).toBe(0);
    expect(errorsOf(page)).toEqual([]);
    await ctx.close();
  });

  it('the manual with a malformed # escape opens at the top without a page error', async () => {
    const page = await openGame();
    const ctx = page.context();
    await page.goto(new URL('/manual.html#%E0%A4%A', page.url()).href);
    await page.waitForSelector('#toc li a');
    await page.waitForFunction(() => document.readyState === 'complete');
    await framesDrawn(page); // the hash has been handled: a bad escape would have thrown by now
    expect(errorsOf(page)).toEqual([]);
    await ctx.close();
  });
});
