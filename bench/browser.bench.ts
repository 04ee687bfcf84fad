// Browser figures, in Debian's headless Chromium: frame rate while dragging a piece across the
// densest benchmark position, and page weight and first-draw time against a bare Phaser 4 page —
// also as a phone sees them (CPU 4× slower and a slow 4G network, Lighthouse's mobile profile),
// where the ratio to the bare page in the same run is the figure that does not depend on the machine.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createBuilder, preview, type Plugin, type PreviewServer } from 'vite';
import { pageFor } from '../src/core/addresses';
import { chromium, type Browser } from 'playwright-core';
import {
  contents,
  formatPosition,
  legalActions,
  newGame,
  parsePosition,
  SQUARES,
  type Game,
} from '../src/games/vacuum/rules/index';
import { encodeShare } from '../src/games/vacuum/share';
import { FIRST_BOARD_MARK } from '../src/ui/renderer';
import { GAMES } from '../src/games/index';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/support/chromium';
import { benchPositions } from './positions';
import type { Measures } from './run';
import { median } from './stats';

const ROOT = new URL('..', import.meta.url).pathname;

/** Gzip bytes of these files of the build. */
const gzipOf = (outDir: string, files: readonly string[]): number =>
  files.reduce((n, f) => n + gzipSync(readFileSync(join(outDir, f))).length, 0);

/** Gzip bytes of the JavaScript a page's HTML loads (its module script and preloads): the home page's. */
function pageJsGzip(outDir: string, page: string): number {
  const html = readFileSync(join(outDir, page), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\.?\/?([^"]+\.js)"/g)].map((m) => m[1]!);
  if (files.length === 0) throw new Error(`no script in ${outDir}/${page}`);
  return gzipOf(outDir, files);
}

/**
 * Gzip bytes of all the JavaScript a page loads until its first board is drawn: its HTML's scripts
 * and the chunks it imports lazily (a game page's game module), as the browser fetched them; not
 * what it asks for once the board is up (Vacuum's tray, the update notice).
 */
async function jsToFirstBoard(browser: Browser, url: string, outDir: string): Promise<number> {
  const ctx = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await ctx.newPage();
  await page.goto(url);
  await page.waitForFunction((m) => performance.getEntriesByName(m).length > 0, FIRST_BOARD_MARK, { timeout: 60_000 });
  // Requested before the board was drawn: what a page loads once it is up (a game's tray) is not.
  const names = await page.evaluate((m) => {
    const drawn = performance.getEntriesByName(m)[0]!.startTime;
    return performance
      .getEntriesByType('resource')
      .filter((e) => e.startTime <= drawn)
      .map((e) => e.name);
  }, FIRST_BOARD_MARK);
  await ctx.close();
  const files = [...new Set(names.map((n) => new URL(n).pathname.slice(1)).filter((f) => f.endsWith('.js')))];
  if (files.length === 0) throw new Error(`no script loaded by ${url}`);
  return gzipOf(outDir, files);
}

/**
 * Builds a page with its root's own vite.config.ts (the game's, or bench/bare-phaser's) and serves
 * the built files as the site serves them: compressed, each game's address its page. Both pages go
 * through the same static server, so neither gains by how it is served (workerd's local asset
 * server does not compress; Cloudflare does).
 */
async function serve(root: string, outDir: string): Promise<{ server: PreviewServer; url: string; dir: string }> {
  // buildApp builds every environment: the game's page goes to <outDir>/client, its room server beside it.
  const builder = await createBuilder({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  await builder.buildApp();
  const dir = resolve(root, builder.environments.client!.config.build.outDir);
  const server = await preview({
    configFile: false,
    root: dir,
    build: { outDir: dir },
    preview: { port: 0, host: '127.0.0.1' },
    logLevel: 'error',
    plugins: [siteAddresses],
  });
  return { server, url: server.resolvedUrls!.local[0]!, dir };
}

/** Each game's address shows its page, as the room server's Worker has it (src/core/addresses.ts). */
const siteAddresses: Plugin = {
  name: 'bench:site-addresses',
  configurePreviewServer: (server) =>
    void server.middlewares.use((req, _res, next) => {
      const [path = '/', query] = (req.url ?? '/').split('?');
      const page = pageFor(path);
      if (page?.kind === 'file') req.url = `/${page.file}${query === undefined ? '' : `?${query}`}`;
      next();
    }),
};

/** A phone as Lighthouse's mobile profile has it: the CPU 4× slower, a slow 4G network. */
const PHONE = { cpuSlowdown: 4, latencyMs: 150, downBytesPerS: 1_638_400 / 8, upBytesPerS: 750_000 / 8 } as const;

/**
 * Milliseconds from navigation start to `mark` (a performance mark of the page's or a paint entry, so the polling
 * that waits for it adds nothing), in a fresh context with an empty cache, as a phone when asked.
 */
async function timeToMark(browser: Browser, url: string, mark: string, phone = false): Promise<number> {
  const ctx = await browser.newContext({
    viewport: phone ? { width: 390, height: 844 } : { width: 1366, height: 768 },
  });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Network.enable');
  // Unthrottled, as on this machine, the files come uncompressed (the static server would gzip each
  // of them again on every request, a cost no real server pays); a phone's slow network gets gzip.
  if (!phone) await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'identity' } });
  if (phone) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE.latencyMs,
      downloadThroughput: PHONE.downBytesPerS,
      uploadThroughput: PHONE.upBytesPerS,
    });
  }
  await page.goto(url);
  await page.waitForFunction((m) => performance.getEntriesByName(m).length > 0, mark, { timeout: 60_000 });
  const ms = await page.evaluate((m) => performance.getEntriesByName(m)[0]!.startTime, mark);
  await ctx.close();
  return ms;
}

