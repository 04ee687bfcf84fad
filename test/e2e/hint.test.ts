// The Hint in the built page: asked by its button, thought out in the worker, drawn on the board
// and listed in Status; its first action, played with the mouse, is accepted and the hint goes.
import { decode } from 'fast-png';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { button, centre, chooseNewGame, clickSquare, dragSquare, openPage, useBrowser } from './browser';

const browser = useBrowser();

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
    const ctx = await browser().newContext({ viewport: { width: 1366, height: 768 } });
    const page = await openPage(ctx);
    await chooseNewGame(page, '2');
    expect(await button(page, 'hint').isEnabled()).toBe(true);

    await button(page, 'hint').click();
    await page.waitForFunction(() => window.vacuum.hints.state.kind === 'shown', null, { timeout: 10_000 });
    const hint = await page.evaluate(() => {
      const { state } = window.vacuum.hints;
      const { isLegal, squareName } = window.vacuum.rules;
      const first = (state as { actions: import('../../src/rules/index').Action[] }).actions[0]!;
      return {
        first,
        legal: isLegal(window.vacuum.game(), first),
        at: 'at' in first ? squareName(first.at) : null,
        from: 'from' in first ? squareName(first.from) : null,
        to: 'to' in first ? squareName(first.to) : null,
        marks: window.vacuum.controller.view().hint.length,
      };
    });
    expect(hint.legal).toBe(true);
    expect(hint.marks).toBeGreaterThan(0);
    expect(await statusText(page)).toMatch(/^Hint: (Vacuum Move [a-l]\d+|Perimeter Move [a-l]\d+→[a-l]\d+), Commit$/);
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
});
