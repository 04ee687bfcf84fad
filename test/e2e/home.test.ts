// The home page and the site's addresses, as a newcomer meets them: the cards by mouse, touch and
// keyboard; old Vacuum links still open in Vacuum; a player's stored game from before the site
// had a home page resumes.
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { focused, violations } from './browser';
import { encodeGameSave } from '../../src/codec/game-save';
import * as pressureRules from '../../src/games/pressure/rules/index';
import { baseUrl, freshContext, gameUrl, useBrowser } from '../support/page';
import type { GameStudio } from '../../src/core/studio';

const browser = useBrowser();
const before = JSON.parse(
  readFileSync(new URL('../fixtures/stored-before-platform.json', import.meta.url), 'utf8'),
) as {
  links: { position: string; game: string };
  position: string;
  keys: Record<string, string>;
};

async function openHome(ctx: BrowserContext, address = baseUrl()): Promise<Page> {
  const page = await ctx.newPage();
  page.setDefaultTimeout(10_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  (page as Page & { errors: string[] }).errors = errors;
  await page.goto(address);
  await page.waitForFunction(() => window.studio?.id === 'home');
  return page;
}

/** Vacuum's position text on its page, once its board is drawn. */
async function vacuumPosition(page: Page): Promise<string> {
  await page.waitForFunction(
    () => window.studio?.id === 'vacuum' && document.documentElement.dataset.board === 'drawn',
  );
  return page.evaluate(() => {
    const studio = window.studio as GameStudio<unknown, { formatPosition(g: unknown): string }>;
    return studio.rules.formatPosition(studio.game());
  });
}

describe('the home page', () => {
  it('shows a card for each game, and its Play opens the game by mouse', async () => {
    const ctx = await freshContext(browser(), { viewport: { width: 1366, height: 768 } });
    const page = await openHome(ctx);
    expect(await page.evaluate(() => window.studio)).toEqual({
      id: 'home',
      games: ['vacuum', 'pressure', 'pebble-rebel', 'glyph-grid', 'divided-loyalties'],
    });
    const card = page.locator('.card', { hasText: 'Vacuum' });
    expect(await card.locator('.card-players').textContent()).toBe('2–4 players');
    // Its picture is loaded lazily: it shows just after the card's text.
    await expect
      .poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(160);
    expect(await violations(page)).toEqual([]);
    // The home page loads no Phaser and no rules engine.
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((r) => r.name));
    expect(scripts.filter((s) => /\/(main|rules|ai)-[\w-]+\.js$/.test(s))).toEqual([]);
    await card.getByRole('link', { name: 'Play' }).click();
    await page.waitForURL(/\/vacuum$/);
    await vacuumPosition(page);
    expect(await page.evaluate(() => window.studio?.id)).toBe('vacuum');
    // Vacuum's page has the way back, as every game's does (once a game is started).
    await page.click('#start-button');
    await page.getByRole('link', { name: 'All games' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('#game-cards').waitFor();
    expect((page as Page & { errors: string[] }).errors).toEqual([]);
    await ctx.close();
  });

  it('the Pressure card shows a real position, opens Pressure, and offers Resume once a game is under way', async () => {
    const ctx = await freshContext(browser(), { viewport: { width: 1366, height: 768 } });
    const page = await openHome(ctx);
    const card = page.locator('.card', { has: page.getByRole('heading', { name: 'Pressure', exact: true }) });
    expect(await card.locator('.card-players').textContent()).toBe('2 players');
    await expect
      .poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(160);
    // Its picture opens the game (Play's link covers the card).
    const picture = (await card.locator('img').boundingBox())!;
    await page.mouse.click(picture.x + picture.width / 2, picture.y + picture.height / 2);
    await page.waitForURL(/\/pressure$/);
    await page.waitForFunction(() => document.documentElement.dataset.board === 'drawn');
    expect(await page.evaluate(() => window.studio?.id)).toBe('pressure');
    await page.getByRole('button', { name: 'Start' }).click();
    await page
      .evaluate(() => {
        const s = window.studio as { squareCenter(sq: string): { x: number; y: number } };
        return [s.squareCenter('c4'), s.squareCenter('c3')];
      })
      .then(async ([a, b]) => {
        await page.mouse.click(a!.x, a!.y);
        await page.mouse.click(b!.x, b!.y);
      });
    await page.waitForFunction(() => document.querySelectorAll('#moves li').length > 0);
    await page.getByRole('link', { name: 'All games' }).click();
    await page.waitForFunction(() => window.studio?.id === 'home');
    expect(await card.getByRole('link', { name: 'Resume Pressure', exact: true }).count()).toBe(1);
    // The games last played name each once, with how it stands and who played whom.
    expect(await page.locator('#played a').first().textContent()).toMatch(
      /^Pressure · .+ · Move [23] · (White|Black) to move · captured: White's 0, Black's 0 · White person v Black computer \(easy\)$/,
    );
    expect((page as Page & { errors: string[] }).errors).toEqual([]);
    await ctx.close();
  });

  it('works by keyboard: one Tab stop plays each game and one opens its rules; Enter opens the game', async () => {
    const ctx = await freshContext(browser(), { viewport: { width: 768, height: 1024 } });
    const page = await openHome(ctx);
    const names = ['Vacuum', 'Pressure', 'Pebble Rebel', 'Glyph Grid', 'Divided Loyalties'];
    const stops: string[] = [];
    for (const _ of names.flatMap((n) => [n, n])) {
      await page.keyboard.press('Tab');
      stops.push(await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''));
    }
    expect(stops).toEqual(names.flatMap((n) => [`Play ${n}`, `Rules of ${n}`]));
    for (const _ of stops.slice(1)) await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/vacuum$/);
    await vacuumPosition(page);
    await ctx.close();
  });

  it('Resume by keyboard lands on the board of the game shown, not at the page’s top; by mouse, the focus stays put', async () => {
    const ctx = await freshContext(browser(), { viewport: { width: 1366, height: 768 } });
    const page = await openHome(ctx);
    await page.getByRole('link', { name: 'Play Pressure', exact: true }).click();
    await page.getByRole('button', { name: 'Start' }).click();
    const [from, to] = await page.evaluate(() => {
      const s = window.studio as { squareCenter(sq: string): { x: number; y: number } };
      return [s.squareCenter('c4'), s.squareCenter('c3')];
    });
    await page.mouse.click(from!.x, from!.y);
    await page.mouse.click(to!.x, to!.y);
    await page.waitForFunction(() => document.querySelectorAll('#moves li').length > 0);
    await page.getByRole('link', { name: 'All games' }).click();
    await page.waitForFunction(() => window.studio?.id === 'home');
    await page.getByRole('link', { name: 'Resume Pressure', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/pressure$/);
    // No dialog over the game: the keys go to the board, and Status's live line says whose move it is.
    await expect.poll(() => focused(page)).toBe('board');
    expect(await page.locator('dialog[open]').count()).toBe(0);
    await expect.poll(() => page.locator('#turn[aria-live="polite"]').textContent()).toMatch(/White to move$/);
    // Followed by a click, the same link leaves the focus alone: a focused board would show the
    // keyboard's cursor to a mouse.
    await page.getByRole('link', { name: 'All games' }).click();
    await page.waitForFunction(() => window.studio?.id === 'home');
    await page.getByRole('link', { name: 'Resume Pressure', exact: true }).click();
    await page.waitForURL(/\/pressure$/);
    await expect.poll(() => page.locator('#turn').textContent()).toMatch(/White to move$/);
    await page.evaluate(() => new Promise((shown) => requestAnimationFrame(() => requestAnimationFrame(shown))));
    expect(await focused(page)).toBe('BODY');
    expect((page as Page & { errors: string[] }).errors).toEqual([]);
    await ctx.close();
  });

  it('by touch on an upright phone: the cards fit the width and Rules opens the manual', async () => {
    const ctx = await freshContext(browser(), {
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await openHome(ctx);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Each card's links say whose they are: "Rules of Vacuum", not one of five "Rules".
    const rules = page.getByRole('link', { name: 'Rules of Vacuum', exact: true });
    const box = (await rules.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    await rules.tap();
    await page.waitForURL(/\/manual\.html\?game=vacuum$/);
    await page.waitForSelector('#rules h1, #rules h2');
    // Back home, a tap on a game's name plays it.
    await page.goBack();
    const heading = page.getByRole('heading', { name: 'Glyph Grid' });
    await heading.scrollIntoViewIfNeeded();
    const name = (await heading.boundingBox())!;
    await page.touchscreen.tap(name.x + name.width / 2, name.y + name.height / 2);
    await page.waitForURL(/\/glyph-grid$/);
    await ctx.close();
  });

  it('a room code that is no code says why and goes nowhere', async () => {
    const ctx = await freshContext(browser());
    const page = await openHome(ctx);
    // An empty box is answered in the house's words, not the browser's bubble.
    await page.click('#join-room button');
    await expect.poll(() => page.locator('#join-error').textContent()).toMatch(/^Type the room’s code/);
    await page.fill('#room-code', 'not a code!');
    await page.click('#join-room button');
    await expect.poll(() => page.locator('#join-error').textContent()).toMatch(/not a room code/);
    expect(new URL(page.url()).pathname).toBe('/');
    // A code no room has: the player stays home and is told so, where it took them to Vacuum's page.
    await page.fill('#room-code', 'K7QX2MHD9P');
    await page.click('#join-room button');
    await expect.poll(() => page.locator('#join-error').textContent()).toBe('There is no online room K7QX2MHD9P.');
    expect(new URL(page.url()).pathname).toBe('/');
    // A Pressure room's code opens Pressure's page in that room.
    const save = encodeGameSave(pressureRules, 'pressure', { start: pressureRules.newGame(), actions: [] });
    const { code } = (await page.evaluate(
      (body) => fetch('/api/rooms?game=pressure', { method: 'POST', body }).then((r) => r.json()),
      save,
    )) as { code: string };
    // A room link cut short is damaged: said here, not passed on to a page that would open without it.
    const damaged = 'This room link is damaged: part of it is missing or changed. Copy the whole link again.';
    await page.fill('#room-code', `${baseUrl()}pressure#r=${code.slice(0, 9)}`);
    await page.click('#join-room button');
    await expect.poll(() => page.locator('#join-error').textContent()).toBe(damaged);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.fill('#room-code', code);
    await page.click('#join-room button');
    await page.waitForURL(new RegExp(`/pressure#r=${code}$`));
    // Opened on the game's page, a damaged link says so, and the page is left as it was: no
    // new-game dialog, and no broken code kept in the address.
    const otherCtx = await freshContext(browser());
    const other = await otherCtx.newPage();
    await other.goto(`${baseUrl()}pressure#r=${code.slice(0, 9)}O`);
    await other.waitForFunction((text) => document.getElementById('message')?.textContent === text, damaged);
    expect(await other.locator('dialog[open]').count()).toBe(0);
    expect(new URL(other.url()).hash).toBe('');
    await otherCtx.close();
    await ctx.close();
  });

  it('a player who closed a room’s game comes back into the room from Last played, and the move reaches it', async () => {
    const save = encodeGameSave(pressureRules, 'pressure', { start: pressureRules.newGame(), actions: [] });
    const ctx = await freshContext(browser(), { viewport: { width: 1366, height: 768 } });
    const otherCtx = await freshContext(browser());
    const home = await openHome(ctx);
    const { code } = (await home.evaluate(
      (body) => fetch('/api/rooms?game=pressure', { method: 'POST', body }).then((r) => r.json()),
      save,
    )) as { code: string };
    const seatedAs = (page: Page, side: string) =>
      page.waitForFunction(
        (s) => document.querySelector('#room-seats .room-link')?.textContent === `Connected: you are ${s}.`,
        side,
      );
    const movesShown = (page: Page, n: number) =>
      page.waitForFunction((k) => document.querySelectorAll('#moves li').length === k, n);
    /** Plays the first step the rules list, by mouse. */
    const playFirst = async (page: Page): Promise<void> => {
      const squares = await page.evaluate(() => {
        const { rules, game, squareCenter } = window.studio as unknown as {
          rules: typeof pressureRules;
          game(): pressureRules.Game;
          squareCenter(sq: string): { x: number; y: number };
        };
        const step = rules
          .legalActions(game())
          .map(rules.formatAction)
          .find((a) => /^[a-e]\d-[a-e]\d$/.test(a))!;
        return step.split('-').map((sq) => squareCenter(sq));
      });
      for (const at of squares) await page.mouse.click(at.x, at.y);
    };
    await home.goto(`${baseUrl()}pressure#r=${code}`);
    await seatedAs(home, 'White');
    await playFirst(home);
    await movesShown(home, 1);
    await home.close(); // White closes the tab
    const black = await otherCtx.newPage();
    await black.goto(`${baseUrl()}pressure#r=${code}`);
    await seatedAs(black, 'Black');
    await playFirst(black);
    // White comes home without the link: Last played says it is the room's game and leads there.
    const back = await openHome(ctx);
    const entry = back.locator('#played a').first();
    expect(await entry.textContent()).toMatch(new RegExp(`^Pressure · .+ · online room ${code}$`));
    await back.close();
    // Typed (or the card's Resume), the plain address goes back into the room too.
    const white = await ctx.newPage();
    await white.goto(`${baseUrl()}pressure`);
    await seatedAs(white, 'White');
    expect(new URL(white.url()).hash).toBe(`#r=${code}`);
    expect(await white.locator('#toast').textContent()).toBe(
      `Back in online room ${code}: the game on the board is played there.`,
    );
    await movesShown(white, 2);
    await playFirst(white);
    await movesShown(black, 3);
    await otherCtx.close();
    await ctx.close();
  });

  it('an address naming no game comes home and says so', async () => {
    const ctx = await freshContext(browser());
    const page = await ctx.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${baseUrl()}chess`);
    await page.waitForFunction(() => window.studio?.id === 'home');
    expect(await page.locator('#missing').textContent()).toMatch(/no game called “chess”/);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});

describe('what a Vacuum player had before the home page', () => {
  /** A fresh browser holding what Vacuum had stored, written once: what the page changes then stays. */
  async function withStoredData(): Promise<BrowserContext> {
    const ctx = await freshContext(browser());
    await ctx.addInitScript((keys: Record<string, string>) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      for (const [k, v] of Object.entries(keys)) localStorage.setItem(k, v);
    }, before.keys);
    return ctx;
  }

  it('a #p= link sent to / opens its position in Vacuum', async () => {
    const ctx = await freshContext(browser());
    const page = await ctx.newPage();
    await page.goto(before.links.position.replace('http://localhost/', baseUrl()));
    await page.waitForURL(/\/vacuum/);
    await vacuumPosition(page);
    // The link's position replaces the new game once the (lazily loaded) share codec has read it.
    await expect.poll(() => vacuumPosition(page)).toBe(before.position);
    await ctx.close();
  });

  it('a #g= link sent to / opens its whole game in Vacuum, in the replay', async () => {
    const ctx = await freshContext(browser());
    const page = await ctx.newPage();
    await page.goto(before.links.game.replace('http://localhost/', baseUrl()));
    await page.waitForURL(/\/vacuum/);
    await page.locator('#replay-bar').waitFor();
    expect(await page.locator('#turn').textContent()).toMatch(/^Replay: turn \d+ of \d+/);
    // The replay opens at the start; its last position is where the link's game stands.
    await page.getByRole('button', { name: 'Last position (End)' }).click();
    await expect.poll(() => vacuumPosition(page)).toBe(before.position);
    await ctx.close();
  });

  it('Resume Vacuum by keyboard lands on the board, and Status says where the game stands', async () => {
    const ctx = await withStoredData();
    const page = await openHome(ctx);
    await page.getByRole('link', { name: 'Resume Vacuum', exact: true }).focus();
    await page.keyboard.press('Enter');
    expect(await vacuumPosition(page)).toBe(before.position);
    await expect.poll(() => focused(page)).toBe('board');
    expect(await page.locator('dialog[open]').count()).toBe(0);
    // Status says how the game stands (here the computer seat to move is thinking, or has moved).
    await expect.poll(() => page.locator('#turn[aria-live="polite"]').textContent()).toMatch(/ to move/);
    await ctx.close();
  });

  it('the stored game resumes at /vacuum, and the home card offers Resume', async () => {
    const ctx = await withStoredData();
    const home = await openHome(ctx);
    expect(
      await home
        .locator('.card', { hasText: 'Vacuum' })
        .getByRole('link', { name: 'Resume Vacuum', exact: true })
        .count(),
    ).toBe(1);
    const page = await ctx.newPage();
    await page.goto(gameUrl());
    expect(await vacuumPosition(page)).toBe(before.position);
    await ctx.close();
  });
});