/** Medians of alternating runs of each page, so drift in machine load hits them alike. */
async function firstDraws<K extends string>(browser: Browser, urls: Record<K, string>, runs: number, phone = false) {
  const times = Object.fromEntries(Object.keys(urls).map((k) => [k, [] as number[]])) as Record<K, number[]>;
  for (let i = 0; i < runs; i++)
    for (const k of Object.keys(urls) as K[])
      times[k].push(await timeToMark(browser, urls[k], FIRST_BOARD_MARK, phone));
  return Object.fromEntries(Object.entries<number[]>(times).map(([k, t]) => [k, median(t)])) as Record<K, number>;
}

/**
 * The home page's cards are in its HTML (src/home/cards.ts), so they are on screen at its first
 * contentful paint: that is the time measured, once the page is known to hold every card.
 */
async function cardsShown(browser: Browser, url: string, runs: number, phone = false): Promise<number> {
  const html = await (await fetch(url)).text();
  const cards = html.match(/<li class="card"/g)?.length ?? 0;
  const playable = GAMES.filter((g) => g.playable).length;
  if (cards !== playable) throw new Error(`the home page's HTML holds ${cards} cards, not ${playable}`);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(await timeToMark(browser, url, 'first-contentful-paint', phone));
  return median(times);
}

/** The benchmark position with the most pieces on the board. */
function densest(): { name: string; text: string } {
  const pieces = (g: Game): number =>
    Array.from({ length: SQUARES }, (_, sq) => contents(g, sq)).filter((c) => c !== null).length;
  return benchPositions().reduce((a, b) => (pieces(b.game) > pieces(a.game) ? b : a));
}

/** A square's name ('a1'), as window.studio.squareCenter takes it. */
const squareName = (sq: number): string => `${String.fromCharCode(97 + (sq % 12))}${Math.floor(sq / 12) + 1}`;

/** A square's centre on the page, in viewport pixels (window.studio.squareCenter). */
const squareCentre = (page: import('playwright-core').Page, square: string): Promise<{ x: number; y: number }> =>
  page.evaluate(
    (sq) => (window.studio as { squareCenter(sq: string): { x: number; y: number } }).squareCenter(sq),
    square,
  );

/** Vacuum's page up with its first board drawn, past the new-game dialog where it opens. */
async function vacuumPageUp(page: import('playwright-core').Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.begun === 'true');
  if (await page.locator('#new-game-dialog[open]').count()) await page.click('#start-button');
}

/**
 * Frames per second while the mouse drags a piece of `position` around the board (or, on the
 * bare page, just moves). The piece is one the player may drag: a Supply Chain source.
 */
