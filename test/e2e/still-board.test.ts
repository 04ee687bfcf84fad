// A board left on screen draws nothing while its picture stays the same (under a dialog, or in a
// replay: nothing pulses), and still shows at once what changes: a replay's step, a computer's move
// made while nobody touches the page.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { centre, click, moves, pixelAt } from './game-board';
import { gameUrl, useGamePage } from '../support/page';

const { context, open } = useGamePage();

/** Counts the frames drawn on the board's canvas: Phaser's canvas renderer clears it before each. */
function countBoardDraws(): void {
  const clear = CanvasRenderingContext2D.prototype.clearRect;
  const w = window as unknown as { boardDraws: number };
  w.boardDraws = 0;
  CanvasRenderingContext2D.prototype.clearRect = function (this: CanvasRenderingContext2D, ...box) {
    if (this.canvas instanceof HTMLCanvasElement && this.canvas.closest('#board')) w.boardDraws++;
    return clear.apply(this, box);
  };
}

/** How many frames the board drew while the page showed `frames` more frames. */
const drawsOver = (page: Page, frames: number): Promise<number> =>
  page.evaluate(
    (n) =>
      new Promise<number>((done) => {
        const w = window as unknown as { boardDraws: number };
        const before = w.boardDraws;
        const next = (left: number): number =>
          requestAnimationFrame(() => (left === 0 ? done(w.boardDraws - before) : next(left - 1)));
        next(n);
      }),
    frames,
  );

/** The colour in the middle of a square, as a screenshot shows it. */
async function squareColour(page: Page, square: string): Promise<number[]> {
  const { x, y } = await centre(page, square);
  return pixelAt(page, x, y);
}

const near = (a: number[], b: number[]): boolean => a.every((v, i) => Math.abs(v - b[i]!) <= 24);

async function startPressure(page: Page, black: 'person' | 'computer:easy'): Promise<void> {
  await page.getByRole('dialog', { name: 'New game' }).waitFor();
  await page.locator('select[name="seat-0"]').selectOption('person');
  await page.locator('select[name="seat-1"]').selectOption(black);
  await page.getByRole('button', { name: 'Start' }).click();
}

describe('a board left alone', () => {
  it('draws no frame while nothing on it changes (under a dialog, in a replay), and shows a replay’s step at once', async () => {
    const ctx = await context();
    await ctx.addInitScript(countBoardDraws);
    const page = await open(ctx, '', gameUrl('pressure'));
    // Under the new-game dialog nothing on the board can be played: nothing pulses, nothing is drawn.
    await page.getByRole('dialog', { name: 'New game' }).waitFor();
    await expect.poll(() => drawsOver(page, 30)).toBe(0);
    await startPressure(page, 'person');
    const black = await squareColour(page, 'b3'); // a Black token, before it moves
    await click(page, 'c4');
    await click(page, 'c3');
    await click(page, 'b3');
    await click(page, 'b4');
    await expect.poll(() => moves(page)).toEqual(['c4-c3', 'b3-b4']);
    // While a person is to move, the pieces that can move pulse: the board keeps drawing; a dialog
    // over it stops that, and closing it brings the pulse back.
    expect(await drawsOver(page, 30)).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'New game' }).click();
    await page.getByRole('dialog', { name: 'New game' }).waitFor();
    await expect.poll(() => drawsOver(page, 30)).toBe(0);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => drawsOver(page, 30)).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menuitem', { name: 'Replay' }).click();
    await page.locator('#replay-bar').waitFor();
    await expect.poll(() => page.locator('#turn').textContent()).toMatch(/Replay: move 0 of 2/);
    // In a replay nothing pulses: once the board shows the start, the canvas is left as it is.
    await expect.poll(() => drawsOver(page, 30)).toBe(0);
    expect(near(await squareColour(page, 'b3'), black)).toBe(true);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.locator('#turn').textContent()).toMatch(/Replay: move 2 of 2/);
    await expect.poll(async () => near(await squareColour(page, 'b4'), black)).toBe(true);
    expect(near(await squareColour(page, 'b3'), black)).toBe(false);
    await expect.poll(() => drawsOver(page, 30)).toBe(0);
  });

  it('shows the computer’s move, made while nobody touches the page', async () => {
    const page = await open(await context(), '', gameUrl('pressure', '?fast'));
    await startPressure(page, 'computer:easy');
    const black = await squareColour(page, 'b1');
    await click(page, 'c4');
    await click(page, 'c3');
    await page.mouse.move(0, 0); // the hand leaves the board
    await expect.poll(() => moves(page)).toHaveLength(2);
    const [from, to] = (await moves(page))[1]!.split('-');
    await expect.poll(async () => near(await squareColour(page, to!), black)).toBe(true);
    expect(near(await squareColour(page, from!), black)).toBe(false);
  });
});
