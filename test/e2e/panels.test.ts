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
  it('resizes by its handle, never below 64 px or so far that the board shrinks, and remembers', async () => {
    const page = await openGame();
    const ctx = page.context();
    await chooseNewGame(page, '2');
    const handle = await page.locator('#info-handle').boundingBox();
    const drag = async (x: number): Promise<void> => {
      const h = (await page.locator('#info-handle').boundingBox())!;
      await page.mouse.move(h.x + h.width / 2, handle!.y + 200);
      await page.mouse.down();
      await page.mouse.move(x, handle!.y + 200, { steps: 4 });
      await page.mouse.up();
    };
    await drag(10);
    expect((await page.locator('#info').boundingBox())!.width).toBe(64);
    await drag(1000);
    const widest = (await page.locator('#info').boundingBox())!.width;
    const board = (await page.locator('#board').boundingBox())!;
    expect(board.width).toBeGreaterThanOrEqual(board.height - 1); // the board keeps its full height
    expect(widest).toBeLessThan(1000);
    await drag(300);
    await page.reload();
    await page.evaluate(() => window.vacuum.ready);
    expect((await page.locator('#info').boundingBox())!.width).toBe(300);
    await ctx.close();
  });

  it("in portrait, its handle moves the shelf's bottom edge; the board keeps a playable size", async () => {
    const page = await openGame('', { layout: 'tablet' });
    const ctx = page.context();
    await chooseNewGame(page, '2');
    const drag = async (y: number): Promise<void> => {
      const h = (await page.locator('#info-handle').boundingBox())!;
      await page.mouse.move(h.x + 300, h.y + h.height / 2);
      await page.mouse.down();
      await page.mouse.move(300, y, { steps: 4 });
      await page.mouse.up();
    };
    await drag(240);
    expect((await page.locator('#info').boundingBox())!.height).toBe(240);
    await drag(1000);
    const board = (await page.locator('#board').boundingBox())!;
    expect((await page.locator('#info').boundingBox())!.height).toBeLessThan(300);
    expect(board.height).toBeGreaterThanOrEqual(768 * 0.6 - 1); // the protected board area
    await drag(10);
    expect((await page.locator('#info').boundingBox())!.height).toBe(64);
    // The Controls' last row reads Hint, Replay, Resign, and Tab meets them in the same order.
    const row = ['button.hint', '#replay-button', 'button.resign'].map((s) => page.locator(`#group-controls ${s}`));
    const xs = await Promise.all(row.map(async (b) => (await b.boundingBox())!.x));
    expect(xs).toEqual([...xs].sort((a, b) => a - b));
    const tabOrder = await page.evaluate(() =>
      [...document.querySelectorAll('#group-controls button')].map((b) => b.id || (b as HTMLElement).dataset.action),
    );
    expect(tabOrder.slice(-3)).toEqual(['hint', 'replay-button', 'resign']);
    await ctx.close();
  });

  it('on a phone held upright the board spans nearly the width, and every button is in view', async () => {
    const page = await openGame('', { layout: 'phone', touch: true });
    const ctx = page.context();
    await chooseNewGame(page, '2');
    const a1 = await page.evaluate(() => window.vacuum.squareCenter(0));
    const l1 = await page.evaluate(() => window.vacuum.squareCenter(11));
    expect((l1.x - a1.x) * (12 / 11)).toBeGreaterThan(390 * 0.85); // twelve columns of the board
    for (const b of await page.locator('#commands button').all()) {
      const box = (await b.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(844);
      expect(box.height).toBeGreaterThanOrEqual(28);
    }
    await ctx.close();
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
