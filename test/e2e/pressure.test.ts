// Pressure's page as a newcomer plays it, by real pointer, touch and key events in Chromium: the
// new-game dialog, a move by click-click against the computer and its undo, a push by drag, a
// move by keyboard (the cursor, and what is said), a position link and a game link opened in a
// fresh browser, the editor's refusal, the autosave across a reload, and the four layouts with no
// axe violations, the board's focus plain to see on each.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SHARE_ITEMS, violations } from './browser';
import {
  boardFitsItsBox,
  centre,
  click,
  expectBoardFocusShown,
  expectControlsInView,
  moves,
  shownAt,
  tap,
} from './game-board';
import {
  framesDrawn,
  gameUrl,
  lastCopied,
  savedFile,
  screenPath,
  useGamePage,
  workersNeverAnswer,
  type GamePage,
  type Layout,
} from '../support/page';
import { readFileSync, writeFileSync } from 'node:fs';
import { decode, encode } from 'fast-png';
import { encodeSavePng } from '../../src/games/vacuum/record/png-save';
import { newGame as newVacuumGame } from '../../src/games/vacuum/rules/index';

const { openAt, context, open } = useGamePage();

const position = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const s = window.studio as { game(): unknown; rules: { formatPosition(g: unknown): string } };
    return s.rules.formatPosition(s.game()).split('\n')[1]!;
  });

/** Starts a game from the new-game dialog with these seats ('person' or a computer level). */
async function start(page: Page, white = 'person', black = 'person'): Promise<void> {
  await page.getByRole('dialog', { name: 'New game' }).waitFor();
  const seat = (s: string) => (s === 'person' ? 'person' : `computer:${s}`);
  await page.locator('select[name="seat-0"]').selectOption(seat(white));
  await page.locator('select[name="seat-1"]').selectOption(seat(black));
  await page.getByRole('button', { name: 'Start' }).click();
}

/** A page that may download, where a game between two people has had two moves. */
async function twoMovesPlayed(): Promise<GamePage> {
  const page = await open(await context({ acceptDownloads: true }), '', gameUrl('pressure'));
  await start(page);
  await click(page, 'c4');
  await click(page, 'c3');
  await click(page, 'b3');
  await click(page, 'b4');
  await expect.poll(() => moves(page)).toEqual(['c4-c3', 'b3-b4']);
  return page;
}

