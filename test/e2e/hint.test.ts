// The Hint in the built page: asked by its button, thought out in the worker, drawn on the board
// and listed in Status; its first action, played with the mouse, is accepted and the hint goes.
import { decode } from 'fast-png';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { button, centre, chooseNewGame, clickSquare, dragSquare, menu, type VacuumStudio } from './browser';
import { useGamePage } from '../support/page';

const { context, open, openGame } = useGamePage();

const statusText = (page: Page): Promise<string> => page.locator('#status-text').innerText();

/** Pixels of the hint's pink within half a square of a square's centre, from a screenshot. */
async function pinkNear(page: Page, name: string): Promise<number> {
  const c = await centre(page, name);
  const cell = await page.evaluate(() => {
    const a = window.vacuum.squareCenter(0);
    const b = window.vacuum.squareCenter(1);
    return b.x - a.x;
  });
  const png = decode(
    await page.screenshot({ clip: { x: c.x - cell / 2, y: c.y - cell / 2, width: cell, height: cell } }),
  );
  const step = png.channels;
  let n = 0;
  for (let i = 0; i < png.data.length; i += step) {
    const [r, g, b] = [png.data[i]!, png.data[i + 1]!, png.data[i + 2]!];
    if (r > 220 && g < 110 && b > 140) n++;
  }
  return n;
}

describe('the Hint', () => {
  it("shows the expert's turn on the board and in Status; its first action is legal and playing it clears the hint", async () => {
    const page = await openGame();
    const ctx = page.context();
    await chooseNewGame(page, '2');
    expect(await button(page, 'hint').isEnabled()).toBe(true);

    await button(page, 'hint').click();
    await page.waitForFunction(() => window.vacuum.hints.state.kind === 'shown', null, { timeout: 10_000 });
    const hint = await page.evaluate(() => {
      const { state } = window.vacuum.hints;
      const { isLegal, squareName } = (window.studio as VacuumStudio).rules;
      const first = (state as { actions: import('../../src/games/vacuum/rules/index').Action[] }).actions[0]!;
      return {
        first,
        legal: isLegal((window.studio as VacuumStudio).game(), first),
        at: 'at' in first ? squareName(first.at) : null,
        from: 'from' in first ? squareName(first.from) : null,
        to: 'to' in first ? squareName(first.to) : null,
        marks: window.vacuum.controller.view().hint.length,
      };
    });
    expect(hint.legal).toBe(true);
    expect(hint.marks).toBeGreaterThan(0);
    expect(await statusText(page)).toMatch(
      /^Hint: (Vacuum Move on [a-l]\d+|Perimeter Move from [a-l]\d+ to [a-l]\d+); Commit$/,
    );
    const marked = (hint.at ?? hint.to)!;
    expect(await pinkNear(page, marked)).toBeGreaterThan(20);
    expect(await page.evaluate(() => window.vacuum.session.log.length)).toBe(0); // a hint never moves

    // Played by the player, with the mouse: accepted, and the hint is gone from board and Status.
    await button(page, hint.first.kind).click();
    if (hint.at) await clickSquare(page, hint.at);
    else await dragSquare(page, hint.from!, hint.to!);
    expect(await page.evaluate(() => window.vacuum.session.log.map((e) => e.action))).toEqual([hint.first]);
    expect(await page.evaluate(() => window.vacuum.controller.view().hint)).toEqual([]);
    expect(await statusText(page)).not.toMatch(/^Hint/);
    expect(await pinkNear(page, marked)).toBe(0);

    // The H key asks for the rest of the turn.
    await page.keyboard.press('h');
    await page.waitForFunction(() => window.vacuum.hints.state.kind === 'shown', null, { timeout: 10_000 });
    expect(await statusText(page)).toBe('Hint: Commit');
    expect((page as Page & { errors: string[] }).errors).toEqual([]);
    await ctx.close();
  });

  it('in an online room, only once every seated player allows hints (the Seats panel checkbox)', async () => {
    const red = await openGame();
    const redCtx = red.context();
    await chooseNewGame(red, '2');
    await menu(red, 'create-room');
    await red.click('#create-room-dialog button[value="current"]');
    await red.waitForFunction(() => window.vacuum.rooms?.seat === 0);
    const hintButton = button(red, 'hint');
    await expect
      .poll(() => hintButton.getAttribute('title'))
      .toBe("Hints need every seated player's permission: Red has not allowed them.");
    expect(await hintButton.isDisabled()).toBe(true);

    const gold = await open(await context(), '', await red.evaluate(() => window.vacuum.rooms!.roomLink()!));
    const goldCtx = gold.context();
    await gold.waitForFunction(() => window.vacuum.rooms?.seat === 1);
    const allow = (page: Page) => page.locator('#room-seats input[data-do="hints"]');
    await allow(red).check();
    await expect
      .poll(() => hintButton.getAttribute('title'))
      .toBe("Hints need every seated player's permission: Gold has not allowed them.");
    await expect
      .poll(() => gold.locator('#room-seats li[data-seat="0"] .seat-state').textContent())
      .toMatch(/allows hints/);
    await allow(gold).check();
    await expect.poll(() => hintButton.isEnabled()).toBe(true);
    await hintButton.click();
    await red.waitForFunction(() => window.vacuum.hints.state.kind === 'shown', null, { timeout: 10_000 });
    expect(await statusText(red)).toMatch(/^Hint: /);

    // Gold withdraws: Red's hint goes, and the button says why.
    await allow(gold).uncheck();
    await red.waitForFunction(() => window.vacuum.hints.state.kind === 'none');
    await expect.poll(() => hintButton.getAttribute('title')).toMatch(/Gold has not allowed them/);
    expect(await red.evaluate(() => window.vacuum.controller.view().hint)).toEqual([]);
    for (const page of [red, gold]) expect((page as Page & { errors: string[] }).errors).toEqual([]);
    await redCtx.close();
    await goldCtx.close();
  });
});
