// Colour vision: under Chromium's simulated deuteranopia and protanopia every player's pebbles,
// stones and perimeter tiles still differ by their mark, not only by colour. Screenshots go to
// __SCREEN__<deficiency>.png.
import { decode } from 'fast-png';
import { describe, expect, it } from 'vitest';
import { positionText } from '../games/vacuum/rules/helpers';
import { chooseNewGame, squareIndex } from './browser';
import { useGamePage, screenPath, framesDrawn } from '../support/page';

const { openGame } = useGamePage();

/** Four players; one pebble of each on the board, one stone of each, and every perimeter. */
const PIECES: Record<string, string> = { d5: 'R', e5: 'Y', f5: 'G', g5: 'W', d7: 'sR', e7: 'sY', f7: 'sG', g7: 'sW' };

/**
 * A square's picture as a 9 × 9 pattern of light and dark (each square against its own mean
 * luminance): colour plays no part, only shape and marking.
 */
function pattern(png: ReturnType<typeof decode>, x: number, y: number, half: number): string {
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

describe('colour vision', () => {
  for (const type of ['deuteranopia', 'protanopia'] as const) {
    it(`under simulated ${type}, each player's pieces and tiles carry a different mark`, async () => {
      const page = await openGame('', { viewport: { width: 1366, height: 900 } });
      const ctx = page.context();
      await chooseNewGame(page, '4');
      await page.evaluate((t) => window.vacuum.load(t), positionText({ players: 4, pieces: PIECES }));
      await page.mouse.move(1, 1);
      const cdp = await ctx.newCDPSession(page);
      await cdp.send('Emulation.setEmulatedVisionDeficiency', { type });
      await framesDrawn(page); // the emulated vision deficiency applies from the next frame
      const png = decode(await page.screenshot({ path: screenPath(`${type}`) }));
      const at = async (name: string): Promise<{ x: number; y: number }> =>
        page.evaluate((sq) => window.vacuum.squareCenter(sq), squareIndex(name));
      const a = await at('a1');
      const b = await at('b1');
      const cell = b.x - a.x;
      const groups = {
        pebbles: ['d5', 'e5', 'f5', 'g5'],
        stones: ['d7', 'e7', 'f7', 'g7'],
        tiles: ['c2', 'b7', 'k7', 'g2'], // red, gold, green and white perimeter tiles
      };
      for (const [group, squares] of Object.entries(groups)) {
        const shapes: string[] = [];
        for (const sq of squares) {
          const c = await at(sq);
          // Tiles carry their mark in the top-left corner; pieces in their middle.
          const tile = group === 'tiles';
          shapes.push(
            pattern(png, c.x + (tile ? -0.33 * cell : 0), c.y + (tile ? -0.33 * cell : 0), cell * (tile ? 0.12 : 0.16)),
          );
        }
        for (let i = 0; i < shapes.length; i++) {
          for (let j = i + 1; j < shapes.length; j++) {
            expect(
              differences(shapes[i]!, shapes[j]!),
              `${group}: ${squares[i]} and ${squares[j]}`,
            ).toBeGreaterThanOrEqual(6);
          }
        }
      }
      await ctx.close();
    });
  }
});
