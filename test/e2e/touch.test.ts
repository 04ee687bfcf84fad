// Touch without hover, and moving a piece with no button pressed first (tablet upright).
import { decode } from 'fast-png';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { positionText as setUp } from '../games/vacuum/rules/helpers';
import { button, centre, chooseNewGame, load, token } from './browser';
import { useGamePage, screenPath, framesDrawn, LAYOUTS, type Layout } from '../support/page';

const { openGame } = useGamePage();

/** The page's target marks (look.ts: COLOUR.target #1d6fd6, over the board's tiles). */
const isTargetBlue = (r: number, g: number, b: number): boolean => b > 150 && b - r > 80 && b - g > 30;

/** Red has two pebbles on e5 and one on f5; Gold one on i8. */
const POSITION = setUp({ pieces: { e5: 'RR', f5: 'R', i8: 'Y' }, header: { turn: '4' } });

async function tablet(layout: Layout = 'tablet'): Promise<{
  ctx: BrowserContext;
  page: Page;
  touch: (type: string, at?: { x: number; y: number }) => Promise<unknown>;
}> {
  const page = await openGame('', { layout, touch: true });
  const ctx = page.context();
  await chooseNewGame(page, '2');
  await load(page, POSITION);
  const cdp = await ctx.newCDPSession(page);
  const touch = (type: string, at?: { x: number; y: number }) =>
    cdp.send('Input.dispatchTouchEvent', { type: type as 'touchStart', touchPoints: at ? [at] : [] });
  return { ctx, page, touch };
}

async function slide(
  touch: (type: string, at?: { x: number; y: number }) => Promise<unknown>,
  a: { x: number; y: number },
  b: { x: number; y: number },
): Promise<void> {
  await touch('touchStart', a);
  for (let i = 1; i <= 6; i++)
    await touch('touchMove', { x: a.x + ((b.x - a.x) * i) / 6, y: a.y + ((b.y - a.y) * i) / 6 });
  await touch('touchEnd');
}