async function dragFps(browser: Browser, url: string, position: string | null): Promise<number> {
  const ctx = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await ctx.newPage();
  await page.goto(url);
  let a = { x: 683, y: 384 };
  if (position === null) {
    await page.waitForFunction('window.bareReady');
  } else {
    // The position as a link opens with every seat a person's: nobody moves while it is dragged.
    const game = parsePosition(position);
    await page.goto(`${url}#p=${encodeShare(game)}`);
    await vacuumPageUp(page);
    await page.click('#controls button[data-action="supplyChain"]');
    const chain = legalActions(game).find((x) => x.kind === 'supplyChain');
    if (chain === undefined || !('from' in chain))
      throw new Error('the densest position has no Supply Chain source to drag');
    a = await squareCentre(page, squareName(chain.from));
  }
  // A string, not a function: tsx would wrap a function's inner helpers in a `__name` call the
  // page does not have.
  await page.evaluate(
    `window.frames_ = []; (function tick(t) { window.frames_.push(t); requestAnimationFrame(tick); })(0)`,
  );
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  const start = await page.evaluate(() => performance.now());
  for (let i = 0; i < 240; i++) {
    const angle = i / 20;
    await page.mouse.move(a.x + Math.cos(angle) * 250, a.y + Math.sin(angle) * 200);
  }
  const end = await page.evaluate(() => performance.now());
  await page.mouse.up();
  const frames = (await page.evaluate(`window.frames_.filter((t) => t >= ${start} && t <= ${end}).length`)) as number;
  await ctx.close();
  return (frames / (end - start)) * 1000;
}

/**
 * The longest gap between frames while Hard and Medium play a 10-turn game against each other
 * (fast pace): their searches run in a worker, so the page keeps drawing; a search on the page's
 * thread would stop the frames for a whole think (Hard: hundreds of ms).
 */
async function computerFrameGap(browser: Browser, url: string): Promise<number> {
  const ctx = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await ctx.newPage();
  await page.goto(`${url}?fast`); // the computers' moves at once, not at a readable pace
  // Begun: the new-game dialog a fresh page opens is open by then.
  await page.waitForFunction(() => document.documentElement.dataset.begun === 'true');
  if (!(await page.locator('#new-game-dialog[open]').count())) await page.click('#new-game');
  await page.click('#new-game-dialog input[name="players"][value="2"] + span');
  await page.selectOption('select[name="seat-0"]', 'computer:hard');
  await page.selectOption('select[name="seat-1"]', 'computer:medium');
  await page.click('#start-button');
  const tenTurns = formatPosition(newGame({ players: 2, turnLimit: 10 }));
  await page.evaluate(
    `window.gaps_ = []; (function tick(t, last) { window.gaps_.push(t - last); requestAnimationFrame((n) => tick(n, t)); })(performance.now(), performance.now());
     window.studio.load(${JSON.stringify(tenTurns)});`,
  );
  await page.waitForFunction(
    () => {
      const studio = window.studio as { game(): unknown; rules: { status(g: unknown): { winner: unknown } } };
      return studio.rules.status(studio.game()).winner !== null;
    },
    undefined,
    { timeout: 120_000 },
  );
  const gaps = (await page.evaluate('window.gaps_.slice(2)')) as number[];
  await ctx.close();
  return Math.max(...gaps);
}

/** CPU seconds Chromium's processes (browser, GPU, renderers) have used so far, from Linux's /proc. */
function chromiumCpuSeconds(): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // a process that ended meanwhile
    }
    if (!stat.includes('(chromium)')) continue;
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]); // utime + stime
  }
  return ticks / 100; // USER_HZ
}

/**
 * What a board left on screen costs a phone's battery while nobody touches anything: the share of
 * the page's main thread that is busy, and of one core that all of Chromium uses (rastering and
 * compositing the canvas included), over 5 s, a few seconds after `reach` has brought the page
 * where it is measured.
 */
async function stillBoardShares(
  browser: Browser,
  url: string,
  reach: (page: import('playwright-core').Page) => Promise<void>,
): Promise<{ main: number; chromium: number }> {
  const ctx = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto(url);
  await reach(page);
  await page.mouse.move(1, 1);
  await page.waitForTimeout(3000); // the board settles: the last slides and the last pointer's wake end
  const busy = async (): Promise<number> => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return metrics.find((m) => m.name === 'TaskDuration')!.value;
  };
  const [before, cpu, t0] = [await busy(), chromiumCpuSeconds(), Date.now()];
  await page.waitForTimeout(5000);
  const [main, chromium] = [(await busy()) - before, chromiumCpuSeconds() - cpu];
  const seconds = (Date.now() - t0) / 1000;
  await ctx.close();
  return { main: main / seconds, chromium: chromium / seconds };
}