describe('Pressure on its page', () => {
  it('a new game keeps the unfinished one in Recent games, and the menu brings it back where it was', async () => {
    const page = await openAt('pressure', '?fast');
    await start(page);
    await click(page, 'c4');
    await click(page, 'c3');
    await expect.poll(() => moves(page)).toEqual(['c4-c3']);
    await page.getByRole('button', { name: 'New game' }).click();
    await start(page);
    await expect
      .poll(() => page.locator('#message').textContent())
      .toBe("The game you left is in the menu's Recent games.");
    expect(await moves(page)).toEqual([]);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menuitem', { name: 'Recent games…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Recent games' });
    await dialog
      .getByRole('button', {
        name: /· Move 2 · Black to move · captured: White's 0, Black's 0 · White person v Black person$/,
      })
      .click();
    await expect.poll(() => moves(page)).toEqual(['c4-c3']);
    expect(await page.locator('#message').textContent()).toBe('Recent game resumed.');
  });

  it('a newcomer starts a game, moves by click-click, the computer answers, and Undo takes both back', async () => {
    const page = await openAt('pressure', '?fast');
    expect(await page.title()).toMatch(/Pressure/);
    await start(page, 'person', 'easy');
    await click(page, 'c4');
    await click(page, 'c3');
    await page.waitForFunction(() => document.querySelectorAll('#moves li').length === 2);
    expect((await moves(page))[0]).toBe('c4-c3');
    await expect.poll(() => page.locator('#turn').textContent()).toMatch(/White/);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => moves(page)).toEqual([]);
    expect(await position(page)).toBe('.BB../B.B../BB.WW/..W.W/..WW. w 0 0');
    // Said as a move is: the computer's reply and the person's move went, back to the person's turn.
    expect(await page.locator('#message').textContent()).toBe('Taken back: 2 moves, to your last turn.');
    expect(page.errors).toEqual([]);
  });

  it('a push by drag-and-release moves the whole line, and a drop on a square it cannot reach says why', async () => {
    const page = await openAt('pressure');
    await start(page);
    const from = await centre(page, 'c4');
    const far = await centre(page, 'a4');
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(far.x, far.y, { steps: 6 });
    await page.mouse.up();
    await expect.poll(() => page.locator('#message').textContent()).not.toBe('');
    expect(await moves(page)).toEqual([]);
    const e3 = await centre(page, 'e3');
    const d3 = await centre(page, 'd3');
    await page.mouse.move(e3.x, e3.y);
    await page.mouse.down();
    await page.mouse.move(d3.x, d3.y, { steps: 6 });
    await page.mouse.up();
    await expect.poll(() => moves(page)).toEqual(['e3-d3']);
    // The pushed White d3 token went to c3, where it is boxed in and captured (R5); the screen
    // reader hears the push and the capture.
    expect(await position(page)).toBe('.BB../B.B../BBXW./..W.W/..WW. b 0 1');
    expect(await page.locator('#message').textContent()).toBe("White e3 pushes d3 left; White's c3 is captured");
  });

  it('plays by touch on an upright phone: tap the token, tap the square', async () => {
    const page = await openAt('pressure', '', { layout: 'phone', touch: true });
    await start(page);
    for (const sq of ['c4', 'c3']) {
      const { x, y } = await centre(page, sq);
      await page.touchscreen.tap(x, y);
    }
    await expect.poll(() => moves(page)).toEqual(['c4-c3']);
    // The turn line is in sight without scrolling.
    const turn = await page.locator('#turn').boundingBox();
    expect(turn!.y + turn!.height).toBeLessThanOrEqual(844);
    // A move in the list (a tap opens the replay there) is a finger high.
    expect((await page.locator('#moves button.move').first().boundingBox())!.height).toBeGreaterThanOrEqual(44);
  });

  it('on an upright tablet, whose turn it is, the prompt and a hint stay in view as the move list grows', async () => {
    const page = await openAt('pressure', '', { layout: 'tablet', touch: true });
    await start(page);
    for (let n = 1; n <= 14; n++) {
      // A move of the game's own choosing, varied so that neither side runs out of moves soon.
      const move = await page.evaluate((n) => {
        const s = window.studio as { game(): unknown; rules: Record<string, (...a: unknown[]) => unknown> };
        const legal = (s.rules.legalActions!(s.game()) as unknown[]).map((a) => s.rules.formatAction!(a) as string);
        const steps = legal.filter((m) => /^[a-e]\d-[a-e]\d/.test(m)); // not Resign
        return steps[(n * 5) % steps.length]!;
      }, n);
      const [, from, to] = /^([a-e]\d)-([a-e]\d)/.exec(move)!;
      await tap(page, from!);
      await tap(page, to!);
      await expect.poll(async () => (await moves(page)).length).toBe(n);
    }
    await page.getByRole('button', { name: 'Hint' }).tap();
    await expect.poll(() => page.locator('#message').textContent()).toMatch(/^Hint/);
    const board = (await page.locator('#board').boundingBox())!;
    for (const line of ['#turn', '#message']) {
      const box = (await page.locator(line).boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(board.y + board.height);
      expect(box.y + box.height).toBeLessThanOrEqual(1024);
    }
  });

  it('plays by keyboard: the cursor shows as the board gets the focus, arrows move it, Enter picks and plays, each said', async () => {
    const page = await openAt('pressure');
    await start(page);
    await expectBoardFocusShown(page, 'c3');
    // No move yet: the empty move list (no height to show a focus ring) is no Tab stop.
    const tabStop = () => page.locator('#moves').evaluate((list) => list.tabIndex);
    expect(await tabStop()).toBe(-1);
    const message = () => page.locator('#message').textContent();
    await page.keyboard.press('ArrowDown');
    expect(await message()).toBe('c4: White token: it can move to c3, b4, d4. Enter chooses it.');
    await page.keyboard.press('Enter');
    expect(await message()).toBe('c4 chosen: it can go to c3, b4, d4.');
    await page.keyboard.press('Escape');
    expect(await message()).toBe('c4 put down.');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowUp');
    expect(await message()).toBe('c3: empty. Enter moves here: White c4 steps up to c3.');
    await page.keyboard.press('Enter'); // to c3
    await expect.poll(() => moves(page)).toEqual(['c4-c3']);
    // What a screen reader hears is a live region of its own, with each new thing said once.
    expect(await page.locator('#said[aria-live="polite"]').textContent()).toBe('White c4 steps up to c3');
    // The move list is one Tab stop: an arrow reaches its move, Enter replays from there, Escape closes.
    expect(await tabStop()).toBe(0);
    await page.locator('#moves').focus();
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('c4-c3');
    // Heard in words, with its number and whose it was (the columns' heads are not read).
    const named = page.getByRole('button', { name: 'Move 1, White: c4-c3. White c4 steps up to c3.', exact: true });
    expect(await named.evaluate((b) => b === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#turn').textContent()).toMatch(/^Replay: move 1 of 1/);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('board');
    await page.keyboard.press('u');
    await expect.poll(() => moves(page)).toEqual([]);
    // Y plays it again, and says what it played, as the move said it.
    await page.keyboard.press('y');
    await expect.poll(() => moves(page)).toEqual(['c4-c3']);
    expect(await message()).toBe('Played again: White c4 steps up to c3.');
    // The menu by keyboard: M opens it anywhere, as on Vacuum; Escape gives the focus back.
    await page.locator('#board').focus();
    await page.keyboard.press('m');
    expect(await page.getByRole('menu').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('board');
    // A right-click opens it where the mouse is, as on Vacuum.
    const board = (await page.locator('#board').boundingBox())!;
    await page.mouse.click(board.x + 30, board.y + 30, { button: 'right' });
    expect(await page.getByRole('menu').isVisible()).toBe(true);
    const at = (await page.getByRole('menu').boundingBox())!;
    expect(Math.abs(at.x - (board.x + 30))).toBeLessThan(2);
    await page.keyboard.press('Escape');
    // From its button: its items in groups, arrows, End and Home move, Escape gives the focus back.
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
    const groups = page.getByRole('menu').getByRole('group');
    expect(
      await groups.evaluateAll((gs) => (gs as HTMLElement[]).filter((g) => !g.hidden).map((g) => g.ariaLabel)),
    ).toEqual(['Game', 'Share', 'Rooms', 'Help']);
    // The house's commands stand in the same order as on every page (Vacuum's: panels.test.ts).
    expect(await page.getByRole('group', { name: 'Share' }).getByRole('menuitem').allTextContents()).toEqual(
      SHARE_ITEMS,
    );
    // Out of a room, a room's link and Leave are not offered.
    expect(await page.getByRole('group', { name: 'Rooms' }).getByRole('menuitem').allTextContents()).toEqual([
      'Create online room…',
      'Join online room…',
    ]);
    // The Game group as on Vacuum's menu (panels.test.ts), with what this game has.
    expect(await page.getByRole('group', { name: 'Game' }).getByRole('menuitem').allTextContents()).toEqual([
      'New game',
      'Recent games…',
      'Replay',
      'Edit position…',
      'Hint',
      'Tournament…', // Pressure's own modes, after the house's commands
      'Tutorial',
      'Settings…',
    ]);
    const focusedItem = () => page.evaluate(() => document.activeElement?.textContent);
    expect(await focusedItem()).toBe('New game');
    await page.keyboard.press('ArrowDown');
    expect(await focusedItem()).toBe('Recent games…');
    await page.keyboard.press('End');
    expect(await focusedItem()).toBe('About');
    await page.keyboard.press('Home');
    expect(await focusedItem()).toBe('New game');
    await page.keyboard.press('Escape');
    expect(await page.getByRole('menu').isVisible()).toBe(false);
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('menu-button');
    // About says which game and version this is.
    await page.keyboard.press('Enter');
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    const about = page.getByRole('dialog', { name: 'About Pressure' });
    expect(await about.textContent()).toMatch(/Pressure \d+\.\d+\.\d+, for 2 players: Six tokens each/);
    await page.keyboard.press('Escape');
    expect(await about.isVisible()).toBe(false);
  });

  it('a second tab asks, as on Vacuum, and Play here brings the game there; the first tab then asks', async () => {
    const ctx = await context();
    const first = await open(ctx, '', gameUrl('pressure'));
    await start(first);
    await click(first, 'c4');
    await click(first, 'c3');
    await expect.poll(() => moves(first)).toEqual(['c4-c3']);
    const second = await open(ctx, '', gameUrl('pressure'));
    const asked = second.locator('#elsewhere-dialog[open]');
    await asked.waitFor();
    expect(await asked.locator('h2').innerText()).toBe('Pressure is open in another tab');
    await second.keyboard.press('Escape'); // no way around the choice
    expect(await asked.count()).toBe(1);
    await asked.getByRole('button', { name: 'Play here' }).click();
    await expect.poll(() => moves(second)).toEqual(['c4-c3']);
    await first.locator('#elsewhere-dialog[open]').waitFor();
    expect(await first.locator('#elsewhere-dialog .why').innerText()).toMatch(/went on in another tab/);
    expect([...first.errors, ...second.errors]).toEqual([]);
  });

  it('a game link opens the whole game as a replay in a fresh browser; a position link opens its position', async () => {
    const ctx = await context({ permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await open(ctx, '', gameUrl('pressure'));
    await start(page);
    for (const [a, b] of [
      ['c4', 'c3'],
      ['b3', 'b4'],
      ['e4', 'e5'],
    ]) {
      await click(page, a!);
      await click(page, b!);
    }
    await expect.poll(() => moves(page)).toHaveLength(3);
    const copy = async (item: 'Copy game link' | 'Copy position link'): Promise<string> => {
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('menuitem', { name: item }).click();
      const said = item === 'Copy game link' ? 'Game link copied.' : 'Position link copied.';
      await expect.poll(() => page.locator('#message').textContent()).toBe(said);
      return lastCopied(page);
    };
    const gameLink = await copy('Copy game link');
    expect(gameLink).toMatch(/\/pressure#g=/);
    const replayed = await open(await context(), '', gameLink);
    await replayed.locator('#replay-bar').waitFor();
    expect(await replayed.locator('#turn').textContent()).toMatch(/Replay: move 0 of 3/);
    // The house's replay steps; a move is one action here, so only the move steps show.
    const steps = replayed.locator('#replay-bar [data-step]');
    expect(await steps.evaluateAll((bs) => bs.map((b) => b.textContent))).toEqual(['|◀', '◀◀', '▶▶', '▶|']);
    expect(await replayed.getAttribute('#replay-bar [data-step="first"]', 'aria-disabled')).toBe('true');
    // window.studio's game is the position on screen (platform.md): the replay's first, then its last.
    const atStart = await position(replayed);
    expect(atStart).not.toBe(await position(page));
    await replayed.getByRole('button', { name: 'Last position (End)' }).click();
    expect(await replayed.getAttribute('#replay-bar [data-step="last"]', 'aria-disabled')).toBe('true');
    expect(await position(replayed)).toBe(await position(page));
    await replayed.getByRole('button', { name: 'Close replay' }).click();
    await expect.poll(() => position(replayed)).toBe(await position(page));
    // The bar hides with its buttons: the focus goes back to the board, not to nowhere.
    expect(await replayed.evaluate(() => document.activeElement?.id)).toBe('board');
    // Continue from here takes the game up from the moment shown: the moves after it go. What was
    // said of the game (a tap that picks nothing) goes when the replay opens.
    await click(replayed, 'a1');
    await expect.poll(() => replayed.locator('#message').textContent()).not.toBe('');
    await replayed.getByRole('button', { name: 'Menu' }).click();
    await replayed.getByRole('menuitem', { name: 'Replay' }).click();
    expect(await replayed.locator('#message').textContent()).toBe('');
    await replayed.keyboard.press('ArrowDown');
    await expect.poll(() => replayed.locator('#turn').textContent()).toMatch(/Replay: move 1 of 3/);
    await replayed.getByRole('button', { name: 'Continue from here' }).click();
    await expect.poll(() => moves(replayed)).toHaveLength(1);
    const positionLink = await copy('Copy position link');
    expect(positionLink).toMatch(/\/pressure#p=/);
    const shown = await open(await context(), '', positionLink);
    await expect.poll(() => position(shown)).toBe(await position(page));
    // Black is to move in it, and no computer answers it: both sides are played here, and it says so.
    expect(await shown.locator('#message').textContent()).toBe('Shared position loaded: every side is played here.');
    expect(await shown.locator('#seats').innerText()).not.toMatch(/computer/);
    // The position comes after move 3: Status, the move list and the replay go on from there.
    const before = 'Moves 1 to 3 were played before this record starts.';
    expect(await shown.locator('#turn').textContent()).toBe('Move 4 · Black to move');
    expect(await moves(shown)).toEqual([before]);
    await click(shown, 'b4');
    await click(shown, 'b5');
    await expect.poll(() => moves(shown)).toEqual([before, 'b4-b5']);
    const played = shown.locator('#moves li:has(button.move)');
    expect(await played.evaluate((li) => (li as HTMLLIElement).value)).toBe(4);
    expect(await played.locator('button').getAttribute('aria-label')).toMatch(/^Move 4, Black: b4-b5\./);
    await played.locator('button').click();
    await expect.poll(() => shown.locator('#turn').textContent()).toMatch(/^Replay: move 4 of 4:/);
    await shown.keyboard.press('Home');
    await expect.poll(() => shown.locator('#turn').textContent()).toBe('Replay: move 3 of 4, the start');
    // A damaged link is refused in words, and the page still plays.
    const broken = await open(await context(), '', positionLink.slice(0, -3));
    await broken.getByRole('dialog', { name: 'This link does not open' }).waitFor();
    expect(broken.errors).toEqual([]);
  });

  it('the editor (on an upright tablet) refuses a position R9 forbids, naming the problem, and plays a good one', async () => {
    const page = await openAt('pressure', '', { layout: 'tablet', touch: true });
    await start(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menuitem', { name: 'Edit position…' }).click();
    await page.getByRole('radio', { name: 'White token', exact: true }).check();
    await click(page, 'a5'); // a seventh White token
    await page.getByRole('button', { name: 'Play this position' }).click();
    // In the player's words: no line of a position text the editor never showed.
    expect(await page.locator('#editor .error').textContent()).toMatch(
      /^This position cannot be played: White has 7 tokens, at most 6/,
    );
    await page.screenshot({ path: screenPath('pressure-editor-tablet') });
    // Under the board the panel is a few lines high: the verdict and the buttons stay in sight.
    for (const el of [page.locator('#editor .error'), page.getByRole('button', { name: 'Play this position' })]) {
      const box = (await el.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(1024);
    }
    await click(page, 'a5'); // a second tap empties the square again
    await page.getByRole('button', { name: 'Play this position' }).click();
    await page.locator('#editor').waitFor({ state: 'hidden' });
    expect(await position(page)).toBe('.BB../B.B../BB.WW/..W.W/..WW. w 0 0');
  });

  it('the game resumes after a reload, exactly where it was', async () => {
    const page = await open(await context(), '', gameUrl('pressure'));
    await start(page);
    await click(page, 'c4');
    await click(page, 'c3');
    await expect.poll(() => moves(page)).toEqual(['c4-c3']);
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.board === 'drawn');
    await expect.poll(() => moves(page)).toEqual(['c4-c3']);
    expect(await page.getByRole('dialog', { name: 'New game' }).isVisible()).toBe(false);
  });

  it('a game record saved as text opens in a fresh browser as a replay; a damaged one is refused in words', async () => {
    const page = await twoMovesPlayed();
    const saved = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menuitem', { name: 'Save game record (text)' }).click();
    const file = await savedFile(await saved);
    const text = readFileSync(file, 'utf8');
    expect(text).toMatch(/^\[Game "Pressure"\]/);
    expect(text).toContain('1. c4-c3 b3-b4');

    const fresh = await open(await context(), '', gameUrl('pressure'));
    await start(fresh);
    const importRecord = async (path: string): Promise<void> => {
      const chooser = fresh.waitForEvent('filechooser');
      await fresh.getByRole('button', { name: 'Menu' }).click();
      await fresh.getByRole('menuitem', { name: 'Import game record…' }).click();
      await (await chooser).setFiles(path);
    };
    await importRecord(file);
    await fresh.locator('#replay-bar').waitFor();
    expect(await moves(fresh)).toEqual(['c4-c3', 'b3-b4']);
    expect(await fresh.locator('#turn').textContent()).toMatch(/^Replay: move 0 of 2/);
    // A record whose move is not a move is refused, saying which.
    const damaged = file.replace(/\.txt$/, '-damaged.txt');
    writeFileSync(damaged, text.replace('b3-b4', 'b3-b9'));
    await importRecord(damaged);
    const refused = fresh.getByRole('dialog', { name: 'Could not import' });
    await refused.waitFor();
    expect(await refused.textContent()).toMatch(/b3-b9/);
    expect(fresh.errors).toEqual([]);
  });

  it('Save game downloads a picture of the board holding the game, which Load game opens in a fresh browser; another game’s save and a damaged picture are refused in words', async () => {
    const page = await twoMovesPlayed();
    const saved = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menuitem', { name: 'Save game', exact: true }).click();
    const download = await saved;
    expect(download.suggestedFilename()).toMatch(/^pressure-[\d-]+\.png$/);
    const file = await savedFile(download);
    // The picture is the board as it stands: each square's token in its side's colour.
    const png = decode(readFileSync(file));
    expect([png.width, png.height]).toEqual([384, 384]);
    const rows = (await position(page)).split('/');
    const pixel = (col: number, row: number): string => {
      const at = (Math.round((row + 0.5) * (384 / 5)) * png.width + Math.round((col + 0.5) * (384 / 5))) * png.channels;
      return `#${[0, 1, 2].map((i) => png.data[at + i]!.toString(16).padStart(2, '0')).join('')}`;
    };
    const fills = { W: '#fbfaf6', B: '#27272b' } as Record<string, string>;
    rows.forEach((row, r) =>
      [...row].forEach((c, col) => {
        if (c in fills) expect(pixel(col, r), `${c} at column ${col}, row ${r}`).toBe(fills[c]);
      }),
    );
    await expect
      .poll(() => page.locator('#message').textContent())
      .toBe('Game saved as a picture (PNG). Load game reads it back.');

    // The fresh page plays Black by its computer; the saved game was two people's, and comes back so.
    const fresh = await open(await context(), '', gameUrl('pressure'));
    await start(fresh, 'person', 'easy');
    await expect.poll(() => fresh.locator('#seats').textContent()).toMatch(/computer/);
    const load = async (files: string | { name: string; mimeType: string; buffer: Buffer }): Promise<void> => {
      const chooser = fresh.waitForEvent('filechooser');
      await fresh.getByRole('button', { name: 'Menu' }).click();
      await fresh.getByRole('menuitem', { name: 'Load game…' }).click();
      await (await chooser).setFiles(files);
    };
    await load(file);
    await expect.poll(() => moves(fresh)).toEqual(['c4-c3', 'b3-b4']);
    expect(await position(fresh)).toBe(await position(page));
    await expect.poll(() => fresh.locator('#seats').textContent()).not.toMatch(/computer/);
    // Vacuum's save, a picture too, is named as Vacuum's; a picture cut short is refused; neither changes the game.
    const refusal = async (name: string, buffer: Uint8Array): Promise<string | null> => {
      await load({ name, mimeType: 'image/png', buffer: Buffer.from(buffer) });
      const refused = fresh.getByRole('dialog', { name: 'Could not load' });
      await refused.waitFor();
      const text = await refused.locator('p').first().textContent();
      await refused.getByRole('button').first().click();
      return text;
    };
    const picture = encode({ width: 2, height: 2, data: new Uint8Array(16), channels: 4 });
    const vacuumSave = encodeSavePng(picture, { game: newVacuumGame({ players: 2 }), log: [], settings: {} });
    expect(await refusal('vacuum-turn-0.png', vacuumSave)).toBe(
      'vacuum-turn-0.png: This picture holds a Vacuum save, not a Pressure save: open it on the Vacuum page.',
    );
    expect(await refusal('cut.png', readFileSync(file).subarray(0, 2000))).toMatch(
      /^cut\.png: This picture is damaged/,
    );
    expect(await moves(fresh)).toEqual(['c4-c3', 'b3-b4']);
    expect([page.errors, fresh.errors]).toEqual([[], []]);
  });

  it('where the browser refuses the clipboard, a link to copy is shown selected, to copy by hand', async () => {
    const ctx = await context();
    await ctx.addInitScript(() =>
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) },
      }),
    );
    const page = await open(ctx, '', gameUrl('pressure'));
    await start(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menuitem', { name: 'Copy position link' }).click();
    const shown = page.getByRole('dialog', { name: 'Copy this position link' });
    const box = shown.locator('textarea');
    expect(await box.inputValue()).toMatch(/\/pressure#p=P/);
    expect(await box.evaluate((t: HTMLTextAreaElement) => t.selectionEnd - t.selectionStart)).toBe(
      (await box.inputValue()).length,
    );
    await shown.getByRole('button', { name: 'Done' }).click();
    expect(page.errors).toEqual([]);
  });

  it('an autosave this version cannot read is kept: New game offers it as a file, and Forget lets it go', async () => {
    const ctx = await context({ acceptDownloads: true });
    const damaged = '{"format":"pressure-save","version":99}';
    await ctx.addInitScript((text) => {
      if (!sessionStorage.getItem('seeded')) localStorage.setItem('pressure.autosave', text);
      sessionStorage.setItem('seeded', '1');
    }, damaged);
    const page = await open(ctx, '', gameUrl('pressure'));
    const dialog = page.getByRole('dialog', { name: 'New game' });
    await dialog.waitFor();
    const notice = dialog.locator('#new-game-notice');
    expect(await notice.textContent()).toMatch(/Your autosaved Pressure game could not be opened/);
    const download = page.waitForEvent('download');
    await notice.getByRole('button', { name: 'Download' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^pressure-recovered-\d{4}-\d\d-\d\d-\d{4}\.json$/);
    expect(readFileSync(await savedFile(file), 'utf8')).toBe(damaged);
    await start(page);
    await click(page, 'c4');
    await click(page, 'c3');
    await expect.poll(() => moves(page)).toEqual(['c4-c3']);
    // Kept across a reload until the player forgets it.
    await page.reload();
    await page.getByRole('button', { name: 'New game' }).click();
    await notice.getByRole('button', { name: 'Forget it' }).click();
    expect(await notice.isVisible()).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('pressure.recovered-autosaves'))).toBe(null);
    expect(page.errors).toEqual([]);
  });

  it('a computer that never answers: after a while a person may take its seat, and plays on', async () => {
    const ctx = await context();
    await ctx.addInitScript(workersNeverAnswer);
    const page = await open(ctx, '', gameUrl('pressure', '?patience=400'));
    await start(page, 'person', 'easy');
    await click(page, 'c4');
    await click(page, 'c3');
    const stalled = page.getByRole('group', { name: 'The computer does not answer' });
    await stalled.waitFor();
    expect(await page.locator('#message').textContent()).toMatch(/did not answer within 0.4 s/);
    await stalled.getByRole('button', { name: 'A person plays Black' }).click();
    expect(await stalled.isVisible()).toBe(false);
    await click(page, 'b3');
    await click(page, 'b4');
    await expect.poll(() => moves(page)).toEqual(['c4-c3', 'b3-b4']);
    expect(page.errors).toEqual([]);
  });

  it('two people at one board: Resign asks which of them resigns, and the one not to move may (keyboard)', async () => {
    const page = await openAt('pressure');
    await start(page);
    await click(page, 'c4');
    await click(page, 'c3');
    await expect.poll(() => page.locator('#turn').textContent()).toMatch(/Black to move$/);
    await page.getByRole('button', { name: 'Resign' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Resign?' });
    // A choice for each, Black (to move) first; the focus on Play on, so a double Enter does no harm.
    expect(await dialog.getByRole('button').allInnerTexts()).toEqual(['Play on', 'Resign as Black', 'Resign as White']);
    expect(await dialog.textContent()).toContain('Who resigns? The other player wins the game.');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Play on');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const end = page.getByRole('dialog', { name: 'Black wins' });
    await end.waitFor();
    expect(await end.textContent()).toContain('White resigned');
    // The sheet ends with the resignation in words, under White (who resigned on Black's turn),
    // with no number of its own: it is the game's end, not a seventh move.
    expect(await moves(page)).toEqual(['c4-c3', 'White resigns']);
    const result = page.locator('#moves li').last();
    expect(await result.evaluate((li) => [getComputedStyle(li).gridColumnStart, getComputedStyle(li).display])).toEqual(
      ['1', 'block'],
    );
    expect(await result.getByRole('button').getAttribute('aria-label')).toBe('End of the game: White resigns.');
    // By keyboard: look at the board, Show result again, then Rematch: the keys go to the new game's
    // board (not to <body>, Show result being hidden once the game is on again).
    await end.getByRole('button', { name: 'Look at the board' }).focus();
    await page.keyboard.press('Enter');
    await end.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Show result' }).focus();
    await page.keyboard.press('Enter');
    await end.getByRole('button', { name: 'Rematch' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#turn').textContent()).toMatch(/^Move 1 · White to move/);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('board');
    expect(page.errors).toEqual([]);
  });

  it('a lone person against the computer resigns themselves, even while the computer thinks', async () => {
    const ctx = await context();
    await ctx.addInitScript(workersNeverAnswer);
    const page = await open(ctx, '', gameUrl('pressure'));
    await start(page, 'person', 'easy');
    await click(page, 'c4');
    await click(page, 'c3');
    await expect.poll(() => page.locator('#turn').textContent()).toBe('Black is thinking…');
    expect(await page.locator('#resign').getAttribute('aria-disabled')).toBe('false');
    await page.getByRole('button', { name: 'Resign' }).click();
    const dialog = page.getByRole('dialog', { name: 'Resign?' });
    expect(await dialog.textContent()).toContain('White gives up this game.');
    await dialog.getByRole('button', { name: 'Resign as White' }).click();
    const ended = page.getByRole('dialog', { name: 'Black wins' });
    await ended.waitFor();
    // The replay's last moment is the resignation: the game's end after its one move, not a move.
    await ended.getByRole('button', { name: 'Replay' }).click();
    await page.locator('#replay-bar').waitFor();
    await page.keyboard.press('End');
    await expect.poll(() => page.locator('#turn').textContent()).toMatch(/^Replay: after move 1 of 1: White resigns/);
    // A step past either end says why nothing moved; the next step that moves takes the words away.
    await page.keyboard.press('End');
    await expect.poll(() => page.locator('#message').textContent()).toBe('This is the last position.');
    expect(await page.locator('#said').textContent()).toBe('This is the last position.');
    await page.keyboard.press('Home');
    await expect.poll(() => page.locator('#turn').textContent()).toMatch(/^Replay: move 0 of 1/);
    expect(await page.locator('#message').textContent()).toBe('');
    await page.keyboard.press('Home');
    await expect.poll(() => page.locator('#message').textContent()).toBe('This is the first position.');
    expect(page.errors).toEqual([]);
  });

  it('storage full during play: the move is made, the player is told once and can save the game as a file', async () => {
    const page = await open(await context({ acceptDownloads: true }), '', gameUrl('pressure'));
    await start(page);
    await click(page, 'c4');
    await click(page, 'c3');
    await expect.poll(() => moves(page)).toEqual(['c4-c3']);
    const saved = await page.evaluate(() => localStorage.getItem('pressure.autosave'));
    // From now on the browser refuses to store anything.
    await page.evaluate(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    await click(page, 'b3');
    await click(page, 'b4');
    const told = page.getByRole('dialog', { name: 'Your game is not being saved' });
    await told.waitFor();
    const download = page.waitForEvent('download');
    await told.getByRole('button', { name: 'Save game' }).click();
    const file = readFileSync(await savedFile(await download), 'utf8');
    expect(file).toContain('b3-b4');
    await click(page, 'e4');
    await click(page, 'e5');
    await expect.poll(() => moves(page)).toEqual(['c4-c3', 'b3-b4', 'e4-e5']);
    expect(await page.locator('dialog[open]').count()).toBe(0); // told once
    expect(await page.evaluate(() => localStorage.getItem('pressure.autosave'))).toBe(saved); // the last save that worked
  });

  for (const layout of ['desktop', 'tablet', 'tabletSideways', 'phone'] as Layout[]) {
    it(`shows the board, the turn and the buttons on ${layout}, with no axe violations`, async () => {
      const page = await openAt('pressure', '', { layout, touch: layout !== 'desktop' });
      await start(page);
      await click(page, 'c4');
      await framesDrawn(page);
      await page.screenshot({ path: screenPath(`pressure-${layout}`) });
      await expectControlsInView(page);
      expect(await violations(page)).toEqual([]);
      // The keyboard finds the board plain to see: its ring and the cursor, on the token chosen.
      await expectBoardFocusShown(page, 'c4');
    });
  }
});

describe('Pressure’s modes', () => {
  it('the tutorial takes only the lesson’s move, hints on a wrong try, and moves on, keeping no lesson in Recent games; leaving it brings the game back', async () => {
    const page = await openAt('pressure');
    await start(page);
    await click(page, 'c4');
    await click(page, 'c3');
    await expect.poll(() => moves(page)).toEqual(['c4-c3']);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menuitem', { name: 'Tutorial' }).click();
    await expect.poll(() => page.locator('#mode h2').textContent()).toBe('Lesson 1 of 7: Basic movement');
    await click(page, 'c3');
    await click(page, 'c4');
    // The lesson's words are heard alone (the panel is no live region: its buttons would be read too).
    expect(await page.locator('#mode').getAttribute('aria-live')).toBeNull();
    await page.getByRole('button', { name: 'Next lesson' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Next lesson' }).waitFor({ state: 'detached' });
    await expect.poll(() => page.locator('#mode h2').textContent()).toBe('Lesson 2 of 7: Taking turns');
    expect(await page.locator('#said').textContent()).toMatch(/^Lesson 2 of 7: Taking turns\. /);
    // The button pressed went with the lesson: the keyboard is on the board, where the lesson is played.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('board');
    await click(page, 'b3');
    await click(page, 'b4');
    // Black answers on its own, as the lesson says.
    await expect.poll(() => moves(page)).toEqual(['b3-b4', 'd5-d4']);
    await page.getByRole('button', { name: 'Next lesson' }).click();
    await expect.poll(() => page.locator('#mode h2').textContent()).toMatch(/^Lesson 3 of 7/);
    // A reload carries on with the lesson: it is no game of the player's.
    await page.reload();
    await expect.poll(() => page.locator('#mode h2').textContent()).toMatch(/^Lesson 3 of 7/);
    // The lesson's panel is laid out beside the board after the reload: the board takes its new size
    // before a click (a click on the old squares would land on another).
    await expect.poll(() => boardFitsItsBox(page)).toBe(true);
    // Lesson 3 wants the push b3-c3: another move is refused with a hint, and nothing moves.
    await click(page, 'b3');
    await click(page, 'b2');
    await expect.poll(() => page.locator('#message').textContent()).toMatch(/Push|b3|c3/);
    expect(await moves(page)).toEqual([]);
    await click(page, 'c3'); // b3 stays chosen after the refused try
    await expect.poll(() => position(page)).toBe('...../...../..Wb./...../..... b 1 1');
    expect(await page.getByRole('dialog').count()).toBe(0); // no end screen in a lesson
    // Its Show result leads to the lesson's next step instead.
    await page.getByRole('button', { name: 'Show result' }).click();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Next lesson');
    await page.getByRole('button', { name: 'Leave the tutorial' }).focus();
    await page.keyboard.press('Enter');
    expect(await page.locator('#mode').isHidden()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('board');
    await expect.poll(() => page.locator('#message').textContent()).toBe('Your game is back on the board.');
    // The game the tutorial began over is back, where it was.
    await expect.poll(() => moves(page)).toEqual(['c4-c3']);
    // Its lessons are not the player's games: Recent games keeps none of them (nor the game back in play).
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menuitem', { name: 'Recent games…' }).click();
    await expect.poll(() => page.locator('#recent-dialog li').allTextContents()).toEqual(['None yet.']);
  });

  it.each([
    ['desktop', false],
    ['phone', true],
  ] as const)(
    'the ladder’s next opponent shows its outline whole, inside the list’s scroll area (%s)',
    async (layout, touch) => {
      const page = await openAt('pressure', '', { layout, touch });
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('menuitem', { name: 'Tournament…' }).click();
      const next = page.locator('.ladder .rung.next');
      await next.waitFor();
      // Where the outline is drawn (the rung's box grown by its width and offset), and the part of
      // the list that shows what it holds (its box inside its borders): the one inside the other.
      const { outline, shown } = await next.evaluate((rung) => {
        const style = getComputedStyle(rung);
        const out = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
        const r = rung.getBoundingClientRect();
        const list = rung.parentElement!;
        const l = list.getBoundingClientRect();
        return {
          outline: { top: r.top - out, left: r.left - out, bottom: r.bottom + out, right: r.right + out },
          shown: {
            top: l.top + list.clientTop,
            left: l.left + list.clientLeft,
            bottom: l.top + list.clientTop + list.clientHeight,
            right: l.left + list.clientLeft + list.clientWidth,
          },
        };
      });
      expect(outline.top).toBeGreaterThanOrEqual(shown.top);
      expect(outline.left).toBeGreaterThanOrEqual(shown.left);
      expect(outline.bottom).toBeLessThanOrEqual(shown.bottom);
      expect(outline.right).toBeLessThanOrEqual(shown.right);
      await page.screenshot({ path: screenPath(`pressure-ladder-${layout}`) });
      expect(page.errors).toEqual([]);
    },
  );

  it('a tournament match (on an upright tablet): the first opponent greets, Undo and Hint are off, a loss offers the same opponent again; leaving keeps the match in Recent games', async () => {
    const page = await openAt('pressure', '?fast', { layout: 'tablet', touch: true });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menuitem', { name: 'Tournament…' }).click();
    // The ladder opens on its next match; the opponents are a list named in a word, each read in
    // a line (its stars as "1 of 4 stars"), that the keyboard scrolls; axe finds nothing.
    const ladder = page.getByRole('dialog', { name: 'Tournament' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Challenge Captain Thumper');
    const opponents = ladder.getByRole('list', { name: 'Opponents', exact: true });
    expect(await opponents.getByRole('listitem').count()).toBe(11);
    const first = opponents.getByRole('listitem').first();
    expect(await first.getByRole('img', { name: '1 of 4 stars' }).count()).toBe(1);
    expect(await first.innerText()).toMatch(/^Captain Thumper\s+rabbit pirate\s+★☆☆☆\s+your next opponent$/);
    expect(await violations(page)).toEqual([]);
    await page.keyboard.press('Shift+Tab'); // Close
    await page.keyboard.press('Shift+Tab'); // the list
    await page.keyboard.press('PageDown');
    await expect.poll(() => opponents.evaluate((list) => list.scrollTop)).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Challenge Captain Thumper' }).click();
    await expect.poll(() => page.locator('#mode strong').first().textContent()).toBe('Captain Thumper');
    expect(await page.locator('#undo').getAttribute('aria-disabled')).toBe('true');
    expect(await page.locator('#hint').getAttribute('aria-disabled')).toBe('true');
    // Under the opponent's card, whose turn it is and the buttons stay in sight.
    for (const id of ['turn', 'undo', 'hint', 'resign']) expect(await shownAt(page.locator(`#${id}`)), id).toBe(true);
    const you = (await page.locator('#mode .aside').textContent())!.includes('White') ? 'White' : 'Black';
    // Resign is offered once the board is the player's (the computer may move first).
    await expect.poll(() => page.locator('#resign').getAttribute('aria-disabled')).toBe('false');
    await page.getByRole('button', { name: 'Resign' }).click();
    await page.getByRole('button', { name: `Resign as ${you}` }).click();
    await page.getByRole('dialog', { name: 'Captain Thumper wins this time' }).waitFor();
    expect(await page.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Ladder' }).click();
    await page.getByRole('button', { name: 'Challenge Captain Thumper' }).waitFor();
    // Leaving from the ladder: the player had no game before the tournament, so a fresh one starts,
    // and the lost match is in Recent games.
    await page
      .getByRole('dialog', { name: 'Tournament' })
      .getByRole('button', { name: 'Leave the tournament' })
      .click();
    await expect.poll(() => page.locator('#mode').isHidden()).toBe(true);
    expect(await moves(page)).toEqual([]);
    expect(await page.locator('#undo').getAttribute('aria-disabled')).toBe('true'); // nothing to take back yet
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menuitem', { name: 'Recent games…' }).click();
    await expect
      .poll(() => page.locator('#recent-dialog li').allTextContents())
      .toEqual([
        expect.stringMatching(new RegExp(` · ${you === 'White' ? 'Black' : 'White'} wins \\(${you} resigned\\) · `)),
      ]);
  });

  it('leaving the tournament mid-match brings back the game the player had, and keeps the match in Recent games', async () => {
    const page = await openAt('pressure', '?fast');
    await start(page);
    await click(page, 'c4');
    await click(page, 'c3');
    await expect.poll(() => moves(page)).toEqual(['c4-c3']);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menuitem', { name: 'Tournament…' }).click();
    await page.getByRole('button', { name: 'Challenge Captain Thumper' }).click();
    await expect.poll(() => page.locator('#mode strong').first().textContent()).toBe('Captain Thumper');
    expect(await moves(page)).not.toContain('c4-c3'); // the match is on the board
    // The player makes a move of the match once it is theirs (the computer may move first).
    await expect.poll(() => page.locator('#resign').getAttribute('aria-disabled')).toBe('false');
    const played = (await moves(page)).length;
    const [from, to] = await page.evaluate(() => {
      const s = window.studio as unknown as {
        game(): unknown;
        rules: typeof import('../../src/games/pressure/rules/index');
      };
      const game = s.game() as ReturnType<typeof s.rules.newGame>;
      const move = s.rules.legalActions(game).find((a) => !('kind' in a))!;
      return s.rules.formatAction(move).split('-');
    });
    await click(page, from!);
    await click(page, to!);
    await expect.poll(async () => (await moves(page)).length).toBeGreaterThan(played);
    await page.getByRole('button', { name: 'Leave the tournament' }).click();
    // The game the tournament began over is back, where it was, with Undo and Hint again.
    await expect.poll(() => moves(page)).toEqual(['c4-c3']);
    expect(await page.locator('#mode').isHidden()).toBe(true);
    expect(await page.locator('#undo').getAttribute('aria-disabled')).toBe('false');
    expect(await page.locator('#message').textContent()).toBe("The game you left is in the menu's Recent games.");
    // The match is in Recent games, told from the player's game by its seats; the player's game is in play, not there.
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menuitem', { name: 'Recent games…' }).click();
    await expect
      .poll(() => page.locator('#recent-dialog li').allTextContents())
      .toEqual([
        expect.stringMatching(
          / · Move \d+ · (White|Black) to move · captured: .+ · (White person v Black computer \(easy\)|White computer \(easy\) v Black person)$/,
        ),
      ]);
  });

  it('settings: sound and speed change and are kept; Reset asks first', async () => {
    const page = await openAt('pressure');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menuitem', { name: 'Settings…' }).click();
    await page.getByRole('button', { name: 'Sound: On' }).click();
    await page.getByRole('button', { name: 'Sound: Off' }).waitFor();
    await page.getByRole('button', { name: 'Speed: Normal' }).click();
    await page.getByRole('button', { name: 'Speed: Fast' }).waitFor();
    await page.getByRole('button', { name: 'Reset tournament progress' }).click();
    await page.getByRole('dialog', { name: 'Reset the tournament?' }).waitFor();
    // The safe choice has the focus: Enter keeps the progress.
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Back' }).click();
    const kept = await page.evaluate(() => localStorage.getItem('pressure.settings'));
    expect(JSON.parse(kept!)).toMatchObject({ sound: false, speed: 'fast' });
  });
});
