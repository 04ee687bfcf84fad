// Computer seats in the built page: a person against Easy, computers against each other to the
// turn limit while the page stays responsive, Undo within the turn and Take back past the computer's
// reply, resigning while the computer is at work.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { button, clickSquare, focused, positionText, type VacuumStudio } from './browser';
import { backToRed, humanTurn, start, statusText, turnOf } from './vacuum-turns';
import { useGamePage, workersNeverAnswer } from '../support/page';

const { openGame, context, open } = useGamePage();

/**
 * Fast computer moves on or off, as a player changes it during a game: New game, the box, then
 * back to the game (Cancel: before the first move there is no game to resume yet).
 */
async function fastComputers(page: Page, on: boolean): Promise<void> {
  await page.click('#new-game');
  await page.setChecked('#fast-computers', on);
  await page.click('#cancel-new-game');
}

/** Whether a button is lit (unlit ones stay focusable: aria-disabled). */
const lit = async (page: Page, action: string): Promise<boolean> =>
  (await button(page, action).getAttribute('aria-disabled')) !== 'true';
/** The actions of the game's own controls that are lit now. */
const litActions = (page: Page) =>
  page
    .locator('#controls button[data-action]:not([aria-disabled="true"])')
    .evaluateAll((bs) => bs.map((b) => (b as HTMLElement).dataset.action));
/** The move list's turns in a seat's column (0: Red), each as its actions' notations. */
const turnsOf = (page: Page, seat: number) =>
  page
    .locator('#moves li:not(.result)')
    .evaluateAll(
      (lis, column) =>
        lis
          .filter((li) => (li as HTMLElement).style.gridColumnStart === String(column + 1))
          .map((li) => [...li.querySelectorAll('.action')].map((a) => a.textContent)),
      seat,
    );
/** The move list as text: what was played. */
const moveList = (page: Page) => page.locator('#moves').innerText();

describe('a person against the computer', () => {
  it('after each commit the computer plays its whole turn by itself; meanwhile the person cannot act', async () => {
    const page = await openGame();
    const ctx = page.context();
    await start(page, ['human', 'easy']);
    expect(await lit(page, 'vacuumMove')).toBe(true);
    expect(await page.locator('#seats').innerText()).toMatch(/Red\s+0\s+person\s+Gold\s+0\s+computer · easy/);

    // At the normal pace the computer's first action comes well after a click made now.
    await fastComputers(page, false);
    await humanTurn(page);
    // The commit hands over at once: Gold is at work, every action button is dark but Resign (Red
    // may resign at any time), the board ignores clicks.
    expect(await statusText(page)).toMatch(/^Gold is thinking/);
    expect(await litActions(page)).toEqual([]);
    expect(await lit(page, 'commit')).toBe(false);
    expect(await lit(page, 'resign')).toBe(true);
    const handedOver = await positionText(page);
    await clickSquare(page, 'f6'); // a free square: Vacuum Move for Gold, were the board not held
    expect(await positionText(page)).toBe(handedOver);
    // An unlit button says Gold is at work, and stops saying so once Red is to play again.
    const why = () => button(page, 'commit').getAttribute('data-why');
    expect(await why()).toMatch(/^Gold is thinking/);
    await fastComputers(page, true);

    await backToRed(page, 2);
    expect(await why()).toMatch(/^Commit: play the final action \(Vacuum Move or Perimeter Move\) before you commit/);
    let mine = '';
    for (let turn = 2; turn < 8; turn += 2) {
      await humanTurn(page);
      mine = await page.locator('#message').innerText(); // Red's own turn, in words
      await backToRed(page, turn + 2);
    }
    const byGold = await turnsOf(page, 1);
    expect(byGold).toHaveLength(4); // Gold played four whole turns
    for (const turn of byGold) expect(turn.at(-1)).toBe('commit');
    expect(byGold.flat().length).toBeGreaterThan(4); // and more than a commit each
    // The list under Status says what Gold did in its turn, read out as it changes (a screen reader
    // hears it); Status says what Red is to do, without saying Gold's turn a second time.
    const recent = page.locator('#recent');
    expect(await recent.getAttribute('aria-live')).toBe('polite');
    expect(await recent.innerText()).toMatch(/^Round 4, Gold: .+\.$/);
    expect(await page.locator('#turn').innerText()).toMatch(/ · Red to move$/);
    expect(mine).toMatch(/Commit\.$/);
    expect(await page.locator('#message').innerText()).toBe(mine);
    expect((page as Page & { errors: string[] }).errors).toEqual([]);
    await ctx.close();
  });

  it('Undo stays within the turn; Take back, asked first, takes back the turn and the reply (desktop, keyboard and mouse)', async () => {
    const page = await openGame();
    await start(page, ['human', 'medium']);
    await humanTurn(page);
    await backToRed(page, 2);
    const before = await positionText(page);
    const movesBefore = await moveList(page);
    await humanTurn(page);
    await backToRed(page, 4);

    // At the start of the turn, Undo and U take nothing back: the committed turn stays.
    const committed = await positionText(page);
    expect(await lit(page, 'undo')).toBe(false);
    await page.keyboard.press('u');
    expect(await positionText(page)).toBe(committed);
    expect(await statusText(page)).toContain(
      'Nothing to undo in this turn. To take back your last turn, choose Take back turn',
    );

    // Take back says what it takes back, starts on the safe choice: a double Enter keeps the turn.
    await page.click('#menu-button');
    await page.click('#menu button[data-menu="take-back"]');
    expect(await page.locator('#confirm-text').innerText()).toBe(
      "This takes back Red's turn (Round 2 of 40) and Gold's reply: the board goes back to the start of that turn.",
    );
    expect(await focused(page)).toBe('confirm-safe');
    await page.keyboard.press('Enter');
    expect(await positionText(page)).toBe(committed);
    await page.click('#menu-button');
    await page.click('#menu button[data-menu="take-back"]');
    await page.click('#confirm-danger');
    expect(await positionText(page)).toBe(before);
    expect(await moveList(page)).toBe(movesBefore);
    // Red plays on from there, and Gold answers again.
    await humanTurn(page);
    await backToRed(page, 4);
    // A reload resumes the game with its computer seat.
    await page.reload();
    await page.waitForSelector('html[data-board="drawn"]');
    await humanTurn(page);
    await backToRed(page, 6);
    expect((page as Page & { errors: string[] }).errors).toEqual([]);
  });

  it('the person may resign while the computer is at work: the computer waits for the answer', async () => {
    const ctx = await context();
    await ctx.addInitScript(workersNeverAnswer); // Gold thinks as long as the test needs
    const page = await open(ctx);
    await start(page, ['human', 'easy']);
    await humanTurn(page);
    await expect.poll(() => statusText(page)).toMatch(/^Gold is thinking/);
    await button(page, 'resign').click();
    const dialog = page.getByRole('dialog', { name: 'Resign?' });
    expect(await dialog.textContent()).toContain('Red gives up: Gold wins the game.');
    // Gold's thinking stops while the question is open (Status no longer says so), and starts again
    // when Red plays on.
    await expect.poll(() => statusText(page)).not.toMatch(/thinking/);
    await dialog.getByRole('button', { name: 'Play on' }).click();
    await expect.poll(() => statusText(page)).toMatch(/^Gold is thinking/);
    await button(page, 'resign').click();
    await dialog.getByRole('button', { name: 'Resign as Red' }).click();
    await expect.poll(() => page.locator('#end-dialog-title').innerText()).toBe('Gold wins');
    expect((page as Page & { errors: string[] }).errors).toEqual([]);
  });

  it('Take back is not in the menu of a game of people only', async () => {
    const page = await openGame();
    await start(page, ['human', 'human']);
    await humanTurn(page);
    await page.click('#menu-button');
    expect(await page.locator('#menu button[data-menu="take-back"]').isVisible()).toBe(false);
    expect(await page.locator('#menu button[data-menu="hint"]').isVisible()).toBe(true);
  });
});

