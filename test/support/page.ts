// The one page fixture of the end-to-end tests: one Chromium for the whole run (launched by
// test/e2e/global-setup.ts with the house's flags; each test file connects to it), a fresh context
// per opened game (its own storage: every test starts from an empty browser, as a new player does)
// in one of the house's layouts, console and page errors captured, screenshots under
// test/e2e/__screens__/ (git-ignored). The game page's address is built here, in gameUrl only.
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Download,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    browserEndpoint: string;
  }
}

/** The served build's root, as global-setup provides it. */
export const baseUrl = (): string => inject('baseUrl');

/** The address of a game's page, with a `#p=…`, `#g=…` or `#r=…` hash. Today every game page is the site root. */
// Vacuum, the only game, lives at the root until the house's home page takes it: then `/${id}`.
export const gameUrl = (id = 'vacuum', hash = ''): string => `${baseUrl()}${id}${hash}`;

/** The screen sizes the house is played on (CSS pixels). */
export const LAYOUTS = {
  desktop: { width: 1366, height: 768 },
  tablet: { width: 768, height: 1024 },
  tabletSideways: { width: 1024, height: 768 },
  phone: { width: 390, height: 844 },
} as const;
export type Layout = keyof typeof LAYOUTS;

export interface OpenOptions extends BrowserContextOptions {
  /** Default desktop; an explicit `viewport` wins. */
  layout?: Layout;
  /** A touch screen (a phone or tablet's): touch events and a coarse pointer. */
  touch?: boolean;
}

/** A page of the fixture: what went wrong in it is collected as it happens. */
export type GamePage = Page & {
  /** Uncaught errors and what the Content-Security-Policy blocked: a test expects none. */
  errors: string[];
  /** Every console error, for a test that looks into one. */
  consoleErrors: string[];
};

const screens = join(dirname(fileURLToPath(import.meta.url)), '..', 'e2e', '__screens__');

/** Where a screenshot named `name` goes (test/e2e/__screens__/<name>.png, git-ignored). */
export function screenPath(name: string): string {
  mkdirSync(screens, { recursive: true });
  return join(screens, `${name}.png`);
}

/** How long a page may take to boot (load and first drawn board); every other step has 8 s. */
const BOOT_MS = 30_000;

/** Opens `url` in `ctx` and waits for the first drawn board; page errors are collected on the page. */
export async function openIn(ctx: BrowserContext, url: string): Promise<GamePage> {
  const page = (await ctx.newPage()) as GamePage;
  page.setDefaultTimeout(8000);
  page.errors = [];
  page.consoleErrors = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') page.consoleErrors.push(m.text());
    // Anything the Content-Security-Policy blocks is an error too.
    if (/Content Security Policy/i.test(m.text())) page.errors.push(m.text());
  });
  // Opening a page may wait on the build's server (a dev server compiles on the first request): on
  // a busy machine that alone took over 8 s, so the page has until its first drawn board.
  await page.goto(url, { timeout: BOOT_MS });
  // The game page marks its root once its board is drawn.
  await page.waitForFunction(() => document.documentElement.dataset.board === 'drawn', undefined, {
    timeout: BOOT_MS,
  });
  return page;
}

/** A download saved to a file of its own (the shared Chromium is connected to, so `download.path()` is not available): its path. */
export async function savedFile(download: Download): Promise<string> {
  const file = join(mkdtempSync(join(tmpdir(), 'vacuum-download-')), download.suggestedFilename());
  await download.saveAs(file);
  return file;
}

/** Resolves once the page has drawn two more frames: what it changed before is on screen (a screenshot's condition, not a sleep). */
export const framesDrawn = (page: Page): Promise<void> =>
  page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));

/**
 * A new player's browser: its own storage, and no service worker. Every page registers the site's
 * service worker, which then downloads its whole precache (100+ files) into each fresh context: a
 * third of the suite's time, for what only offline.test.ts is about (it makes its own contexts).
 * Its pages keep what they copy (keepCopies).
 */
export async function freshContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const ctx = await browser.newContext({ serviceWorkers: 'block', ...options });
  await ctx.addInitScript(keepCopies);
  return ctx;
}

/** The run's Chromium for this test file: connected before its tests, disconnected after them. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.connect(inject('browserEndpoint'));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => browser!;
}

/**
 * The fixture for a test file: `openGame(hash, { layout, touch })` opens the game page in a fresh
 * context; `context` and `open` do it in two steps (a second tab in the same context). Every
 * context a test made is closed after it.
 */
export function useGamePage() {
  const browser = useBrowser();
  const contexts: BrowserContext[] = [];
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
  });
  const context = async ({ layout = 'desktop', touch = false, ...options }: OpenOptions = {}) => {
    const ctx = await freshContext(browser(), {
      viewport: LAYOUTS[layout],
      ...(touch ? { hasTouch: true, isMobile: true } : {}),
      ...options,
    });
    contexts.push(ctx);
    return ctx;
  };
  const open = (ctx: BrowserContext, hash = '', url = gameUrl('vacuum', hash)): Promise<GamePage> => openIn(ctx, url);
  return {
    browser,
    context,
    open,
    openGame: async (hash = '', options: OpenOptions = {}): Promise<GamePage> => open(await context(options), hash),
    /** Opens another game's page (`/<id>` with a hash) in a fresh context. */
    openAt: async (id: string, hash = '', options: OpenOptions = {}): Promise<GamePage> =>
      open(await context(options), hash, gameUrl(id, hash)),
  };
}

/** For `addInitScript`: the page's Web Workers take every request and never answer (a computer that hangs). */
export function workersNeverAnswer(): void {
  (window as unknown as { Worker: unknown }).Worker = class {
    postMessage(): void {}
    addEventListener(): void {}
    terminate(): void {}
  };
}

/**
 * For `addInitScript`: the page keeps the last text it copied. The clipboard is the browser's, which
 * every test file shares, so two files copying at once would read each other's text from it.
 */
export function keepCopies(): void {
  const clipboard = navigator.clipboard as Clipboard | undefined;
  if (!clipboard) return;
  const write = clipboard.writeText.bind(clipboard);
  clipboard.writeText = (text: string) => {
    (window as unknown as { copiedText: string }).copiedText = text;
    return write(text);
  };
}

/** The last text the page copied (see keepCopies). */
export const lastCopied = (page: Page): Promise<string> =>
  page.evaluate(() => (window as unknown as { copiedText?: string }).copiedText ?? 'nothing was copied');
