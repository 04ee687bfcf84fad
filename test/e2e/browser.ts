// Debian's Chromium driven by playwright-core, and small helpers to act on the board.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import { gameUrl, openIn } from '../support/page';
import type { GameStudio } from '../../src/core/studio';
import type * as VacuumRules from '../../src/games/vacuum/rules/index';
import type { Game } from '../../src/games/vacuum/rules/index';

export { useBrowser } from '../support/page';

/** Opens the page at `base` + `hash` in `ctx` (rooms.test.ts's way in; the other files use useGamePage). */
export const openPage = (ctx: BrowserContext, hash = '', base = gameUrl()): Promise<Page> => openIn(ctx, base + hash);

/** What has the focus: its id, or a command button's action, or its tag name. */
export const focused = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el?.id || el?.dataset.action || el?.tagName || '';
  });

/** The accessible description of an element: the text of what its aria-describedby names. */
export const description = (page: Page, selector: string): Promise<string> =>
  page.$eval(selector, (el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim(),
  );

/** Opens the menu and picks an item by its data-menu name. */
/** The menu's Share group on every game's page, in the house's order (src/ui/panels/menu-commands.ts). */
export const SHARE_ITEMS = [
  'Save game',
  'Load game…',
  'Save game record (text)',
  'Import game record…',
  'Copy position link',
  'Copy game link',
  'Copy position text',
  'Load position…',
];

export async function menu(page: Page, item: string): Promise<void> {
  await page.click('#menu-button');
  await page.click(`#menu button[data-menu="${item}"]`);
}

/** Answers the new-game dialog: resume, or pick the player count, a person in every seat, and start. */
export async function chooseNewGame(page: Page, choice: '2' | '3' | '4' | 'resume'): Promise<void> {
  if (choice === 'resume') return page.click('#resume-button');
  await page.click(`#new-game-dialog input[name="players"][value="${choice}"] + span`);
  for (let seat = 0; seat < Number(choice); seat++)
    await page.selectOption(`#new-game-dialog select[name="seat-${seat}"]`, 'person');
  await page.click('#start-button');
}

export const squareIndex = (name: string): number => (Number(name.slice(1)) - 1) * 12 + (name.charCodeAt(0) - 97);

/** The page's game door (window.studio), as a game page exposes it. */
type Studio = GameStudio<unknown, { formatPosition(game: unknown): string }>;
/** Vacuum's page's door, with Vacuum's rules (for a test's page.evaluate: `window.studio as VacuumStudio`). */
export type VacuumStudio = GameStudio<Game, typeof VacuumRules>;

export function centre(page: Page, name: string): Promise<{ x: number; y: number }> {
  return page.evaluate((sq) => (window.studio as Studio).squareCenter(sq), name);
}

export async function clickSquare(page: Page, name: string): Promise<void> {
  const c = await centre(page, name);
  await page.mouse.click(c.x, c.y);
}

export async function dragSquare(page: Page, from: string, to: string): Promise<void> {
  const a = await centre(page, from);
  const b = await centre(page, to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 8 });
  await page.mouse.up();
}

/** The page's game as position text. */
export const positionText = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const studio = window.studio as Studio;
    return studio.rules.formatPosition(studio.game());
  });

/** Waits until the page shows this position (position text). */
export const waitForPosition = (page: Page, text: string) =>
  page.waitForFunction((t) => {
    const studio = window.studio;
    return studio !== undefined && 'game' in studio && (studio as Studio).rules.formatPosition(studio.game()) === t;
  }, text);

/** Shows a position on the page, as Load position would. */
export const load = (page: Page, text: string): Promise<void> =>
  page.evaluate((t) => (window.studio as Studio).load(t), text);

/** The contents token of a square in the page's position text (without the terrain letter). */
export async function token(page: Page, name: string): Promise<string> {
  return page.evaluate((sq) => {
    const studio = window.studio as Studio;
    const text = studio.rules.formatPosition(studio.game());
    const row = text.trimEnd().split('\n').slice(11)[Math.floor(sq / 12)]!.trim().split(/\s+/);
    return row[sq % 12]!.slice(1);
  }, squareIndex(name));
}

/** A Vacuum command: the page's Undo, Hint and Resign, its game button Commit (key C), or an action to choose. */
export const button = (page: Page, action: string) =>
  page.locator(
    ['undo', 'hint', 'resign'].includes(action)
      ? `#${action}`
      : action === 'commit'
        ? '#game-buttons button[data-key="c"]'
        : `#controls button[data-action="${action}"]`,
  );

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's violations on the page as it is: "rule-id: target" lines. */
export async function violations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: the page's Content-Security-Policy forbids inline script tags.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(ctx: Document, o: object): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
  });
}
