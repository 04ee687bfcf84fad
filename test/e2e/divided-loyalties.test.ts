// Divided Loyalties' page as a newcomer plays it, by real pointer, touch and key events in Chromium:
// from the home page on an upright tablet by touch against the computer on Crossroads, shared as a
// link and replayed; a bridge by mouse (a tap on the ghost's end, and a drag along it) with the
// scores' breakdown; End turn waiting with its reason; the keys 1–6 and the cursor; a layout made
// in the editor, saved, and played from the new-game dialog; and the four layouts with no axe
// violations.
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { violations } from './browser';
import {
  centre,
  click,
  copied,
  expectControlsInView,
  marks,
  heardIn,
  moves,
  shownAt,
  positionOf,
  tap,
  tapInFromHome,
} from './game-board';
import { readFileSync } from 'node:fs';
import { decode } from 'fast-png';
import { baseUrl, framesDrawn, savedFile, screenPath, useGamePage, type GamePage, type Layout } from '../support/page';

const { openAt, context, open } = useGamePage();

/** E1 of the rulings: Kite, Blue to move; Bh6 then makes the bridge f6-h6. */
const E1_LINES = [
  'stones Bf6 Pg6 Og7 Yj10',
  'blue set 1 B3 P2 O1 G2 R2',
  'yellow set 1 Y3 P1 O2 G2 R2',
  'to-move blue',
  'turn 4',
];
/** The move list's line above E1's first move: the position comes after four turns. */
const E1_BEFORE = 'Moves 1 to 4 were played before this record starts.';

type Rules = {
  newGame(o: object): unknown;
  formatPosition(g: unknown): string;
  status(g: unknown): { scores: { total: number }[]; current: number };
};
const studio = (page: Page) =>
  page.evaluate(() => {
    const s = window.studio as unknown as { game(): { layout: { width: number; height: number; name: string } } };
    return s.game().layout;
  });

/** Loads E1's position (the Kite field and the lines above) into the page. */
async function loadE1(page: Page): Promise<void> {
  await page.evaluate((lines) => {
    const s = window.studio as unknown as { rules: Rules; load(text: string): void };
    const grid = s.rules
      .formatPosition(s.rules.newGame({ layout: 'kite' }))
      .split('\n')
      .filter((l) => !/^(blue|yellow|to-move|turn) /.test(l) && l !== '');
    s.load([...grid, ...lines].join('\n'));
  }, E1_LINES);
  await expect.poll(async () => (await studio(page)).name).toBe('Kite');
}

/** A page with a small field of one region ("Tiny") loaded: its grid, stones and the rest (`lines`). */
async function tinyField(lines: string[]): Promise<GamePage> {
  const page = await openAt('divided-loyalties');
  await start(page);
  const text = ['divided-loyalties', 'name Tiny', 'sets 4', ...lines, ''].join('\n');
  await page.evaluate((t) => (window.studio as unknown as { load(text: string): void }).load(t), text);
  await expect.poll(async () => (await studio(page)).name).toBe('Tiny');
  return page;
}

/** Starts a game from the new-game dialog: the seats and the layout (its name as the picker shows it). */
async function start(page: Page, { blue = 'person', yellow = 'person', layout = 'Crossroads', touch = false } = {}) {
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await dialog.waitFor();
  const seat = (s: string) => (s === 'person' ? 'person' : `computer:${s}`);
  await page.locator('select[name="seat-0"]').selectOption(seat(blue));
  await page.locator('select[name="seat-1"]').selectOption(seat(yellow));
  const choice = dialog.locator('.dl-layout', { hasText: layout });
  if (touch) await choice.tap();
  else await choice.click();
  const startButton = dialog.getByRole('button', { name: 'Start' });
  if (touch) await startButton.tap();
  else await startButton.click();
  await dialog.waitFor({ state: 'hidden' });
}

const colour = (page: Page, name: string) => page.locator('.dl-colour', { hasText: name });
const score = (page: Page, player: 0 | 1) => page.locator(`.dl-side[data-player="${player}"] summary`).textContent();

