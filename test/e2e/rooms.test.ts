// Online rooms in Chromium, two and three browsers against the real dev server (`npm run dev`:
// Vite serves the page and runs the room server in workerd through the Cloudflare plugin): create,
// join by link, seats, moves arriving on the other side, a move for the wrong seat refused, a
// spectator, reconnects after a reload and after a server restart, and leaving; a Glyph Grid room
// on clocks, whose clocks the room keeps; and a rematch played in the room itself, on the shared page
// and on Vacuum's.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  button,
  chooseNewGame,
  clickSquare,
  menu,
  openPage,
  positionText,
  token,
  useBrowser,
  type VacuumStudio,
  waitForPosition,
} from './browser';
import { boardFitsItsBox, click, moves } from './game-board';
import { freshContext, type GamePage } from '../support/page';
import { startDevServer, type DevServer } from './dev-server';
import { GAMES } from '../../src/games/index';

const browser = useBrowser();
let server: DevServer;
let port = 0;
// The rooms' storage, kept across the server restart and removed after the tests.
const roomsState = mkdtempSync(join(tmpdir(), 'vacuum-rooms-'));
const base = (): string => `http://127.0.0.1:${port}/vacuum`;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}
const serve = (): Promise<DevServer> => startDevServer(port, roomsState);

// This file runs its own server (not the global setup's preview) so it can restart it.
beforeAll(async () => {
  port = await freePort();
  server = await serve();
  // A first load of the page waits while the dev server pre-bundles the dependencies and
  // transforms each module (many seconds on a fresh clone or a busy machine); none of the tests'
  // steps should.
  const ctx = await freshContext(browser());
  const page = await ctx.newPage();
  await page.goto(base(), { timeout: 60_000 });
  await page.waitForFunction(() => document.documentElement.dataset.board === 'drawn', undefined, { timeout: 60_000 });
  await ctx.close();
});
afterAll(async () => {
  await server?.stop();
  rmSync(roomsState, { recursive: true, force: true });
});

/** Marks the page's window: the mark is gone once the page has reloaded. */
const mark = (page: Page) => page.evaluate(() => void Object.assign(window, { notReloaded: true }));
const notReloaded = (page: Page) => page.evaluate(() => 'notReloaded' in window);
/**
 * The room as the page shows it: its code (the address's `#r=`, while the Seats panel shows), the seat
 * its panel marks "you", and whether it is connected (its line says so, or that the page watches).
 */
