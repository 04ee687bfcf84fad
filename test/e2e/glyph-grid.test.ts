// Glyph Grid's page as a newcomer plays it, by real pointer, touch and key events in Chromium: from
// the home page on an upright tablet by touch against the computer on a clock (glyph then piece),
// shared as a link and replayed; piece then glyph by mouse, a drag that uses the only glyph that
// reaches the drop, a "which glyph?" question, the keys 1–5; ANCHOR resting; the clocks running,
// untimed games; and the four layouts with no axe violations.
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { violations } from './browser';
import {
  boardFitsItsBox,
  click,
  copied,
  centre,
  expectControlsInView,
  marks,
  moves,
  positionOf,
  tap,
  tapInFromHome,
} from './game-board';
import { baseUrl, framesDrawn, savedFile, screenPath, useGamePage, type Layout } from '../support/page';
import { readFileSync } from 'node:fs';

const { openAt, context, open } = useGamePage();

type Clocked = { clocks: [number, number] | null; current: 0 | 1; turn: number };
const game = (page: Page) => page.evaluate(() => (window.studio as unknown as { game(): Clocked }).game());
const glyph = (page: Page, name: string) => page.locator('.gg-glyph', { hasText: name });

/** Starts a game from the new-game dialog: the seats ('person' or a computer level) and the clock. */
async function start(page: Page, { white = 'person', black = 'person', clock = '5', touch = false } = {}) {
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await dialog.waitFor();
  const seat = (s: string) => (s === 'person' ? 'person' : `computer:${s}`);
  await page.locator('select[name="seat-0"]').selectOption(seat(white));
  await page.locator('select[name="seat-1"]').selectOption(seat(black));
  await page.locator('select[name="gg-clock"]').selectOption(clock);
  // On a touch screen the swap's whole row, its box and its words, is a finger high: a tap at its
  // foot, right of its words, ticks the box, and another unticks it (the box and its words were 20 px).
  if (touch) {
    const box = (await dialog.locator('.gg-swap-choice').boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    const swap = dialog.locator('input[name="gg-swap"]');
    const was = await swap.isChecked();
    for (const ticked of [!was, was]) {
      await page.touchscreen.tap(box.x + box.width - 4, box.y + box.height - 2);
      expect(await swap.isChecked()).toBe(ticked);
    }
  }
  const startButton = dialog.getByRole('button', { name: 'Start' });
  if (touch) await startButton.tap();
  else await startButton.click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('Glyph Grid on its page', () => {
  it('a newcomer opens it from the home page on an upright tablet, plays the computer on a clock by touch, shares the game and replays it', async () => {
    const ctx: BrowserContext = await context({
      layout: 'tablet',
      touch: true,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const page = await tapInFromHome(ctx, 'Glyph Grid', 'glyph-grid');
    // Behind the first new-game dialog the glyph bar names its glyphs, and no empty warning shows.
    await page.getByRole('dialog', { name: 'New game' }).waitFor();
    expect(await page.locator('.gg-glyph').allTextContents()).toEqual([
      '1 VECTOR',
      '2 LANCE',
      '3 ARC',
      '4 PULSE no move',
      '5 ANCHOR',
    ]);
    expect(await page.locator('.gg-warning').isHidden()).toBe(true);
    await start(page, { black: 'easy', touch: true });
    expect(await boardFitsItsBox(page)).toBe(true);
    expect(await page.locator('.gg-prompt').textContent()).toBe('White: choose a glyph and a piece.');
    // Glyph first: LANCE, then the Shard on c7, then two squares on.
    await glyph(page, 'LANCE').tap();
    expect(await glyph(page, 'LANCE').getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('.gg-prompt').textContent()).toMatch(/^White: LANCE — choose/);
    await tap(page, 'c7');
    await tap(page, 'c5');
    await expect.poll(() => moves(page)).toEqual(['lance c7-c5', expect.stringMatching(/^[a-z]+ [a-g][1-7]/)]);
    // The list reads as a score sheet: White's move and Black's reply side by side, under their names.
    expect(await page.locator('#moves-head').innerText()).toMatch(/^White\s+Black$/);
    const [white, black] = await Promise.all([0, 1].map((i) => page.locator('#moves li').nth(i).boundingBox()));
    expect(black!.y).toBe(white!.y);
    expect(black!.x).toBeGreaterThan(white!.x + white!.width / 2);
    // Both clocks show; White's ran while White thought, and it runs again now.
    const clocks = await game(page);
    expect(clocks.clocks![0]).toBeLessThan(300_000);
    await expect.poll(() => page.locator('.gg-clock.running').textContent()).toMatch(/^White \d:\d\d/);
    await expect.poll(async () => (await game(page)).clocks![0]).toBeLessThan(clocks.clocks![0]);
    // The running clock is framed in the accent and bold, not in the focus ring's yellow (polled:
    // the clocks are drawn anew at each tick).
    await expect
      .poll(() => marks(page.locator('.gg-clock.running')))
      .toMatchObject({ framedLikeFocus: false, frame: 'accent', bold: true });
    await expect
      .poll(() => marks(page.locator('.gg-clock:not(.running)')))
      .toMatchObject({ frame: 'none', bold: false });
    await page.screenshot({ path: screenPath('glyph-grid-tablet-clock') });
    // Share the game as a link and replay it elsewhere.
    await page.getByRole('button', { name: 'Resign' }).tap();
    await page.getByRole('button', { name: 'Resign as White' }).tap();
    const end = page.getByRole('dialog', { name: 'Black wins' });
    await end.waitFor();
    expect(await end.textContent()).toContain('White resigned.');
    await end.getByRole('button', { name: 'Look at the board' }).tap();
    // The keyboard is on the board too (not on Resign, unlit now).
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('board');
    // The result stays a tap away.
    await page.getByRole('button', { name: 'Show result' }).tap();
    await end.getByRole('button', { name: 'Look at the board' }).tap();
    const link = await copied(page, 'Copy game link');
    expect(link).toMatch(/\/glyph-grid#g=H/);
    const replayed = await open(await context({ layout: 'tablet', touch: true }), '', link);
    await replayed.locator('#replay-bar').waitFor();
    // Its two moves: White's resignation after them is the game's end, not a third move.
    expect(await replayed.locator('#turn').textContent()).toMatch(/Replay: move 0 of 2/);
    // The replay is for looking: the prompt asks nothing of the game ("White: choose a glyph …").
    expect(await replayed.locator('.gg-prompt').textContent()).toBe('');
    expect(await moves(replayed)).toEqual(await moves(page));
    await replayed.getByRole('button', { name: 'Last position (End)' }).tap();
    await replayed.getByRole('button', { name: 'Close replay' }).tap();
    // The board, the turn and the result come back; a link carries the moves, not the time they took.
    const noClocks = (text: string) => text.replace(/^clocks .*$/m, '');
    await expect.poll(async () => noClocks(await positionOf(replayed))).toBe(noClocks(await positionOf(page)));
    expect(page.errors).toEqual([]);
    expect(replayed.errors).toEqual([]);
  });

  it('a rematch is on the clocks the game had: a one-minute game is followed by a one-minute game', async () => {
    const page = await openAt('glyph-grid');
    await start(page, { clock: '1' });
    await page.getByRole('button', { name: 'Resign' }).click();
    await page.getByRole('dialog', { name: 'Resign?' }).getByRole('button', { name: 'Resign as White' }).click();
    const end = page.getByRole('dialog', { name: 'Black wins' });
    await end.getByRole('button', { name: 'Rematch' }).click();
    await expect.poll(async () => (await game(page)).turn).toBe(0);
    // One minute each (White's may have begun to run), not the five minutes of a new game.
    for (const left of (await game(page)).clocks!) {
      expect(left).toBeGreaterThan(50_000);
      expect(left).toBeLessThanOrEqual(60_000);
    }
  });

  it('by mouse: piece then glyph, a drag that uses the only glyph reaching the drop, and a refusal in words', async () => {
    const page = await openAt('glyph-grid');
    await start(page, { clock: '0' });
    expect(await page.locator('.gg-clocks').isHidden()).toBe(true);
    // A piece first: every destination is lit; then a glyph narrows them; d6 by VECTOR.
    await click(page, 'd7');
    await glyph(page, 'VECTOR').click();
    await click(page, 'd6');
    await expect.poll(() => moves(page)).toEqual(['vector d7-d6']);
    // Black drags the Shard on c1 to c3: only LANCE reaches there.
    const from = await centre(page, 'c1');
    const to = await centre(page, 'c3');
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 8 });
    await page.mouse.up();
    await expect.poll(() => moves(page)).toEqual(['vector d7-d6', 'lance c1-c3']);
    // A square no glyph reaches is refused in words, and nothing moves.
    await click(page, 'd6');
    await click(page, 'd2');
    await expect.poll(() => page.locator('#message').textContent()).toMatch(/No glyph takes the piece on d6 to d2/);
    expect(await moves(page)).toHaveLength(2);
  });

  it('by keyboard: 5 chooses ANCHOR, the cursor and Enter mark a square; next turn ANCHOR rests; the board names those keys', async () => {
    const page = await openAt('glyph-grid');
    await start(page, { clock: '0' });
    await page.locator('#board').focus();
    // A screen reader hears the board's keys as they work here: a glyph's number first.
    await expect
      .poll(() => page.getAttribute('#board', 'aria-label'))
      .toBe(
        'Board: keys 1 to 5 choose a glyph (1 VECTOR, 2 LANCE, 3 ARC, 4 PULSE, 5 ANCHOR; its key again puts it down), ' +
          "arrow keys move the cursor, Enter or Space picks a piece, then plays it on the cursor's square " +
          '(asking which glyph where two reach it), Escape puts the piece down; ' +
          'U Undo, Y Redo, H Hint, M Menu, N New game',
      );
    // 2 chooses LANCE: filled with its tint, never framed like the focus ring (LANCE's tint is a
    // yellow too); focused as well, it shows both.
    const lance = glyph(page, 'LANCE');
    const free = await marks(lance);
    expect(free).toMatchObject({ ring: false, framedLikeFocus: false });
    await page.keyboard.press('2');
    expect(await lance.getAttribute('aria-pressed')).toBe('true');
    const chosen = await marks(lance);
    expect(chosen).toMatchObject({ ring: false, framedLikeFocus: false });
    expect(chosen.fill).not.toBe(free.fill);
    await lance.focus();
    expect(await marks(lance)).toMatchObject({ ring: true, framedLikeFocus: false, fill: chosen.fill });
    await page.locator('#board').focus();
    await page.keyboard.press('5');
    expect(await glyph(page, 'ANCHOR').getAttribute('aria-pressed')).toBe('true');
    // Read out, for the keyboard player: the prompt is a live region.
    expect(await page.locator('.gg-prompt[aria-live="polite"]').textContent()).toBe(
      'White: ANCHOR — choose a lit piece, then where it goes.',
    );
    await page.keyboard.press('Enter'); // the cursor shows at d4
    for (const key of ['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowLeft']) await page.keyboard.press(key);
    await page.keyboard.press('Enter'); // the Shard on c7 chosen
    await page.keyboard.press('Enter'); // ANCHOR marks its own square
    await expect.poll(() => moves(page)).toEqual(['anchor c7']);
    await click(page, 'c1');
    await click(page, 'c2');
    await expect.poll(() => moves(page)).toHaveLength(2);
    // White's ANCHOR rests this turn: shown so, and pressing it says why.
    await expect.poll(() => glyph(page, 'ANCHOR').getAttribute('aria-disabled')).toBe('true');
    expect(await glyph(page, 'ANCHOR').textContent()).toMatch(/resting/);
    await page.keyboard.press('5');
    await expect.poll(() => page.locator('#message').textContent()).toMatch(/ANCHOR rests this turn/);
    expect(await glyph(page, 'ANCHOR').getAttribute('aria-pressed')).toBe('false');
  });

  it('R12’s swap: Black may take White’s side after White’s first move; a computer holding Black weighs it itself', async () => {
    const page = await openAt('glyph-grid', '', {
      acceptDownloads: true,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    await start(page, { clock: '0' });
    const swap = page.getByRole('button', { name: 'Swap sides' });
    expect(await swap.isHidden()).toBe(true);
    await click(page, 'd7');
    await click(page, 'd6');
    await expect.poll(() => moves(page)).toEqual(['vector d7-d6']);
    await swap.click();
    await expect.poll(() => page.locator('#message').textContent()).toMatch(/^Swapped: the players changed sides/);
    expect(await swap.isHidden()).toBe(true);
    expect(await page.locator('.gg-swap-note').textContent()).toMatch(/changed sides after White's first move/);
    // The move list notes the swap after White's first move, and so does the record a reload reads.
    expect(await moves(page)).toEqual(['vector d7-d6', 'swap']);
    await page.screenshot({ path: screenPath('glyph-grid-swap') });
    // The position stays: Black is to move, and the swap is not offered again after a reload.
    await click(page, 'c1');
    await click(page, 'c2');
    await expect.poll(() => moves(page)).toEqual(['vector d7-d6', 'swap', 'vector c1-c2']);
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.board === 'drawn');
    await expect.poll(() => moves(page)).toEqual(['vector d7-d6', 'swap', 'vector c1-c2']);
    expect(await swap.isHidden()).toBe(true);
    // The game record as text and the game link keep the swap: each opens in a fresh browser with it.
    const saved = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menuitem', { name: 'Save game record (text)' }).click();
    const record = await savedFile(await saved);
    expect(readFileSync(record, 'utf8')).toContain('1. vector d7-d6 {swap} vector c1-c2\n');
    const imported = await openAt('glyph-grid');
    await start(imported, { clock: '0' });
    const chooser = imported.waitForEvent('filechooser');
    await imported.getByRole('button', { name: 'Menu' }).click();
    await imported.getByRole('menuitem', { name: 'Import game record…' }).click();
    await (await chooser).setFiles(record);
    await imported.locator('#replay-bar').waitFor();
    expect(await moves(imported)).toEqual(['vector d7-d6', 'swap', 'vector c1-c2']);
    const link = await copied(page, 'Copy game link');
    const linked = await open(await context(), '', link);
    await linked.locator('#replay-bar').waitFor();
    expect(await moves(linked)).toEqual(['vector d7-d6', 'swap', 'vector c1-c2']);
    expect([imported.errors, linked.errors]).toEqual([[], []]);

    // A computer holding Black swaps after a strong first move: the person now holds Black, to move.
    await page.getByRole('button', { name: 'New game' }).click();
    await start(page, { black: 'expert', clock: '0' });
    await click(page, 'f6');
    await click(page, 'd4');
    await expect.poll(() => page.locator('#message').textContent()).toMatch(/^The computer swapped/);
    expect(await moves(page)).toEqual(['lance f6-d4', 'swap']);
    expect(await page.locator('#seats').textContent()).toMatch(/White\s*computer · expert/);
    await click(page, 'c1');
    await click(page, 'c2');
    await expect.poll(async () => (await moves(page)).length).toBe(4); // the computer, now White, answers

    // With the option off, no swap is offered.
    await page.getByRole('button', { name: 'New game' }).click();
    await page.getByLabel("Black may swap after White's first move").uncheck();
    await start(page, { clock: '0' });
    await click(page, 'd7');
    await click(page, 'd6');
    await expect.poll(() => moves(page)).toEqual(['vector d7-d6']);
    expect(await swap.isHidden()).toBe(true);
  });

  it('a position link opens its position; a damaged one is refused in words', async () => {
    const ctx = await context({ permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await open(ctx, '', `${baseUrl()}glyph-grid`);
    await start(page, { clock: '1' });
    await click(page, 'd7');
    await click(page, 'd6');
    await expect.poll(() => moves(page)).toHaveLength(1);
    const link = await copied(page, 'Copy position link');
    expect(link).toMatch(/\/glyph-grid#p=G/);
    const shown = await open(await context(), '', link);
    await expect
      .poll(async () => (await positionOf(shown)).split('\n').slice(7).join('\n'))
      .toBe((await positionOf(page)).split('\n').slice(7).join('\n'));
    const broken = await open(await context(), '', link.slice(0, -3));
    await broken.getByRole('dialog', { name: 'This link does not open' }).waitFor();
    expect(broken.errors).toEqual([]);
    // Pasted into Load position: text that is no position is refused in the dialog, which stays
    // open with the text to fix; the link opens its position.
    const fresh = await open(await context(), '', `${baseUrl()}glyph-grid`);
    await start(fresh);
    await fresh.getByRole('button', { name: 'Menu' }).click();
    await fresh.getByRole('menuitem', { name: 'Load position…' }).click();
    const load = fresh.getByRole('dialog', { name: 'Load position' });
    // The text box lies inside the dialog, its right edge in view.
    const [box, dialog] = await Promise.all([load.locator('textarea').boundingBox(), load.boundingBox()]);
    expect(box!.x + box!.width).toBeLessThanOrEqual(dialog!.x + dialog!.width);
    await load.locator('textarea').fill('not a position');
    await load.getByRole('button', { name: 'Load' }).click();
    await expect.poll(() => load.locator('.error').textContent()).not.toBe('');
    expect(await load.locator('textarea').inputValue()).toBe('not a position');
    await load.locator('textarea').fill(link);
    await load.getByRole('button', { name: 'Load' }).click();
    await load.waitFor({ state: 'hidden' });
    const board = async (p: Page) => (await positionOf(p)).split('\n').slice(7).join('\n'); // no clocks
    expect(await board(fresh)).toBe(await board(page));
    expect(fresh.errors).toEqual([]);
  });

  it('on a clock: a refusal (of a move, of Undo) stays in view while the clock runs, and a reload resumes with the time left', async () => {
    const page = await open(await context(), '', `${baseUrl()}glyph-grid`);
    await start(page, { clock: '1' });
    await click(page, 'd7');
    await click(page, 'd6');
    await expect.poll(() => moves(page)).toEqual(['vector d7-d6']);
    await click(page, 'c1');
    await click(page, 'c4');
    await expect.poll(() => page.locator('#message').textContent()).toMatch(/c1 to c4/);
    /** Waits for the clock of the player to move to run down a little: the page redraws as it ticks. */
    const ticks = async () => {
      const before = (await game(page)).clocks![1];
      await expect.poll(async () => (await game(page)).clocks![1]).toBeLessThan(before - 300);
    };
    await ticks();
    expect(await page.locator('#message').textContent()).toMatch(/c1 to c4/);
    // U: the rules take nothing back, and why stays too, until the player does something else.
    await page.keyboard.press('u');
    const noUndo = "Glyph Grid's rules do not let the last move be taken back.";
    expect(await page.locator('#message').textContent()).toBe(noUndo);
    await ticks();
    expect(await page.locator('#message').textContent()).toBe(noUndo);
    const left = (await game(page)).clocks!;
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.board === 'drawn');
    await expect.poll(() => moves(page)).toEqual(['vector d7-d6']);
    const back = (await game(page)).clocks!;
    expect(back[0]).toBe(left[0]);
    expect(back[1]).toBeLessThanOrEqual(left[1]);
    expect(back[1]).toBeGreaterThan(30_000);
  });

  it('the editor refuses a position R14 forbids, naming the problem, and plays a good one', async () => {
    const page = await openAt('glyph-grid');
    await start(page, { clock: '0' });
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menuitem', { name: 'Edit position…' }).click();
    await page.getByRole('radio', { name: 'White Core', exact: true }).check();
    await click(page, 'a4'); // a second White Core
    await page.getByRole('button', { name: 'Play this position' }).click();
    expect(await page.locator('#editor .error').textContent()).toMatch(/Core/);
    await page.getByRole('radio', { name: "White's mark", exact: true }).check();
    await click(page, 'a4'); // a mark alone instead: a good position
    await page.getByRole('button', { name: 'Play this position' }).click();
    await page.locator('#editor').waitFor({ state: 'hidden' });
    expect((await positionOf(page)).split('\n')[10]).toBe('.w .. .. .. .. .. ..');
    await click(page, 'd7');
    await click(page, 'd6');
    await expect.poll(() => moves(page)).toEqual(['vector d7-d6']);
  });

  for (const layout of ['desktop', 'tablet', 'tabletSideways', 'phone'] as Layout[]) {
    it(`shows the board, the glyph bar, the clocks and the buttons on ${layout}, with no axe violations`, async () => {
      const page = await openAt('glyph-grid', '', { layout, touch: layout !== 'desktop' });
      await start(page, { touch: layout !== 'desktop' });
      await glyph(page, 'VECTOR').click();
      await framesDrawn(page);
      await page.screenshot({ path: screenPath(`glyph-grid-${layout}`) });
      await expectControlsInView(page);
      expect(await violations(page)).toEqual([]);
    });
  }
});