describe('touch', () => {
  it('press-and-hold reads a square and plays nothing; the readout stays pinned; a tap plays Vacuum Move', async () => {
    const { ctx, page, touch } = await tablet();
    const c4 = await centre(page, 'c4');
    await touch('touchStart', c4);
    // Held long enough, the square's readout shows beside the finger: then it lets go.
    await expect.poll(() => page.locator('#hold-card').isVisible()).toBe(true);
    await touch('touchEnd');
    expect(await token(page, 'c4')).toBe('');
    expect(await page.locator('#moves button.move').count()).toBe(0);
    // The readout stays in view beside the square.
    expect(await page.locator('#hold-card').textContent()).toMatch(/^Pinned c4/);
    expect(await page.locator('#hold-card').isVisible()).toBe(true);
    await page.screenshot({ path: screenPath('touch-hold') });
    await touch('touchStart', c4);
    await touch('touchEnd');
    expect(await token(page, 'c4')).toBe('R');
    expect(await page.locator('#message').textContent()).toMatch(/^Vacuum Move on c4\b/);
    await ctx.close();
  });

  it('on an upright phone a held square shows its pressures in a card the finger does not cover', async () => {
    const { page, touch } = await tablet('phone');
    for (const name of ['e5', 'c12', 'l12']) {
      const at = await centre(page, name);
      await touch('touchStart', at);
      const card = page.locator('#hold-card');
      await card.waitFor({ state: 'visible' }); // shown once the press is a hold
      await touch('touchEnd');
      expect(await card.innerText()).toMatch(new RegExp(`^Pinned ${name}[\\s\\S]*red\\s*\\d+[\\s\\S]*gold\\s*\\d+`));
      const box = (await card.boundingBox())!;
      // Wholly on screen, and clear of the square and the fingertip on it (a 40 px circle).
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(LAYOUTS.phone.width);
      expect(box.y + box.height).toBeLessThanOrEqual(LAYOUTS.phone.height);
      const clear =
        box.y + box.height <= at.y - 40 || box.x >= at.x + 40 || box.x + box.width <= at.x - 40 || box.y >= at.y + 40;
      expect(clear).toBe(true);
      if (name === 'e5') await page.screenshot({ path: screenPath('phone-hold') });
    }
    // A tap on the pinned card puts it away and plays nothing under it…
    const card = page.locator('#hold-card');
    const box = (await card.boundingBox())!;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => card.isHidden()).toBe(true);
    expect(await page.locator('#moves button.move').count()).toBe(0);
    // …and with the card shown, the next tap on the board puts it away and plays.
    await touch('touchStart', await centre(page, 'l12'));
    await card.waitFor({ state: 'visible' });
    await touch('touchEnd');
    await touch('touchStart', await centre(page, 'c4'));
    await touch('touchEnd');
    expect(await page.locator('#hold-card').isHidden()).toBe(true);
    expect(await token(page, 'c4')).toBe('R');
  });

  it('a pinned readout says how it goes, and goes when the board shows the editor, a replay or another game', async () => {
    const { page, touch } = await tablet('phone');
    const card = page.locator('#hold-card');
    const pin = async (name: string): Promise<void> => {
      await touch('touchStart', await centre(page, name));
      await card.waitFor({ state: 'visible' }); // shown once the press is a hold
      await touch('touchEnd');
      await expect
        .poll(() => card.innerText())
        .toMatch(new RegExp(`^Pinned ${name}[\\s\\S]*Tap here to put it away\\.$`));
    };
    // Edit position: the board's taps are the editor's, and the card no longer hides e5's pebbles.
    await pin('f4');
    await page.locator('#menu-button').tap();
    await page.locator('#menu button[data-menu="edit-position"]').tap();
    await page.locator('#editor').waitFor({ state: 'visible' });
    await expect.poll(() => card.isHidden()).toBe(true);
    await page.screenshot({ path: screenPath('phone-editor-unpinned') });
    const e5 = await centre(page, 'e5');
    expect(await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.tagName, e5)).toBe('CANVAS');
    await page.locator('#editor-cancel').tap();
    await page.locator('#editor').waitFor({ state: 'hidden' });
    expect(await card.isHidden()).toBe(true);
    // Replay: opened and closed, the board is another moment, then the game again.
    await touch('touchStart', await centre(page, 'c4')); // a Vacuum Move: a game to replay
    await touch('touchEnd');
    await expect.poll(() => token(page, 'c4')).toBe('R');
    await pin('f4');
    await page.locator('#moves button.move').first().tap(); // the move list opens the replay there
    await page.locator('#replay-bar').waitFor({ state: 'visible' });
    await expect.poll(() => card.isHidden()).toBe(true);
    await page.locator('#replay-bar button', { hasText: 'Close replay' }).tap();
    await page.locator('#replay-bar').waitFor({ state: 'hidden' });
    expect(await card.isHidden()).toBe(true);
    // Another game on the board (a load, a new game).
    await pin('f4');
    await load(page, POSITION);
    await expect.poll(() => card.isHidden()).toBe(true);
    expect(await token(page, 'f4')).toBe('');
  });

  it('a drag with no action chosen plays the one action that fits, offers a choice when several do, and never leaves a pebble where it ends', async () => {
    const { ctx, page, touch } = await tablet();
    // e5 to h9: nothing moves there, and no Vacuum Move is played on h9.
    await slide(touch, await centre(page, 'e5'), await centre(page, 'h9'));
    expect(await token(page, 'h9')).toBe('');
    expect(await page.locator('#message').textContent()).toMatch(/No action moves e5 to h9/);
    // e5 to f5: Supply Chain with one or two pebbles, so a chooser asks which (a touch elsewhere
    // puts the shared page's question away).
    await slide(touch, await centre(page, 'e5'), await centre(page, 'f5'));
    const options = page.locator('#choice button');
    expect(await options.allTextContents()).toEqual(expect.arrayContaining(['Supply Chain ×2', 'Supply Chain ×1']));
    for (const b of await options.all()) expect((await b.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await page.locator('#choice button', { hasText: 'Supply Chain ×2' }).tap();
    expect(await token(page, 'f5')).toBe('RRR');
    expect(await page.locator('#message').textContent()).toMatch(/^Supply Chain from e5 to f5 with 2 pebbles\b/);
    await ctx.close();
  });

  it('while a piece is dragged with no action chosen its reachable squares light up, and a "which one?" opens where the finger lifted', async () => {
    const { page, touch } = await tablet();
    const e5 = await centre(page, 'e5');
    const f5 = await centre(page, 'f5');
    await touch('touchStart', e5);
    for (let i = 1; i <= 6; i++) await touch('touchMove', { x: e5.x + ((f5.x - e5.x) * i) / 6, y: e5.y });
    // Before the release: the squares the two pebbles can reach are lit (Retreat, Supply Chain…), a
    // square out of their reach is not.
    await framesDrawn(page);
    const cell = f5.x - e5.x;
    /** Which of `names` the board shows lit now (a busy machine may draw the drag's marks a frame late: polled). */
    const litNow = async (names: readonly string[]): Promise<string[]> => {
      const png = decode(await page.screenshot({ path: screenPath('tablet-drag-targets') }));
      const lit: string[] = [];
      for (const name of names) {
        const at = await centre(page, name);
        let n = 0;
        for (let y = Math.round(at.y - cell / 2); y < at.y + cell / 2; y++)
          for (let x = Math.round(at.x - cell / 2); x < at.x + cell / 2; x++) {
            const k = (y * png.width + x) * png.channels;
            if (isTargetBlue(png.data[k]!, png.data[k + 1]!, png.data[k + 2]!)) n++;
          }
        if (n > cell) lit.push(name);
      }
      return lit;
    };
    await expect.poll(() => litNow(['f5', 'e3', 'e7', 'h9'])).toEqual(['f5', 'e3', 'e7']);
    await touch('touchEnd');
    const chooser = page.locator('#choice');
    await chooser.waitFor({ state: 'visible' });
    const box = (await chooser.boundingBox())!;
    // Beside the drop, not across the screen: its nearest edge within a finger's reach of f5, clear of the finger.
    const dx = Math.max(box.x - f5.x, 0, f5.x - (box.x + box.width));
    const dy = Math.max(box.y - f5.y, 0, f5.y - (box.y + box.height));
    expect(Math.hypot(dx, dy)).toBeLessThan(120);
    expect(box.y + box.height).toBeLessThanOrEqual(f5.y - 40);
    // And it is what a finger there touches (on top, not clipped away).
    const onTop = await page.evaluate(
      ({ x, y }) => {
        const hit = document.elementFromPoint(x, y);
        return hit !== null && document.getElementById('choice')!.contains(hit);
      },
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(onTop).toBe(true);
    await page.screenshot({ path: screenPath('tablet-drop-chooser') });
    await page.locator('#choice button', { hasText: 'Supply Chain ×1' }).tap();
    expect(await token(page, 'f5')).toBe('RR');
    expect(await chooser.isHidden()).toBe(true);
  });

  it("on a touch screen the words are a finger's (Tap, Touch and hold), and the Rules link is big enough to hit", async () => {
    const { page } = await tablet();
    // No tip until a button is touched (the shared page's tip is a card beside its button).
    expect(await page.locator('#tooltips').isHidden()).toBe(true);
    await page.locator('#controls button[data-action="vacuumMove"]').tap();
    const tip = await page.locator('#tooltip-text').innerText();
    // The action's tip says what to choose, in words for every hand; never a mouse's.
    expect(tip).toMatch(/Choose a marked square/);
    expect(tip).not.toMatch(/click|hover/i);
    const rules = (await page.locator('#tooltip-text a').boundingBox())!;
    expect(Math.min(rules.width, rules.height)).toBeGreaterThanOrEqual(44);
    await page.locator('#controls button[data-action="vacuumMove"]').tap(); // put it down again
    expect(await page.locator('#diagnostics-text').textContent()).toBe('Touch and hold a square to read its pressure.');
  });

  it('a tap on an unlit button says why it is unlit', async () => {
    const { ctx, page } = await tablet();
    const commit = button(page, 'commit');
    expect(await commit.getAttribute('aria-disabled')).toBe('true');
    await commit.tap({ force: true }); // unlit (aria-disabled), it still takes the tap: to say why
    expect(await page.locator('#tooltip-text').innerText()).toMatch(/^Commit[\s\S]*Not now: /);
    expect(await page.locator('#moves button.move').count()).toBe(0);
    // Once the game changes the tip says so: after the final action Commit is lit, and no "Not now".
    const c4 = await centre(page, 'c4'); // a Vacuum Move
    await page.touchscreen.tap(c4.x, c4.y);
    await expect.poll(() => commit.getAttribute('aria-disabled')).toBe('false');
    await commit.tap();
    expect(await page.locator('#tooltip-text').innerText()).toMatch(/^Commit/);
    expect(await page.locator('#tooltip-text').innerText()).not.toMatch(/Not now/);
    await ctx.close();
  });

  it('a tap on a lit button acts, and its tip then says no "Not now" as if the tap had been refused', async () => {
    // Sideways, where the tips stay beside the board once the game is over; by finger only (a mouse
    // left over a button would ask for its tip when the dialogs close).
    const page = await openGame('', { layout: 'tabletSideways', touch: true });
    await page.tap('#new-game-dialog input[name="players"][value="2"] + span');
    await page.selectOption('#new-game-dialog select[name="seat-1"]', 'person');
    await page.tap('#start-button');
    const tip = page.locator('#tooltip-text');
    const c4 = await centre(page, 'c4'); // a Vacuum Move: Commit lights
    await page.touchscreen.tap(c4.x, c4.y);
    const commit = button(page, 'commit');
    await expect.poll(() => commit.getAttribute('aria-disabled')).toBe('false');
    await commit.tap();
    await expect.poll(() => page.locator('#turn').textContent()).toMatch(/Gold to move/);
    expect(await tip.innerText()).toMatch(/^Commit \(After the final action\)\nEnd your turn/);
    expect(await tip.innerText()).not.toMatch(/Not now/);
    // Resign, answered: the game is over, and no tip comes back saying Resign was refused (the
    // question put the card away as it took the focus).
    await button(page, 'resign').tap();
    await page.locator('#confirm-danger').tap();
    await page.locator('#end-close-button').tap();
    await expect.poll(() => page.locator('#turn').textContent()).toMatch(/^Red wins\./);
    expect(await tip.isHidden()).toBe(true);
    await page.screenshot({ path: screenPath('tip-after-resign') });
    // A touch on an unlit button is refused, and says why.
    await commit.tap({ force: true }); // unlit (aria-disabled), it still takes the tap: to say why
    await expect.poll(() => tip.innerText()).toMatch(/^Commit \(After the final action\)\nNot now: The game is over\./);
    // Touched, it is put away, as the held square's card is (a finger has no hover to leave it by).
    await page.locator('#tooltip-text strong').tap();
    await expect.poll(() => tip.isHidden()).toBe(true);
  });

  it('on an upright phone the count badge is as small as the square and clear of the pebbles it counts', async () => {
    const { ctx, page, touch } = await tablet('phone');
    await page.locator('#controls button[data-action="supplyChain"]').tap();
    const e5 = await centre(page, 'e5');
    const cell = (await centre(page, 'f5')).x - e5.x;
    await touch('touchStart', e5);
    await touch('touchEnd'); // e5's two pebbles: Supply Chain ×2
    await framesDrawn(page);
    const png = decode(await page.screenshot({ path: screenPath('phone-count-badge') }));
    // The badge's green (look.ts: #1f7a3f) near e5, and where it lies against the square's centre.
    const badge: { dx: number; dy: number }[] = [];
    for (let y = Math.round(e5.y - 1.5 * cell); y < e5.y + 1.5 * cell; y++)
      for (let x = Math.round(e5.x - 1.5 * cell); x < e5.x + 1.5 * cell; x++) {
        const k = (y * png.width + x) * png.channels;
        const [r, g, b] = [png.data[k]!, png.data[k + 1]!, png.data[k + 2]!];
        if (Math.abs(r - 0x1f) < 12 && Math.abs(g - 0x7a) < 12 && Math.abs(b - 0x3f) < 12)
          badge.push({ dx: x - e5.x, dy: y - e5.y });
      }
    expect(badge.length).toBeGreaterThan(20); // it shows
    const top = Math.min(...badge.map((p) => p.dy));
    const bottom = Math.max(...badge.map((p) => p.dy));
    expect(bottom - top).toBeLessThanOrEqual(cell * 0.6); // scaled to the square, not an 11 px floor
    // None of it over the pebbles, which lie within 0.32 of a square of the centre.
    expect(badge.filter((p) => Math.max(Math.abs(p.dx), Math.abs(p.dy)) < cell * 0.32)).toEqual([]);
    await ctx.close();
  });

  it('on an upright phone two fingers spread show the board twice as large around them, where a tap plays; closed, they show it whole', async () => {
    const { ctx, page } = await tablet('phone');
    const cellNow = async (): Promise<number> => (await centre(page, 'd4')).x - (await centre(page, 'c4')).x;
    const whole = await cellNow();
    expect(whole).toBeLessThan(32); // a phone's small squares
    // The page's zoom is a pinch, as on every game's board (src/page/pinch.ts): no button for it.
    const cdp = await ctx.newCDPSession(page);
    const pinch = async (from: number, to: number): Promise<void> => {
      const c = await centre(page, 'c4');
      const fingers = (d: number) => [
        { x: c.x - d, y: c.y, id: 1 },
        { x: c.x + d, y: c.y, id: 2 },
      ];
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(from) });
      for (let i = 1; i <= 6; i++)
        await cdp.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: fingers(from + ((to - from) * i) / 6),
        });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await pinch(20, 40);
    await expect.poll(cellNow).toBeCloseTo(whole * 2, 0);
    expect(await token(page, 'c4')).toBe(''); // the pinch played nothing
    expect(await page.locator('#moves button.move').count()).toBe(0);
    // c4 is in view, larger; l12 is out of the board's area.
    const area = (await page.locator('#board').boundingBox())!;
    const inArea = ({ x, y }: { x: number; y: number }): boolean =>
      x > area.x && x < area.x + area.width && y > area.y && y < area.y + area.height;
    expect(inArea(await centre(page, 'c4'))).toBe(true);
    expect(inArea(await centre(page, 'l12'))).toBe(false);
    await framesDrawn(page);
    await page.screenshot({ path: screenPath('phone-zoomed') });
    // A tap on the larger square plays Vacuum Move there.
    const c4 = await centre(page, 'c4');
    await page.touchscreen.tap(c4.x, c4.y);
    await expect.poll(() => token(page, 'c4')).toBe('R');
    // Fingers closing show the whole board again.
    await pinch(40, 10);
    await expect.poll(cellNow).toBeCloseTo(whole, 0);
    expect((page as Page & { errors: string[] }).errors).toEqual([]);
    await ctx.close();
  });
});