describe('computers against each other', () => {
  it('play to the turn limit while the page stays in use: the board cursor, menu and save work meanwhile', async () => {
    const page = await openGame('', { acceptDownloads: true });
    const ctx = page.context();
    await start(page, ['hard', 'medium']);
    // The same seats from a 10-turn-limit opening. (How smoothly the page draws meanwhile — the
    // searches run in a worker — is measured by `npm run bench -- browser`, not timed here.)
    await page.evaluate(() => {
      const { formatPosition, newGame } = (window.studio as VacuumStudio).rules;
      (window.studio as VacuumStudio).load(formatPosition(newGame({ players: 2 })).replace('limit -', 'limit 10'));
    });
    await page.waitForFunction(() => document.getElementById('turn')!.textContent!.includes('is thinking'));
    expect(await litActions(page)).toEqual([]);

    // While they play: the board's cursor reads a square, the menu opens, Save Game downloads.
    await page.focus('#board');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.locator('#cursor-text').textContent()).toMatch(/\b[a-l]\d+\b/);
    const download = page.waitForEvent('download');
    await page.click('#menu-button');
    await page.click('#menu button[data-menu="save"]');
    expect(await (await download).suggestedFilename()).toMatch(/\.png$/);

    await page.waitForFunction(
      () => (window.studio as VacuumStudio).rules.status((window.studio as VacuumStudio).game()).winner !== null,
      undefined,
      {
        timeout: 40_000,
      },
    );
    const end = await turnOf(page);
    expect(end.turn).toBe(10);
    // The scored finish: the higher score wins, equal scores draw; the end screen says which.
    // Status says how the game ended, and Gold's last turn (Gold played the last turn).
    const title = end.winner === 'draw' ? 'Draw' : `${['Red', 'Gold'][end.winner!]} wins`;
    expect(await page.locator('#turn').innerText()).toMatch(
      end.winner === 'draw' ? /^Draw\. The game reached its turn limit/ : new RegExp(`^${title}\\. Scored finish`),
    );
    expect(await page.locator('#message').innerText()).toMatch(/Commit\.$/);
    expect(await page.locator('#end-dialog-title').innerText()).toBe(title);
    expect((page as Page & { errors: string[] }).errors).toEqual([]);
    await ctx.close();
  });
});

describe('Fast computer moves', () => {
  it('is the site’s setting: one made before the platform is honoured, and a change outlasts a reload', async () => {
    const ctx = await context();
    const page = await open(ctx);
    // Vacuum's own page kept it under its name; the site keeps it as `studio.fast-computers`.
    await page.evaluate(() => localStorage.setItem('vacuum.fast-computers', '1'));
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.board === 'drawn');
    const box = async (): Promise<boolean> => {
      // The page has begun: the dialog it opens by itself (no game kept) is up, or it opens none.
      await page.waitForFunction(() => document.documentElement.dataset.begun === 'true');
      if (!(await page.locator('#new-game-dialog[open]').count())) await page.click('#new-game');
      const checked = await page.isChecked('#fast-computers');
      await page.click('#cancel-new-game');
      return checked;
    };
    expect(await box()).toBe(true);
    await page.click('#new-game');
    await page.setChecked('#fast-computers', false);
    await page.click('#cancel-new-game');
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.board === 'drawn');
    expect(await box()).toBe(false);
    await ctx.close();
  });
});
