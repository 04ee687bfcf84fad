// A player at the built page: mouse, buttons, undo/commit, reload, diagnostics, layouts, touch.
import { decode } from 'fast-png';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  button,
  centre,
  chooseNewGame,
  clickSquare,
  dragSquare,
  load,
  positionText,
  token,
  type VacuumStudio,
} from './browser';
import { framesDrawn, useGamePage, screenPath } from '../support/page';

const BUSY = `vacuum 1
players 2
current red
stage 1
chain -
turn 12
active red gold
eliminated -
stone-era red
cooldown -
limit -
# # # # # # # # # # # #
# # r r r r w w w w # #
# r *R . . . . . . * w #
# r . .RR .R . . .Y . . w #
# r . .R .sR . .YY . . . w #
# r . . .bR . .YYYY . . . w #
# y . .RY . . .Y . . . g #
# y . . . . . . . . g #
# y . . . . . . . . g #
# y * . . . . . . * g #
# # y y y y g g g g # #
# # # # # # # # # # # #
`;

const { context, open, openGame } = useGamePage();

async function landscape(): Promise<{ ctx: BrowserContext; page: Page }> {
  const page = await openGame();
  const ctx = page.context();
  await chooseNewGame(page, '2');
  return { ctx, page };
}

/** Red and gold each make one Vacuum Move by clicking free squares, twice. */
async function openingVacuums(page: Page): Promise<void> {
  for (const sq of ['e5', 'h8', 'f5', 'h10']) {
    await clickSquare(page, sq);
    await button(page, 'commit').click();
  }
}

