// Pebble Rebel's page as a newcomer plays it, by real pointer, touch and key events in Chromium:
// a contest against the computer by touch on an upright tablet from the home page, shared as a
// link and replayed; Pebble's move by click-click, drag and keyboard; Rebel's stones placed by tap,
// by dragging from the tray and by keyboard; Undo within Rebel's turn only; the warnings a screen
// reader hears; the seed in the new-game dialog; links; the autosave and the contest across a
// reload; the editor's refusals; and the four layouts with no axe violations.
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { violations } from './browser';
import { click, copied, centre, marks, moves, positionOf, tap, tapInFromHome } from './game-board';
import { framesDrawn, gameUrl, screenPath, useGamePage, type Layout } from '../support/page';

const { openAt, context, open } = useGamePage();

interface Studio {
  game(): { board: (string | null)[]; hand: string[]; current: number; seed: number };
  load(text: string): void;
  squareCenter(sq: string): { x: number; y: number };
  rules: { formatPosition(g: unknown): string; squareName(sq: number): string };
}
const studio = (page: Page) => page.evaluate(() => (window.studio as unknown as Studio).game());
/** The empty squares of the position on the board, by name. */
const empties = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const s = window.studio as unknown as Studio;
    return s.game().board.flatMap((stone, sq) => (stone === null ? [s.rules.squareName(sq)] : []));
  });
const tray = (page: Page) => page.locator('.pr-stone');
const raised = (page: Page) => page.locator('.pr-stone[aria-pressed="true"]');

/** Drags with the mouse from one point to another, in small steps. */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
}

/** A finger's drag, by the DevTools protocol's touch events. */
async function touchDrag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', at?: { x: number; y: number }) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: at ? [at] : [] });
  await touch('touchStart', from);
  for (let i = 1; i <= 8; i++)
    await touch('touchMove', { x: from.x + ((to.x - from.x) * i) / 8, y: from.y + ((to.y - from.y) * i) / 8 });
  await touch('touchEnd');
}