const room = (page: Page) =>
  page.evaluate(() => {
    const panel = document.getElementById('room-seats');
    const inRoom = panel !== null && !panel.hidden;
    const mine = [...document.querySelectorAll<HTMLElement>('#room-seats li[data-seat]')].find((li) =>
      /^you/.test(li.querySelector('.seat-state')?.textContent ?? ''),
    );
    const line = document.querySelector('#room-seats .room-link')?.textContent ?? '';
    return {
      code: inRoom ? (/#r=(\w+)$/.exec(location.hash)?.[1] ?? null) : null,
      seat: inRoom && mine ? Number(mine.dataset.seat) : null,
      open: inRoom && /^(Connected|You are watching)/.test(line),
    };
  });
/** Waits until the page holds this seat in its room, connected. */
const seated = (page: Page, seat: number) =>
  expect.poll(async () => JSON.stringify(await room(page)), { timeout: 20_000 }).toMatch(`"seat":${seat},"open":true`);
/** The page's room link (its address, in the room). */
const roomLink = async (page: Page) => `${base()}#r=${(await room(page)).code}`;
const seatRow = (page: Page, seat: number) => page.locator(`#room-seats li[data-seat="${seat}"] .seat-state`);
/** Why the board is held, or what to do (Vacuum's prompt line over its actions): the room's words while another seat moves. */
const statusText = (page: Page) => page.locator('.vacuum-prompt').innerText();
/** Waits until the board takes this page's moves: its prompt asks for them, saying nothing of the room. */
const notHeld = (page: Page) =>
  expect.poll(() => statusText(page), { timeout: 20_000 }).not.toMatch(/you are|Connecting|Waiting for room|Watching/);
/**
 * A player's browser. The dev server's own client in the page (Vite's) gets a socket that the test
 * holds open and never connects: that client reloads every page when a restarted dev server comes
 * back, and the test checks that the pages come back to their room by themselves, as they must
 * when a deployed room server restarts (no dev client there).
 */
async function newContext(): Promise<BrowserContext> {
  const ctx = await freshContext(browser(), { viewport: { width: 1366, height: 768 } });
  await ctx.routeWebSocket(
    (url) => url.pathname === '/' && url.searchParams.has('token'),
    () => {},
  );
  return ctx;
}
/** White's page of a Glyph Grid game between two people on a clock of `minutes`, made a room (White holds the first seat). */
async function glyphGridRoom(minutes: string): Promise<Page> {
  const white = await openPage(await newContext(), '', base().replace(/vacuum$/, 'glyph-grid'));
  const dialog = white.getByRole('dialog', { name: 'New game' });
  await white.locator('select[name="seat-1"]').selectOption('person');
  await white.locator('select[name="gg-clock"]').selectOption(minutes);
  await dialog.getByRole('button', { name: 'Start' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await white.getByRole('button', { name: 'Menu' }).click();
  await white.getByRole('menuitem', { name: 'Create online room…' }).click();
  await white.click('#create-room-dialog button[value="current"]');
  await expect.poll(() => seatRow(white, 0).textContent()).toMatch(/you · to play/);
  return white;
}

const samePosition = (page: Page, text: string) => waitForPosition(page, text);

describe('online rooms', () => {
  // Its timeout: two starts of the dev server and three browsers took 44 s on an idle two-core
  // machine, and may take more than the project's 120 s on a busy one.
  it('two players play through a room link, a third watches, and everyone survives reloads and a server restart', async () => {
    // Red creates the room from a new 2-player game and sits in the first seat.
    const redCtx = await newContext();
    const red = await openPage(redCtx, '', base());
    await mark(red);
    await chooseNewGame(red, '2');
    await menu(red, 'create-room');
    await red.click('#create-room-dialog button[value="current"]');
    await seated(red, 0);
    const { code } = await room(red);
    expect(code).toMatch(/^[23456789A-HJKMNP-Z]{10}$/);
    expect(red.url()).toContain(`/vacuum#r=${code}`);
    expect(await seatRow(red, 0).textContent()).toMatch(/you · to play/);

    // Gold opens the link and takes the next free seat; both see who sits where.
    const link = await roomLink(red);
    const goldCtx = await newContext();
    const gold = await openPage(goldCtx, '', link);
    await mark(gold);
    await seated(gold, 1);
    await expect.poll(() => seatRow(red, 1).textContent()).toBe('taken');
    expect(await seatRow(gold, 0).textContent()).toMatch(/^taken · to play/);
    expect(await seatRow(gold, 2).textContent()).toBe('not in this game');
    // Every seat of a room's game is a person's, but a page resigns only the seat it holds.
    await button(red, 'resign').click();
    const resign = red.getByRole('dialog', { name: 'Resign?' });
    expect(await resign.getByRole('button').allInnerTexts()).toEqual(['Play on', 'Resign as Red']);
    await resign.getByRole('button', { name: 'Play on' }).click();

    // Red's move arrives on Gold's board; Gold's board is held while it is Red's turn.
    await expect.poll(() => statusText(gold)).toMatch(/Red to play; you are Gold/);
    expect(await button(gold, 'vacuumMove').isDisabled()).toBe(true);
    await clickSquare(red, 'e5');
    await expect.poll(() => token(gold, 'e5')).toBe('R');
    await button(red, 'commit').click();
    await gold.waitForFunction(
      () => (window.studio as VacuumStudio).rules.status((window.studio as VacuumStudio).game()).current === 1,
    );
    expect(await button(gold, 'vacuumMove').isDisabled()).toBe(false);
    // Red's board is held on Gold's turn, but Red may still resign (the rules: at any moment).
    await expect.poll(() => statusText(red)).toMatch(/Gold to play; you are Red/);
    expect(await button(red, 'vacuumMove').isDisabled()).toBe(true);
    expect(await button(red, 'resign').isDisabled()).toBe(false);
    expect(await statusText(red)).toMatch(/Gold to play; you are Red/);

    // A move for a seat Red does not hold: Red's tap on the held board says why, and nothing is
    // played on either page (the room's own refusal of such a move: test/online/worker).
    const before = await positionText(gold);
    await clickSquare(red, 'h8');
    await expect.poll(() => red.locator('#message').textContent()).toMatch(/Gold to play; you are Red/);
    await samePosition(red, before);
    expect(await positionText(gold)).toBe(before);

    // A third browser, through a link in the form sent before the platform (`?room=CODE`), finds
    // both seats taken and watches; Gold's move reaches it too.
    const watchCtx = await newContext();
    const watcher = await openPage(watchCtx, '', link.replace('#r=', '?room='));
    await mark(watcher);
    await expect.poll(async () => (await room(watcher)).open).toBe(true);
    expect(watcher.url()).toMatch(new RegExp(`/vacuum#r=${code}$`));
    await watcher.waitForSelector('#toast:not([hidden])');
    // It is told it watches and whose turn it is, in the notice, Status and the room's panel; no
    // seat is offered, none being free.
    expect(await watcher.locator('#toast').textContent()).toMatch(/you are watching\. Gold to play\./);
    expect((await room(watcher)).seat).toBeNull();
    expect(await statusText(watcher)).toBe(`Watching room ${code}: Gold to play.`);
    expect(await watcher.locator('#room-seats .room-link').textContent()).toBe('You are watching: Gold to play.');
    await clickSquare(gold, 'h8');
    await button(gold, 'commit').click();
    await expect.poll(() => token(watcher, 'h8')).toBe('Y');
    await expect.poll(() => statusText(watcher)).toBe(`Watching room ${code}: Red to play.`);
    expect(await watcher.locator('#room-seats .room-link').textContent()).toBe('You are watching: Red to play.');
    await samePosition(red, await positionText(gold));

    // Gold reloads: same seat (its token), same game.
    await gold.reload();
    await seated(gold, 1);
    await samePosition(gold, await positionText(red));
    await mark(gold);

    // The server restarts, keeping its rooms; every page reconnects by itself (no reload) to the
    // same game, and play goes on.
    const position = await positionText(red);
    await server.stop();
    await expect.poll(async () => (await room(red)).open).toBe(false);
    server = await serve();
    for (const page of [red, gold, watcher]) {
      await expect.poll(async () => (await room(page)).open, { timeout: 20_000 }).toBe(true);
      await samePosition(page, position);
      expect(await notReloaded(page)).toBe(true);
    }
    expect((await room(gold)).seat).toBe(1);
    await notHeld(red);
    await clickSquare(red, 'f5');
    await expect.poll(() => token(gold, 'f5')).toBe('R');
    await expect.poll(() => token(watcher, 'f5')).toBe('R');

    // Leave seat asks first, the focus on staying: a double Enter keeps Gold seated.
    await gold.click('#room-seats button[data-do="leave"]');
    await gold.waitForSelector('#confirm-dialog[open]');
    expect(await gold.locator('#confirm-text').innerText()).toMatch(/^You stop playing Gold and watch/);
    await gold.keyboard.press('Enter');
    expect(await gold.locator('#confirm-dialog[open]').count()).toBe(0);
    expect((await room(gold)).seat).toBe(1);

    // Red leaves: its board is its own again, and the seat is free for someone else.
    await menu(red, 'leave-room');
    expect((await room(red)).code).toBeNull();
    expect(red.url()).not.toMatch(/room=|#r=/);
    expect(await red.locator('#room-seats').isHidden()).toBe(true);
    await expect.poll(() => seatRow(gold, 0).textContent()).toMatch(/^free/);
    await button(red, 'commit').click(); // a local move now
    expect(
      await red.evaluate(
        () => (window.studio as VacuumStudio).rules.status((window.studio as VacuumStudio).game()).current,
      ),
    ).toBe(1);
    expect(
      await gold.evaluate(
        () => (window.studio as VacuumStudio).rules.status((window.studio as VacuumStudio).game()).current,
      ),
    ).toBe(0);

    for (const page of [red, gold, watcher]) {
      expect(await notReloaded(page)).toBe(true);
      expect((page as Page & { errors: string[] }).errors).toEqual([]);
    }

    // The watcher goes away; Gold resigns on Red's (empty) turn. The watcher, back by the link,
    // is shown how the game ended.
    await watcher.close();
    await button(gold, 'resign').click();
    await gold.getByRole('dialog', { name: 'Resign?' }).getByRole('button', { name: 'Resign as Gold' }).click();
    await gold.locator('#end-dialog').waitFor();
    const back = await openPage(watchCtx, '', link);
    await back.locator('#end-dialog').waitFor();
    expect(await back.locator('#end-dialog-title').innerText()).toBe('Red wins');
    await Promise.all([redCtx.close(), goldCtx.close(), watchCtx.close()]);
  }, 240_000);

  it('Join Online Room takes a code, and refuses one that is not a room', async () => {
    const ctx = await newContext();
    const page = await openPage(ctx, '', base());
    await chooseNewGame(page, '3');
    await menu(page, 'join-room');
    await page.fill('#join-room-dialog input', 'not a code!');
    await page.click('#join-room-dialog button[value="join"]');
    expect(await page.locator('#join-room-dialog .error').textContent()).toMatch(/not a room code/);
    await page.fill('#join-room-dialog input', 'abc-def');
    await page.click('#join-room-dialog button[value="join"]');
    await page.waitForFunction(() =>
      /There is no online room ABCDEF/.test(document.getElementById('toast')?.textContent ?? ''),
    );
    expect((await room(page)).code).toBeNull();
    // A room link pasted into the address bar of a page that already shows the game joins the room:
    // only the hash changes, and the page is not loaded again.
    await menu(page, 'create-room');
    await page.click('#create-room-dialog button[value="current"]');
    await seated(page, 0);
    const { code } = await room(page);
    const otherCtx = await newContext();
    const other = await openPage(otherCtx, '', base());
    await mark(other);
    await other.getByRole('dialog', { name: 'New game' }).getByRole('button', { name: 'Cancel' }).click();
    await other.evaluate((c) => void (location.hash = `#r=${c}`), code);
    await seated(other, 1);
    expect(await notReloaded(other)).toBe(true);
    // A damaged room link pasted there is said, and the page stays in its room, its address too.
    await other.evaluate((c) => void (location.hash = `#r=${c}`), code!.slice(0, 9));
    await expect.poll(() => other.locator('#message').textContent()).toMatch(/This room link is damaged/);
    expect(new URL(other.url()).hash).toBe(`#r=${code}`);
    expect((await room(other)).code).toBe(code);
    // A new game here would take the page out of the room: the player is asked first, and may stay.
    await page.click('#new-game');
    await chooseNewGame(page, '2');
    const leave = page.getByRole('dialog', { name: 'Leave the online room?' });
    expect(await leave.textContent()).toContain(`you leave online room ${code}`);
    await leave.getByRole('button', { name: 'Stay in the room' }).click();
    expect(await room(page)).toMatchObject({ code, seat: 0 });
    await otherCtx.close();
    await ctx.close();
  });

  it('the dev server shows the home page with a card, picture and all, for every game', async () => {
    const ctx = await newContext();
    const page = await ctx.newPage();
    await page.goto(`http://127.0.0.1:${port}/`);
    const cards = page.locator('#game-cards .card');
    await page.waitForFunction(() => window.studio?.id === 'home');
    expect(await cards.locator('h3').allTextContents()).toEqual(GAMES.filter((g) => g.playable).map((g) => g.name));
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.card img')].every((i) => (i as HTMLImageElement).complete),
    );
    expect(
      await cards.locator('img').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).naturalWidth)),
    ).toEqual(GAMES.filter((g) => g.playable).map(() => 160));
    await ctx.close();
  });

  it('says the hosted version is needed where there is no room server', async () => {
    const ctx = await newContext();
    await ctx.route('**/api/rooms', (route) => route.fulfill({ status: 404, body: 'Not found' }));
    const page = await openPage(ctx, '', base());
    await chooseNewGame(page, '2');
    await menu(page, 'create-room');
    await page.waitForSelector('#toast:not([hidden])');
    expect(await page.locator('#toast').textContent()).toMatch(/hosted version/);
    expect(await page.locator('#create-room-dialog').isVisible()).toBe(false);
    await ctx.close();
  });

  it('a Glyph Grid room keeps the clocks: the mover’s runs on both pages, and both show the room’s time after each move', async () => {
    type Clocked = { clocks: [number, number] | null };
    const clocks = (page: Page) =>
      page.evaluate(() => (window.studio as unknown as { game(): Clocked }).game().clocks!);
    const runningClock = (page: Page) => page.locator('.gg-clock.running').textContent();
    const white = await glyphGridRoom('5');
    // In a room the menu offers the room's link and Leave, and no second room.
    await white.getByRole('button', { name: 'Menu' }).click();
    const roomItems = white.getByRole('group', { name: 'Rooms' }).getByRole('menuitem');
    expect(await roomItems.allTextContents()).toEqual(['Join online room…', 'Copy room link', 'Leave room']);
    await white.keyboard.press('Escape');
    const link = white.url();
    expect(link).toMatch(/\/glyph-grid#r=/);
    const blackCtx = await newContext();
    const black = await openPage(blackCtx, '', link);
    await expect.poll(() => seatRow(black, 1).textContent()).toMatch(/^you/);
    // The room's Seats panel says who plays which side; the page's own list of seats steps aside.
    expect(await black.locator('#seats').isHidden()).toBe(true);

    // The room took the game with the time White had spent on it before. No clock runs before the
    // room's first move: waiting for a friend is no one's time.
    const [waited, blackLeft0] = await clocks(black);
    expect(waited).toBeLessThanOrEqual(300_000);
    expect(blackLeft0).toBe(300_000);
    for (const page of [white, black]) expect(await page.locator('.gg-clock.running').count()).toBe(0);
    // The room's line ("Connected: you are Black.") is a live region: a move must not write it again.
    await expect.poll(() => black.locator('.room-link').textContent()).toBe('Connected: you are Black.');
    await black.evaluate(() => {
      const w = window as unknown as { linkWrites: number };
      w.linkWrites = 0;
      new MutationObserver(() => w.linkWrites++).observe(document.querySelector('.room-link')!, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
    await click(white, 'd7');
    await click(white, 'd6');
    await expect.poll(() => moves(black)).toEqual(['vector d7-d6']);
    expect(await black.evaluate(() => (window as unknown as { linkWrites: number }).linkWrites)).toBe(0);
    // The glyph bar asks only the player to move; the other is told whose turn it is.
    await expect.poll(() => white.locator('.gg-prompt').textContent()).toBe('Black to play; you are White.');
    expect(await black.locator('.gg-prompt').textContent()).toBe('Black: choose a glyph and a piece.');
    // Black's clock runs on both pages, White's stands where the room charged it.
    for (const page of [white, black]) {
      await expect.poll(() => runningClock(page)).toMatch(/^Black 4:\d\d/);
      expect((await clocks(page))[0]).toBe(waited);
    }
    // Black plays: the room charges Black's time, and both pages show the same clocks.
    await black.locator('.gg-glyph', { hasText: 'VECTOR' }).click();
    await click(black, 'c1');
    await click(black, 'c2');
    await expect.poll(() => moves(white)).toEqual(['vector d7-d6', 'vector c1-c2']);
    const blackLeft = async (page: Page) => (await clocks(page))[1];
    await expect.poll(async () => (await blackLeft(white)) === (await blackLeft(black))).toBe(true);
    expect(await blackLeft(white)).toBeLessThan(300_000);
    await expect.poll(() => runningClock(black)).toMatch(/^White 4:\d\d/);
    // A new game would take White's page out of the room: asked first, White stays.
    await white.getByRole('button', { name: 'New game' }).click();
    await white.getByRole('dialog', { name: 'New game' }).getByRole('button', { name: 'Start' }).click();
    const leave = white.getByRole('dialog', { name: 'Leave the online room?' });
    await leave.getByRole('button', { name: 'Stay in the room' }).click();
    expect(await seatRow(white, 0).textContent()).toMatch(/^you/);
    expect(await moves(white)).toEqual(['vector d7-d6', 'vector c1-c2']);
    expect((white as GamePage).errors).toEqual([]);
    expect((black as GamePage).errors).toEqual([]);
    await white.context().close();
    await blackCtx.close();
  });

  it('a rematch stays in the Glyph Grid room: asked on one end screen, accepted on the other, played on the same clock with the sides passed on', async () => {
    type Clocked = { clocks: [number, number] | null; turn: number; result: unknown };
    const game = (page: Page) => page.evaluate(() => (window.studio as unknown as { game(): Clocked }).game());
    const toast = (page: Page) => page.locator('#toast').textContent();
    const white = await glyphGridRoom('3');
    const link = white.url();
    const blackCtx = await newContext();
    const black = await openPage(blackCtx, '', link);
    await expect.poll(() => seatRow(black, 1).textContent()).toMatch(/^you/);
    await click(white, 'd7');
    await click(white, 'd6');
    await expect.poll(() => moves(black)).toEqual(['vector d7-d6']);

    // White resigns on Black's turn: the game ends on both pages.
    await white.getByRole('button', { name: 'Resign' }).click();
    await white.getByRole('button', { name: 'Resign as White' }).click();
    const whiteEnd = white.getByRole('dialog', { name: 'Black wins' });
    const blackEnd = black.getByRole('dialog', { name: 'Black wins' });
    await whiteEnd.waitFor();
    await blackEnd.waitFor();
    // White asks for a rematch: Black is told, and Black's Rematch becomes its acceptance.
    await whiteEnd.getByRole('button', { name: 'Rematch' }).click();
    await expect.poll(() => toast(white)).toBe('You asked for a rematch: waiting for Black.');
    await expect
      .poll(() => toast(black))
      .toBe('White asks for a rematch: Accept rematch to play again, each player on the next side.');
    expect(await seatRow(black, 0).textContent()).toMatch(/asks for a rematch$/);
    expect(await white.locator('#room-seats .room-rematch').textContent()).toMatch(
      /^You asked for a rematch: waiting for Black\./,
    );
    // Still in the room, and still the ended game on both boards.
    expect(white.url()).toBe(link);
    expect((await game(white)).result).not.toBeNull();
    await blackEnd.getByRole('button', { name: 'Accept rematch' }).click();

    // The room starts the next game: the same three minutes, nobody's clock running before the first
    // move, White's player now Black and Black's now White, in the same room.
    for (const page of [white, black]) {
      await expect.poll(async () => (await game(page)).result).toBeNull();
      expect(await game(page)).toMatchObject({ turn: 0, clocks: [180_000, 180_000] });
      expect(page.url()).toBe(link);
      expect(await moves(page)).toEqual([]);
      expect(await page.locator('.gg-clock.running').count()).toBe(0);
    }
    await expect.poll(() => seatRow(white, 1).textContent()).toMatch(/^you/);
    await expect.poll(() => seatRow(black, 0).textContent()).toMatch(/^you · to play/);
    await expect.poll(() => toast(white)).toBe(`Rematch in online room ${link.split('#r=')[1]}: you are Black now.`);
    expect(await white.locator('.gg-prompt').textContent()).toBe('White to play; you are Black.');
    for (const page of [white, black]) expect(await page.locator('#end-dialog[open]').count()).toBe(0);
    // The home page's Last played shows the room's new game, not the one that ended: it has no move yet.
    const home = await white.context().newPage();
    await home.goto(base().replace(/vacuum$/, ''));
    const lastPlayed = home.locator('#played a').first();
    await expect
      .poll(() => lastPlayed.textContent())
      .toMatch(/^Glyph Grid · .+ · Move 1 · White to move · .+ · online room /);
    expect(await lastPlayed.textContent()).not.toMatch(/resign/);
    await home.close();
    // The new White, on the other page, moves first, and the move reaches the new Black.
    await expect.poll(() => boardFitsItsBox(black)).toBe(true);
    await click(black, 'd7');
    await click(black, 'd6');
    await expect.poll(() => moves(white)).toEqual(['vector d7-d6']);
    expect((white as GamePage).errors).toEqual([]);
    expect((black as GamePage).errors).toEqual([]);
    await white.context().close();
    await blackCtx.close();
  });

  it("a rematch stays in the Vacuum room: Gold asks after resigning, Red accepts, and each plays the other's colour", async () => {
    const redCtx = await newContext();
    const red = await openPage(redCtx, '', base());
    await chooseNewGame(red, '2');
    await menu(red, 'create-room');
    await red.click('#create-room-dialog button[value="current"]');
    await seated(red, 0);
    const { code } = await room(red);
    const goldCtx = await newContext();
    const gold = await openPage(goldCtx, '', await roomLink(red));
    await seated(gold, 1);
    await expect.poll(() => seatRow(red, 1).textContent()).toBe('taken');

    // Gold resigns on Red's turn; both pages show the end.
    await button(gold, 'resign').click();
    await gold.getByRole('dialog', { name: 'Resign?' }).getByRole('button', { name: 'Resign as Gold' }).click();
    for (const page of [red, gold]) {
      await page.locator('#end-dialog').waitFor();
      expect(await page.locator('#end-dialog-title').innerText()).toBe('Red wins');
    }
    await gold.click('#rematch-button');
    // Red's end screen, open all along, now accepts the rematch Gold asked for.
    await expect.poll(() => red.locator('#rematch-button').innerText()).toBe('Accept rematch');
    await expect
      .poll(() => red.locator('#toast').textContent())
      .toBe('Gold asks for a rematch: Accept rematch to play again, each player on the next side.');
    await expect.poll(() => gold.locator('#toast').textContent()).toBe('You asked for a rematch: waiting for Red.');
    await red.click('#rematch-button');

    for (const [page, seat] of [
      [red, 1],
      [gold, 0],
    ] as const) {
      await seated(page, seat);
      await page.waitForFunction(
        () => (window.studio as VacuumStudio).rules.status((window.studio as VacuumStudio).game()).winner === null,
      );
      expect(await page.locator('#moves li').count()).toBe(0);
      expect(await room(page)).toMatchObject({ code });
      expect(page.url()).toMatch(new RegExp(`/vacuum#r=${code}$`));
      expect(await page.locator('#end-dialog[open]').count()).toBe(0);
    }
    await expect
      .poll(() => red.locator('#toast').textContent())
      .toBe(`Rematch in online room ${code}: you are Gold now.`);
    await expect.poll(() => statusText(red)).toMatch(/Red to play; you are Gold/);
    // The home page's Last played shows the room's new game, which has no move yet.
    const home = await red.context().newPage();
    await home.goto(base().replace(/vacuum$/, ''));
    await expect
      .poll(() => home.locator('#played a').first().textContent())
      .toMatch(new RegExp(`^Vacuum · .+ · Round 1( of \\d+)? · Red to move · .+ · online room ${code}$`));
    await home.close();
    // Gold's player, Red now, opens the new game.
    await notHeld(gold);
    await clickSquare(gold, 'e5');
    await expect.poll(() => token(red, 'e5')).toBe('R');
    for (const page of [red, gold]) expect((page as Page & { errors: string[] }).errors).toEqual([]);
    await Promise.all([redCtx.close(), goldCtx.close()]);
  });
});