describe('Divided Loyalties on its page', () => {
  it('a newcomer opens it from the home page on an upright tablet, plays the computer on Crossroads by touch, shares the game and replays it', async () => {
    const ctx: BrowserContext = await context({
      layout: 'tablet',
      touch: true,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const page = await tapInFromHome(ctx, 'Divided Loyalties', 'divided-loyalties');
    // Behind the first new-game dialog the stock names its six colours and their counts.
    await page.getByRole('dialog', { name: 'New game' }).waitFor();
    const stock = await page.locator('.dl-colour').allTextContents();
    expect(stock).toHaveLength(6);
    for (const text of stock) expect(text).toMatch(/^[A-Z][a-z]+ \d+$/);
    await start(page, { yellow: 'easy', touch: true });
    expect((await studio(page)).name).toBe('Crossroads');
    await expect
      .poll(() => page.locator('.dl-prompt').textContent())
      .toBe('Blue: place a blue stone on a lit cell, or choose another colour.');
    // Green from the stock, on the centre board; then End turn; the computer answers with a whole turn.
    await colour(page, 'Green').tap();
    expect(await colour(page, 'Green').getAttribute('aria-pressed')).toBe('true');
    await tap(page, 'h8');
    await expect.poll(() => moves(page)).toEqual(['Gh8']);
    expect(await page.locator('.dl-prompt').textContent()).toMatch(/^Blue: build bridges through your stone/);
    await page.getByRole('button', { name: 'End turn' }).tap();
    // Each turn on one line of the move list: Blue's, then the computer's whole turn.
    await expect.poll(async () => (await moves(page)).length).toBe(2);
    await expect.poll(async () => (await moves(page)).at(-1)).toMatch(/^[YPOGR][a-o]\d+( [a-o]\d+-[a-o]\d+)* end$/);
    expect((await moves(page))[0]).toBe('Gh8 end');
    // What the computer did is said whole: its stone, any bridges, its end (not only the end).
    await expect
      .poll(() => page.locator('#message').textContent())
      .toMatch(/^(\w+) places an? \w+ stone on .*\1 ends the turn\.$/);
    expect(await colour(page, 'Green').textContent()).toMatch(/Green 1$/);
    await page.screenshot({ path: screenPath('divided-loyalties-tablet-play') });
    // Share the game as a link and replay it elsewhere.
    const link = await copied(page, 'Copy game link');
    expect(link).toMatch(/\/divided-loyalties#g=E/);
    const replayed = await open(await context({ layout: 'tablet', touch: true }), '', link);
    await replayed.locator('#replay-bar').waitFor();
    expect(await moves(replayed)).toEqual(await moves(page));
    // The replay steps a whole turn at a time, as the list shows them; a turn in the list jumps there.
    const replayLine = () => replayed.locator('#turn').textContent();
    expect(await replayLine()).toBe('Replay: move 0 of 2, the start');
    // A turn is several actions here: the action steps show beside the move steps.
    expect(await replayed.locator('#replay-bar [data-step]').count()).toBe(6);
    await replayed.getByRole('button', { name: 'Next move (↓ or Page Down)' }).tap();
    // The line says what the turn's actions did, in sentences: its stone, its bridges, its end.
    const firstTurn =
      /^Replay: move 1 of 2: Blue places a green stone on (the dot )?h8( in [^.]+)?\. Blue ends the turn\.$/;
    expect(await replayLine()).toMatch(firstTurn);
    await replayed.locator('#moves button.move').nth(1).tap();
    expect(await replayLine()).toMatch(/^Replay: move 2 of 2: (\w+) places an? \w+ stone on .*\1 ends the turn\.$/);
    expect(await replayed.locator('#moves button[aria-current]').textContent()).toBe((await moves(page))[1]);
    await replayed.keyboard.press('ArrowLeft'); // ← one action back: into the computer's turn
    expect(await replayLine()).toMatch(/^Replay: move 2 of 2: (?!.*ends the turn\.$)/);
    await replayed.getByRole('button', { name: 'Previous move (↑ or Page Up)' }).tap();
    expect(await replayLine()).toMatch(firstTurn);
    // The replay's line and its bar stand together under the board, in place of Undo and the rest.
    const { height } = replayed.viewportSize()!;
    for (const sel of ['#turn', '#replay-bar [data-step="nextTurn"]']) {
      const box = (await replayed.locator(sel).boundingBox())!;
      expect(box.y + box.height, sel).toBeLessThanOrEqual(height);
    }
    expect(await replayed.locator('#undo').isVisible()).toBe(false);
    await replayed.getByRole('button', { name: 'Last position (End)' }).tap();
    await replayed.getByRole('button', { name: 'Close replay' }).tap();
    await expect.poll(() => positionOf(replayed)).toBe(await positionOf(page));
    expect(page.errors).toEqual([]);
  });

  it('by mouse: the stone, then a tap on the ghost’s end builds the bridge; the scores and their breakdown follow (E1)', async () => {
    const page = await openAt('divided-loyalties');
    await start(page);
    await loadE1(page);
    expect((await studio(page)).width).toBe(13);
    await click(page, 'h6');
    await expect.poll(() => moves(page)).toEqual([E1_BEFORE, 'Bh6']);
    // End turn is lit (no dot); the bridge's far end f6 builds it.
    expect(await page.getByRole('button', { name: 'End turn' }).getAttribute('aria-disabled')).not.toBe('true');
    await click(page, 'f6');
    await expect.poll(() => moves(page)).toEqual([E1_BEFORE, 'Bh6 f6-h6']);
    await expect.poll(() => score(page, 0)).toMatch(/Blue 2 \(bridges 1 \+ regions 1\)/);
    await page.locator('.dl-side[data-player="0"] summary').click();
    expect(await page.locator('.dl-side[data-player="0"] .dl-breakdown').textContent()).toContain(
      'f6-h6: 1 point, reaches S2',
    );
    await page.getByRole('button', { name: 'End turn' }).click();
    // Yellow: red on the dot g5 — End waits, saying why, until the red bridge cuts Blue's.
    await colour(page, 'Red').click();
    await click(page, 'g5');
    await expect.poll(() => moves(page)).toEqual([E1_BEFORE, 'Bh6 f6-h6 end', 'Rg5']);
    const end = page.getByRole('button', { name: 'End turn' });
    expect(await end.getAttribute('aria-disabled')).toBe('true');
    await end.click({ force: true }); // unlit, it says why
    await expect.poll(() => page.locator('#message').textContent()).toMatch(/g5/);
    expect(await moves(page)).toEqual([E1_BEFORE, 'Bh6 f6-h6 end', 'Rg5']);
    // A drag along the red bridge from the stone to its far end builds it.
    const from = await centre(page, 'g5');
    const to = await centre(page, 'g7');
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 8 });
    await page.mouse.up();
    await expect.poll(() => moves(page)).toEqual([E1_BEFORE, 'Bh6 f6-h6 end', 'Rg5 g5-g7']);
    await expect.poll(() => score(page, 0)).toMatch(/Blue 0 /);
    // Status shows the turn so far; a screen reader hears only the bridge, not the stone again.
    expect(await page.locator('#message').textContent()).toMatch(
      /^Yellow places a red stone on the dot g5\. Yellow builds a red bridge.* cutting f6-h6\.$/,
    );
    expect(await page.locator('#said').textContent()).toMatch(/^Yellow builds a red bridge.* cutting f6-h6\.$/);
  });

  it('a region’s name stays readable over the stone placed on its cell (W1 on f2, Kite)', async () => {
    const page = await openAt('divided-loyalties');
    await start(page, { layout: 'Kite' });
    // The name's corner of f2: the left half of the cell's top third (the name, and the stone's top).
    const [f2, g2] = [await centre(page, 'f2'), await centre(page, 'g2')];
    const cell = g2.x - f2.x;
    const clip = { x: f2.x - cell / 2 + 2, y: f2.y - cell / 2 + 2, width: cell / 2, height: cell / 3 }; // inside its edges
    const shot = async () => {
      await framesDrawn(page);
      return decode(await page.screenshot({ clip, scale: 'css' }));
    };
    const before = await shot();
    await click(page, 'f2');
    await expect.poll(() => moves(page)).toEqual(['Bf2']);
    const after = await shot();
    // The name's strokes (the darkest pixels on the bare cell) stay dark with the stone there, and
    // none touches the stone's blue: the name is over the stone, ringed in the region's shade, not
    // run into the stone's body. (The cell's frame, the stone chosen, may change the pixels by it.)
    const { width, height, channels } = before;
    const at = (x: number, y: number) => (y * width + x) * channels;
    const rgb = (img: typeof before, i: number) => [img.data[i]!, img.data[i + 1]!, img.data[i + 2]!] as const;
    const strokes: [number, number][] = [];
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) if (Math.max(...rgb(before, at(x, y))) < 80) strokes.push([x, y]);
    expect(strokes.length).toBeGreaterThan(5);
    const blue = ([r, g, b]: readonly number[]) => b! - r! > 120 && b! - g! > 60;
    const faults = strokes.filter(([x, y]) =>
      [
        [0, 0],
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ].some(([dx, dy]) => {
        const [nx, ny] = [x + dx!, y + dy!];
        return nx >= 0 && ny >= 0 && nx < width && ny < height && blue(rgb(after, at(nx, ny)));
      }),
    );
    expect(faults).toEqual([]);
    expect(strokes.filter(([x, y]) => Math.max(...rgb(after, at(x, y))) >= 80)).toEqual([]);
    expect(page.errors).toEqual([]);
  });

  it('against the computer, Undo takes back to the person’s own turn, and Hint gives a whole turn', async () => {
    const page = await openAt('divided-loyalties');
    await start(page, { yellow: 'easy' });
    await click(page, 'h8');
    expect(await page.getByRole('button', { name: 'End turn' }).getAttribute('title')).toMatch(/\(E\)$/);
    await page.keyboard.press('e'); // End turn's letter, anywhere on the page
    // While the computer thinks Status says so, and the stock's prompt shows it without its being heard twice.
    const thinking = () =>
      Promise.all([
        page.locator('#turn').textContent(),
        page.locator('.dl-prompt').textContent(),
        heardIn(page.locator('.dl-prompt')),
      ]);
    await expect.poll(thinking).toEqual(['Yellow is thinking…', 'Yellow is thinking…', '']);
    // Blue's turn, then the computer's whole turn, heard whole once it ends: its stone, then its End
    // (each action heard alone, the End came a moment later and cut the stone short).
    await expect.poll(async () => (await moves(page)).join(' | ')).toMatch(/^Bh8 end \| .* end$/);
    await expect
      .poll(() => page.locator('#said').textContent())
      .toMatch(/^Yellow places an? \w+ stone on .*Yellow ends the turn\.$/);
    await page.getByRole('button', { name: 'Undo' }).click();
    // Back to Blue's turn with its stone still placed: the computer's whole turn and Blue's End are gone.
    await expect.poll(() => moves(page)).toEqual(['Bh8']);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => moves(page)).toEqual([]);
    await page.getByRole('button', { name: 'Hint' }).click();
    await expect
      .poll(() => page.locator('#message').textContent(), { timeout: 20_000 })
      .toMatch(/^Hint: [BYPOGR][a-o]\d+( [a-o]\d+-[a-o]\d+)* end — Blue places an? \w+ stone on /);
  });

  it('a square is where it will be drawn from the moment the field changes size (a tap then lands on it)', async () => {
    const page = await openAt('divided-loyalties');
    await start(page); // Crossroads: 15 columns
    // Kite (13 columns) loaded, and h6's centre asked before any frame has drawn it.
    const asked = await page.evaluate(() => {
      const s = window.studio as unknown as {
        load(text: string): void;
        rules: Rules;
        squareCenter(sq: string): unknown;
      };
      s.load(s.rules.formatPosition(s.rules.newGame({ layout: 'kite' })));
      return s.squareCenter('h6');
    });
    await framesDrawn(page);
    expect(await centre(page, 'h6')).toEqual(asked);
  });

  it('where passing is all Blue can do, the prompt says so (not to place a stone)', async () => {
    const page = await tinyField([
      'grid 3x3',
      'S1 S1 o',
      'S1 . .',
      'S1 S1 o',
      'stones Ya1 Ob1 Yc1 Ba2 Ya3 Ob3',
      'bridges a1-c1',
      'blue set 4 B1',
      'yellow set 4 Y1',
      'to-move blue',
      'turn 12',
    ]);
    await expect
      .poll(() => page.locator('.dl-prompt').textContent())
      .toBe('Blue has no stone that can go anywhere: Pass.');
    expect(page.errors).toEqual([]);
  });

  it('by keyboard, an end that two bridges share asks which: said, its first answer focused, the board back after', async () => {
    // Blue's stone on c1 is placed; d1 ends a bridge from a1 and one from b1 (QA's position).
    const page = await tinyField([
      'grid 4x3',
      'S1 S1 S1 S1',
      'S1 S1 S1 S1',
      'S1 S1 S1 S1',
      'stones Ra1 Pb1 Rc1 Od1',
      'blue set 4 B2',
      'yellow set 4 Y2',
      'to-move blue',
      'turn 10',
      'placed c1',
    ]);
    await page.locator('#board').focus();
    await page.keyboard.press('ArrowRight'); // from the placed stone c1 to d1
    await expect.poll(() => page.locator('#message').textContent()).toMatch(/^d1.*Enter asks which/);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#said').textContent()).toMatch(/^Which one\? a1-d1.*, or b1-d1.*\. Escape/);
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('#choice') !== null)).toBe(true);
    // Escape puts the question away, and its words: the board has the keyboard again, on the stone.
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('board');
    expect(await page.locator('#message').textContent()).toBe('');
    // Asked again, answered: the bridge is built and the board has the keyboard.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('#choice') !== null)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await moves(page)).join(' ')).toMatch(/d1/);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('board');
    expect(page.errors).toEqual([]);
  });

  it('by keyboard: 5 chooses green, the cursor and Enter place it, E ends the turn; the board names those keys', async () => {
    const page = await openAt('divided-loyalties');
    await start(page);
    await page.locator('#board').focus();
    // A screen reader hears the board's keys as they work here: the colours' numbers, E and P too.
    await expect
      .poll(() => page.getAttribute('#board', 'aria-label'))
      .toBe(
        'Board: keys 1 to 6 choose a colour (1 blue, 2 yellow, 3 purple, 4 orange, 5 green, 6 red), ' +
          "arrow keys move the cursor, Enter or Space places a stone of it on the cursor's cell, " +
          'then builds a bridge through it at a lit end, Escape lets go of the stone; E End turn, P Pass; ' +
          'U Undo, Y Redo, H Hint, M Menu, N New game',
      );
    await page.keyboard.press('5');
    expect(await colour(page, 'Green').getAttribute('aria-pressed')).toBe('true');
    // The prompt, read out as it changes, says what the key chose.
    expect(await page.locator('.dl-prompt').getAttribute('aria-live')).toBe('polite');
    expect(await page.locator('.dl-prompt').textContent()).toMatch(/place a green stone/);
    // Chosen, Green is framed inside in the accent and bold, not in the focus ring's yellow: once
    // focused too, it shows both.
    const green = colour(page, 'Green');
    expect(await marks(green)).toMatchObject({ ring: false, framedLikeFocus: false, frame: 'accent', bold: true });
    expect(await marks(colour(page, 'Blue'))).toMatchObject({ ring: false, frame: 'none', bold: false });
    await green.focus();
    expect(await marks(green)).toMatchObject({ ring: true, frame: 'accent', bold: true });
    // Focused again after a key, the board shows its cursor at once, on h8 (the centre).
    await page.locator('#board').focus();
    // P, Pass's letter, though Pass is not offered now: it says why, and again when pressed again.
    await page.keyboard.press('p');
    const noPass = 'Blue has a stone to place: only a player who cannot place one passes';
    expect(await page.locator('#message').textContent()).toBe(noPass);
    expect(await page.getByRole('button', { name: 'Pass' }).isVisible()).toBe(false);
    const heard = await page.locator('#said').textContent();
    await page.keyboard.press('p');
    expect(await page.locator('#said').textContent()).not.toBe(heard); // changed, so read out again
    expect((await page.locator('#said').textContent())!.trim()).toBe(noPass);
    await page.keyboard.press('Enter');
    await expect.poll(() => moves(page)).toEqual(['Gh8']);
    // The prompt asks for what a key does as much as a finger: no "tap" for a keyboard player.
    await expect
      .poll(() => page.locator('.dl-prompt').textContent())
      .toBe('Blue: build bridges through your stone (choose a lit end), then End turn.');
    await page.keyboard.press('e');
    await expect.poll(() => moves(page)).toEqual(['Gh8 end']);
  });

  it('the layout editor, opened from the new-game dialog, refuses a field without a board cell, saves a layout of its own, and goes back to the dialog to play it', async () => {
    const page = await openAt('divided-loyalties', '?fast'); // the computers at the end play at once
    const newGame = page.getByRole('dialog', { name: 'New game' });
    await newGame.waitFor();
    await page.locator('select[name="seat-1"]').selectOption('computer:easy');
    await newGame.getByRole('button', { name: 'Make a layout…' }).click();
    const editor = page.getByRole('dialog', { name: 'Layout editor' });
    await editor.waitFor();
    // By keyboard the focus starts on its first control.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('dl-ed-name');
    // Its field is a grid of rows of cells, each named by its square and what it holds.
    const grid = editor.getByRole('grid');
    expect(await grid.getByRole('row').count()).toBe(15); // Crossroads, the game's field
    expect(await grid.getByRole('row').first().getByRole('gridcell').count()).toBe(15);
    expect(await grid.getByRole('gridcell').nth(7).getAttribute('aria-label')).toBe('h1: a dot');
    expect(await violations(page)).toEqual([]);
    // By keyboard: Tab reaches the field, arrows move along it, Enter paints with the brush.
    await editor.getByRole('radio', { name: 'S (dark)' }).focus();
    await page.keyboard.press('Tab'); // the brush's number
    await page.keyboard.press('Tab'); // the field
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('a1: nothing');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('b2: region S1');
    await editor.getByLabel('Start from').selectOption('blank');
    await editor.getByRole('button', { name: 'Open', exact: true }).click();
    await editor.getByLabel('Width').fill('6');
    await editor.getByLabel('Width').press('Tab');
    await editor.getByLabel('Height').fill('5');
    await editor.getByLabel('Height').press('Tab');
    await editor.getByLabel('Name').fill('Little field');
    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => editor.locator('.error').textContent()).toBe('The field has no board cell.');
    // Paint the middle row with S1 by one drag, a dot above its first cell.
    const cell = (i: number) => editor.locator(`.dl-ed-cell[data-cell="${i}"]`);
    const a = (await cell(12).boundingBox())!;
    const b = (await cell(17).boundingBox())!;
    await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
    await page.mouse.down();
    await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 10 });
    await page.mouse.up();
    await editor.getByRole('radio', { name: 'Dot' }).check();
    await cell(6).click();
    expect(await editor.locator('.dl-ed-count').textContent()).toMatch(/^6 board cells, 1 dot, 1 region; /);
    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => editor.locator('.error').textContent()).toMatch(/Saved “Little field”/);
    expect(await editor.locator('.dl-ed-saved').textContent()).toContain('Little field');
    // Escape goes back to the new-game dialog as it was left, the focus on Make a layout… and the
    // layout just saved offered and chosen.
    await page.keyboard.press('Escape');
    await editor.waitFor({ state: 'hidden' });
    expect(await newGame.isVisible()).toBe(true);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Make a layout…');
    expect(await newGame.getByRole('radio', { name: /★ Little field/ }).isChecked()).toBe(true);
    // Framed as chosen, in the accent: not like the focus ring.
    const little = newGame.locator('.dl-layout', { hasText: 'Little field' });
    expect(await marks(little)).toMatchObject({ framedLikeFocus: false, frame: 'accent' });
    expect(await page.locator('select[name="seat-1"]').inputValue()).toBe('computer:easy');
    // Close does too, with the layout chosen there kept.
    await newGame.locator('.dl-layout', { hasText: 'Kite' }).click();
    await newGame.getByRole('button', { name: 'Make a layout…' }).click();
    await editor.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Make a layout…');
    expect(await newGame.getByRole('radio', { name: /Kite/ }).isChecked()).toBe(true);
    await start(page, { layout: '★ Little field' });
    expect(await studio(page)).toMatchObject({ name: 'Little field', width: 6, height: 5 });
    await click(page, 'c3');
    await expect.poll(() => moves(page)).toEqual(['Bc3']);
    // The saved layout is still there after a reload.
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.board === 'drawn');
    await expect.poll(async () => (await studio(page)).name).toBe('Little field');
    // Play on it, in the editor opened from New game, starts a game there: no dialog is left open.
    await page.getByRole('button', { name: 'New game' }).click();
    await newGame.getByRole('button', { name: 'Make a layout…' }).click();
    await editor.getByRole('button', { name: 'Play on it' }).click();
    await expect.poll(async () => (await studio(page)).name).toBe('Little field (mine)');
    expect(await page.locator('dialog[open]').count()).toBe(0);
    // Two computers play the little field to its end: the end screen lists both sides' scores.
    await page.getByRole('button', { name: 'New game' }).click();
    await start(page, { blue: 'easy', yellow: 'easy', layout: '★ Little field' });
    const end = page.getByRole('dialog', { name: /wins|draw/i });
    await end.waitFor({ timeout: 30_000 });
    // Two computers: no person to take the last move back.
    expect(await end.getByRole('button', { name: 'Take back the last move' }).isVisible()).toBe(false);
    const rows = await end.locator('#end-scores tbody tr').allTextContents();
    expect(rows.map((r) => r.replace(/\d+$/, ''))).toEqual(['Blue', 'Yellow']);
    const winner = await end.locator('#end-scores tr.winner').allTextContents();
    expect(winner.length).toBe((await end.locator('h2').textContent()) === 'A draw' ? 0 : 1);
    if (winner.length) expect(await end.locator('h2').textContent()).toBe(`${winner[0]!.replace(/\d+$/, '')} wins`);
  });

  it('by keyboard, Enter in a field of the layout editor applies it, as Tab does: the editor stays open and nothing typed is lost', async () => {
    const page = await openAt('divided-loyalties');
    const newGame = page.getByRole('dialog', { name: 'New game' });
    await newGame.getByRole('button', { name: 'Make a layout…' }).focus();
    await page.keyboard.press('Enter');
    const editor = page.getByRole('dialog', { name: 'Layout editor' });
    await editor.waitFor();
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('name'));
    const columns = () => editor.getByRole('grid').getByRole('row').first().getByRole('gridcell').count();
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('dl-ed-width');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('9');
    await page.keyboard.press('Tab');
    await expect.poll(columns).toBe(9);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).toBe('dl-ed-name');
    await page.keyboard.press('End');
    await page.keyboard.type('X');
    await page.keyboard.press('Enter');
    // Still open, the name typed kept, the focus where it was.
    expect(await editor.isVisible()).toBe(true);
    expect(await focused()).toBe('dl-ed-name');
    expect(await editor.getByLabel('Name').inputValue()).toBe('Crossroads (mine)X');
    // Enter in Width makes the field that wide at once, the focus staying there.
    await page.keyboard.press('Tab');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('7');
    await page.keyboard.press('Enter');
    await expect.poll(columns).toBe(7);
    expect(await editor.isVisible()).toBe(true);
    expect(await focused()).toBe('dl-ed-width');
    // Tab after it changes nothing more.
    await page.keyboard.press('Tab');
    expect(await columns()).toBe(7);
    expect(await editor.getByLabel('Name').inputValue()).toBe('Crossroads (mine)X');
    // And Escape still closes it, back to the new-game dialog.
    await page.keyboard.press('Escape');
    await editor.waitFor({ state: 'hidden' });
    expect(await newGame.isVisible()).toBe(true);
  });

  it('by keyboard, renaming or deleting a saved layout keeps the focus on its list and says what was done', async () => {
    const page = await openAt('divided-loyalties');
    const newGame = page.getByRole('dialog', { name: 'New game' });
    await newGame.getByRole('button', { name: 'Make a layout…' }).click();
    const editor = page.getByRole('dialog', { name: 'Layout editor' });
    await editor.waitFor();
    await editor.getByLabel('Name').fill('First');
    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    await editor.getByLabel('Name', { exact: true }).fill('Second');
    await editor.getByRole('button', { name: 'Save as new' }).click();
    await expect.poll(() => editor.getByRole('button', { name: /^Open / }).count()).toBe(2);
    const focused = () =>
      page.evaluate(() => {
        const at = document.activeElement;
        return at?.getAttribute('aria-label') ?? at?.getAttribute('aria-labelledby') ?? at?.tagName;
      });
    const said = () => editor.locator('.error').textContent();
    // Rename by keyboard: the focus comes back to the entry's Rename, under its new name.
    await editor.getByRole('button', { name: 'Rename First' }).focus();
    await page.keyboard.press('Enter');
    const rename = page.getByRole('dialog', { name: 'Rename the layout' });
    await rename.waitFor();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Top');
    await page.keyboard.press('Enter');
    await rename.waitFor({ state: 'hidden' });
    await expect.poll(focused).toBe('Rename Top');
    expect(await said()).toBe('Renamed to “Top”.');
    // Delete: Keep it has the focus, Tab goes on to Delete; the focus goes to the entry now in its place.
    await page.keyboard.press('Tab'); // Delete Top
    expect(await focused()).toBe('Delete Top');
    await page.keyboard.press('Enter');
    const sure = page.getByRole('dialog', { name: 'Delete the layout?' });
    await sure.waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await sure.waitFor({ state: 'hidden' });
    await expect.poll(focused).toBe('Open Second');
    expect(await said()).toBe('Deleted “Top”.');
    // The last one deleted: the focus on the list, now empty, still in the editor.
    await editor.getByRole('button', { name: 'Delete Second' }).focus();
    await page.keyboard.press('Enter');
    await sure.waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await sure.waitFor({ state: 'hidden' });
    await expect.poll(focused).toBe('dl-ed-saved-title');
    expect(await said()).toBe('Deleted “Second”.');
    expect(await editor.locator('.dl-ed-saved').textContent()).toMatch(/^None yet/);
    // Tab goes on from there inside the editor, not to the dialog itself.
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('dialog')?.id)).toBe('dl-layout-editor');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BUTTON');
    expect(await violations(page)).toEqual([]);
  });

  it('the layout editor (on an upright tablet) exports a layout as a file and imports it back, refuses a file that holds none, renames and deletes a saved one', async () => {
    const page = await openAt('divided-loyalties', '', { layout: 'tablet', touch: true });
    await start(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menuitem', { name: 'Layout editor…' }).click();
    const editor = page.getByRole('dialog', { name: 'Layout editor' });
    await editor.waitFor();
    // On a touch screen no text box has the focus as it opens (a phone's keyboard came up over the
    // field): the dialog has it, and Tab goes on to its first control, Name.
    const focused = () =>
      page.evaluate(() => document.activeElement?.getAttribute('name') ?? document.activeElement?.id);
    expect(await focused()).toBe('dl-layout-editor');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('dl-ed-name');
    // On a touch screen each brush, its round box and its name, is a finger high (they were 20 px).
    for (const brush of await editor.locator('.dl-ed-brushes label').all())
      expect((await brush.boundingBox())!.height, (await brush.textContent()) ?? '').toBeGreaterThanOrEqual(44);
    // It opens on the field in play, and Start from names the layout that field was made from.
    expect(await editor.getByLabel('Name').inputValue()).toBe('Crossroads (mine)');
    expect(await editor.getByLabel('Start from').inputValue()).toBe('id:crossroads');
    await editor.getByLabel('Start from').selectOption('id:kite');
    await editor.getByRole('button', { name: 'Open', exact: true }).click();
    expect(await editor.getByLabel('Name').inputValue()).toBe('Kite (mine)');
    // Its whole field shows at once (a finger paints it, so it cannot scroll), cells near a fingertip
    // wide (Kite's 18 rows on an upright tablet: 33 px), with its buttons in sight below it.
    const cell = (await editor.locator('.dl-ed-cell').first().boundingBox())!;
    expect(cell.width).toBeGreaterThanOrEqual(32);
    for (const el of [editor.locator('.dl-ed-cell').last(), editor.getByRole('button', { name: 'Close' })])
      expect(await shownAt(el)).toBe(true);
    const grid = editor.locator('.dl-ed-grid');
    expect(await grid.evaluate((g) => [g.scrollWidth - g.clientWidth, g.scrollHeight - g.clientHeight])).toEqual([
      0, 0,
    ]);
    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => editor.locator('.dl-ed-saved').textContent()).toContain('Kite (mine)');
    const download = page.waitForEvent('download');
    await editor.getByRole('button', { name: 'Export' }).click();
    const file = await savedFile(await download);
    expect(readFileSync(file, 'utf8')).toMatch(/^divided-loyalties\nname Kite \(mine\)\nsets 3\ngrid 13x18\n/);
    // A blank field, then the file imported back.
    await editor.getByLabel('Start from').selectOption('blank');
    await editor.getByRole('button', { name: 'Open', exact: true }).click();
    expect(await editor.locator('.dl-ed-count').textContent()).toMatch(/^0 board cells/);
    const chooser = page.waitForEvent('filechooser');
    await editor.getByRole('button', { name: 'Import…' }).click();
    await (await chooser).setFiles(file);
    await expect.poll(() => editor.locator('.error').textContent()).toMatch(/^Imported “Kite \(mine\)”/);
    expect(await editor.locator('.dl-ed-count').textContent()).toMatch(/^72 board cells/);
    const another = page.waitForEvent('filechooser');
    await editor.getByRole('button', { name: 'Import…' }).click();
    await (await another).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello there') });
    await expect.poll(() => editor.locator('.error').textContent()).toMatch(/^That file holds no layout/);
    expect(await editor.locator('.dl-ed-count').textContent()).toMatch(/^72 board cells/);
    // Rename, then delete (after asking).
    await editor.getByRole('button', { name: 'Rename Kite (mine)' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename the layout' });
    expect(await rename.getByLabel('Name').inputValue()).toBe('Kite (mine)');
    await rename.getByLabel('Name').fill('Tall kite');
    await page.keyboard.press('Enter');
    await expect.poll(() => editor.locator('.dl-ed-saved').textContent()).toContain('Tall kite');
    await editor.getByRole('button', { name: 'Delete Tall kite' }).click();
    await page.getByRole('dialog', { name: 'Delete the layout?' }).getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => editor.locator('.dl-ed-saved').textContent()).toMatch(/^None yet/);
  });

  it('a position link opens its position; a damaged one is refused in words', async () => {
    const ctx = await context({ permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await open(ctx, '', `${baseUrl()}divided-loyalties`);
    await start(page);
    await loadE1(page);
    await click(page, 'h6');
    await expect.poll(() => moves(page)).toEqual([E1_BEFORE, 'Bh6']);
    const link = await copied(page, 'Copy position link');
    expect(link).toMatch(/\/divided-loyalties#p=D/);
    const shown = await open(await context(), '', link);
    await expect.poll(() => positionOf(shown)).toBe(await positionOf(page));
    const broken = await open(await context(), '', link.slice(0, -3));
    await broken.getByRole('dialog', { name: 'This link does not open' }).waitFor();
    expect(broken.errors).toEqual([]);
  });

  it('on a phone, two fingers spread zoom the field around them; a tap on the zoomed field places where it lands', async () => {
    const page = await openAt('divided-loyalties', '', { layout: 'phone', touch: true });
    await start(page, { touch: true });
    const cellSide = async () => (await centre(page, 'i8')).x - (await centre(page, 'h8')).x;
    const before = await cellSide();
    const c = await centre(page, 'h8');
    const cdp = await page.context().newCDPSession(page);
    const fingers = (d: number) => [
      { x: c.x - d, y: c.y, id: 1 },
      { x: c.x + d, y: c.y, id: 2 },
    ];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(20) });
    for (let d = 25; d <= 50; d += 5)
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(d) });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(cellSide).toBeGreaterThan(before * 2);
    // h8 stayed under the fingers, and nothing was played by the pinch.
    expect(Math.abs((await centre(page, 'h8')).x - c.x)).toBeLessThan(before);
    expect(await moves(page)).toEqual([]);
    await tap(page, 'h8');
    await expect.poll(() => moves(page)).toEqual(['Bh8']);
  });

  for (const layout of ['phone', 'tablet'] as Layout[]) {
    it(`upright on a ${layout}, each turn's prompt and colours are in view and take a finger, not under whose turn it is; once the stone is down its prompt and End turn are`, async () => {
      const page = await openAt('divided-loyalties', '?fast', { layout, touch: true });
      await start(page, { yellow: 'easy', touch: true });
      const prompt = page.locator('.dl-prompt');
      const endTurn = page.getByRole('button', { name: 'End turn' });
      const expectShown = async (els: Locator[]) => {
        for (const el of els) expect(await shownAt(el), (await el.textContent()) ?? '').toBe(true);
      };
      /** A finger where the element is drawn: no scrolling it into view first, as a locator's tap would. */
      const touch = async (el: Locator) => {
        const box = (await el.boundingBox())!;
        await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      };
      await expect.poll(() => prompt.textContent()).toMatch(/^Blue: place a blue stone/);
      await tap(page, 'h8');
      await expect.poll(() => moves(page)).toEqual(['Bh8']);
      // The panel scrolls to End turn, and the prompt to build bridges stays in view over the stock.
      await expect.poll(() => prompt.textContent()).toMatch(/^Blue: build bridges/);
      await expectShown([prompt, endTurn]);
      await touch(endTurn);
      await expect.poll(async () => (await moves(page)).at(-1)).toMatch(/ end$/);
      await expect.poll(async () => (await moves(page)).length).toBe(2);
      // The computer has played its turn: the panel is back at the prompt and the six colours (it
      // stayed at End turn, the colours and the prompt under Status, and a tap on Purple chose nothing).
      await expect.poll(() => prompt.textContent()).toMatch(/^Blue: place/);
      await expectShown([prompt, ...(await page.locator('.dl-colour').all())]);
      await touch(colour(page, 'Purple'));
      expect(await colour(page, 'Purple').getAttribute('aria-pressed')).toBe('true');
      const cell = await page.evaluate(() => {
        const s = window.studio as unknown as { game(): unknown; rules: Record<string, (...a: unknown[]) => unknown> };
        const texts = (s.rules.legalActions!(s.game()) as unknown[]).map((a) => s.rules.formatAction!(a) as string);
        return texts.find((t) => /^P[a-o]\d+$/.test(t))!.slice(1);
      });
      await tap(page, cell);
      await expect.poll(async () => (await moves(page)).at(-1)).toBe(`P${cell}`);
      await expect.poll(() => prompt.textContent()).toMatch(/^Blue: build bridges/);
      await expectShown([prompt, endTurn]);
      expect(page.errors).toEqual([]);
    });
  }

  for (const layout of ['desktop', 'tablet', 'tabletSideways', 'phone'] as Layout[]) {
    it(`shows the field, the stock, the scores and the buttons on ${layout}, with no axe violations`, async () => {
      const page = await openAt('divided-loyalties', '', { layout, touch: layout !== 'desktop' });
      await start(page, { yellow: 'easy' });
      // At the start what to do now is in view, under whose turn it is: the prompt and the stock's
      // six colours (on a phone the panel had scrolled them away to show Undo).
      await expect.poll(() => page.locator('.dl-prompt').textContent()).toMatch(/^Blue: place/);
      for (const el of [page.locator('.dl-prompt'), ...(await page.locator('.dl-colour').all())])
        expect(await shownAt(el), (await el.textContent()) ?? '').toBe(true);
      await loadE1(page);
      await click(page, 'h6');
      await framesDrawn(page);
      await page.screenshot({ path: screenPath(`divided-loyalties-${layout}`) });
      await expectControlsInView(page);
      // Whose turn it is shows too, clear of the board (the panel under it scrolls beneath it).
      const [turn, board] = await Promise.all([
        page.locator('#turn').boundingBox(),
        page.locator('#board').boundingBox(),
      ]);
      const viewport = page.viewportSize()!;
      expect(turn!.y + turn!.height).toBeLessThanOrEqual(viewport.height);
      const beside = turn!.x >= board!.x + board!.width || turn!.y >= board!.y + board!.height;
      expect(beside, 'the turn line clear of the board').toBe(true);
      // Each side's score opens its breakdown: a finger high on a touch screen.
      if (layout !== 'desktop')
        for (const row of await page.locator('.dl-side summary').all())
          expect((await row.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      expect(await violations(page)).toEqual([]);
    });
  }
});
