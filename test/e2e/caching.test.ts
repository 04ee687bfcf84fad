// What a returning player's browser may keep: the built site as the room server serves it (the
// Worker's static assets with public/_headers). Hashed files are cached for good; pages are asked
// for again; the Phaser chunk is one file that every game's page shares.
import { describe, expect, it } from 'vitest';
import { baseUrl } from '../support/page';

/** The scripts a page loads at once (its module script and preloads), by address. */
async function scriptsOf(page: string): Promise<string[]> {
  const html = await (await fetch(new URL(page, baseUrl()))).text();
  return [...html.matchAll(/(?:src|href)="\.?\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
}

const sizeOf = async (path: string): Promise<number> =>
  (await (await fetch(new URL(path, baseUrl()))).arrayBuffer()).byteLength;

async function largest(paths: readonly string[]): Promise<string> {
  const sizes = await Promise.all(paths.map(sizeOf));
  return paths[sizes.indexOf(Math.max(...sizes))]!;
}

describe('caching', () => {
  it('keeps hashed files for a year, unasked, and asks again for the pages', async () => {
    const [script] = await scriptsOf('pressure');
    expect(script).toMatch(/^assets\/.+-[\w-]{8}\.js$/);
    const asset = await fetch(new URL(script!, baseUrl()));
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const page of ['', 'vacuum', 'pressure']) {
      const response = await fetch(new URL(page, baseUrl()));
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).not.toMatch(/immutable/);
    }
  });

  it('a second game’s page reuses the first one’s Phaser: the biggest script is the same file', async () => {
    const vacuum = await scriptsOf('vacuum');
    const pressure = await scriptsOf('pressure');
    const phaser = await largest(vacuum);
    expect(await sizeOf(phaser)).toBeGreaterThan(300_000);
    expect(await largest(pressure)).toBe(phaser);
  });
});
