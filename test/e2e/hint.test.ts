// The Hint in the built page: asked by its button, thought out in the worker, drawn on the board
// and listed in Status; its first action, played with the mouse, is accepted and the hint goes.
import { decode } from 'fast-png';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { button, centre, chooseNewGame, clickSquare, dragSquare, menu, type VacuumStudio } from './browser';
import { useGamePage } from '../support/page';

const { context, open, openGame } = useGamePage();

/** Status's message: where the hint is said (the turn line above it says who is to move). */
const statusText = (page: Page): Promise<string> => page.locator('#message').innerText();

/** Waits until the hint is thought out and shown: Status says it. */
const hintShown = (page: Page) =>
  page.waitForFunction(
    () => /^Hint: (?!the computer is thinking)/.test(document.getElementById('message')!.textContent ?? ''),
    null,
    { timeout: 10_000 },
  );

/** Whether a button is lit (the page's buttons stay focusable when unlit: aria-disabled). */
const lit = async (page: Page, action: string): Promise<boolean> =>
  (await button(page, action).getAttribute('aria-disabled')) !== 'true';

/** Pixels of the hint's pink within half a square of a square's centre, from a screenshot. */
async function pinkNear(page: Page, name: string): Promise<number> {
  const c = await centre(page, name);
  const cell = (await centre(page, 'b1')).x - (await centre(page, 'a1')).x;
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
    expect(await lit(page, 'hint')).toBe(true);

    await button(page, 'hint').click();
    await hintShown(page);
    // The whole turn in words: its first action is one the rules allow now.
    const said = await statusText(page);
    expect(said).toMatch(/^Hint: (Vacuum Move on [a-l]\d+|Perimeter Move from [a-l]\d+ to [a-l]\d+); Commit$/);
    const [, kind, at, from, to] = said.match(/^Hint: (?:(Vacuum Move) on (\w+)|Perimeter Move from (\w+) to (\w+));/)!;
    const hint = { kind: kind ? 'vacuumMove' : 'perimeterMove', at: at ?? null, from: from ?? null, to: to ?? null };
    expect(
      await page.evaluate((h) => {
        const { isLegal, parseSquare } = (window.studio as VacuumStudio).rules;
        const action = (
          h.at
            ? { kind: h.kind, at: parseSquare(h.at) }
            : { kind: h.kind, from: parseSquare(h.from!), to: parseSquare(h.to!) }
        ) as Parameters<typeof isLegal>[1];
        return isLegal((window.studio as VacuumStudio).game(), action);
      }, hint),
    ).toBe(true);
    const marked = (hint.at ?? hint.to)!;
    expect(await pinkNear(page, marked)).toBeGreaterThan(20);
    expect(await page.locator('#moves button').count()).toBe(0); // a hint never moves

    // Played by the player, with the mouse: accepted, and the hint is gone from board and Status.
    await button(page, hint.kind).click();
    if (hint.at) await clickSquare(page, hint.at);
    else await dragSquare(page, hint.from!, hint.to!);
    const played = page.locator('#moves button.move');
    expect(await played.count()).toBe(1);
    expect(await played.getAttribute('aria-label')).toContain(
      hint.at ? `Vacuum Move on ${hint.at}.` : `Perimeter Move from ${hint.from} to ${hint.to}.`,
    );
    expect(await statusText(page)).not.toMatch(/^Hint/);
    expect(await pinkNear(page, marked)).toBe(0);

    // The H key asks for the rest of the turn.
    await page.keyboard.press('h');
    await hintShown(page);
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
    // Seated: the page's own seat has its "Allow hints" box.
    const allow = (page: Page) => page.locator('#room-seats input[data-do="hints"]');
    await allow(red).waitFor();
    const hintButton = button(red, 'hint');
    const why = () => hintButton.getAttribute('data-why');
    await expect.poll(why).toBe("Hints need every seated player's permission: Red has not allowed them.");
    expect(await lit(red, 'hint')).toBe(false);

    // The room's link is the page's address in the room.
    const link = red.url();
    expect(link).toMatch(/#r=\w+$/);
    const gold = await open(await context(), '', link);
    const goldCtx = gold.context();
    await allow(gold).waitFor();
    await allow(red).check();
    await expect.poll(why).toBe("Hints need every seated player's permission: Gold has not allowed them.");
    await expect
      .poll(() => gold.locator('#room-seats li[data-seat="0"] .seat-state').textContent())
      .toMatch(/allows hints/);
    await allow(gold).check();
    await expect.poll(() => lit(red, 'hint')).toBe(true);
    await hintButton.click();
    await hintShown(red);
    expect(await statusText(red)).toMatch(/^Hint: /);

    // Gold withdraws: Red's hint goes, and the button says why.
    await allow(gold).uncheck();
    await expect.poll(() => statusText(red)).not.toMatch(/^Hint/);
    await expect.poll(why).toMatch(/Gold has not allowed them/);
    for (const page of [red, gold]) expect((page as Page & { errors: string[] }).errors).toEqual([]);
    await redCtx.close();
    await goldCtx.close();
  });
});
