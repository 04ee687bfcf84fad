// Nothing the player has is lost, in the built page: unreadable autosaves are kept and offered,
// full or refused storage never breaks the page, two tabs never overwrite each other's game,
// recent games stay resumable, and a computer that does not answer does not hang the page.
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { encodeShare } from '../../src/games/vacuum/share';
import { formatPosition, newGame, parsePosition } from '../../src/games/vacuum/rules/index';
import { button, chooseNewGame, clickSquare, load, menu, positionText, waitForPosition } from './browser';
import { gameUrl, savedFile, useGamePage, workersNeverAnswer } from '../support/page';

const { context, open } = useGamePage();
const AUTOSAVE = 'vacuum.autosave';
const newContext = (): Promise<BrowserContext> => context({ acceptDownloads: true });
const autosave = (page: Page): Promise<string | null> => page.evaluate((k) => localStorage.getItem(k), AUTOSAVE);
const errors = (page: Page): string[] => (page as Page & { errors: string[] }).errors;
const reload = async (page: Page): Promise<void> => {
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.board === 'drawn');
};

/** Storage that is nearly full: anything longer than a small preference is refused. */
const nearlyFull = (): void => {
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key: string, value: string) {
    if (key.length + String(value).length > 100)
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    setItem.call(this, key, value);
  };
};

/** Storage that is full: every write is refused. */
const full = (): void => {
  Storage.prototype.setItem = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
};

/** Storage switched off: even reaching it throws (as with cookies blocked). */
const disabled = (): void => {
  Object.defineProperty(window, 'localStorage', {
    get() {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    },
  });
};

describe('an autosave this version cannot read', () => {
  it('is never overwritten at load: it is kept aside, the player is told and can download it', async () => {
    const ctx = await newContext();
    const page = await open(ctx);
    await chooseNewGame(page, '2');
    await clickSquare(page, 'e5');
    const good = (await autosave(page))!;
    const corruptions = [
      'not JSON at all {',
      '',
      good.slice(0, good.length / 2), // cut off
      '{"hello":"world"}', // not a save
      '[1,2,3]',
      good.replace('"position":"vacuum 1', '"position":"vacuum 1 garbage'), // damaged position
      good.replace(/"version":\d+/, '"version":99'), // written by a newer version
    ];
    for (const bad of corruptions) {
      await page.evaluate(([k, v]) => localStorage.setItem(k!, v!), [AUTOSAVE, bad]);
      await reload(page);
      await page.waitForSelector('#new-game-dialog[open]');
      expect(await page.locator('#new-game-notice').innerText()).toMatch(/could not be opened/);
      expect(await page.locator('#resume-row').isVisible()).toBe(false);
      // Moved at once, whole, to the recovered autosaves (the shared page's way): nothing is written over it.
      expect(await autosave(page)).toBeNull();
      const kept = await page.evaluate(
        () => JSON.parse(localStorage.getItem('vacuum.recovered-autosaves')!) as { text: string }[],
      );
      expect(kept[0]!.text).toBe(bad);
    }
    expect(await page.locator('#new-game-notice').innerText()).toMatch(/format 99/); // the newer version's reason
    const download = page.waitForEvent('download');
    await page.locator('#new-game-notice .download-recovered').first().click();
    expect(readFileSync(await savedFile(await download), 'utf8')).toBe(corruptions.at(-1));

    // The player chooses a new game: now the autosave may be written; the kept copies stay offered.
    await chooseNewGame(page, '2');
    await clickSquare(page, 'e5');
    await reload(page); // a readable game resumes as it was; New game still offers the kept copies
    expect(await page.locator('#new-game-dialog').isVisible()).toBe(false);
    await page.click('#new-game');
    expect(await page.locator('#resume-row').isVisible()).toBe(true);
    expect(await page.locator('#new-game-notice').isVisible()).toBe(true);
    await page.click('#new-game-notice .forget-recovered');
    expect(await page.locator('#new-game-notice').isVisible()).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('vacuum.recovered-autosaves'))).toBe(null);
    expect(errors(page)).toEqual([]);
    await ctx.close();
  });

  it('is reported even when the page opens with a link to a position', async () => {
    const ctx = await newContext();
    const page = await open(ctx);
    await page.evaluate((k) => localStorage.setItem(k, '{"version":99}'), AUTOSAVE);
    const shared = parsePosition(
      readFileSync(new URL('../../bench/positions/crowded-2p.txt', import.meta.url), 'utf8'),
    );
    await page.goto('about:blank');
    await page.goto(gameUrl('vacuum', `#p=${encodeShare(shared)}`));
    await waitForPosition(page, formatPosition(shared));
    // The linked position opens, and Status says the autosave could not be opened and was kept.
    await expect.poll(() => page.locator('#message').innerText()).toMatch(/could not be opened/);
    // The new-game dialog offers the kept copy; cancelled, it leaves the linked position to play.
    await page.click('#new-game');
    await page.waitForSelector('#new-game-dialog[open]');
    expect(await page.locator('#new-game-notice').innerText()).toMatch(/could not be opened/);
    await page.getByRole('dialog', { name: 'New game' }).getByRole('button', { name: 'Cancel' }).click();
    expect(await positionText(page)).toBe(formatPosition(shared));
    await ctx.close();
  });
});

