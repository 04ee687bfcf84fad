// What the e2e tests of the games on the game-neutral page share: the board's squares by name (the
// page's own squareCenter), click and tap on them, the move list, the position text, a link copied
// from the menu, a newcomer's way in from the home page, the controls a layout must keep in view, and
// what the keyboard's player sees and hears: the board's focus and cursor, a region's spoken text.
import { decode } from 'fast-png';
import { expect } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { baseUrl, framesDrawn, lastCopied } from '../support/page';

interface Studio {
  game(): unknown;
  squareCenter(sq: string): { x: number; y: number };
  rules: { formatPosition(g: unknown): string };
}

/** The position in play as its game's position text. */
export const positionOf = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const s = window.studio as unknown as Studio;
    return s.rules.formatPosition(s.game());
  });

export const moves = (page: Page): Promise<string[]> => page.locator('#moves li').allTextContents();

export const centre = (page: Page, square: string) =>
  page.evaluate((sq) => (window.studio as unknown as Studio).squareCenter(sq), square);

/**
 * Whether the board's canvas fills its box exactly, two frames after whatever changed the box (a
 * dialog closing, a panel growing): Phaser alone looks at the box's size only twice a second, and
 * a tap in between lands on squares that are not where they are drawn.
 */
export const boardFitsItsBox = (page: Page): Promise<boolean> =>
  page.evaluate(async () => {
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const box = document.getElementById('board')!.getBoundingClientRect();
    const canvas = document.querySelector('#board canvas')!.getBoundingClientRect();
    return Math.abs(box.width - canvas.width) < 1 && Math.abs(box.height - canvas.height) < 1;
  });

export async function click(page: Page, square: string): Promise<void> {
  const { x, y } = await centre(page, square);
  await page.mouse.click(x, y);
}

export async function tap(page: Page, square: string): Promise<void> {
  const { x, y } = await centre(page, square);
  await page.touchscreen.tap(x, y);
}

/** Copies a link from the menu and reads it from the clipboard, once the page says it is copied. */
export async function copied(page: Page, item: string): Promise<string> {
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('menuitem', { name: item }).click();
  await expect.poll(() => page.locator('#message').textContent()).toMatch(/copied/);
  return lastCopied(page);
}

/**
 * A newcomer's way in by touch: the home page, the game's card (its picture drawn), its Play, the
 * board drawn. The page's uncaught errors are collected on it.
 */
