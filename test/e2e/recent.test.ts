// What happened since my last turn: after Gold and Green have played, Red sees their actions
// numbered on the board in their colours, and one sentence per turn under Status; the move list
// keeps every turn.
import { decode } from 'fast-png';
import { describe, expect, it } from 'vitest';
import { button, centre, chooseNewGame, clickSquare } from './browser';
import { useGamePage, screenPath, framesDrawn } from '../support/page';

const { openGame } = useGamePage();

describe('since my last turn', () => {
  it("marks the others' actions on the board and sums up their turns in words", async () => {
    const page = await openGame('', { viewport: { width: 1366, height: 900 } });
    const ctx = page.context();
    await chooseNewGame(page, '3');
    for (const sq of ['e5', 'h8', 'f9']) {
      await clickSquare(page, sq); // Vacuum Move
      await button(page, 'commit').click();
    }
    await page.mouse.move(1, 1);
    expect(await page.locator('#recent li').allTextContents()).toEqual([
      'Round 1, Gold: Vacuum Move on h8.',
      'Round 1, Green: Vacuum Move on f9.',
    ]);
    // Red's own turn is in the move list, with the others'.
    expect(await page.locator('#moves button.move').first().getAttribute('aria-label')).toMatch(
      /^Move 1, Red: .*Vacuum Move on e5\./,
    );
    await framesDrawn(page);
    const png = decode(await page.screenshot({ path: screenPath('recent') }));
    const pixel = async (name: string): Promise<number[]> => {
      const c = await centre(page, name);
      const right = await centre(page, `${String.fromCharCode(name.charCodeAt(0) + 1)}${name.slice(1)}`);
      const cell = right.x - c.x;
      const r = Math.max(9, Math.round(cell * 0.22)) * 0.75;
      // Left of the number in the disc at the square's bottom-left corner.
      const x = Math.round(c.x - cell / 2 + 2 + r * 0.4);
      const y = Math.round(c.y + cell / 2 - 2 - r);
      const k = (y * png.width + x) * png.channels;
      return [png.data[k]!, png.data[k + 1]!, png.data[k + 2]!];
    };
    const near = (got: number[], hex: number): boolean =>
      got.every((v, i) => Math.abs(v - ((hex >> (16 - 8 * i)) & 0xff)) < 40);
    expect(near(await pixel('h8'), 0xe3a812)).toBe(true); // Gold's disc
    expect(near(await pixel('f9'), 0x2f8f4e)).toBe(true); // Green's disc
    expect(near(await pixel('e5'), 0xd23b33)).toBe(false); // Red's own earlier move is not marked
    await ctx.close();
  });
});
