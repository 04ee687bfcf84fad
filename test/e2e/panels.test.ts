// The panels around the board: resize handle, tool tips, winning announcements, resignation.
import { describe, expect, it } from 'vitest';
import { button, centre, chooseNewGame, focused, load, SHARE_ITEMS, token, type VacuumStudio } from './browser';
import { useGamePage } from '../support/page';
import { shownAt } from './game-board';

const { openGame } = useGamePage();

/** Gold cannot make a final move (every square full, gold's tiles pinned by neutral pebbles). */
function goldTrapped(): string {
  const rows: string[] = [];
  const gold = new Set(['b7', 'b8', 'b9', 'b10', 'c11', 'd11', 'e11', 'f11']);
  const layout = [
    '# # # # # # # # # # # #',
    '# # r r r r w w w w # #',
    '# r * . . . . . . * w #',
    '# r . . . . . . . . w #',
    '# r . . . . . . . . w #',
    '# r . . . . . . . . w #',
    '# y . . . . . . . . g #',
    '# y . . . . . . . . g #',
    '# y . . . . . . . . g #',
    '# y * . . . . . . * g #',
    '# # y y y y g g g g # #',
    '# # # # # # # # # # # #',
  ];
  layout.forEach((line, r) => {
    rows.push(
      line
        .split(' ')
        .map((t, c) => {
          if (t === '#') return t;
          const name = String.fromCharCode(97 + c) + String(r + 1);
          return t + (gold.has(name) ? 'N' : 'R');
        })
        .join(' '),
    );
  });
  return [
    'vacuum 1',
    'players 3',
    'current red',
    'stage commit',
    'chain -',
    'turn 40',
    'active red gold',
    'eliminated green',
    'stone-era -',
    'cooldown -',
    'limit -',
    ...rows,
  ].join('\n');
}

describe('information panel', () => {
  // The shared page's side panel has no resize handle (the other games' neither): its width and the
  // board's share are the page's own, and these check what the handle kept safe.
  it('sideways, the panel beside the board is readable and the board keeps its full height, across a reload', async () => {
    const page = await openGame();
    await chooseNewGame(page, '2');
    const measure = async () => {
      const side = (await page.locator('#side').boundingBox())!;
      const board = (await page.locator('#board').boundingBox())!;
      expect(side.width).toBeGreaterThanOrEqual(200);
      expect(side.width).toBeLessThan(1000);
      expect(board.width).toBeGreaterThanOrEqual(board.height - 1); // the board keeps its full height
      return [side, board];
    };
    const before = await measure();
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.board === 'drawn');
    expect(await measure()).toEqual(before);
  });

  it('upright, the panel under the board leaves it a playable size; its buttons read in Tab order', async () => {
    const page = await openGame('', { layout: 'tablet' });
    await chooseNewGame(page, '2');
    const board = (await page.locator('#board').boundingBox())!;
    const side = (await page.locator('#side').boundingBox())!;
    expect(board.height).toBeGreaterThanOrEqual(768 * 0.6 - 1); // the protected board area
    expect(side.height).toBeGreaterThanOrEqual(64);
    expect(side.y).toBeGreaterThanOrEqual(board.y + board.height - 1);
    // The buttons' row reads Undo, Redo, Hint, Resign, Commit, and Tab meets them in the same order.
    const row = ['#undo', '#redo', '#hint', '#resign', '#commit'].map((s) => page.locator(s));
    const xs = await Promise.all(row.map(async (b) => (await b.boundingBox())!.x));
    expect(xs).toEqual([...xs].sort((a, b) => a - b));
    const tabOrder = await page.evaluate(() => [...document.querySelectorAll('#actions button')].map((b) => b.id));
    expect(tabOrder).toEqual(['undo', 'redo', 'hint', 'resign', 'commit']);
  });

  it('on a phone held upright the board spans nearly the width, and every button is in view', async () => {
    const page = await openGame('', { layout: 'phone', touch: true });
    await chooseNewGame(page, '2');
    const a1 = await centre(page, 'a1');
    const l1 = await centre(page, 'l1');
    expect((l1.x - a1.x) * (12 / 11)).toBeGreaterThan(390 * 0.85); // twelve columns of the board
    const buttons = await page.locator('#controls button:visible, #actions button:visible').all();
    expect(buttons.length).toBeGreaterThanOrEqual(18); // the thirteen actions, Undo, Redo, Hint, Resign, Commit
    for (const b of buttons) {
      const box = (await b.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(844);
      expect(box.height).toBeGreaterThanOrEqual(28);
    }
  });

  it("shows a button's tool tip on hover, with a link to its rules section; the whole tip on every screen, moving nothing", async () => {
    for (const layout of ['desktop', 'tablet', 'tabletSideways', 'phone'] as const) {
      const page = await openGame('', { layout, touch: layout !== 'desktop' });
      await chooseNewGame(page, '2');
      const tip = page.locator('#tooltip-text');
      if (layout === 'desktop') {
        await button(page, 'reductionAttack').hover();
        expect(await tip.textContent()).toContain('Reduction Attack');
        expect(await tip.locator('a').getAttribute('href')).toContain('#reduction-attack');
      }
      const board = await page.locator('#board').boundingBox();
      const side = await page.locator('#side').boundingBox();
      // Boulder Move's tip is the longest; unlit now, its button takes a touch all the same.
      if (layout === 'desktop') await button(page, 'boulder').hover();
      else await button(page, 'boulder').tap({ force: true });
      expect(await tip.textContent(), layout).toMatch(/^Boulder Move .*Rules$/);
      expect(await tip.textContent(), layout).toContain('Not now: Boulder Move has no legal use now (Stage 1).');
      expect(await shownAt(tip), layout).toBe(true);
      expect(await shownAt(tip.getByRole('link', { name: 'Rules' })), layout).toBe(true);
      // The tip is a card over the board: the board and the panel keep their places and sizes.
      expect(await page.locator('#board').boundingBox(), layout).toEqual(board);
      expect(await page.locator('#side').boundingBox(), layout).toEqual(side);
      if (layout === 'tablet') {
        // The next touch elsewhere puts the tip away.
        await page.touchscreen.tap(board!.x + board!.width / 2, board!.y + board!.height - 10);
        await expect.poll(() => tip.isVisible()).toBe(false);
        // A touch on a lit button acts, and shows what it does; a touch on the card puts it away.
        await button(page, 'perimeterMove').tap();
        expect(await tip.textContent()).toMatch(/^Perimeter Move /);
        expect(await shownAt(tip)).toBe(true);
        expect(await button(page, 'perimeterMove').getAttribute('aria-pressed')).toBe('true');
        await tip.tap();
        await expect.poll(() => tip.isVisible()).toBe(false);
      }
      await page.context().close();
    }
  });
});

