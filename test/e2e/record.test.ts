// Game records and game links through the page's menu: the whole game travels, not only the position.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { button, chooseNewGame, clickSquare, menu, positionText, waitForPosition } from './browser';
import { baseUrl, lastCopied, savedFile, useGamePage } from '../support/page';
import type { Page } from 'playwright-core';
import { formatPosition, newGame } from '../../src/games/vacuum/rules/index';

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

/** The move list as the page shows it: every turn, numbered, in its player's column. */
const moveList = (page: Page): Promise<string> => page.locator('#moves').innerText();

describe('game records', () => {
  it('Export Game Record downloads the game; Import Game Record in a fresh page brings back the same game', async () => {
    const page = await openGame('', { ...VIEW, acceptDownloads: true });
    const ctx = page.context();
    await playSome(page);
    const played = await positionText(page);
    const moves = await moveList(page);
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
    await expect.poll(() => fresh.locator('#message').textContent()).toMatch(/Game record .+ loaded/);
    // It opens as a replay, at its start; its last position is the game as it was played.
    await fresh.getByRole('button', { name: 'Last position (End)' }).click();
    await waitForPosition(fresh, played);
    // The whole game came back, from its first move: the same list, no line of moves before it.
    expect(await moveList(fresh)).toBe(moves);
    expect(moves).not.toMatch(/were played before this record starts/);
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
    await expect.poll(() => page.locator('#message').textContent()).toMatch(/Game link copied/);
    const link = await lastCopied(page);
    expect(link).toMatch(/#g=g[A-Za-z0-9+$-]+$/);

    const other = await (await context(VIEW)).newPage();
    await other.goto(link);
    // The link opens the game's replay at its first position; the last step shows where it stands.
    await other.locator('#replay-bar').waitFor();
    expect(await other.locator('#turn').textContent()).toMatch(/^Replay: turn 0 of \d+/);
    // A new game is 40 rounds long unless the player chose otherwise (the new-game dialog's length).
    expect(await positionText(other)).toBe(formatPosition(newGame({ players: 2, turnLimit: 80 })));
    expect(await moveList(other)).toBe(await moveList(page));
    expect(await other.evaluate(() => location.hash)).toBe('');
    await other.getByRole('button', { name: 'Last position (End)' }).click();
    await waitForPosition(other, await positionText(page));
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
    const told = again.getByRole('dialog', { name: 'This link does not open' });
    await told.waitFor();
    await told.getByRole('button', { name: 'OK' }).click();
    expect(await positionText(again)).toBe(played);
    expect(await again.evaluate(() => localStorage.getItem('vacuum.autosave'))).toContain('"start"');
    await ctx.close();
  });
});
