import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, runnerImport, type Plugin } from 'vite';
import { cloudflare } from '@cloudflare/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import type { Connect } from 'vite';
import { pageFor } from './src/core/addresses.ts';

// The room server never reads request.cf: do not fetch it from workers.cloudflare.com on start.
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= 'false';

/**
 * Puts each page's stylesheet into the page itself: a linked stylesheet is one more request the
 * game's script waits for before it runs, which delays the first drawn board.
 */
/**
 * The dev server's own client pings the server from a worker made from a blob (to notice a
 * restart); the pages' Content-Security-Policy allows workers from the page's origin only. Only
 * the dev server's pages also allow blob workers: the built pages keep the strict policy.
 */
function devServerCsp(): Plugin {
  return {
    name: 'vacuum:dev-server-csp',
    apply: 'serve',
    transformIndexHtml: (html) => html.replace("worker-src 'self'", "worker-src 'self' blob:"),
  };
}

/**
 * The site's addresses (src/core/addresses.ts) in the dev and preview servers, as the deployed
 * Worker serves them: `/vacuum` shows the game page, `/manual/vacuum` the manual.
 */
function siteAddresses(): Plugin {
  const route: Connect.NextHandleFunction = (req, res, next) => {
    const [path = '/', query] = (req.url ?? '/').split('?');
    const page = pageFor(path);
    if (page?.kind === 'redirect') {
      res.writeHead(302, { location: page.to });
      return res.end();
    }
    if (page?.kind === 'file') req.url = `/${page.file}${query === undefined ? '' : `?${query}`}`;
    next();
  };
  return {
    name: 'studio:site-addresses',
    configureServer: (server) => void server.middlewares.use(route),
    configurePreviewServer: (server) => void server.middlewares.use(route),
  };
}

/**
 * The site offline (vite-plugin-pwa, Workbox): a service worker precaches every page, every game's
 * code and the computer players' worker, the manual and the art, and each game's address (`/vacuum`,
 * `/pressure`, …) as the page the server shows there, so a reload or a link opens with no network.
 * A new version waits for the player (src/ui/updates.ts) or the next opening; rooms need the network.
 */
function offline(): Plugin[] {
  const games = readdirSync(new URL('src/games/', import.meta.url), { withFileTypes: true })
    .filter(
      (d) =>
        d.isDirectory() && (d.name === 'vacuum' || existsSync(new URL(`src/games/${d.name}/page.ts`, import.meta.url))),
    )
    .map((d) => d.name);
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    manifest: {
      name: 'The Vacuum family — five strategy games',
      short_name: 'Vacuum family',
      description: 'Five abstract strategy games of one family: against the computer, at one screen, or online.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#101217',
      background_color: '#101217',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      // A game's address is the page the server shows there, kept under the address itself.
      manifestTransforms: [
        (entries) => {
          const revision = (file: string): string | null | undefined => entries.find((e) => e.url === file)?.revision;
          const pages = games.flatMap((id) => {
            const page = pageFor(`/${id}`);
            return page?.kind === 'file' ? [{ url: `/${id}`, revision: revision(page.file) ?? null, size: 0 }] : [];
          });
          return { manifest: [...entries, ...pages] };
        },
      ],
      // `/pressure?fast` and `/manual.html?game=pressure` are the pages cached without their query.
      ignoreURLParametersMatching: [/.*/],
      // Only the pages above are served from the cache; any other address asks the server (a
      // redirect such as /manual/<id>, the room server's API).
      navigateFallback: null,
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    },
  });
}

/**
 * The home page's cards, written into index.html from the registry (src/home/cards.ts) so they
 * show at the page's first paint; before Vite reads the page for its assets, so each card's
 * picture is emitted like any other image of the page.
 */
function homeCards(): Plugin {
  const slot = '<ul id="game-cards" class="cards"></ul>';
  return {
    name: 'studio:home-cards',
    transformIndexHtml: {
      order: 'pre',
      async handler(html, { filename }) {
        if (!filename.endsWith('/index.html')) return html; // the home page (the others are play.html, …)
        if (!html.includes(slot)) throw new Error(`index.html has no empty card list ${slot} (vite.config.ts)`);
        const { module } = await runnerImport<typeof import('./src/home/cards.ts')>(
          fileURLToPath(new URL('src/home/cards.ts', import.meta.url)),
          { configFile: false, logLevel: 'error' },
        );
        return html.replace(slot, slot.replace('><', `>${module.cardsHtml()}<`));
      },
    },
  };
}

/**
 * The game page's entry (src/page/start.ts) imports the page's code (main.ts, with Phaser) beside
 * the game's module; a modulepreload link lets the browser fetch that code with the page itself,
 * as it would a script the page names, instead of once the entry has run.
 */
