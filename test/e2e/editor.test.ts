// The position editor by touch on an upright tablet: open it from the menu, build a position by
// tapping tools and squares, read why an impossible one is refused, fix it, play from it; Copy Link
// and Cancel.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { centre, chooseNewGame, positionText, squareIndex, token, type VacuumStudio } from './browser';
import { useGamePage, baseUrl, lastCopied } from '../support/page';

const { context, open, openGame } = useGamePage();

/** A 2-player game between people on an upright tablet; `gold`: Gold's seat ('computer:easy'). */
async function tablet(gold?: string): Promise<{ ctx: BrowserContext; page: Page }> {
  const ctx = await context({ layout: 'tablet', touch: true });
  await ctx.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseUrl()).origin });
  const page = await open(ctx);
  if (gold === undefined) await chooseNewGame(page, '2');
  else {
    await page.click('#new-game-dialog input[name="players"][value="2"] + span');
    await page.selectOption('select[name="seat-0"]', 'person');
    await page.selectOption('select[name="seat-1"]', gold);
    await page.click('#start-button');
  }
  return { ctx, page };
}

/** Opens the editor by touch (the Menu button, then Edit Position…) and waits for the board to settle. */
async function openEditor(page: Page): Promise<void> {
  await page.locator('#menu-button').tap();
  await page.locator('#menu button[data-menu="edit-position"]').tap();
  await expect.poll(() => page.locator('#editor').isVisible()).toBe(true);
  await settled(page);
}

/** The board grows into the room the panels leave (or gives it back): waits until its squares stay put. */
async function settled(page: Page): Promise<void> {
  let last = '';
  await expect
    .poll(async () => {
      const now = JSON.stringify(await centre(page, 'l12'));
      const still = now === last;
      last = now;
      return still;
    })
    .toBe(true);
}

const tapButton = (page: Page, selector: string) => page.locator(`#editor ${selector}`).tap();

/** Taps a tool's button, and a colour's when one is given. */
async function use(page: Page, tool: string, owner?: 0 | 1 | 2 | 3 | 'neutral'): Promise<void> {
  await tapButton(page, `[data-tool="${tool}"]`);
  if (owner !== undefined) await tapButton(page, `[data-owner="${owner}"]`);
}

async function tapSquare(page: Page, name: string, times = 1): Promise<void> {
  for (let i = 0; i < times; i++) {
    const c = await centre(page, name);
    await page.touchscreen.tap(c.x, c.y);
  }
}

/** A square's contents in the position on screen: the editor's while it is open. */
const edited = (page: Page, name: string) =>
  page.evaluate((sq) => (window.studio as VacuumStudio).game().squares[sq], squareIndex(name));

const verdict = (page: Page) => page.locator('#editor-verdict').textContent();

