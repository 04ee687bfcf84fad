import { defineConfig } from 'vitest/config';
import { cloudflareTest } from '@cloudflare/vitest-pool-workers';

// Three projects: fast unit/property tests in Node, the room server (Worker and Durable Object)
// inside workerd (test/online/worker), and end-to-end tests that drive the built page in Debian's
// Chromium (test/e2e). `npm test` runs them all.
export default defineConfig({
  test: {
    passWithNoTests: false,
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts'],
          exclude: ['test/e2e/**', 'test/online/worker/**', 'node_modules/**'],
          environment: 'node',
          // The files share one module graph per worker (no test mocks a module; each that stubs a
          // global puts it back): loading the rules and the page's modules again for each of 137
          // files was half of this project's time.
          isolate: false,
          // Generous: property tests and searches take seconds on a busy two-core machine, and a
          // slow machine is no failure (speed is measured in npm run bench, not here).
          testTimeout: 60_000,
        },
      },
      {
        plugins: [cloudflareTest({ wrangler: { configPath: './wrangler.jsonc' } })],
        test: {
          name: 'worker',
          include: ['test/online/worker/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/e2e/global-setup.ts'],
          environment: 'node',
          // Generous, as the unit tests' is: the longest test takes 24 s on an idle two-core machine
          // where others took 10 s, and a machine doing other work may take twice as long again.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // A page under a busy machine's load may take seconds to answer: every expect.poll waits
          // up to 10 s for its condition (vitest's default is 1 s), as a player would.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