describe('the end of a game', () => {
  it('announces an elimination and the winner; no button stays lit', async () => {
    const page = await openGame();
    const ctx = page.context();
    await chooseNewGame(page, '3');
    await load(page, goldTrapped());
    await button(page, 'commit').click();
    const status = await page.locator('#status').textContent();
    expect(status).toContain('Gold is out of the game');
    expect(status).toContain('Red wins. Red is the last player standing.');
    expect(await page.locator('#end-dialog-title').innerText()).toBe('Red wins');
    await page.click('#end-close-button');
    expect(await page.locator('#controls button[data-action]:not([aria-disabled="true"])').count()).toBe(0);
    await ctx.close();
  });

  it('people sharing the board: Resign asks which of them resigns, one not to move leaves and play goes on, until one is left (portrait, touch)', async () => {
    const page = await openGame('', { layout: 'tablet', touch: true });
    const ctx = page.context();
    await chooseNewGame(page, '3');
    const tapSquare = async (name: string): Promise<void> => {
      const { x, y } = await centre(page, name);
      await page.touchscreen.tap(x, y);
    };
    const game = () =>
      page.evaluate(() => (window.studio as VacuumStudio).rules.status((window.studio as VacuumStudio).game()));
    // Red and Gold each play a Vacuum Move and Commit: Green is to move, and Gold has a pebble on f6.
    for (const square of ['e5', 'f6']) {
      await tapSquare(square);
      await button(page, 'commit').tap();
    }
    await expect.poll(async () => (await game()).current).toBe(2);
    expect(await token(page, 'f6')).toBe('Y');
    // A choice for each person still in the game, Green (to move) first; the focus on Play on.
    const dialog = page.getByRole('dialog', { name: 'Resign?' });
    await button(page, 'resign').tap();
    expect(await dialog.getByRole('button').allInnerTexts()).toEqual([
      'Play on',
      'Resign as Green',
      'Resign as Red',
      'Resign as Gold',
    ]);
    expect(await dialog.textContent()).toContain('their pieces stay as neutral obstacles');
    expect(await focused(page)).toBe('confirm-safe');
    await dialog.getByRole('button', { name: 'Play on' }).tap();
    expect((await game()).active).toEqual([0, 1, 2]);
    // Gold, not to move, resigns: its pebble stays as a neutral obstacle, and Green's turn goes on.
    await button(page, 'resign').tap();
    await dialog.getByRole('button', { name: 'Resign as Gold' }).tap();
    await expect.poll(() => token(page, 'f6')).toBe('N');
    expect(await game()).toMatchObject({ current: 2, active: [0, 2], winner: null });
    expect(await page.locator('#message').textContent()).toMatch(/^Gold resigned\. Gold is out of the game/);
    expect(await page.locator('#turn').textContent()).toMatch(/Green to move$/);
    // Two left: whoever resigns now gives the other the game. Red, not to move, resigns.
    await button(page, 'resign').tap();
    expect(await dialog.getByRole('button').allInnerTexts()).toEqual(['Play on', 'Resign as Green', 'Resign as Red']);
    expect(await dialog.textContent()).toContain('The other player wins the game.');
    await dialog.getByRole('button', { name: 'Resign as Red' }).tap();
    await expect.poll(() => page.locator('#end-dialog-title').innerText()).toBe('Green wins');
    expect(await page.locator('#status').textContent()).toContain(
      'Green wins. Red resigned: Green is the last player standing.',
    );
    await ctx.close();
  });

  it('the menu (right-click) stands in groups, and what cannot apply is not in it', async () => {
    const page = await openGame();
    await chooseNewGame(page, '2');
    const box = (await page.locator('#board').boundingBox())!;
    await page.mouse.click(box.x + 20, box.y + 20, { button: 'right' });
    const groups = await page
      .locator('#menu [role="group"]:not([hidden])')
      .evaluateAll((gs) =>
        gs.map((g) => [
          g.getAttribute('aria-label'),
          [...g.querySelectorAll('button:not([hidden])')].map((b) => b.textContent),
        ]),
      );
    expect(groups).toEqual([
      ['Game', ['New game', 'Recent games…', 'Replay', 'Edit position…', 'Hint']],
      ['Share', SHARE_ITEMS],
      ['Rooms', ['Create online room…', 'Join online room…']], // no room link nor Leave outside a room
      ['Help', ['Rules', 'About']],
    ]);
    // The arrow keys walk the items shown, across the groups.
    const focusedItem = () => page.evaluate(() => document.activeElement?.textContent);
    expect(await focusedItem()).toBe('New game');
    await page.keyboard.press('ArrowUp');
    expect(await focusedItem()).toBe('About');
  });
});