export async function tapInFromHome(
  ctx: BrowserContext,
  name: string,
  id: string,
): Promise<Page & { errors: string[] }> {
  const page = (await ctx.newPage()) as Page & { errors: string[] };
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  await page.goto(baseUrl());
  await page.waitForFunction(() => window.studio?.id === 'home');
  const card = page.locator('.card', { has: page.getByRole('heading', { name, exact: true }) });
  expect(await card.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(160);
  await card.getByRole('link', { name: 'Play' }).tap();
  await page.waitForURL(new RegExp(`/${id}$`));
  await page.waitForFunction(() => document.documentElement.dataset.board === 'drawn');
  return page;
}

/** The turn line and the buttons under the board are on screen, whole, without scrolling. */
export async function expectControlsInView(page: Page): Promise<void> {
  const { height, width } = page.viewportSize()!;
  for (const id of ['turn', 'undo', 'hint', 'resign']) {
    const box = await page.locator(`#${id}`).boundingBox();
    expect(box, id).not.toBeNull();
    expect(box!.y + box!.height, id).toBeLessThanOrEqual(height);
    expect(box!.x + box!.width, id).toBeLessThanOrEqual(width);
  }
}

/**
 * Whether a player sees the whole element: it lies within the screen and within the view of each
 * panel that scrolls it, and nothing (a sticky header, a dialog) lies over its centre.
 */
export const shownAt = (el: Locator): Promise<boolean> =>
  el.evaluate((e) => {
    const r = e.getBoundingClientRect();
    const within = (b: { top: number; bottom: number; left: number; right: number }) =>
      r.top >= b.top - 0.5 && r.bottom <= b.bottom + 0.5 && r.left >= b.left - 0.5 && r.right <= b.right + 0.5;
    if (!within({ top: 0, left: 0, bottom: innerHeight, right: innerWidth })) return false;
    for (let p = e.parentElement; p; p = p.parentElement)
      if (/auto|scroll|hidden/.test(getComputedStyle(p).overflowY) && !within(p.getBoundingClientRect())) return false;
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && e.contains(hit);
  });

/** How a control is marked, as a player sees it (see `marks`). */
export interface Marks {
  /** The house's focus ring: a 3 px outline in the board cursor's yellow. */
  ring: boolean;
  /** Framed all round (its border's sides, or a shadow) in a yellow a player would take for the focus ring. */
  framedLikeFocus: boolean;
  /** Its border's top side: 'accent' (the house's green), 'none' (transparent), or its colour. */
  frame: string;
  /** Its background's colour. */
  fill: string;
  bold: boolean;
}

/**
 * How a control is marked: the focus ring, and whether anything else on it (chosen, running) is
 * framed like it; a bar of one side only (Glyph Grid's tints) is no frame.
 */
export const marks = (el: Locator): Promise<Marks> =>
  el.evaluate((e) => {
    const house = (name: string): string => {
      const probe = document.body.appendChild(document.createElement('i'));
      probe.style.color = `var(${name})`;
      const colour = getComputedStyle(probe).color;
      probe.remove();
      return colour;
    };
    const [cursor, accent] = [house('--cursor'), house('--accent')];
    const channels = (colour: string) => (colour.match(/\d+(\.\d+)?/g) ?? []).map(Number);
    // Near the cursor's yellow: each channel within 40 of it, and opaque.
    const yellow = (colour: string): boolean => {
      const [c, y] = [channels(colour), channels(cursor)];
      return (c[3] ?? 1) > 0.5 && y.every((v, i) => Math.abs(v - c[i]!) <= 40);
    };
    const s = getComputedStyle(e);
    const sides = [s.borderTopColor, s.borderRightColor, s.borderBottomColor, s.borderLeftColor];
    const shadows = s.boxShadow.match(/rgba?\([^)]*\)/g) ?? [];
    return {
      ring: s.outlineStyle === 'solid' && s.outlineWidth === '3px' && s.outlineColor === cursor,
      framedLikeFocus: (parseFloat(s.borderTopWidth) > 0 && sides.every(yellow)) || shadows.some(yellow),
      frame: s.borderTopColor === accent ? 'accent' : channels(s.borderTopColor)[3] === 0 ? 'none' : s.borderTopColor,
      fill: s.backgroundColor,
      bold: Number(s.fontWeight) >= 600,
    };
  });

/** The colour of one pixel of the page at a viewport point, as a screenshot shows it. */
export async function pixelAt(page: Page, x: number, y: number): Promise<number[]> {
  const png = decode(await page.screenshot({ clip: { x: Math.round(x), y: Math.round(y), width: 1, height: 1 } }));
  return [...png.data.slice(0, 3)];
}

/** The keyboard's yellow (theme.css's --cursor, #ffe14d): the focus ring's and the board cursor's. */
const cursorYellow = ([r, g, b]: number[]): boolean => r! > 225 && g! > 195 && b! < 140;

/**
 * Tab from the Menu button brings the board the focus: at once its ring shows over the canvas and the
 * cursor frames `square` in the same yellow, and the board's description (what a screen reader reads
 * as it arrives) starts with that square in words.
 */
export async function expectBoardFocusShown(page: Page, square: string): Promise<void> {
  await page.getByRole('button', { name: 'Menu' }).focus();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('board');
  await framesDrawn(page);
  const board = (await page.locator('#board').boundingBox())!;
  expect(cursorYellow(await pixelAt(page, board.x + 1, board.y + board.height / 2)), 'the focus ring').toBe(true);
  const [at, a1, b1] = await Promise.all([square, 'a1', 'b1'].map((sq) => centre(page, sq)));
  const edge = at!.x - (b1!.x - a1!.x) / 2 + 1; // just inside the square's left edge, where the cursor's frame is
  expect(cursorYellow(await pixelAt(page, edge, at!.y)), `the cursor on ${square}`).toBe(true);
  const description = await page.$eval('#board', (el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
  expect(description).toMatch(new RegExp(`^${square}\\b`));
}

/** What a screen reader reads of an element: its text, less what is hidden from it (aria-hidden). */
export const heardIn = (el: Locator): Promise<string> =>
  el.evaluate((e) => {
    const walk = document.createTreeWalker(e, NodeFilter.SHOW_TEXT);
    let text = '';
    for (let n = walk.nextNode(); n; n = walk.nextNode())
      if (!n.parentElement?.closest('[aria-hidden="true"]')) text += (n as Text).data;
    return text;
  });
