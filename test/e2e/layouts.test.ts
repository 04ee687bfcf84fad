// Layouts measured on the built page: tablets upright and sideways (touch), a phone upright
// (touch), and desktop windows (mouse). Screenshots go to __SCREEN__layout-<w>x<h>.png.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { centre, chooseNewGame } from './browser';
import { useGamePage, screenPath } from '../support/page';

const { openGame } = useGamePage();

interface Layout {
  width: number;
  height: number;
  touch: boolean;
}

const UPRIGHT: Layout[] = [
  { width: 768, height: 1024, touch: true },
  { width: 834, height: 1194, touch: true },
  { width: 1024, height: 1366, touch: true },
  { width: 390, height: 844, touch: true },
];
const SIDEWAYS: Layout[] = [
  { width: 1024, height: 768, touch: true },
  { width: 1194, height: 834, touch: true },
  { width: 1366, height: 1024, touch: true },
  { width: 844, height: 390, touch: true }, // a phone held sideways
];
const DESKTOP: Layout[] = [
  { width: 1366, height: 768, touch: false },
  { width: 1920, height: 1080, touch: false },
];

/** The board's width (twelve columns) as a share of the window's. */
async function boardShare(page: Page, width: number): Promise<number> {
  const a1 = await centre(page, 'a1');
  const l1 = await centre(page, 'l1');
  return ((l1.x - a1.x) * 12) / 11 / width;
}

/** Every visible control a finger may use, with its box: [label, width, height]. */
function controls(page: Page): Promise<[string, number, number][]> {
  return page.evaluate(() => {
    const selector =
      'button, select, input:not([type="radio"]):not([type="checkbox"]), .player-choices span, .option label, [role="separator"], [role="menuitem"]';
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((el) => el.offsetParent !== null || getComputedStyle(el).position === 'fixed')
      .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')
      .map((el): [string, number, number] => {
        const r = el.getBoundingClientRect();
        return [
          el.id || el.dataset.action || el.dataset.menu || el.textContent!.trim().slice(0, 20),
          r.width,
          r.height,
        ];
      });
  });
}

/** Whether the element's centre is inside the window and the element itself is what a press there hits. */
function reachable(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((sel) => {
    const el = document.querySelector<HTMLElement>(sel)!;
    const r = el.getBoundingClientRect();
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return false;
    const hit = document.elementFromPoint(x, y);
    return hit !== null && el.contains(hit);
  }, selector);
}

const openAt = (layout: Layout): Promise<Page> =>
  openGame('', { viewport: { width: layout.width, height: layout.height }, touch: layout.touch });

const smallest = (list: [string, number, number][]): [string, number] =>
  list.map(([id, w, h]): [string, number] => [id, Math.min(w, h)]).sort((a, b) => a[1] - b[1])[0]!;

/**
 * Whether the element shows whole — or, given `words`, those words at the end of its text (their own
 * boxes, not the paragraph's, which may be longer than its shelf): inside the window and inside
 * every scrolling or clipping box around it. False when `words` do not end its text.
 */
function wholeInView(page: Page, selector: string, words?: string): Promise<boolean> {
  return page.evaluate(
    ([sel, words]) => {
      const el = document.querySelector<HTMLElement>(sel)!;
      const box = (): DOMRect | null => {
        if (words === undefined) return el.getBoundingClientRect();
        const node = el.firstChild!;
        const at = node.textContent!.lastIndexOf(words);
        if (at < 0 || at + words.length !== node.textContent!.length) return null;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + words.length);
        return range.getBoundingClientRect();
      };
      const r = box();
      if (!r || r.width === 0 || r.height === 0) return false;
      const inside = (b: { left: number; top: number; right: number; bottom: number }): boolean =>
        r.left >= b.left - 1 && r.top >= b.top - 1 && r.right <= b.right + 1 && r.bottom <= b.bottom + 1;
      if (!inside({ left: 0, top: 0, right: innerWidth, bottom: innerHeight })) return false;
      for (let b = el.parentElement; b; b = b.parentElement)
        if (getComputedStyle(b).overflow !== 'visible' && !inside(b.getBoundingClientRect())) return false;
      return true;
    },
    [selector, words] as const,
  );
}

