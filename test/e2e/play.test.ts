// More of a player's view of the built page: the new-game dialog's seats, a crowded 4-player
// board, choosing whom to attack on a shared square, and cancelling an action.
import { describe, expect, it } from 'vitest';
import { button, chooseNewGame, clickSquare, load, squareIndex, token, type VacuumStudio } from './browser';
import { SHARED_3P } from './vacuum-turns';
import { useGamePage, screenPath } from '../support/page';

/** Four players, Green out (its pieces neutral); stacks of mixed owners, stones, boulders, cooldowns. */
const CROWDED_4P = `vacuum 1
players 4
current red
stage 1
chain -
turn 37
active red gold white
eliminated green
stone-era red gold white
cooldown c3 j3
limit -
# # # # # # # # # # # #
# # r r r r w w w w # #
# r *R . . . . . . *W w #
# r . .RRYW .RR .sR .WWW .bW . . w #
# r . .R .YN .bR .W . . . w #
# r . . .R .RRR . . . . w #
# y .YY .sY .YYYY .N .sN . . . g #
# y . . . . . .bY .W . g #
# y . . .RYW . . . . . g #
# y * . . . . . . * g #
# # y y y y g g g g # #
# # # # # # # # # # # #
`;

const { openGame } = useGamePage();

describe('new-game dialog', () => {
  it('shows one seat row per player and starts a game of that size', async () => {
    const page = await openGame();
    const ctx = page.context();
    await page.waitForSelector('#new-game-dialog[open]'); // a first visit opens it by itself
    expect(await page.locator('#seat-rows .seat:not([hidden])').count()).toBe(2);
    await page.click('#new-game-dialog input[value="4"] + span');
    const seats = await page.$$eval('#seat-rows .seat:not([hidden])', (rows) =>
      rows.map(
        (r) =>
          `${r.querySelector('.seat-name')!.textContent} ${(r.querySelector('select') as HTMLSelectElement).value}`,
      ),
    );
    expect(seats).toEqual(['Red human', 'Gold human', 'Green human', 'White human']);
    await page.screenshot({ path: screenPath('new-game') });
    await page.click('#start-button');
    expect(
      await page.evaluate(
        () => (window.studio as VacuumStudio).rules.status((window.studio as VacuumStudio).game()).active,
      ),
    ).toEqual([0, 1, 2, 3]);
    expect(await page.evaluate(() => window.vacuum.session.settings.seats)).toEqual([
      'human',
      'human',
      'human',
      'human',
    ]);
    // Status lists every player with a score, no computer among them.
    expect(await page.locator('#seats').innerText()).toMatch(/^Red\s+0\s+Gold\s+0\s+Green\s+0\s+White\s+0$/);
    await ctx.close();
  });
});

describe('a crowded 4-player board', () => {
  it('reads every remaining player and neutral pressure; Escape puts an action down', async () => {
    const page = await openGame();
    const ctx = page.context();
    await chooseNewGame(page, '4');
    await load(page, CROWDED_4P);
    await button(page, 'supplyChain').click();
    await clickSquare(page, 'd4');
    const e5 = await page.evaluate((sq) => window.vacuum.squareCenter(sq), squareIndex('e5'));
    await page.mouse.move(e5.x, e5.y, { steps: 2 });
    await page.waitForFunction(() => document.querySelector('#diagnostics-text b')?.textContent === 'e5');
    const owners = await page
      .locator('#diagnostics-text .pressure')
      .evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.owner));
    expect(owners).toEqual(['red', 'gold', 'white', 'neutral']);
    expect(await page.locator('#turn-line').textContent()).toMatch(/^Round 10 · (Red|Gold|Green|White) to move$/);
    await page.screenshot({ path: screenPath('landscape-4p') });
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => window.vacuum.controller.view().selected)).toBe(null);
    expect(await button(page, 'supplyChain').getAttribute('aria-pressed')).toBe('false');
    await ctx.close();
  });
});

describe('several opponents on one square', () => {
  it('asks whom to attack and plays the answer', async () => {
    const page = await openGame();
    const ctx = page.context();
    await chooseNewGame(page, '3');
    await load(page, SHARED_3P);
    await button(page, 'pebbleWar').click();
    await clickSquare(page, 'e5');
    await clickSquare(page, 'f5');
    const choices = page.locator('#defender-choice button');
    expect(await choices.allTextContents()).toEqual(['Attack Gold', 'Attack Green', 'Cancel']);
    await page.screenshot({ path: screenPath('defender-choice') });
    await choices.nth(1).click();
    expect(await token(page, 'f5')).toBe('RRRY');
    expect(await page.locator('#defender-choice').isHidden()).toBe(true);
    await ctx.close();
  });
});