describe('landscape, mouse', () => {
  // The shared page has two panels side by side: the board, then Status with Vacuum's actions.
  it('shows the board and the side panel side by side', async () => {
    const { ctx, page } = await landscape();
    const [board, side] = await Promise.all(['#board', '#side'].map((s) => page.locator(s).boundingBox()));
    expect(board!.x + board!.width).toBeLessThanOrEqual(side!.x + 1);
    expect(board!.width).toBeGreaterThan(600);
    await page.screenshot({ path: screenPath('landscape') });
    await ctx.close();
  });

  it('draws the tiles of colours nobody plays faded: in a 2-player game White’s and Green’s are unowned', async () => {
    const { ctx, page } = await landscape();
    await framesDrawn(page);
    const png = decode(await page.screenshot());
    /** The brightness at the centre of a square (its tile: the owner marks are in its corners). */
    const light = async (name: string): Promise<number> => {
      const c = await centre(page, name);
      const k = (Math.round(c.y) * png.width + Math.round(c.x)) * png.channels;
      return (png.data[k]! + png.data[k + 1]! + png.data[k + 2]!) / 3;
    };
    const board = await light('e5');
    expect(await light('c2')).toBeGreaterThan(board * 0.7); // Red's tile, in its colour
    expect(await light('g2')).toBeLessThan(board * 0.7); // White's, faded
    expect(await light('k7')).toBeLessThan(board * 0.7); // Green's, faded
    await ctx.close();
  });

  it('plays an opening by drag-and-release', async () => {
    const { ctx, page } = await landscape();
    await openingVacuums(page);
    await page.waitForFunction(
      () => (window.studio as VacuumStudio).rules.status((window.studio as VacuumStudio).game()).turn === 4,
    );
    await button(page, 'extend').click();
    await dragSquare(page, 'e5', 'g5');
    expect(await token(page, 'g5')).toBe('R');
    await button(page, 'supplyChain').click();
    await dragSquare(page, 'e5', 'f5');
    expect(await token(page, 'f5')).toBe('RR');
    expect(await button(page, 'supplyChain').getAttribute('aria-pressed')).toBe('true'); // a next step exists
    await button(page, 'vacuumMove').click();
    await clickSquare(page, 'c9');
    await button(page, 'commit').click();
    expect(
      await page.evaluate(() => (window.studio as VacuumStudio).rules.status((window.studio as VacuumStudio).game())),
    ).toMatchObject({
      turn: 5,
      current: 1,
    });
    await ctx.close();
  });

  it('plays the same opening by click-click', async () => {
    const { ctx, page } = await landscape();
    await openingVacuums(page);
    await button(page, 'extend').click();
    await clickSquare(page, 'e5');
    await clickSquare(page, 'g5');
    expect(await token(page, 'g5')).toBe('R');
    await expect
      .poll(() => page.locator('#message').textContent())
      .toMatch(/^Extend Supply Chain from e5, growing a new pebble on g5\b/);
    await ctx.close();
  });

  it('lights buttons exactly as the position allows', async () => {
    const { ctx, page } = await landscape();
    expect(await button(page, 'entrench').isDisabled()).toBe(true);
    expect(await button(page, 'vacuumMove').isDisabled()).toBe(false);
    expect(await button(page, 'commit').isDisabled()).toBe(true);
    await load(page, BUSY);
    expect(await button(page, 'entrench').isDisabled()).toBe(false);
    expect(await button(page, 'cast').isDisabled()).toBe(false);
    expect(await button(page, 'pebbleAttack').isDisabled()).toBe(true);
    expect(await button(page, 'undo').isDisabled()).toBe(true);
    await ctx.close();
  });

  it('cycles the count by clicking the source again, and undoes and commits', async () => {
    const { ctx, page } = await landscape();
    await load(page, BUSY);
    await button(page, 'supplyChain').click();
    await clickSquare(page, 'd4');
    await expect.poll(() => page.locator('#message').textContent()).toMatch(/^d4 chosen, to move 2 pebbles/);
    await clickSquare(page, 'd4');
    await expect.poll(() => page.locator('#message').textContent()).toMatch(/^d4 chosen, to move 1 pebble;/);
    await clickSquare(page, 'd5');
    expect(await token(page, 'd5')).toBe('RR');
    expect(await token(page, 'd4')).toBe('R');
    await button(page, 'undo').click();
    expect(await token(page, 'd4')).toBe('RR');
    expect(await button(page, 'undo').isDisabled()).toBe(true);
    await clickSquare(page, 'i10'); // Vacuum Move shortcut
    await button(page, 'commit').click();
    await page.waitForFunction(
      () => (window.studio as VacuumStudio).rules.status((window.studio as VacuumStudio).game()).turn === 13,
    );
    await ctx.close();
  });

  it('resumes the same position and undo history after a reload', async () => {
    const { ctx, page } = await landscape();
    await load(page, BUSY);
    await button(page, 'entrench').click();
    await clickSquare(page, 'd5');
    const before = await positionText(page);
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.board === 'drawn');
    // The saved game resumes by itself: the new-game dialog opens only when nothing is saved.
    expect(await page.locator('#new-game-dialog').isVisible()).toBe(false);
    expect(await positionText(page)).toBe(before);
    await button(page, 'undo').click();
    expect(await token(page, 'd5')).toBe('R');
    await ctx.close();
  });

  it('shows the pressure of every player centred on the hovered square', async () => {
    const { ctx, page } = await landscape();
    await load(page, BUSY);
    const c = await centre(page, 'e5');
    await page.mouse.move(c.x - 5, c.y - 5);
    await page.mouse.move(c.x, c.y, { steps: 2 });
    // e5: red d4 RR 4 + e4 R 2 + d5 R 2 + stone e5 6 + boulder e6 18 = 32; gold none.
    await page.waitForFunction(() => document.querySelector('#diagnostics-text b')?.textContent === 'e5');
    // e5 is the fifth column of the fifth row, counted as the board's labels count them.
    expect(await page.locator('#diagnostics-text .rc').textContent()).toBe(' · row 5, column 5');
    expect(await page.locator('#diagnostics-text [data-owner="red"] b').textContent()).toBe('32');
    expect(await page.locator('#diagnostics-text [data-owner="gold"] b').textContent()).toBe('0');
    await ctx.close();
  });
});

