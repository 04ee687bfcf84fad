// Builds the page and the room server once and serves them (dist/) on a free localhost port, as
// `npm run preview` does, and starts the one Chromium every end-to-end test file connects to
// (launching one per file cost seconds each on a busy machine).
import { chromium } from 'playwright-core';
import { createBuilder, preview } from 'vite';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const browser = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  // buildApp builds every environment: the page and the Worker (build() would build the page only).
  await (await createBuilder({ logLevel: 'warn' })).buildApp();
  const server = await preview({ preview: { port: 0, host: '127.0.0.1', strictPort: false }, logLevel: 'warn' });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('vite preview did not report its address');
  project.provide('baseUrl', url);
  project.provide('browserEndpoint', browser.wsEndpoint());
  return async () => {
    await server.close();
    await browser.close();
  };
}