describe('whose turn, the scores and the round', () => {
  for (const layout of [...UPRIGHT, ...SIDEWAYS, ...DESKTOP]) {
    const name = `${layout.width}×${layout.height} ${layout.touch ? 'touch' : 'mouse'}`;
    it(`${name}: a four-player 40-round game shows them all without scrolling`, async () => {
      const page = await openAt(layout);
      await page.click('#new-game-dialog input[name="players"][value="4"] + span');
      await page.selectOption('#length-choice', '40');
      // By touch a finger starts it: a mouse left over a button would ask for its whole tip, which
      // the panel then scrolls into view.
      await (layout.touch ? page.tap('#start-button') : page.click('#start-button'));
      expect(await page.locator('#turn').innerText()).toBe('Round 1 of 40 · Red to move');
      await page.screenshot({ path: screenPath(`four-players-${layout.width}x${layout.height}`) });
      for (const sel of ['#turn', ...[0, 1, 2, 3].map((p) => `#seats [data-seat="${p}"]`)]) {
        expect(await wholeInView(page, sel), `${sel} whole in view`).toBe(true);
        expect(await reachable(page, sel), `${sel} on top`).toBe(true);
      }
      // Beside the board on a tablet or a desktop, the four seats leave every stage of Vacuum's tray
      // in sight above the page's pinned buttons: a newcomer sees that a third stage exists without
      // scrolling (a phone held sideways has room for the board and the buttons only).
      if (layout.width > layout.height && layout.height >= 600) {
        const foot = (await page.locator('#actions').boundingBox())!;
        const stages = await page
          .locator('#controls .vacuum-group h2')
          .evaluateAll((hs) => hs.map((h) => [h.textContent, h.getBoundingClientRect().bottom] as const));
        expect(stages.length).toBe(3);
        expect(stages.filter(([, bottom]) => bottom > foot.y).map(([title]) => title)).toEqual([]);
        // On a desktop the panel takes the width the board cannot use: the whole tray shows.
        if (!layout.touch) {
          const actions = await page
            .locator('#controls .vacuum-action')
            .evaluateAll((bs) => bs.map((b) => [b.textContent, b.getBoundingClientRect().bottom] as const));
          expect(actions.length).toBe(13);
          expect(actions.filter(([, bottom]) => bottom > foot.y + 1).map(([name]) => name)).toEqual([]);
        }
      }
      await page.context().close();
    });
  }
});

describe('layouts', () => {
  for (const layout of [...UPRIGHT, ...SIDEWAYS, ...DESKTOP]) {
    const name = `${layout.width}×${layout.height} ${layout.touch ? 'touch' : 'mouse'}`;
    it(`${name}: board, Menu, Undo and Commit in view; touch targets ≥ 44 px`, async () => {
      const page = await openAt(layout);
      // The new-game dialog: every control big enough for a finger.
      if (layout.touch) {
        const small = (await controls(page)).filter(([, w, h]) => w < 44 || h < 44);
        expect(small).toEqual([]);
      }
      await chooseNewGame(page, '2');
      const share = await boardShare(page, layout.width);
      const upright = layout.height > layout.width;
      // Upright, the board is as wide as it can be while Vacuum's tray shows whole under it: on a
      // phone nearly the width; on the smallest tablet (768×1024) three quarters of it.
      if (upright) expect(share).toBeGreaterThanOrEqual(layout.width >= 600 ? 0.75 : 0.85);
      if (upright) {
        // Every action of the tray shows whole above the page's buttons, with no scrolling.
        const foot = (await page.locator('#actions').boundingBox())!;
        const actions = await page
          .locator('#controls .vacuum-action')
          .evaluateAll((bs) => bs.map((b) => [b.textContent, b.getBoundingClientRect().toJSON() as DOMRect] as const));
        expect(actions.length).toBe(13);
        const hidden = actions.filter(([, r]) => r.top < 0 || r.bottom > foot.y + 1).map(([name]) => name);
        expect(hidden, 'actions under the foot or out of view').toEqual([]);
      }
      // The whole board shows: its corner squares (the barren edge Perimeter Move lands on) lie
      // inside the board's area, not under the command tray.
      const area = (await page.locator('#board').boundingBox())!;
      for (const corner of ['a1', 'l1', 'a12', 'l12']) {
        const { x, y } = await centre(page, corner);
        const inside = x > area.x && x < area.x + area.width && y > area.y && y < area.y + area.height;
        expect(inside, `${corner} inside the board's area`).toBe(true);
      }
      for (const sel of ['#menu-button', '#new-game', '#undo', '#commit']) {
        expect(await reachable(page, sel), `${sel} in view and on top`).toBe(true);
      }
      if (!upright) expect((await page.locator('#side').boundingBox())!.width).toBeGreaterThanOrEqual(200);
      const inPlay = await controls(page);
      if (layout.touch) expect(inPlay.filter(([, w, h]) => w < 44 || h < 44)).toEqual([]);
      // The tray's buttons stand clear of each other (none covers a neighbour's edge), and so do the
      // page's at the panel's foot (where the panel scrolls, the tray goes under them, out of sight).
      const overlaps: DOMRect[] = [];
      for (const tray of ['#controls', '#actions']) {
        const boxes = await page
          .locator(`${tray} button:visible`)
          .evaluateAll((bs) => bs.map((b) => b.getBoundingClientRect().toJSON() as DOMRect));
        overlaps.push(
          ...boxes.flatMap((a, i) =>
            boxes
              .slice(i + 1)
              .filter(
                (b) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1,
              ),
          ),
        );
      }
      expect(overlaps).toEqual([]);
      // The tray's headings ("Stage 1" … "Stage 3") are one line each, their buttons level.
      const headings = await page
        .locator('#controls .vacuum-group h2')
        .evaluateAll((hs) => hs.map((h) => Math.round(h.getBoundingClientRect().height)));
      expect(new Set(headings).size, `heading heights ${headings.join(', ')}`).toBe(1);
      // Every menu command is reachable from the Menu button.
      await page.locator('#menu-button').click();
      const items = await page.locator('#menu [role="menuitem"]:not([hidden])').all();
      expect(items.length).toBeGreaterThanOrEqual(8);
      for (const item of items) expect(await item.isVisible()).toBe(true);
      if (layout.touch) expect((await controls(page)).filter(([, w, h]) => w < 44 || h < 44)).toEqual([]);
      await page.keyboard.press('Escape');
      await page.screenshot({ path: screenPath(`layout-${layout.width}x${layout.height}`) });
      const [id, side] = smallest(inPlay);
      console.log(
        `${name}: board ${(share * 100).toFixed(1)} % of the width; smallest control ${id} ${side.toFixed(0)} px`,
      );
      await page.context().close();
    });
  }
});

