// Colour vision: under Chromium's simulated deuteranopia, protanopia and achromatopsia every seat's
// pebbles, stones, perimeter tiles and Status' dots still differ by their mark, not only by colour, on a desktop
// and on an upright phone; and so do they in the picture a PNG save carries (the thumbnail), seen
// through the same three deficiencies (their colour matrices applied to its pixels). Screenshots go
// to __screens__/<layout>-<deficiency>.png.
import { decode } from 'fast-png';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { positionText as setUp } from '../games/vacuum/rules/helpers';
import { centre, chooseNewGame, load, menu, squareIndex } from './browser';
import { useGamePage, screenPath, framesDrawn, savedFile, type OpenOptions } from '../support/page';

const { openGame } = useGamePage();

/** Four players; one pebble of each on the board, one stone of each, and every perimeter. */
const PIECES: Record<string, string> = { d5: 'R', e5: 'Y', f5: 'G', g5: 'W', d7: 'sR', e7: 'sY', f7: 'sG', g7: 'sW' };
const GROUPS = {
  pebbles: ['d5', 'e5', 'f5', 'g5'],
  stones: ['d7', 'e7', 'f7', 'g7'],
  tiles: ['c2', 'b7', 'k7', 'g2'], // red, gold, green and white perimeter tiles
} as const;
const DEFICIENCIES = ['deuteranopia', 'protanopia', 'achromatopsia'] as const;
type Deficiency = (typeof DEFICIENCIES)[number];

/** How each deficiency sees an sRGB colour (Machado, Oliveira and Fernandes 2009, severity 1; luminance alone). */
const MATRICES: Record<Deficiency, number[]> = {
  deuteranopia: [0.367322, 0.860646, -0.227968, 0.280085, 0.672501, 0.047413, -0.01182, 0.04294, 0.968881],
  protanopia: [0.152286, 1.052583, -0.204868, 0.114503, 0.786281, 0.099216, -0.003882, -0.048116, 1.051998],
  achromatopsia: [0.299, 0.587, 0.114, 0.299, 0.587, 0.114, 0.299, 0.587, 0.114],
};

type Png = ReturnType<typeof decode>;

/** The picture as someone with `deficiency` sees it: its matrix applied to every pixel. */
function seenWith(png: Png, deficiency: Deficiency): Png {
  const m = MATRICES[deficiency];
  const data = new Uint8Array(png.data.length);
  for (let k = 0; k < png.data.length; k += png.channels) {
    const [r, g, b] = [png.data[k]!, png.data[k + 1]!, png.data[k + 2]!];
    for (let c = 0; c < 3; c++)
      data[k + c] = Math.max(0, Math.min(255, m[c * 3]! * r + m[c * 3 + 1]! * g + m[c * 3 + 2]! * b));
    if (png.channels === 4) data[k + 3] = png.data[k + 3]!;
  }
  return { ...png, data };
}

/**
 * A square's picture as a 9 × 9 pattern of light and dark (each square against its own mean
 * luminance): colour plays no part, only shape and marking.
 */
function pattern(png: Png, x: number, y: number, half: number): string {
  const lum: number[] = [];
  for (let j = 0; j < 9; j++) {
    for (let i = 0; i < 9; i++) {
      const px = Math.round(x + ((i - 4) / 4) * half);
      const py = Math.round(y + ((j - 4) / 4) * half);
      const k = (py * png.width + px) * png.channels;
      lum.push(0.3 * png.data[k]! + 0.59 * png.data[k + 1]! + 0.11 * png.data[k + 2]!);
    }
  }
  const mean = lum.reduce((a, b) => a + b, 0) / lum.length;
  return lum.map((l) => (l < mean ? '#' : '.')).join('');
}

const differences = (a: string, b: string): number => [...a].filter((ch, i) => ch !== b[i]).length;

/** Every two seats' patterns in a group differ in at least 6 of 81 places. */
function expectDistinct(shapes: string[], what: string, squares: readonly string[]): void {
  for (let i = 0; i < shapes.length; i++)
    for (let j = i + 1; j < shapes.length; j++)
      expect(differences(shapes[i]!, shapes[j]!), `${what}: ${squares[i]} and ${squares[j]}`).toBeGreaterThanOrEqual(6);
}

async function fourSeats(options: OpenOptions): Promise<Page> {
  const page = await openGame('', options);
  await chooseNewGame(page, '4');
  await load(page, setUp({ players: 4, pieces: PIECES }));
  await page.mouse.move(1, 1);
  return page;
}

const LAYOUTS = [
  { name: 'desktop', options: { viewport: { width: 1366, height: 900 } } },
  { name: 'phone', options: { layout: 'phone', touch: true } },
] as const satisfies { name: string; options: OpenOptions }[];

describe('colour vision', () => {
  for (const { name, options } of LAYOUTS) {
    for (const type of DEFICIENCIES) {
      it(`${name}, under simulated ${type}: each seat's pieces and tiles carry a different mark`, async () => {
        const page = await fourSeats(options);
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Emulation.setEmulatedVisionDeficiency', { type });
        await framesDrawn(page); // the emulated vision deficiency applies from the next frame
        const png = decode(await page.screenshot({ path: screenPath(`${name}-${type}`) }));
        const at = (sq: string): Promise<{ x: number; y: number }> => centre(page, sq);
        const cell = (await at('b1')).x - (await at('a1')).x;
        for (const [group, squares] of Object.entries(GROUPS)) {
          const shapes: string[] = [];
          for (const sq of squares) {
            const c = await at(sq);
            // Tiles carry their mark in the top-left corner; pieces in their middle.
            const tile = group === 'tiles';
            const off = tile ? -0.33 * cell : 0;
            shapes.push(pattern(png, c.x + off, c.y + off, cell * (tile ? 0.12 : 0.16)));
          }
          expectDistinct(shapes, group, squares);
        }
        // The scores' dots in Status carry the same marks.
        const dots: string[] = [];
        for (const seat of [0, 1, 2, 3]) {
          const box = (await page.locator(`#seats li[data-seat="${seat}"] .seat-dot`).boundingBox())!;
          dots.push(pattern(png, box.x + box.width / 2, box.y + box.height / 2, box.width * 0.4));
        }
        expectDistinct(dots, "Status' dots", ['Red', 'Gold', 'Green', 'White']);
      });
    }
  }

  it("the picture a PNG save carries marks each seat's pieces and tiles, under all three deficiencies", async () => {
    const page = await fourSeats({});
    const download = page.waitForEvent('download');
    await menu(page, 'save');
    const png = decode(readFileSync(await savedFile(await download)));
    const cell = png.width / 12;
    const centre = (sq: string, dx: number, dy: number) => {
      const i = squareIndex(sq);
      return { x: ((i % 12) + dx) * cell, y: (Math.floor(i / 12) + dy) * cell };
    };
    for (const type of DEFICIENCIES) {
      const seen = seenWith(png, type);
      // A lone pebble sits in its square's top-left quarter, a stone in the middle, a tile's mark in its corner.
      const where = { pebbles: [0.3, 0.16 * 0.8], stones: [0.5, 0.16], tiles: [0.18, 0.1] } as const;
      for (const [group, squares] of Object.entries(GROUPS)) {
        const [spot, half] = where[group as keyof typeof where];
        const shapes = squares.map((sq) => {
          const c = centre(sq, spot, spot);
          return pattern(seen, c.x, c.y, cell * half);
        });
        expectDistinct(shapes, `picture, ${type}, ${group}`, squares);
      }
    }
  });
});
