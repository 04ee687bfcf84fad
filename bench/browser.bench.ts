// Browser figures, in Debian's headless Chromium: frame rate while dragging a piece across the
// densest benchmark position, and page weight and first-draw time against a bare Phaser 4 page.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, preview, type PreviewServer } from 'vite';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS } from '../test/e2e/browser';
import type { Measures } from './run';
import { median } from './stats';

const ROOT = new URL('..', import.meta.url).pathname;

async function serve(root: string, outDir: string): Promise<{ server: PreviewServer; url: string; gzip: number }> {
  await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  const assets = join(outDir, 'assets');
  const gzip = readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .reduce((n, f) => n + gzipSync(readFileSync(join(assets, f))).length, 0);
  const server = await preview({ root, build: { outDir }, preview: { port: 0, host: '127.0.0.1' }, logLevel: 'warn' });
  return { server, url: server.resolvedUrls!.local[0]!, gzip };
}

/** Milliseconds from navigation start to the first drawn board, in a fresh context. */
async function firstDraw(browser: Browser, url: string, readyExpr: string): Promise<number> {
  const ctx = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await ctx.newPage();
  await page.goto(url);
  await page.waitForFunction(readyExpr);
  const ms = (await page.evaluate(`(${readyExpr}).then(() => performance.now())`)) as number;
  await ctx.close();
  return ms;
}

/** Medians of alternating runs of both pages, so drift in machine load hits both alike. */
async function firstDraws(browser: Browser, game: string, bare: string, runs: number): Promise<[number, number]> {
  const g: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < runs; i++) {
    g.push(await firstDraw(browser, game, 'window.vacuum && window.vacuum.ready'));
    b.push(await firstDraw(browser, bare, 'window.bareReady'));
  }
  return [median(g), median(b)];
}

/** Frames per second while the mouse drags a piece (or, on the bare page, just moves). */
async function dragFps(browser: Browser, url: string, bare: boolean): Promise<number> {
  const ctx = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await ctx.newPage();
  await page.goto(url);
  let a = { x: 683, y: 384 };
  if (bare) {
    await page.waitForFunction('window.bareReady');
  } else {
    await page.waitForFunction('window.vacuum && window.vacuum.ready');
    await page.evaluate(() => window.vacuum.ready);
    await page.click('#new-game-dialog button[value="2"]');
    const dense = readFileSync(join(ROOT, 'bench/positions/crowded-2p.txt'), 'utf8');
    await page.evaluate((t) => window.vacuum.load(t), dense);
    await page.click('#commands button[data-action="supplyChain"]');
    const from = await page.evaluate(() => window.vacuum.controller.sources()[0]!);
    a = await page.evaluate((sq) => window.vacuum.squareCenter(sq), from);
  }
  // A string, not a function: tsx would wrap a function's inner helpers in a `__name` call the
  // page does not have.
  await page.evaluate(`window.frames_ = []; (function tick(t) { window.frames_.push(t); requestAnimationFrame(tick); })(0)`);
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

export async function run(): Promise<Measures> {
  const game = await serve(ROOT, '/tmp/vacuum-bench-dist');
  const bare = await serve(join(ROOT, 'bench/bare-phaser'), '/tmp/vacuum-bench-bare');
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const [gameFirst, bareFirst] = await firstDraws(browser, game.url, bare.url, 11);
    return {
      'browser.drag_fps.crowded-2p': await dragFps(browser, game.url, false),
      'browser.drag_fps.bare_phaser': await dragFps(browser, bare.url, true),
      'browser.js_gzip_bytes': game.gzip,
      'browser.js_gzip_bytes.bare_phaser': bare.gzip,
      'browser.js_gzip_ratio': game.gzip / bare.gzip,
      'browser.first_draw_ms': gameFirst,
      'browser.first_draw_ms.bare_phaser': bareFirst,
      'browser.first_draw_ratio': gameFirst / bareFirst,
    };
  } finally {
    await browser.close();
    await game.server.close();
    await bare.server.close();
  }
}