describe('full or refused storage', () => {
  it.each([
    ['nearly full', nearlyFull],
    ['switched off', disabled],
  ])(
    '%s with no autosave: the page boots, the game goes on, the player is told once and can save a file',
    async (_, storage) => {
      const ctx = await newContext();
      await ctx.addInitScript(storage);
      const page = await open(ctx);
      await chooseNewGame(page, '2');
      await page.waitForSelector('#unsaved-dialog[open]');
      const download = page.waitForEvent('download');
      await page.click('#unsaved-dialog button[value="save"]');
      expect((await download).suggestedFilename()).toMatch(/^vacuum-[\d-]+\.png$/);
      await clickSquare(page, 'e5');
      await button(page, 'commit').click();
      await clickSquare(page, 'h8');
      expect(await button(page, 'commit').isEnabled()).toBe(true);
      expect(await button(page, 'undo').isEnabled()).toBe(true);
      expect(await page.locator('#unsaved-dialog').count()).toBe(1); // told once
      expect(await page.locator('dialog[open]').count()).toBe(0);

      // A new game would replace this one, and Recent games cannot hold it: it is downloaded instead.
      const kept = page.waitForEvent('download');
      await page.click('#new-game');
      await chooseNewGame(page, '2');
      expect(readFileSync(await savedFile(await kept), 'utf8')).toContain('vacuum h8');
      // The shared page names the file by the game it kept (its id and how many actions it had).
      expect(await page.locator('#message').innerText()).toMatch(/saved as a file \(vacuum-left-\d+\.json\)/);
      expect(errors(page)).toEqual([]);
      await ctx.close();
    },
  );

  it('full during play: the move is made, the panels follow, and the player is told once', async () => {
    const ctx = await newContext();
    const page = await open(ctx);
    await chooseNewGame(page, '2');
    await clickSquare(page, 'e5');
    const before = await autosave(page);
    await page.evaluate(nearlyFull);
    await button(page, 'commit').click();
    expect(await page.locator('#turn').innerText()).toMatch(/Gold to move/);
    await page.click('#unsaved-dialog button[value="ok"]');
    await clickSquare(page, 'h8');
    expect(await button(page, 'commit').isEnabled()).toBe(true);
    expect(await button(page, 'undo').isEnabled()).toBe(true);
    await button(page, 'commit').click();
    expect(await page.locator('dialog[open]').count()).toBe(0);
    expect(await autosave(page)).toBe(before); // the last save that worked, not a half-written one
    expect(errors(page)).toEqual([]);
    await ctx.close();
  });

  it('full at load: the autosave is still offered and resumes', async () => {
    const ctx = await newContext();
    const page = await open(ctx);
    await chooseNewGame(page, '2');
    await clickSquare(page, 'e5');
    const played = await positionText(page);
    const saved = await autosave(page);
    await ctx.addInitScript(full);
    await reload(page); // resumes as it was, without the dialog
    expect(await positionText(page)).toBe(played);
    await button(page, 'commit').click();
    await page.waitForSelector('#unsaved-dialog[open]');
    expect(await autosave(page)).toBe(saved);
    expect(errors(page)).toEqual([]);
    await ctx.close();
  });
});