function preloadPageCode(): Plugin {
  return {
    name: 'vacuum:preload-page-code',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const code = Object.values(bundle).find(
        (c) => c.type === 'chunk' && c.facadeModuleId?.endsWith('/src/page/main.ts') === true,
      );
      const page = bundle['play.html'];
      if (code?.type !== 'chunk' || page?.type !== 'asset') return;
      const files = [code.fileName, ...code.imports].filter((f) => !String(page.source).includes(f));
      const links = files.map((f) => `<link rel="modulepreload" crossorigin href="./${f}">`).join('');
      page.source = String(page.source).replace('</head>', `${links}</head>`);
    },
  };
}

function inlineStylesheets(): Plugin {
  return {
    name: 'vacuum:inline-stylesheets',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const inlined = new Set<string>();
      for (const page of Object.values(bundle)) {
        if (page.type !== 'asset' || !page.fileName.endsWith('.html')) continue;
        page.source = String(page.source).replace(
          /<link rel="stylesheet"[^>]*href="\.\/([^"]+\.css)"[^>]*>/g,
          (link, file: string) => {
            const sheet = bundle[file];
            if (sheet?.type !== 'asset') return link;
            inlined.add(file);
            return `<style>${String(sheet.source)}</style>`;
          },
        );
      }
      for (const file of inlined) delete bundle[file]; // nothing links them any more
    },
  };
}

/**
 * Phaser's modules test build flags (`typeof WEBGL_DEBUG`, …) that Phaser's own webpack build
 * replaces; src/ui/phaser.ts imports those modules, so this build replaces them the same way: both
 * renderers, no WebGL debugging, no sound (the game has none), no optional plugins.
 */
const PHASER_FLAGS: Record<string, boolean> = {
  CANVAS_RENDERER: true,
  WEBGL_RENDERER: true,
  WEBGL_DEBUG: false,
  FEATURE_SOUND: false,
  PLUGIN_CAMERA3D: false,
  PLUGIN_FBINSTANT: false,
  EXPERIMENTAL: false,
};

/**
 * Phaser modules the board never reaches, each replaced by the part its importers use, and the
 * only Phaser modules allowed to import it: the build stops if another starts to, since it would
 * get the stand-in. (Checked against Phaser 4.2's source; see src/ui/phaser.ts for what is kept.)
 */
const PHASER_STAND_INS: Record<string, { code: string; importers: string[] }> = {
  // Phaser.Math's namespace (vectors, matrices, noise, easing, …): the game's config seeds its
  // random generator, which GetAdvancedValue reads; modules that need a vector import it directly.
  'math/index.js': {
    code: "module.exports = { RandomDataGenerator: require('./random-data-generator/RandomDataGenerator') };",
    importers: ['core/Config.js', 'utils/object/GetAdvancedValue.js'],
  },
  // Phaser.Renderer.WebGL's namespace (every shader and render node, tilemap and sprite layers
  // included): the WebGL renderer and its render nodes import what they draw with directly.
  'renderer/webgl/index.js': { code: 'module.exports = {};', importers: ['renderer/index.js'] },
  // Atlas, sprite-sheet and compressed-texture parsers: the board loads no image files; the texture
  // manager's own built-in textures are plain images.
  'textures/parsers/index.js': {
    code: "module.exports = { Image: require('./Image') };",
    importers: ['textures/TextureManager.js'],
  },
  // Sprite animations: the board has no sprites. The game makes the manager; the scene gets it.
  'animations/AnimationManager.js': {
    code: 'module.exports = function AnimationManager() {};',
    importers: ['core/Game.js'],
  },
  // The texture manager keeps one tile sprite for DynamicTexture.repeat, which the board never
  // calls (its render texture is cleared and drawn).
  'gameobjects/tilesprite/TileSprite.js': {
    code: 'module.exports = function TileSprite() { this.setOrigin = function () { return this; }; };',
    importers: ['textures/TextureManager.js'],
  },
};

/**
 * Camera filters (blur, glow, masks, …) and their WebGL render nodes: the board uses none, and
 * Phaser makes one only when asked for it. Each stand-in says so if it is ever made.
 */
function phaserFilterStandIn(path: string): { code: string; importers: string[] } | undefined {
  const [, filter, node] =
    /^(?:filters\/(?!Controller|index)(\w+)|renderer\/webgl\/renderNodes\/filters\/(Filter\w+))\.js$/.exec(path) ?? [];
  if (!filter && !node) return undefined;
  return {
    code: `module.exports = function () { throw new Error('Phaser ${filter ?? node}: left out of the build (vite.config.ts)'); };`,
    importers: [filter ? 'gameobjects/components/FilterList.js' : 'renderer/webgl/renderNodes/RenderNodeManager.js'],
  };
}
const PHASER_SRC = '/node_modules/phaser/src/';