const middle = async (locator: ReturnType<Page['locator']>) => {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

interface Start {
  pebble?: string;
  rebel?: string;
  seed?: string;
  contest?: boolean;
  /** Tap the dialog's controls (a touch screen) rather than click them. */
  touch?: boolean;
}

/** Starts a game from the new-game dialog: the seats ('person' or a computer level), the seed, a contest. */
async function start(page: Page, { pebble = 'person', rebel = 'person', seed = '0', contest, touch }: Start = {}) {
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await dialog.waitFor();
  const seat = (s: string) => (s === 'person' ? 'person' : `computer:${s}`);
  await page.locator('select[name="seat-0"]').selectOption(seat(pebble));
  await page.locator('select[name="seat-1"]').selectOption(seat(rebel));
  if (contest) await dialog.getByRole('radio', { name: /A contest/ }).check();
  await page.locator('input[name="pr-seed"]').fill(seed);
  // On a touch screen the seed's box and the choices are a finger high.
  if (touch)
    for (const field of [page.locator('input[name="pr-seed"]'), dialog.getByText(/A contest/)])
      expect((await field.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  const startButton = dialog.getByRole('button', { name: 'Start' });
  if (touch) await startButton.tap();
  else await startButton.click();
  await dialog.waitFor({ state: 'hidden' });
}

/**
 * Places the stones of Rebel's hand as it is now by taps, on the first empty squares. It watches the
 * moves listed, not the tray: once the hand is placed a computer Pebble moves and fills it again.
 */
async function placeAll(page: Page, tapOrClick: (page: Page, sq: string) => Promise<void>): Promise<void> {
  const hand = await tray(page).count();
  for (let i = 0; i < hand; i++) {
    const listed = (await moves(page)).join(' ');
    const [sq] = await empties(page);
    await tapOrClick(page, sq!);
    await expect.poll(async () => (await moves(page)).join(' ')).not.toBe(listed);
  }
}

describe('Pebble Rebel on its page', () => {
  it('a newcomer opens it from the home page on an upright tablet, plays a contest against the computer by touch, shares it and replays it', async () => {
    const ctx: BrowserContext = await context({
      layout: 'tablet',
      touch: true,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const page = await tapInFromHome(ctx, 'Pebble Rebel', 'pebble-rebel');
    await start(page, { rebel: 'easy', contest: true, touch: true });
    await expect.poll(() => page.locator('#mode h2').textContent()).toBe('Contest, game 1 of 2');
    // Heard: who plays which and the score, not the panel's buttons (it is no live region).
    await expect
      .poll(() => page.locator('#said').textContent())
      .toMatch(/^Contest, game 1 of 2\. Pebble: You; Rebel: Computer \(easy\)\. Score: You 0, Computer \(easy\) 0\.$/);
    // Game 1: you play Pebble. Tap a stone, tap where it goes; the computer places what it drew.
    await tap(page, 'c2');
    await tap(page, 'c4');
    // While the computer places, the tray's prompt says so instead of asking Rebel to place.
    await expect.poll(() => page.locator('.pr-prompt').textContent()).toBe('Rebel is thinking…');
    await expect.poll(() => moves(page)).toEqual(['c2-c4 (1: G)', expect.stringMatching(/^G@[a-f][1-6]$/)]);
    await expect.poll(() => page.locator('.pr-prompt').textContent()).toMatch(/^Pebble: move a stone/);
    await page.screenshot({ path: screenPath('pebble-rebel-contest-tablet') });
    await page.getByRole('button', { name: 'Resign' }).tap();
    await page.getByRole('button', { name: 'Resign as Pebble' }).tap();
    const first = page.getByRole('dialog', { name: 'Game 1 of 2: Rebel wins' });
    await first.waitFor();
    expect(await first.textContent()).toContain('Score after game 1: You 0, Computer (easy) 1.');
    expect(await first.textContent()).toContain('In game 2 the roles swap: Computer (easy) plays Pebble');
    await first.getByRole('button', { name: 'Play game 2' }).tap();
    // Game 2, the same seed: the computer is Pebble; you place Rebel's stones, by tap and by a drag from the tray.
    await expect.poll(() => page.locator('#mode h2').textContent()).toBe('Contest, game 2 of 2');
    await expect.poll(() => tray(page).count()).toBeGreaterThan(0);
    expect((await studio(page)).seed).toBe(0);
    const [a] = await empties(page);
    if ((await tray(page).count()) > 1) {
      await touchDrag(page, await middle(tray(page).nth(1)), await centre(page, a!));
      await expect.poll(async () => (await moves(page)).at(-1)).toMatch(new RegExp(`@${a}$`));
    } else {
      await tap(page, a!);
    }
    await placeAll(page, tap);
    await expect.poll(async () => (await studio(page)).current).toBe(1); // the computer moved again
    await page.getByRole('button', { name: 'Resign' }).tap();
    await page.getByRole('button', { name: 'Resign as Rebel' }).tap();
    const end = page.getByRole('dialog', { name: 'Computer (easy) wins the contest, 2–0.' });
    await end.waitFor();
    expect(await end.textContent()).toMatch(/Game 1: You played Pebble and lost after 1 turn\./);
    expect(await end.textContent()).toMatch(/Game 2: Computer \(easy\) played Pebble and won after \d+ turns\./);
    await end.getByRole('button', { name: 'Look at the board' }).tap();
    // Share the game as a link and replay it elsewhere: every draw is the same, the seed travels.
    const link = await copied(page, 'Copy game link');
    expect(link).toMatch(/\/pebble-rebel#g=S/);
    const replayed = await open(await context({ layout: 'tablet', touch: true }), '', link);
    await replayed.locator('#replay-bar').waitFor();
    expect(await replayed.locator('#turn').textContent()).toMatch(/Replay: move 0 of \d+/);
    expect(await moves(replayed)).toEqual(await moves(page));
    await replayed.getByRole('button', { name: 'Last position (End)' }).tap();
    await replayed.getByRole('button', { name: 'Close replay' }).tap();
    await expect.poll(() => positionOf(replayed)).toBe(await positionOf(page));
    expect(page.errors).toEqual([]);
    expect(replayed.errors).toEqual([]);
  });

  it('Pebble by click-click and by drag; Rebel by a click and by dragging a stone from the tray; Undo takes back placements only', async () => {
    const page = await openAt('pebble-rebel');
    await start(page, { seed: '0' });
    await click(page, 'b2');
    await click(page, 'b6');
    await expect.poll(() => moves(page)).toEqual(['b2-b6 (3: G R B)']);
    // The tray holds the three stones drawn, the first raised; the prompt says what is left.
    expect(await tray(page).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))).toEqual([
      'green stone (cross), placed next',
      'red stone (dot)',
      'blue stone (ring)',
    ]);
    await tray(page).nth(1).click();
    expect(await raised(page).getAttribute('aria-label')).toBe('red stone (dot), placed next');
    await click(page, 'a1');
    await expect.poll(() => moves(page)).toEqual(['b2-b6 (3: G R B)', 'R@a1']);
    await drag(page, await middle(tray(page).nth(1)), await centre(page, 'f6'));
    // Rebel's placements are one turn: one line of the list.
    await expect.poll(() => moves(page)).toEqual(['b2-b6 (3: G R B)', 'R@a1 B@f6']);
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => moves(page)).toEqual(['b2-b6 (3: G R B)']);
    expect(await tray(page).count()).toBe(3);
    // Pebble's move drew the stones: it cannot be taken back.
    expect(await page.locator('#undo').getAttribute('aria-disabled')).toBe('true');
    await placeAll(page, click);
    await expect.poll(() => page.locator('#turn').textContent()).toMatch(/Pebble to move/);
    // A drop on a square the stone cannot take says why and plays nothing; a good one plays.
    const before = await moves(page);
    await drag(page, await centre(page, 'e3'), await centre(page, 'e4'));
    await expect.poll(() => page.locator('#message').textContent()).toMatch(/e4 is not empty/);
    expect(await moves(page)).toEqual(before);
    await drag(page, await centre(page, 'd2'), await centre(page, 'd3'));
    await expect.poll(async () => (await moves(page)).at(-1)).toMatch(/^d2-d3 \(1: [RBYG]\)$/);
    expect(page.errors).toEqual([]);
  });

  it('plays by keyboard: the cursor and Enter move a stone and place Rebel’s raised stone; Tab and Enter choose another', async () => {
    const page = await openAt('pebble-rebel');
    await start(page, { seed: '0' });
    await page.locator('#board').focus();
    await page.keyboard.press('Enter'); // the cursor shows on d4
    for (const key of ['ArrowLeft', 'ArrowLeft', 'ArrowUp', 'ArrowUp']) await page.keyboard.press(key);
    expect(await page.locator('#message').textContent()).toMatch(/^b2: red stone \(dot\): it can reach \d+ squares/);
    await page.keyboard.press('Enter'); // b2 chosen
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter'); // to b6
    await expect.poll(() => moves(page)).toEqual(['b2-b6 (3: G R B)']);
    await page.keyboard.press('ArrowLeft'); // a6
    await page.keyboard.press('Enter');
    await expect.poll(() => moves(page)).toEqual(['b2-b6 (3: G R B)', 'G@a6']);
    await tray(page).last().focus();
    await page.keyboard.press('Enter');
    expect(await raised(page).getAttribute('aria-label')).toBe('blue stone (ring), placed next');
    // Raised and focused, it shows both: the focus ring, and a frame that is not the ring's yellow.
    expect(await marks(raised(page))).toMatchObject({ ring: true, framedLikeFocus: false, frame: 'accent' });
    await page.locator('#board').focus();
    await page.keyboard.press('Enter'); // the cursor shows again where it was, on a6
    for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowUp', 'ArrowUp']) await page.keyboard.press(key);
    await page.keyboard.press('Enter'); // on d4
    await expect.poll(async () => (await moves(page)).at(-1)).toBe('G@a6 B@d4');
    await page.keyboard.press('u');
    await expect.poll(() => moves(page)).toEqual(['b2-b6 (3: G R B)', 'G@a6']);
  });

  it('tells Rebel where a stone would hand Pebble four in a row, and Pebble where a move wins', async () => {
    const page = await openAt('pebble-rebel');
    await start(page);
    const rows = ['R R R . . .', '. . . . . G', 'B Y G B Y G', 'G B Y G B Y', '. . . . . .', '. . . . . .'];
    await page.evaluate(
      (rows) =>
        (window.studio as unknown as Studio).load(
          `pebble-rebel 1\ncurrent rebel\nturn 11\nseed 5\nbag R11 B10 Y11 G10\nhand R B\nresigned -\n${rows.join('\n')}\n`,
        ),
      rows,
    );
    await page.locator('#board').focus();
    await page.keyboard.press('Enter'); // d4
    for (const key of ['ArrowUp', 'ArrowUp', 'ArrowUp']) await page.keyboard.press(key);
    expect(await page.locator('#message').textContent()).toBe(
      'd1: empty. A red stone here hands Pebble four in a row. Enter plays here: Rebel places a red (dot) stone on d1, making four red in a row, a1–d1.',
    );
    await framesDrawn(page);
    await page.screenshot({ path: screenPath('pebble-rebel-warning') });
    // Rebel places his blue stone on d1, the hole, and his red one out of harm's way.
    await tray(page).nth(1).click();
    await click(page, 'd1');
    await click(page, 'f6');
    await expect.poll(() => page.locator('#turn').textContent()).toMatch(/Pebble to move/);
    expect(await page.locator('#position-text').textContent()).toMatch(/^Pebble: move a stone\./);
  });

  it('against the computer: it places every stone it drew, the turn comes back, and Hint suggests a move', async () => {
    const page = await openAt('pebble-rebel', '?fast');
    await start(page, { rebel: 'medium', seed: '0' });
    await click(page, 'b2');
    await click(page, 'b6');
    await expect.poll(() => moves(page)).toHaveLength(2); // Pebble's move, and Rebel's turn of placements
    await expect.poll(() => page.locator('#turn').textContent()).toMatch(/Move 3 · Pebble to move/);
    await page.getByRole('button', { name: 'Hint' }).click();
    await expect
      .poll(() => page.locator('#message').textContent())
      .toMatch(/^Hint: [a-f][1-6]-[a-f][1-6] — Pebble moves/);
    // A replay is for looking: the hint (a move for the live game) goes, the seats mark whose turn
    // it was at the moment shown, and Rebel's tray offers nothing.
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menuitem', { name: 'Replay' }).click();
    await page.locator('#replay-bar').waitFor();
    expect(await page.locator('#message').textContent()).toBe('');
    expect(await page.locator('.pr-prompt').textContent()).toBe(''); // nor does the prompt ask for a move
    const toMove = () => page.locator('#seats li[aria-current="true"] strong').textContent();
    expect(await toMove()).toBe('Pebble');
    await page.locator('#replay-bar [data-step="nextTurn"]').click();
    await expect.poll(toMove).toBe('Rebel');
    expect(await page.locator('#controls').evaluate((c: HTMLElement) => c.inert)).toBe(true);
    await page.getByRole('button', { name: 'Close replay' }).click();
    await expect.poll(toMove).toBe('Pebble');
    expect(await page.locator('#controls').evaluate((c: HTMLElement) => c.inert)).toBe(false);
    // Pebble's move drew stones: R8 lets no one take it back, and the unlit Undo says so.
    expect(await page.locator('#undo').getAttribute('data-why')).toBe(
      "Pebble Rebel's rules do not let the last move be taken back.",
    );
  });

  it('the new-game dialog shows the seed, refuses a bad one, and plays a game again with the same stones', async () => {
    const page = await openAt('pebble-rebel');
    await start(page, { seed: '12345' });
    await click(page, 'b2');
    await click(page, 'b6');
    await expect.poll(() => moves(page)).toHaveLength(1);
    const drawn = await moves(page);
    await page.getByRole('button', { name: 'New game' }).click();
    const dialog = page.getByRole('dialog', { name: 'New game' });
    await page.locator('input[name="pr-seed"]').fill('4294967296');
    await dialog.getByRole('button', { name: 'Start' }).click();
    expect(await dialog.locator('.error').textContent()).toBe('The seed must be a whole number from 0 to 4294967295.');
    await dialog.getByRole('button', { name: 'Same stones as this game' }).click();
    expect(await page.locator('input[name="pr-seed"]').inputValue()).toBe('12345');
    await dialog.getByRole('button', { name: 'Start' }).click();
    await expect.poll(() => moves(page)).toEqual([]);
    await click(page, 'b2');
    await click(page, 'b6');
    await expect.poll(() => moves(page)).toEqual(drawn);
  });

  it('a position link carries the seed; a game link replays every draw; a damaged link is refused', async () => {
    const ctx = await context({ permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await open(ctx, '', gameUrl('pebble-rebel'));
    await start(page, { seed: '777' });
    await click(page, 'b2');
    await click(page, 'b6');
    await expect.poll(() => moves(page)).toHaveLength(1);
    const positionLink = await copied(page, 'Copy position link');
    expect(positionLink).toMatch(/\/pebble-rebel#p=R/);
    const shown = await open(await context(), '', positionLink);
    await expect.poll(() => positionOf(shown)).toBe(await positionOf(page));
    expect(await positionOf(shown)).toMatch(/^seed 777$/m);
    const broken = await open(await context(), '', positionLink.slice(0, -3));
    await broken.getByRole('dialog', { name: 'This link does not open' }).waitFor();
    expect(broken.errors).toEqual([]);
  });

  it('resumes after a reload exactly where it was, a contest in play included', async () => {
    const page = await open(await context(), '', gameUrl('pebble-rebel', '?fast'));
    await start(page, { rebel: 'easy', seed: '9', contest: true });
    await click(page, 'b2');
    await click(page, 'b6');
    await expect.poll(() => page.locator('#turn').textContent()).toMatch(/Pebble to move/);
    const before = await moves(page);
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.board === 'drawn');
    await expect.poll(() => moves(page)).toEqual(before);
    expect(await page.getByRole('dialog', { name: 'New game' }).isVisible()).toBe(false);
    await expect.poll(() => page.locator('#mode h2').textContent()).toBe('Contest, game 1 of 2');
    // The prompt and the bag are drawn before any touch (they were an empty gap until the first one).
    await expect.poll(() => page.locator('.pr-prompt').textContent()).toMatch(/^Pebble: move a stone/);
    expect(await page.locator('.pr-bag').textContent()).toMatch(/^In the bag: /);
  });

  it('on a phone, Rebel’s turn comes back after a reload as it was left: the prompt, the bag and the tray before any touch, Resign where it was', async () => {
    const page = await open(await context({ layout: 'phone', touch: true }), '', gameUrl('pebble-rebel', '?fast'));
    await start(page, { pebble: 'easy', seed: '0', touch: true });
    await expect.poll(() => page.locator('.pr-prompt').textContent()).toMatch(/^Rebel: place your stones/);
    const look = () =>
      page.evaluate(() => {
        const text = (selector: string) => document.querySelector(selector)?.textContent ?? '';
        const top = (id: string) => document.getElementById(id)!.getBoundingClientRect().top;
        return {
          prompt: text('.pr-prompt'),
          bag: text('.pr-bag'),
          hand: [...document.querySelectorAll('.pr-stone')].map((b) => b.getAttribute('aria-label')),
          // Where Resign stands under the controls: a first tap on it landed on the bag's line.
          resign: top('resign') - top('controls'),
        };
      });
    const left = await look();
    expect(left.hand.length).toBeGreaterThan(0);
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.board === 'drawn');
    await expect.poll(look).toEqual(left);
  });

  it('the editor refuses what R13 forbids, naming the problem, and plays a good position', async () => {
    const page = await openAt('pebble-rebel');
    await start(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menuitem', { name: 'Edit position…' }).click();
    await page.getByRole('button', { name: 'Clear board' }).click();
    await page.getByRole('button', { name: 'Play this position' }).click();
    expect(await page.locator('#editor .error').textContent()).toMatch(/the bag holds 60 stones, more than 48/);
    await page.getByRole('button', { name: 'Start position' }).click();
    await page.getByRole('radio', { name: 'Rebel to move' }).check();
    await page.getByRole('button', { name: 'Play this position' }).click();
    expect(await page.locator('#editor .error').textContent()).toMatch(/his hand must hold stones/);
    await page.getByRole('radio', { name: 'Pebble to move' }).check();
    await page.getByRole('radio', { name: 'Red stone (dot)' }).check();
    await click(page, 'c3');
    await page.getByRole('button', { name: 'Play this position' }).click();
    await page.locator('#editor').waitFor({ state: 'hidden' });
    expect((await studio(page)).board[14]).toBe('R');
  });

  for (const layout of ['tablet', 'desktop', 'tabletSideways', 'phone'] as Layout[]) {
    it(`shows the board, the bag, Rebel's tray, the turn and the buttons on ${layout}, with no axe violations`, async () => {
      const page = await openAt('pebble-rebel', '', { layout, touch: layout !== 'desktop' });
      await start(page, { seed: '0', touch: layout !== 'desktop' });
      await click(page, 'b2');
      await click(page, 'b6');
      await expect.poll(() => tray(page).count()).toBe(3);
      await framesDrawn(page);
      await page.screenshot({ path: screenPath(`pebble-rebel-${layout}`) });
      const { height, width } = page.viewportSize()!;
      for (const selector of ['#turn', '#undo', '#hint', '#resign', '.pr-bag', '.pr-hand']) {
        const box = await page.locator(selector).boundingBox();
        expect(box, selector).not.toBeNull();
        expect(box!.y + box!.height, selector).toBeLessThanOrEqual(height);
        expect(box!.x + box!.width, selector).toBeLessThanOrEqual(width);
      }
      // Each colour's count in the bag is named by its tool tip.
      expect(await page.locator('.pr-bag .pr-count').first().getAttribute('title')).toBe('red stones (dot) in the bag');
      expect(await violations(page)).toEqual([]);
    });
  }
});