describe('two tabs', () => {
  it("the second tab never overwrites the first one's game; Play here moves the game between them", async () => {
    const ctx = await newContext();
    const first = await open(ctx);
    await chooseNewGame(first, '2');
    await clickSquare(first, 'e5');

    const second = await open(ctx);
    await second.waitForSelector('#elsewhere-dialog[open]');
    expect(await second.locator('#elsewhere-dialog').innerText()).toMatch(/open in another tab/);
    for (let i = 0; i < 2; i++) await second.keyboard.press('Escape'); // no way around the choice:
    await second.waitForSelector('#elsewhere-dialog[open]'); // it opens again at once
    expect(await second.locator('#elsewhere-dialog[open]').count()).toBe(1);
    await button(first, 'commit').click(); // the first tab plays on and saves
    const firstSave = await autosave(first);
    expect(firstSave).toContain('"commit"');

    await second.click('#elsewhere-dialog button[value="here"]');
    await waitForPosition(second, await positionText(first));
    await first.waitForSelector('#elsewhere-dialog[open]');
    expect(await first.locator('#elsewhere-dialog').innerText()).toMatch(/went on in another tab/);
    // Whatever happens in the tab that let go is not saved.
    await load(first, formatPosition(newGame({ players: 3 })));
    expect(await autosave(first)).toBe(firstSave);

    await clickSquare(second, 'h8'); // Gold's move, in the tab that has the game now
    await second.waitForFunction(() => localStorage.getItem('vacuum.autosave')!.includes('vacuum h8'));
    await first.click('#elsewhere-dialog button[value="here"]');
    await waitForPosition(first, await positionText(second));
    await second.waitForSelector('#elsewhere-dialog[open]');
    expect(errors(first)).toEqual([]);
    expect(errors(second)).toEqual([]);
    await ctx.close();
  });

  it("a link opened while another tab has the game opens after Play here, and that tab's game is kept", async () => {
    const ctx = await newContext();
    const first = await open(ctx);
    await chooseNewGame(first, '2');
    await clickSquare(first, 'e5'); // an unfinished game with a move in it
    const kept = await positionText(first);
    const shared = parsePosition(
      readFileSync(new URL('../../bench/positions/crowded-2p.txt', import.meta.url), 'utf8'),
    );

    const second = await open(ctx, `#p=${encodeShare(shared)}`);
    await second.click('#elsewhere-dialog button[value="here"]');
    // The game taken over is asked about first, the focus on keeping it; the player opens the link.
    await second.waitForSelector('#confirm-dialog[open]');
    expect(await second.evaluate(() => document.activeElement?.id)).toBe('confirm-safe');
    await second.click('#confirm-danger');
    await waitForPosition(second, formatPosition(shared));
    await first.waitForSelector('#elsewhere-dialog[open]');
    // The first tab's game is in Recent games, and opens from there.
    await menu(second, 'recent');
    await second.click('#recent-dialog .recent-list button');
    await waitForPosition(second, kept);
    expect(errors(second)).toEqual([]);
    await ctx.close();
  });

  it('a first tab that does not answer (frozen, or an older version) has the game taken from it after a few seconds', async () => {
    const ctx = await newContext();
    const deaf = await ctx.newPage();
    await deaf.addInitScript(() => {
      // This tab never hears the other tab's request.
      (window as unknown as { BroadcastChannel: unknown }).BroadcastChannel = class {
        addEventListener(): void {}
        postMessage(): void {}
      };
    });
    await deaf.goto(gameUrl());
    await deaf.waitForFunction(() => document.documentElement.dataset.board === 'drawn');
    await chooseNewGame(deaf, '2');
    await clickSquare(deaf, 'e5');

    const second = await open(ctx);
    await second.click('#elsewhere-dialog button[value="here"]');
    await waitForPosition(second, await positionText(deaf));
    await deaf.waitForSelector('#elsewhere-dialog[open]');
    await button(second, 'commit').click();
    expect(await autosave(second)).toContain('"commit"');
    await ctx.close();
  });
});