describe('WebGL', () => {
  // Headless Chromium's WebGL runs on the CPU (SwiftShader), where the page draws with Canvas 2D
  // (src/ui/renderer.ts); naming another GPU makes it boot the WebGL renderer a tablet gets.
  const realGpu = `{
    const get = WebGLRenderingContext.prototype.getParameter;
    WebGLRenderingContext.prototype.getParameter = function (p) {
      const v = get.call(this, p);
      return typeof v === 'string' && /swiftshader/i.test(v) ? 'A real GPU' : v;
    };
  }`;

  it('draws the board and plays where the GPU is real', async () => {
    const ctx = await context();
    await ctx.addInitScript({ content: realGpu });
    const page = await open(ctx);
    expect(
      await page.evaluate(() => document.querySelector<HTMLCanvasElement>('#board canvas')!.getContext('2d')),
    ).toBe(null);
    await chooseNewGame(page, '2');
    await clickSquare(page, 'e5');
    expect(await token(page, 'e5')).toBe('R');
    await page.mouse.move(1, 1);
    const png = decode(await page.screenshot());
    const cell = (await centre(page, 'f5')).x - (await centre(page, 'e5')).x;
    const rgb = async (name: string, down = 0): Promise<[number, number, number]> => {
      const { x, y } = await centre(page, name);
      const k = (Math.round(y + down) * png.width + Math.round(x)) * png.channels;
      return [png.data[k]!, png.data[k + 1]!, png.data[k + 2]!];
    };
    const [r, g, b] = await rgb('e5', cell * 0.13); // a red pebble, below its mark (a white dot)
    expect(r).toBeGreaterThan(g + 80);
    expect(r).toBeGreaterThan(b + 80);
    expect(Math.min(...(await rgb('g7')))).toBeGreaterThan(150); // an empty square of the light board
    expect((page as Page & { errors: string[] }).errors).toEqual([]);
    await ctx.close();
  });
});

describe('portrait tablet, touch', () => {
  it('shows the three-column tray and plays a move by touch drag', async () => {
    const page = await openGame('', { layout: 'tablet', touch: true });
    const ctx = page.context();
    await chooseNewGame(page, '2');
    const boxes = await Promise.all(
      ['#group-stage1', '#group-stage2', '#group-controls'].map((s) => page.locator(s).boundingBox()),
    );
    expect(boxes[0]!.x).toBeLessThan(boxes[1]!.x);
    expect(boxes[1]!.x).toBeLessThan(boxes[2]!.x);
    expect(Math.abs(boxes[0]!.y - boxes[2]!.y)).toBeLessThan(2);
    // The board on top; Status and then the tray under it (the shared page's upright layout).
    const board = await page.locator('#board').boundingBox();
    expect(board!.y + board!.height).toBeLessThanOrEqual(boxes[0]!.y);

    await load(page, BUSY);
    await page.locator('#controls button[data-action="supplyChain"]').tap();
    const a = await centre(page, 'd4');
    const b = await centre(page, 'd5');
    const cdp = await ctx.newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd' | 'touchCancel', x: number, y: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' || type === 'touchCancel' ? [] : [{ x, y }],
      });
    // A drag the browser cancels (e.g. a system gesture) plays nothing and leaves no drag behind.
    await touch('touchStart', a.x, a.y);
    for (let i = 1; i <= 6; i++) await touch('touchMove', a.x + ((b.x - a.x) * i) / 6, a.y + ((b.y - a.y) * i) / 6);
    await touch('touchCancel', b.x, b.y);
    expect(await token(page, 'd5')).toBe('R');
    await touch('touchStart', a.x, a.y);
    for (let i = 1; i <= 6; i++) await touch('touchMove', a.x + ((b.x - a.x) * i) / 6, a.y + ((b.y - a.y) * i) / 6);
    await touch('touchEnd', b.x, b.y);
    expect(await token(page, 'd5')).toBe('RRR');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.screenshot({ path: screenPath('portrait') });
    await ctx.close();
  });
});
