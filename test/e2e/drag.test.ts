// The drag ghost by mouse (desktop): it shows what moves — of a stack, the pebbles the drop under
// the pointer would move, the whole unit where it moves whole — and a perimeter tile dragged with no
// action chosen slides under the pointer as a ghost of its own. Screenshots: drag-*.png.
import { decode } from 'fast-png';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { positionText as setUp } from '../games/vacuum/rules/helpers';
import { centre, chooseNewGame, load, squareIndex, type VacuumStudio } from './browser';
import { framesDrawn, screenPath, useGamePage } from '../support/page';

const { openGame } = useGamePage();

/** Red's pieces' fill (seats.ts: 0xd23b33), and a red perimeter tile (0xeaa9a4, a ghost's a little see-through). */
const isPebbleRed = (r: number, g: number, b: number): boolean => r > 170 && g < 110 && b < 110;
const isRedTile = (r: number, g: number, b: number): boolean => r > 190 && g > 130 && r - g > 40 && r - b > 40;

/** A screenshot of the square of side 2·half around a point, as its pixels. */
async function around(page: Page, at: { x: number; y: number }, half: number, name: string) {
  await framesDrawn(page);
  const clip = { x: Math.round(at.x - half), y: Math.round(at.y - half), width: 2 * half, height: 2 * half };
  return decode(await page.screenshot({ clip, path: screenPath(name) }));
}

/** How wide the pixels that pass `test` spread, in pixels (0 when none). */
function spread(png: ReturnType<typeof decode>, test: (r: number, g: number, b: number) => boolean): number {
  let [lo, hi] = [Infinity, -Infinity];
  for (let y = 0; y < png.height; y++)
    for (let x = 0; x < png.width; x++) {
      const k = (y * png.width + x) * png.channels;
      if (test(png.data[k]!, png.data[k + 1]!, png.data[k + 2]!)) [lo, hi] = [Math.min(lo, x), Math.max(hi, x)];
    }
  return hi < lo ? 0 : hi - lo + 1;
}

/** The share of the pixels that pass `test`. */
function share(png: ReturnType<typeof decode>, test: (r: number, g: number, b: number) => boolean): number {
  let n = 0;
  for (let k = 0; k < png.data.length; k += png.channels)
    if (test(png.data[k]!, png.data[k + 1]!, png.data[k + 2]!)) n++;
  return n / (png.width * png.height);
}

describe('the drag ghost', () => {
  it('shows one pebble when one pebble moves, and the whole unit when it moves whole', async () => {
    const page = await openGame();
    const ctx = page.context();
    await chooseNewGame(page, '2');
    // Two of Red's pebbles on e5: into empty d5 only one may go (one stays); Retreat to e3 takes both.
    await load(page, setUp({ pieces: { e5: 'RR', i8: 'Y' } }));
    const e5 = await centre(page, 'e5');
    const d5 = await centre(page, 'd5');
    const e3 = await centre(page, 'e3');
    const f5 = await centre(page, 'f5');
    const cell = f5.x - e5.x;
    const half = Math.round(cell * 0.6);
    await page.mouse.move(e5.x, e5.y);
    await page.mouse.down();
    await page.mouse.move(d5.x, d5.y, { steps: 6 });
    const one = spread(await around(page, d5, half, 'drag-one-pebble'), isPebbleRed);
    await page.mouse.move(e3.x, e3.y, { steps: 6 });
    const both = spread(await around(page, e3, half, 'drag-whole-unit'), isPebbleRed);
    // One pebble is drawn alone in the middle (about 0.4 of a square across); two side by side
    // span about 0.64 of one.
    expect(one).toBeGreaterThan(cell * 0.25);
    expect(one).toBeLessThan(cell * 0.52);
    expect(both).toBeGreaterThan(cell * 0.58);
    // Back over d5, the pebble that stays on e5 is drawn whole beside the faint one that leaves.
    await page.mouse.move(d5.x, d5.y, { steps: 4 });
    expect(spread(await around(page, e5, Math.round(cell * 0.45), 'drag-left-behind'), isPebbleRed)).toBeGreaterThan(0);
    await page.mouse.up();
    await expect
      .poll(() => page.evaluate((sq) => (window.studio as VacuumStudio).game().squares[sq], squareIndex('d5')))
      .toEqual({
        pebbles: [0],
      });
    expect((page as Page & { errors: string[] }).errors).toEqual([]);
    await ctx.close();
  });

  it('a perimeter tile dragged with no action chosen slides under the pointer', async () => {
    const page = await openGame();
    const ctx = page.context();
    await chooseNewGame(page, '2');
    // One of Red's empty perimeter tiles and the barren square it may slide to.
    const { from, to } = await page.evaluate(() => {
      const slide = (window.studio as VacuumStudio).rules
        .legalActions((window.studio as VacuumStudio).game())
        .find((a) => a.kind === 'perimeterMove') as {
        from: number;
        to: number;
      };
      return slide;
    });
    const squareName = (sq: number): string => String.fromCharCode(97 + (sq % 12)) + String(Math.floor(sq / 12) + 1);
    const a = await centre(page, squareName(from));
    const b = await centre(page, squareName(to));
    const cell = Math.max(Math.abs(b.x - a.x), Math.abs(b.y - a.y));
    const half = Math.round(cell * 0.4);
    expect(share(await around(page, b, half, 'drag-perimeter-before'), isRedTile)).toBeLessThan(0.1); // barren
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    await page.mouse.move(b.x, b.y, { steps: 6 });
    expect(share(await around(page, b, half, 'drag-perimeter'), isRedTile)).toBeGreaterThan(0.6);
    await page.mouse.up();
    await expect
      .poll(() => page.evaluate((sq) => (window.studio as VacuumStudio).game().terrain[sq], to))
      .toBe('perimeter');
    await ctx.close();
  });
});
