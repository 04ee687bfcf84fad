// Computer seats in the built page: a person against Easy, computers against each other to the
// turn limit while the page stays responsive, Undo within the turn and Take back past the computer's
// reply, resigning while the computer is at work.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { button, clickSquare, focused, positionText, type VacuumStudio } from './browser';
import { backToRed, humanTurn, start, statusText, turnOf } from './vacuum-turns';
import { useGamePage, workersNeverAnswer } from '../support/page';

const { openGame, context, open } = useGamePage();

/** Fast computer moves on or off, as a player changes it during a game: New game, the box, Resume. */
async function fastComputers(page: Page, on: boolean): Promise<void> {
  await page.click('#new-game');
  await page.setChecked('#fast-computers', on);
  await page.click('#resume-button');
}

describe('a person against the computer', () => {
  it('after each commit the computer plays its whole turn by itself; meanwhile the person cannot act', async () => {
    const page = await openGame();
    const ctx = page.context();
    await start(page, ['human', 'easy']);
    expect(await button(page, 'vacuumMove').isEnabled()).toBe(true);
    expect(await page.locator('#seats').innerText()).toMatch(/Red\s+0\s+Gold\s+0\s+\(computer, easy\)/);

    // At the normal pace the computer's first action comes well after a click made now.
    await fastComputers(page, false);
    await humanTurn(page);
    // The commit hands over at once: Gold is at work, every action button is dark but Resign (Replay
    // stays: Red may resign at any time), the board ignores clicks.
    expect(await statusText(page)).toMatch(/Gold \(computer, easy\) is (thinking|playing)/);
    const lit = page.locator('#commands button[data-action]:not([aria-disabled="true"])');
    expect(await lit.evaluateAll((bs) => bs.map((b) => b.dataset.action))).toEqual(['resign']);
    const handedOver = await positionText(page);
    await clickSquare(page, 'f6'); // a free square: Vacuum Move for Gold, were the board not held
    expect(await positionText(page)).toBe(handedOver);
    // A button's tool tip says Gold is at work, and stops saying so once Red is to play again.
    const tip = () => page.locator('#tooltip-text').innerText();
    await button(page, 'commit').hover();
    expect(await tip()).toMatch(/Not now: Gold \(computer, easy\) is/);
    await fastComputers(page, true);

    await backToRed(page, 2);
    expect(await tip()).toMatch(/^Commit[\s\S]*Not now: Commit comes after the final action/);
    for (let turn = 2; turn < 8; turn += 2) {
      await humanTurn(page);
      await backToRed(page, turn + 2);
    }
    const log = await page.evaluate(() => window.vacuum.session.log);
    const byGold = log.filter((e) => e.player === 1);
    expect(byGold.filter((e) => e.text === 'commit')).toHaveLength(4); // Gold played four whole turns
    expect(byGold.length).toBeGreaterThan(4); // and more than a commit each
    // The list under Status says what Gold did in its turn, read out as it changes (a screen reader
    // hears it); Status says what Red is to do, without saying Gold's turn a second time.
    const recent = page.locator('#recent');
    expect(await recent.getAttribute('aria-live')).toBe('polite');
    expect(await recent.innerText()).toMatch(/^Round 4, Gold: .+\.$/);
    expect(await statusText(page)).toMatch(/^Red to play/);
    expect((page as Page & { errors: string[] }).errors).toEqual([]);
    await ctx.close();
  });

  it('Undo stays within the turn; Take back, asked first, takes back the turn and the reply (desktop, keyboard and mouse)', async () => {
    const page = await openGame();
    await start(page, ['human', 'medium']);
    await humanTurn(page);
    await backToRed(page, 2);
    const before = await positionText(page);
    const logBefore = await page.evaluate(() => window.vacuum.session.log.length);
    await humanTurn(page);
    await backToRed(page, 4);

    // At the start of the turn, Undo and U take nothing back: the committed turn stays.
    const committed = await positionText(page);
    expect(await button(page, 'undo').isEnabled()).toBe(false);
    await page.keyboard.press('u');
    expect(await positionText(page)).toBe(committed);
    expect(await statusText(page)).toContain(
      'Nothing to undo in this turn. To take back your last turn, choose Take back turn',
    );

    // Take back says what it takes back, starts on the safe choice: a double Enter keeps the turn.
    await page.click('#menu-button');
    await page.click('#menu button[data-menu="take-back"]');
    expect(await page.locator('#confirm-text').innerText()).toBe(
      "This takes back Red's turn of round 2 and Gold's reply: the board goes back to the start of that turn.",
    );
    expect(await focused(page)).toBe('confirm-safe');
    await page.keyboard.press('Enter');
    expect(await positionText(page)).toBe(committed);
    await page.click('#menu-button');
    await page.click('#menu button[data-menu="take-back"]');
    await page.click('#confirm-danger');
    expect(await positionText(page)).toBe(before);
    expect(await page.evaluate(() => window.vacuum.session.log.length)).toBe(logBefore);
    // Red plays on from there, and Gold answers again.
    await humanTurn(page);
    await backToRed(page, 4);
    // A reload resumes the game with its computer seat.
    await page.reload();
    await page.evaluate(() => window.vacuum.ready);
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
    await expect.poll(() => statusText(page)).toMatch(/Gold \(computer, easy\) is thinking/);
    await button(page, 'resign').click();
    const dialog = page.getByRole('dialog', { name: 'Resign?' });
    expect(await dialog.textContent()).toContain('Red gives up: Gold wins the game.');
    // Gold's thinking stops while the question is open, and starts again when Red plays on.
    expect(await page.evaluate(() => window.vacuum.computers.busy)).toBe(false);
    await dialog.getByRole('button', { name: 'Play on' }).click();
    await expect.poll(() => statusText(page)).toMatch(/Gold \(computer, easy\) is thinking/);
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
  it('play to the turn limit while the page stays in use: hover, menu and save work meanwhile', async () => {
    const page = await openGame('', { acceptDownloads: true });
    const ctx = page.context();
    await start(page, ['hard', 'medium']);
    // The same seats from a 10-turn-limit opening. (How smoothly the page draws meanwhile — the
    // searches run in a worker — is measured by `npm run bench -- browser`, not timed here.)
    await page.evaluate(() => {
      const { formatPosition, newGame } = (window.studio as VacuumStudio).rules;
      window.vacuum.load(formatPosition(newGame({ players: 2 })).replace('limit -', 'limit 10'));
    });
    await page.waitForFunction(() => window.vacuum.computers.busy);
    expect(await page.locator('#commands button[data-action]:not([aria-disabled="true"])').count()).toBe(0);

    // While they play: hovering reads a square, the menu opens, Save Game downloads.
    await page.mouse.move(
      ...(Object.values(await page.evaluate(() => window.vacuum.squareCenter(52))) as [number, number]),
    );
    await page.waitForFunction(() => document.getElementById('diagnostics-text')!.textContent!.includes('e5'));
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
    // Status says Gold's last turn first (Gold played the last turn), then how the game ended.
    const title = end.winner === 'draw' ? 'Draw' : `${['Red', 'Gold'][end.winner!]} wins`;
    expect(await statusText(page)).toMatch(
      end.winner === 'draw'
        ? /^Round 5, Gold: .+\. The game is drawn\. /
        : new RegExp(`^Round 5, Gold: .+\\. ${title} the game\\. `),
    );
    expect(await page.locator('#end-dialog-title').innerText()).toBe(title);
    expect((page as Page & { errors: string[] }).errors).toEqual([]);
    await ctx.close();
  });
});