describe('recent games', () => {
  it('every game a new game or a load replaced stays resumable from the menu, each with a label that tells it apart', async () => {
    const ctx = await newContext();
    const page = await open(ctx);
    await chooseNewGame(page, '2');
    await clickSquare(page, 'e5');
    const redToMove = await positionText(page);
    // Another game with the same seats, a turn further on.
    await page.click('#new-game');
    await chooseNewGame(page, '2');
    await clickSquare(page, 'e5');
    await button(page, 'commit').click();
    const goldToMove = await positionText(page);
    await menu(page, 'load-position');
    await page.fill(
      '#load-position-dialog textarea',
      encodeShare(
        parsePosition(readFileSync(new URL('../../bench/positions/crowded-2p.txt', import.meta.url), 'utf8')),
      ),
    );
    await page.click('#load-position-dialog button[value="load"]');
    await page.click('#confirm-danger');

    await reload(page); // kept in storage, not only in the page
    await menu(page, 'recent');
    const labels = await page.locator('#recent-dialog .recent-list button').allInnerTexts();
    expect(labels).toHaveLength(2);
    expect(labels[0]).toMatch(
      / · Round 1 of 40 · Gold to move · scores: Red \d+, Gold \d+ · Red person v Gold person$/,
    );
    expect(labels[1]).toMatch(/ · Round 1 of 40 · Red to move · scores: Red \d+, Gold \d+ · Red person v Gold person$/);
    // The game is replaced as the dialog closes.
    const shows = (text: string) => waitForPosition(page, text);
    await page.locator('#recent-dialog .recent-list button').nth(1).click();
    await shows(redToMove);
    // The loaded position, left with no move played in it, is not kept (as on every game's page):
    // Gold's turn is the one game left in the list.
    await menu(page, 'recent');
    expect(await page.locator('#recent-dialog .recent-list button').count()).toBe(1);
    await page.locator('#recent-dialog .recent-list button').first().click();
    await shows(goldToMove);
    expect(errors(page)).toEqual([]);
    await ctx.close();
  });
});

describe('a computer that never answers', () => {
  it('after a while Status says so and a person can take the seat; a reload does not leave it thinking forever', async () => {
    const ctx = await newContext();
    await ctx.addInitScript(workersNeverAnswer);
    const page = await open(ctx, '?patience=400');
    await page.selectOption('select[name="seat-0"]', 'computer:easy');
    await page.selectOption('select[name="seat-1"]', 'person');
    await page.click('#start-button');
    await page.waitForFunction(() =>
      /The computer could not move: it did not answer within 0\.4 s/.test(
        document.getElementById('message')!.textContent!,
      ),
    );
    expect(await page.locator('#stalled').innerText()).toMatch(/Red/);

    await reload(page);
    await page.waitForFunction(() => /did not answer/.test(document.getElementById('message')!.textContent!));
    await page.click('#stalled button[value="take-seat"]');
    expect(await page.locator('#stalled').isVisible()).toBe(false);
    expect(await page.locator('#turn').innerText()).toMatch(/Red to move$/);
    await clickSquare(page, 'e5'); // the person plays Red's turn
    await button(page, 'commit').click();
    await reload(page);
    const seats = await page.evaluate((k) => JSON.parse(localStorage.getItem(k)!).settings.seats, AUTOSAVE);
    expect(seats).toEqual(['human', 'human']);
    expect(errors(page)).toEqual([]);
    await ctx.close();
  });
});