/** Whether the words `text` at the end of Status show whole. */
const endInView = (page: Page, text: string): Promise<boolean> => wholeInView(page, '#turn', text);

describe('"Look at the board": how the game ended and Show result stay in plain view', () => {
  const LOOKS: Layout[] = [UPRIGHT[3]!, UPRIGHT[0]!, SIDEWAYS[0]!, DESKTOP[0]!];
  for (const layout of LOOKS) {
    const name = `${layout.width}×${layout.height} ${layout.touch ? 'touch' : 'mouse'}`;
    it(`${name}: after a resignation`, async () => {
      const page = await openAt(layout);
      // A finger's taps: a mouse left over a button would open its whole tip over the board.
      const press = (selector: string) => (layout.touch ? page.tap(selector) : page.click(selector));
      await chooseNewGame(page, '2');
      await press('#resign');
      await press('#confirm-dialog button.danger');
      await press('#end-close-button');
      await page.locator('#end-dialog').waitFor({ state: 'hidden' });
      const end = 'Gold wins. Red resigned: Gold is the last player standing.';
      await expect.poll(() => page.locator('#turn').textContent()).toBe(end);
      await page.screenshot({ path: screenPath(`looked-${layout.width}x${layout.height}`) });
      for (const sel of ['#turn', '#seats', '#result-button'])
        expect(await wholeInView(page, sel), `${sel} whole in view`).toBe(true);
      expect(await reachable(page, '#result-button'), 'Show result on top').toBe(true);
      await press('#result-button');
      await page.locator('#end-dialog').waitFor({ state: 'visible' });
      await page.context().close();
    });
  }

  for (const layout of [UPRIGHT[3]!, UPRIGHT[0]!]) {
    const name = `${layout.width}×${layout.height} ${layout.touch ? 'touch' : 'mouse'}`;
    it(`${name}: after three computers' last turns, Status longer than the shelf`, async () => {
      const page = await openAt(layout);
      await page.tap('#new-game-dialog input[name="players"][value="4"] + span');
      for (const seat of [1, 2, 3]) await page.selectOption(`select[name="seat-${seat}"]`, 'computer:easy');
      await page.check('#fast-computers');
      await page.selectOption('#length-choice', 'custom');
      await page.fill('#custom-rounds', '1');
      await page.tap('#start-button');
      const e5 = await centre(page, 'e5');
      await page.touchscreen.tap(e5.x, e5.y);
      await page.tap('#commit');
      await page.locator('#end-dialog').waitFor({ state: 'visible', timeout: 30_000 });
      await page.tap('#end-close-button');
      // Status says the computers' turns, then how the game ended: that sentence and Show result show.
      const end = (await page.locator('#turn').textContent())!;
      expect(end).toMatch(/^(\w+ wins|Draw)\. /);
      await expect.poll(() => page.locator('#recent li').first().textContent()).toMatch(/^Round 1, Gold: /);
      await page.screenshot({ path: screenPath(`looked-long-${layout.width}x${layout.height}`) });
      expect(await endInView(page, end), 'the end whole in view').toBe(true);
      expect(await wholeInView(page, '#result-button'), 'Show result whole in view').toBe(true);
      expect(await reachable(page, '#result-button'), 'Show result on top').toBe(true);
      await page.context().close();
    });
  }
});
