// The built site (dist/client) served by a plain Node server the test controls, with the site's
// addresses (src/core/addresses.ts) and no caching headers: a test can put a new version of a
// file in place under an open page (the preview server's asset store keeps the first version's
// validators, so a browser would never see the change there).
import { createServer, type Server } from 'node:http';
import { readFileSync, existsSync } from 'node:fs';
import { extname } from 'node:path';
import { pageFor } from '../../src/core/addresses';

const ROOT = new URL('../../dist/client/', import.meta.url);
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

export interface StaticSite {
  url: string;
  /** Serves `body` at `path` from now on instead of the built file. */
  replace(path: string, body: string): void;
  close(): Promise<void>;
}

export async function serveBuiltSite(): Promise<StaticSite> {
  const replaced = new Map<string, string>();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const page = pageFor(url.pathname);
    if (page?.kind === 'redirect') {
      res.writeHead(302, { location: page.to }).end();
      return;
    }
    const path = page?.kind === 'file' ? `/${page.file}` : url.pathname;
    const file = new URL(`.${path}`, ROOT);
    const body = replaced.get(path) ?? (existsSync(file) ? readFileSync(file) : null);
    if (body === null) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, {
      'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
    });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/`,
    replace: (path, body) => void replaced.set(path, body),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
