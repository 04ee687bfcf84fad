// The menu on both kinds of game page: a press beside the open menu closes it and does nothing
// else — on the board it used to play a move there too (a finger on a phone, a mouse on a desktop).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chooseNewGame, clickSquare, load, token } from './browser';
import { positionText as setUp } from '../games/vacuum/rules/helpers';
import { boardFitsItsBox, centre, moves } from './game-board';
import { framesDrawn, useGamePage } from '../support/page';

const { openGame, openAt } = useGamePage();

const menuShown = (page: Page): Promise<boolean> => page.locator('#menu').isVisible();

/** Pressure between two people, White's c4 chosen (its targets lit), then the menu opened. */
async function pressureWithMenuOpen(touch: boolean): Promise<Page> {
  const page = await openAt('pressure', '', touch ? { layout: 'phone', touch: true } : {});
  await page.getByRole('dialog', { name: 'New game' }).waitFor();
  await page.locator('select[name="seat-1"]').selectOption('person');
  await page.getByRole('button', { name: 'Start' }).click();
  await expect.poll(() => boardFitsItsBox(page)).toBe(true);
  const c4 = await centre(page, 'c4');
  if (touch) await page.touchscreen.tap(c4.x, c4.y);
  else await page.mouse.click(c4.x, c4.y);
  await framesDrawn(page);
  const menu = page.getByRole('button', { name: 'Menu' });
  if (touch) await menu.tap();
  else await menu.click();
  await expect.poll(() => menuShown(page)).toBe(true);
  return page;
}

describe('a press beside the open menu only closes it', () => {
  it('on the shared page, by touch on a phone: the tap on a target square plays no move', async () => {
    const page = await pressureWithMenuOpen(true);
    const b4 = await centre(page, 'b4');
    await page.touchscreen.tap(b4.x, b4.y);
    await expect.poll(() => menuShown(page)).toBe(false);
    expect(await moves(page)).toEqual([]);
    // The board takes the next tap as it would have before the menu opened: c4 is still chosen.
    await page.touchscreen.tap(b4.x, b4.y);
    await expect.poll(() => moves(page)).toEqual(['c4-b4']);
  });

  it('on the shared page, by mouse: the click on a target square plays no move', async () => {
    const page = await pressureWithMenuOpen(false);
    const b4 = await centre(page, 'b4');
    await page.mouse.click(b4.x, b4.y);
    await expect.poll(() => menuShown(page)).toBe(false);
    expect(await moves(page)).toEqual([]);
    await page.mouse.click(b4.x, b4.y);
    await expect.poll(() => moves(page)).toEqual(['c4-b4']);
  });

  it('on Vacuum’s page, by touch on a phone and by mouse: a free square gets no Vacuum Move', async () => {
    const page = await openGame('', { layout: 'phone', touch: true });
    await chooseNewGame(page, '2');
    // Turn 4, where a tap on a free square plays a Vacuum Move.
    await load(page, setUp({ pieces: { e5: 'RR' }, header: { turn: '4' } }));
    await page.getByRole('button', { name: 'Menu' }).tap();
    await expect.poll(() => menuShown(page)).toBe(true);
    const c8 = await centre(page, 'c8');
    await page.touchscreen.tap(c8.x, c8.y);
    await expect.poll(() => menuShown(page)).toBe(false);
    expect(await token(page, 'c8')).toBe('');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect.poll(() => menuShown(page)).toBe(true);
    await clickSquare(page, 'c8');
    await expect.poll(() => menuShown(page)).toBe(false);
    // Nothing was played: the move list is as empty as the square.
    expect(await page.locator('#moves button').count()).toBe(0);
    expect(await token(page, 'c8')).toBe('');
    // With the menu closed, the same tap plays.
    await page.touchscreen.tap(c8.x, c8.y);
    await expect.poll(() => token(page, 'c8')).toBe('R');
  });
});
