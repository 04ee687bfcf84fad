// Game records and game links through the page's menu: the whole game travels, not only the position.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { button, chooseNewGame, clickSquare, menu, positionText, waitForPosition } from './browser';
import { baseUrl, lastCopied, savedFile, useGamePage } from '../support/page';
import type { Page } from 'playwright-core';

const { context, open, openGame } = useGamePage();
const VIEW = { viewport: { width: 1366, height: 768 } };

/** Two turns and a half: Vacuum Moves and Commits, so the game has a log worth keeping. */
async function playSome(page: Page): Promise<void> {
  await chooseNewGame(page, '2');
  for (const sq of ['e5', 'h8']) {
    await clickSquare(page, sq);
    await button(page, 'commit').click();
  }
  await clickSquare(page, 'f9');
}

const logTexts = (page: Page): Promise<string[]> =>
  page.evaluate(() => window.vacuum.session.log.map((l) => `${l.turn} ${l.player} ${l.text}`));

const hasRecord = (page: Page): Promise<boolean> => page.evaluate(() => window.vacuum.session.history() !== null);

describe('game records', () => {
  it('Export Game Record downloads the game; Import Game Record in a fresh page brings back the same game', async () => {
    const page = await openGame('', { ...VIEW, acceptDownloads: true });
    const ctx = page.context();
    await playSome(page);
    const played = await positionText(page);
    const log = await logTexts(page);
    const download = page.waitForEvent('download');
    await menu(page, 'export-record');
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^vacuum-game-\d{4}-\d\d-\d\d\.txt$/);
    const text = readFileSync(await savedFile(file), 'utf8');
    expect(text).toContain('1. Red: vacuum e5, commit\n2. Gold: vacuum h8, commit\n3. Red: vacuum f9\n');

    const fresh = await open(await context(VIEW));
    await chooseNewGame(fresh, '2');
    await clickSquare(fresh, 'c8'); // a game of its own, which the import must not lose
    const chooser = fresh.waitForEvent('filechooser');
    await menu(fresh, 'import-record');
    await (await chooser).setFiles(await savedFile(file));
    await fresh.click('#confirm-danger');
    await waitForPosition(fresh, played);
    expect(await logTexts(fresh)).toEqual(log);
    expect(await hasRecord(fresh)).toBe(true);
    expect(await fresh.locator('#toast').textContent()).toMatch(/Game record loaded.*Recent games/);
    await fresh.context().close();
    await ctx.close();
  });
});

describe('game links', () => {
  it('Copy Game Link gives a link that opens the same game in a fresh page', async () => {
    const ctx = await context(VIEW);
    await ctx.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseUrl()).origin });
    const page = await open(ctx);
    await playSome(page);
    await menu(page, 'copy-game-link');
    await page.waitForSelector('#toast:not([hidden])');
    expect(await page.locator('#toast').textContent()).toMatch(/Game link copied/);
    const link = await lastCopied(page);
    expect(link).toMatch(/#g=g[A-Za-z0-9+$-]+$/);

    const other = await (await context(VIEW)).newPage();
    await other.goto(link);
    await other.waitForFunction(() => window.vacuum?.game !== undefined);
    await waitForPosition(other, await positionText(page));
    expect(await logTexts(other)).toEqual(await logTexts(page));
    expect(await other.evaluate(() => location.hash)).toBe('');
    // The link opens the game's replay at its first position; End steps to where it stands.
    await other.waitForSelector('#replay');
    expect(await other.evaluate(() => window.vacuum.replay.moment)).toBe(0);
    expect(await other.evaluate(() => window.vacuum.rules.formatPosition(window.vacuum.replay.shown()!.game))).toBe(
      await other.evaluate(() => window.vacuum.rules.formatPosition(window.vacuum.session.start!)),
    );
    await other.keyboard.press('End');
    expect(await other.evaluate(() => window.vacuum.rules.formatPosition(window.vacuum.replay.shown()!.game))).toBe(
      await positionText(page),
    );
    await other.context().close();
    await ctx.close();
  });

  it('a damaged #g= link says why and leaves the autosaved game as it was', async () => {
    const page = await openGame('', VIEW);
    const ctx = page.context();
    await playSome(page);
    const played = await positionText(page);
    await page.close();
    const again = await open(ctx, '#g=gNOTAGAMELINK');
    await again.waitForSelector('#toast:not([hidden])');
    expect(await again.locator('#toast').textContent()).toMatch(/The link's game could not be opened/);
    expect(await positionText(again)).toBe(played);
    expect(await again.evaluate(() => localStorage.getItem('vacuum.autosave'))).toContain('"start"');
    await ctx.close();
  });
});