describe('position editor', () => {
  it('builds a position by touch, shows why an impossible one is refused, and plays from the fixed one', async () => {
    const { ctx, page } = await tablet();
    // A move in the game the editor will replace: it must stay resumable.
    await tapSquare(page, 'f6');
    expect(await token(page, 'f6')).toBe('R');
    await openEditor(page);
    expect(await verdict(page)).toBe('This position can be played.');
    expect(await page.getAttribute('#editor-verdict', 'aria-live')).toBe('polite');
    for (const b of await page.locator('#editor button').all()) {
      const box = (await b.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    }
    // The board and the verdict are both in view.
    const board = (await page.locator('#board').boundingBox())!;
    expect(board.width).toBeGreaterThan(600);
    expect(await page.locator('#editor-verdict').isVisible()).toBe(true);

    // Five red pebbles on e5: shown, refused with the reason, and Play / Copy Link unlit.
    await use(page, 'pebble', 0);
    await tapSquare(page, 'e5', 5);
    expect(await edited(page, 'e5')).toEqual({ pebbles: [0, 0, 0, 0, 0] });
    await expect
      .poll(() => verdict(page))
      .toBe('This position cannot be played: square e5: 5 pebbles on one square (at most 4).');
    expect(await page.locator('#editor-play').isDisabled()).toBe(true);
    expect(await page.locator('#editor-link').isDisabled()).toBe(true);

    // Remove one, twice: then a gold pebble makes a mixed stack; a gold stone and a neutral boulder.
    await use(page, 'removePebble');
    await tapSquare(page, 'e5', 2);
    await use(page, 'pebble', 1);
    await tapSquare(page, 'e5');
    expect(await edited(page, 'e5')).toEqual({ pebbles: [0, 0, 0, 1] });
    await use(page, 'stone');
    await tapSquare(page, 'h8');
    await use(page, 'boulder', 'neutral');
    await tapSquare(page, 'h4');
    // Slide Red's tile b3 out onto a3.
    await use(page, 'slideTile');
    await tapSquare(page, 'b3');
    await tapSquare(page, 'a3');
    expect(await page.locator('#editor-message').textContent()).toBe('Moved the tile from b3 to a3.');
    // Gold to move at the start of a turn (the editor began after Red's final action), in a 20-round game.
    await page.locator('#editor-current').selectOption('1');
    await page.locator('#editor-stage').selectOption('1');
    await page.locator('#editor-length').selectOption('20');
    await expect.poll(() => verdict(page)).toBe('This position can be played.');

    await tapButton(page, '#editor-play');
    expect(await page.locator('#editor').isVisible()).toBe(false);
    expect(await token(page, 'e5')).toBe('RRRY');
    expect(await token(page, 'h8')).toBe('sY');
    expect(await token(page, 'h4')).toBe('bN');
    const s = await page.evaluate(() => {
      const { rules, game } = window.studio as VacuumStudio;
      const g = game();
      return {
        ...rules.status(g),
        a3: rules.perimeterColour(g, 24),
        b3: rules.terrain(g, 25),
        limit: rules.turnLimit(g),
      };
    });
    expect(s).toMatchObject({ current: 1, stage: 1, turn: 0, a3: 0, b3: 'barren', limit: 40 });
    expect(await page.locator('#message').textContent()).toMatch(
      /^The edited position is in play\. The game you left is in the menu's Recent games\./,
    );

    // A legal action in it, by touch: Gold's Vacuum Move on e10.
    await settled(page);
    await tapSquare(page, 'e10');
    expect(await token(page, 'e10')).toBe('Y');
    await expect.poll(() => page.locator('#message').textContent()).toMatch(/Vacuum Move on e10/);
    expect((page as Page & { errors: string[] }).errors).toEqual([]);
    await ctx.close();
  });

  it('Copy Link copies the edited position; Cancel leaves the game as it was', async () => {
    const { ctx, page } = await tablet();
    const before = await positionText(page);
    await openEditor(page);
    // Red, to move, taken out of the game: the refusal is in the player's words.
    await page.locator('#editor [data-in-game="0"]').tap();
    await expect
      .poll(() => verdict(page))
      .toBe("This position cannot be played: it is Red's turn, but Red is out of the game.");
    await page.locator('#editor [data-in-game="0"]').tap();
    await page.locator('#editor-start').selectOption('3');
    await use(page, 'pebble', 2);
    await tapSquare(page, 'g7');
    await tapButton(page, '#editor-link');
    await expect.poll(() => page.locator('#editor-message').textContent()).toBe('Position link copied.');
    const link = await lastCopied(page);
    expect(link).toMatch(/#p=/);
    await tapButton(page, '#editor-cancel');
    await page.locator('#confirm-danger').tap(); // Discard edits: they are lost, and the game is as it was
    await page.locator('#editor').waitFor({ state: 'hidden' });
    // Status says the game is as it was, and it is: no move in it.
    expect(await page.locator('#message').textContent()).toBe('Edits discarded: the game is as it was.');
    expect(await positionText(page)).toBe(before);
    expect(await page.locator('#moves li').count()).toBe(0);

    // The link opens the edited position in a fresh page.
    await ctx.close();
    const other = await openGame(new URL(link).hash);
    const fresh = other.context();
    await expect.poll(() => token(other, 'g7')).toBe('G');
    expect(
      await other.evaluate(
        () => (window.studio as VacuumStudio).rules.status((window.studio as VacuumStudio).game()).players,
      ),
    ).toBe(3);
    await fresh.close();
  });

  it('sets up a Boulder Chain by touch, and plays from it, the computer keeping its seat', async () => {
    const { ctx, page } = await tablet('computer:easy'); // Gold: a computer
    await openEditor(page);
    await page.locator('#editor-stage').selectOption('chain');
    await expect
      .poll(() => page.locator('#editor-message').textContent())
      .toBe("A Boulder Chain needs a boulder of red's: put one on the board with the Boulder tool.");
    expect(await verdict(page)).toBe("This position cannot be played: a Boulder Chain needs a boulder of red's.");
    expect(await page.getAttribute('#editor-play', 'aria-disabled')).toBe('true');
    // Red's boulder on e5 is chained as it is put down; the position can be played.
    await use(page, 'boulder', 0);
    await tapSquare(page, 'e5');
    await expect
      .poll(() => page.locator('#editor-message').textContent())
      .toBe('Put a red boulder on e5: it is the one in the Boulder Chain.');
    await expect.poll(() => verdict(page)).toBe('This position can be played.');
    await tapButton(page, '#editor-play');
    expect(
      await page.evaluate(() => (window.studio as VacuumStudio).rules.status((window.studio as VacuumStudio).game())),
    ).toMatchObject({
      stage: 'chain',
      chainAt: squareIndex('e5'),
    });
    expect(await page.locator('#seats li[data-seat="1"] .seat-kind').textContent()).toBe('computer · easy');
    // In play, Exit Boulder Chain is lit.
    await expect
      .poll(() => page.getByRole('button', { name: 'Exit Boulder Chain' }).getAttribute('aria-disabled'))
      .toBe('false');
    await ctx.close();
  });

  it('warns when the player to move would have no final action, until one is possible', async () => {
    const { ctx, page } = await tablet();
    // Neutral pebbles on every other square of every other row and on Red's tiles: no Vacuum Move,
    // no Perimeter Move for Red.
    await page.evaluate(() => {
      const { rules, load } = window.studio as VacuumStudio;
      const start = rules.newGame({ players: 2 });
      const rows = rules.formatPosition(start).trimEnd().split('\n');
      const header = rows.slice(0, 11);
      const grid = rows.slice(11).map((r) => r.trim().split(/\s+/));
      for (let i = 0; i < 144; i++) {
        const [row, col] = [Math.floor(i / 12), i % 12];
        if (rules.terrain(start, i) === 'barren') continue;
        if ((row % 2 === 0 && col % 2 === 0) || rules.perimeterColour(start, i) === 0)
          grid[row]![col] = grid[row]![col]![0] + 'N';
      }
      load([...header, ...grid.map((r) => r.join(' '))].join('\n') + '\n');
    });
    await openEditor(page);
    expect(await verdict(page)).toBe('This position can be played.');
    const warning = page.locator('#editor-warning');
    expect(await warning.textContent()).toMatch(/^Red has no final action here \(no Vacuum Move, no Perimeter Move\)/);
    expect(await warning.isVisible()).toBe(true);
    // Clearing e5 empties the block d4–f6: a Vacuum Move is possible, and the warning goes.
    await use(page, 'clear');
    await tapSquare(page, 'e5');
    await expect.poll(() => warning.isVisible()).toBe(false);
    await ctx.close();
  });
});
