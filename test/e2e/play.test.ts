// More of a player's view of the built page: the new-game dialog's seats, a crowded 4-player
// board, choosing whom to attack on a shared square, and cancelling an action.
import { describe, expect, it } from 'vitest';
import { button, centre, chooseNewGame, clickSquare, load, token, type VacuumStudio } from './browser';
import { SHARED_3P } from './vacuum-turns';
import { useGamePage, screenPath } from '../support/page';
import { formatPosition, parsePosition } from '../../src/games/vacuum/rules/index';

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

/** Vacuum's older door (rules-api.md): window.studio's, with squares by number. */
type VacuumDoor = Omit<VacuumStudio, 'squareCenter' | 'id'> & { squareCenter(sq: number): { x: number; y: number } };

describe('new-game dialog', () => {
  it('shows one seat row per player and starts a game of that size', async () => {
    const page = await openGame();
    const ctx = page.context();
    await page.waitForSelector('#new-game-dialog[open]'); // a first visit opens it by itself
    expect(await page.locator('#seat-rows .seat:not([hidden])').count()).toBe(2);
    await page.click('#new-game-dialog input[value="4"] + span');
    const seats = await page.$$eval('#seat-rows .seat:not([hidden])', (rows) =>
      rows.map((r) => r.querySelector('.seat-name')!.textContent),
    );
    expect(seats).toEqual(['Red', 'Gold', 'Green', 'White']);
    // The shared page seats a person against the weakest computer by default: a person in each.
    for (let seat = 0; seat < 4; seat++)
      await page.selectOption(`#new-game-dialog select[name="seat-${seat}"]`, 'person');
    await page.screenshot({ path: screenPath('new-game') });
    await page.click('#start-button');
    expect(
      await page.evaluate(
        () => (window.studio as VacuumStudio).rules.status((window.studio as VacuumStudio).game()).active,
      ),
    ).toEqual([0, 1, 2, 3]);
    // Status lists every player, no computer among them.
    expect(await page.locator('#seats').innerText()).toMatch(/^Red\b[\s\S]*\bGold\b[\s\S]*\bGreen\b[\s\S]*\bWhite\b/);
    expect(await page.locator('#seats').innerText()).not.toMatch(/computer/);
    await ctx.close();
  });
});

describe('window.vacuum (rules-api.md), for tests outside the project', () => {
  it('is the page’s door beside window.studio: the position on screen, load, a square’s centre by its number, the rules', async () => {
    const page = await openGame();
    const ctx = page.context();
    await chooseNewGame(page, '2');
    await page.evaluate((text) => (window as unknown as { vacuum: VacuumDoor }).vacuum.load(text), CROWDED_4P);
    const shown = await page.evaluate(() => {
      const { vacuum } = window as unknown as { vacuum: VacuumDoor };
      return vacuum.rules.formatPosition(vacuum.game());
    });
    expect(shown).toBe(formatPosition(parsePosition(CROWDED_4P)));
    expect(
      await page.evaluate(
        () => (window.studio as VacuumStudio).game() === (window as unknown as { vacuum: VacuumDoor }).vacuum.game(),
      ),
    ).toBe(true);
    // Square 14 is c2: squares are numbered from a1 along each row.
    const c2 = await page.evaluate(() => (window as unknown as { vacuum: VacuumDoor }).vacuum.squareCenter(14));
    expect(c2).toEqual(await centre(page, 'c2'));
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
    const e5 = await centre(page, 'e5');
    await page.mouse.move(e5.x, e5.y, { steps: 2 });
    await page.waitForFunction(() => document.querySelector('#diagnostics-text b')?.textContent === 'e5');
    const owners = await page
      .locator('#diagnostics-text .pressure')
      .evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.owner));
    expect(owners).toEqual(['red', 'gold', 'white', 'neutral']);
    expect(await page.locator('#turn').textContent()).toMatch(/^Round 10 · (Red|Gold|Green|White) to move$/);
    await page.screenshot({ path: screenPath('landscape-4p') });
    await page.locator('#board').focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('#message').textContent()).toBe('Supply Chain put down.');
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
    // The shared page's question names each answer whole; a tap elsewhere or Escape puts it away.
    const choices = page.locator('#choice button');
    expect(await choices.allTextContents()).toEqual([
      expect.stringMatching(/^Pebble War( ×\d)? on Gold$/),
      expect.stringMatching(/^Pebble War( ×\d)? on Green$/),
    ]);
    await page.screenshot({ path: screenPath('defender-choice') });
    await choices.nth(1).click();
    expect(await token(page, 'f5')).toBe('RRRY');
    expect(await page.locator('#choice').isHidden()).toBe(true);
    await ctx.close();
  });
});