/** A game just started, a person to move: the pieces that can move pulse. */
const started = (page: import('playwright-core').Page): Promise<void> =>
  page.locator('#new-game-dialog button[value="start"]').click();

/** A Pressure game of two moves, its replay open: nothing pulses. */
async function pressureReplay(page: import('playwright-core').Page): Promise<void> {
  await started(page);
  for (const square of ['c4', 'c3']) {
    const { x, y } = await squareCentre(page, square);
    await page.mouse.click(x, y);
  }
  await page.waitForFunction(() => document.querySelectorAll('#moves li').length === 2); // the computer answered
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('menuitem', { name: 'Replay' }).click();
  await page.locator('#replay-bar').waitFor();
}

export async function run(): Promise<Measures> {
  // Inside the project: workerd serves the room server's files from below its own directory only.
  const site = await serve(ROOT, join(ROOT, '.tmp/bench-dist'));
  const game = { ...site, url: `${site.url}vacuum` };
  const homeGzip = pageJsGzip(site.dir, 'index.html');
  const bare = await serve(join(ROOT, 'bench/bare-phaser'), '/tmp/vacuum-bench-bare');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const dense = densest();
  try {
    const gzip = {
      game: await jsToFirstBoard(browser, game.url, site.dir),
      bare: await jsToFirstBoard(browser, bare.url, bare.dir),
    };
    const first = await firstDraws(browser, { game: game.url, bare: bare.url }, 31);
    // As many loads as the first board's: a median of 11 moved by ±10 % from run to run.
    const cards = await cardsShown(browser, site.url, 31);
    const phone = await firstDraws(
      browser,
      { game: game.url, pressure: `${site.url}pressure`, bare: bare.url },
      7,
      true,
    );
    const phoneCards = await cardsShown(browser, site.url, 7, true);
    const still = {
      vacuum: await stillBoardShares(browser, game.url, started),
      pressure: await stillBoardShares(browser, `${site.url}pressure`, started),
      replay: await stillBoardShares(browser, `${site.url}pressure`, pressureReplay),
    };
    return {
      'browser.home.js_gzip_bytes': homeGzip,
      'browser.home.cards_shown_ms': cards,
      'browser.home.cards_shown_ratio_to_first_board': cards / first.game,
      'browser.phone.home.cards_shown_ms': phoneCards,
      'browser.phone.home.cards_shown_ratio_to_first_board': phoneCards / phone.game,
      'browser.phone.first_draw_ms': phone.game,
      'browser.phone.first_draw_ms.pressure': phone.pressure,
      'browser.phone.first_draw_ms.bare_phaser': phone.bare,
      'browser.phone.first_draw_ratio': phone.game / phone.bare,
      'browser.phone.first_draw_ratio.pressure': phone.pressure / phone.bare,
      [`browser.drag_fps.${dense.name}`]: await dragFps(browser, game.url, dense.text),
      'browser.drag_fps.bare_phaser': await dragFps(browser, bare.url, null),
      'browser.computers_worst_frame_gap_ms': await computerFrameGap(browser, game.url),
      'browser.still_board_busy_share': still.vacuum.main,
      'browser.still_board_busy_share.pressure': still.pressure.main,
      'browser.still_board_cpu_share': still.vacuum.chromium,
      'browser.still_board_cpu_share.pressure': still.pressure.chromium,
      'browser.replay_board_cpu_share.pressure': still.replay.chromium,
      'browser.js_gzip_bytes': gzip.game,
      'browser.js_gzip_bytes.bare_phaser': gzip.bare,
      'browser.js_gzip_ratio': gzip.game / gzip.bare,
      'browser.first_draw_ms': first.game,
      'browser.first_draw_ms.bare_phaser': first.bare,
      'browser.first_draw_ratio': first.game / first.bare,
    };
  } finally {
    await browser.close();
    await site.server.close();
    await bare.server.close();
  }
}