function phaserStandIns(): Plugin {
  const standIn = (id: string) => {
    const path = id.includes(PHASER_SRC) ? id.split(PHASER_SRC)[1]! : null;
    return path === null ? undefined : (PHASER_STAND_INS[path] ?? phaserFilterStandIn(path));
  };
  return {
    name: 'vacuum:phaser-stand-ins',
    apply: 'build',
    load: (id) => standIn(id)?.code ?? null,
    buildEnd() {
      for (const id of this.getModuleIds()) {
        const allowed = standIn(id)?.importers;
        const others = this.getModuleInfo(id)!.importers.filter(
          (i) => !allowed?.some((a) => i.endsWith(PHASER_SRC + a)),
        );
        if (allowed && others.length > 0)
          this.error(`${id} is a stand-in (vite.config.ts), yet ${others.join(', ')} import it`);
      }
    },
  };
}

function phaserFlags(): Plugin {
  const flag = new RegExp(`typeof (${Object.keys(PHASER_FLAGS).join('|')})\\b`, 'g');
  return {
    name: 'vacuum:phaser-flags',
    transform(code, id) {
      if (!id.includes('/node_modules/phaser/src/') || !code.includes('typeof ')) return null;
      return { code: code.replace(flag, (_, name: string) => String(PHASER_FLAGS[name])), map: null };
    },
  };
}

/**
 * Phaser tests for WebGL as its modules load, creating a WebGL context (~10 ms where WebGL is
 * emulated); the pages choose the renderer themselves (src/ui/renderer.ts) and Phaser reads the
 * answer only when asked for WebGL. So it tests then: a page drawn with Canvas 2D never pays.
 */
function phaserLazyWebGLTest(): Plugin {
  const eager = 'Features.webGL = testWebGL();';
  return {
    name: 'studio:phaser-lazy-webgl-test',
    transform(code, id) {
      if (!id.endsWith('/node_modules/phaser/src/device/Features.js')) return null;
      if (!code.includes(eager)) this.error(`Phaser's Features.js no longer says "${eager}" (vite.config.ts)`);
      const lazy =
        "Object.defineProperty(Features, 'webGL', { get: function () { var ok = testWebGL(); Object.defineProperty(Features, 'webGL', { value: ok }); return ok; }, configurable: true, enumerable: true });";
      return { code: code.replace(eager, lazy), map: null };
    },
  };
}

// Where `npm run dev` and `vite preview` keep the rooms (.wrangler/state unless VACUUM_ROOMS_STATE
// names a folder): the rooms e2e test keeps them in a temporary folder across its server restart.
const roomsState = process.env.VACUUM_ROOMS_STATE;

export default defineConfig({
  base: './',
  // The room server (wrangler.jsonc) runs in workerd inside Vite's dev and preview servers.
  plugins: [
    siteAddresses(),
    homeCards(),
    phaserFlags(),
    phaserLazyWebGLTest(),
    phaserStandIns(),
    inlineStylesheets(),
    preloadPageCode(),
    devServerCsp(),
    offline(),
    cloudflare({ inspectorPort: false, persistState: roomsState ? { path: roomsState } : true }),
  ],
  server: {
    // Transformed as the server starts, so the first page load (and first room) does not wait for them.
    warmup: {
      clientFiles: ['./src/home/main.ts', './src/page/start.ts', './src/online/client/commands.ts'],
    },
  },
  optimizeDeps: {
    // Every page and the AI's worker (the scan does not follow `new Worker(...)`): the first scan
    // finds every dependency, so no page is reloaded for one found later.
    entries: ['index.html', 'play.html', 'manual.html', 'src/session/engine/worker.ts'],
    // The dev server pre-bundles Phaser's modules with rolldown: the same flags apply there.
    rolldownOptions: { plugins: [phaserFlags(), phaserLazyWebGLTest()] },
  },
  resolve: {
    // src/ui/phaser.ts imports Phaser's own modules, which the package's exports do not list.
    alias: [
      { find: /^phaser\/src\//, replacement: fileURLToPath(new URL('node_modules/phaser/src/', import.meta.url)) },
    ],
  },
  // The computer-player worker as a module: each game's engine is a chunk of its own, fetched on
  // the first request about that game (a classic worker would bundle every game's engine).
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 2000,
    // Every browser we support preloads modules natively; the polyfill would be one more module
    // the game's script waits for before it runs.
    modulePreload: { polyfill: false },
  },
  environments: {
    // Three pages: the home, a game's and the manual. (The Worker has its own entry.)
    client: {
      build: {
        rolldownOptions: {
          input: { home: 'index.html', play: 'play.html', manual: 'manual.html' },
          // Small chunks the pages share are copied into each page's own chunk: Vacuum's page
          // loaded 27 files before its first board (a browser fetches six at a time from one
          // HTTP/1.1 server), now 8; its first board came ~20 % sooner (timed by hand, same run).
          preserveEntrySignatures: false,
          output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 64 * 1024 } } },
        },
      },
    },
  },
});
