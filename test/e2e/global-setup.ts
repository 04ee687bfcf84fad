// Builds the page and the room server once and serves them (dist/) on a free localhost port for
// the end-to-end tests, as `npm run preview` does.
import { createBuilder, preview } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // buildApp builds every environment: the page and the Worker (build() would build the page only).
  await (await createBuilder({ logLevel: 'warn' })).buildApp();
  const server = await preview({ preview: { port: 0, host: '127.0.0.1', strictPort: false }, logLevel: 'warn' });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('vite preview did not report its address');
  project.provide('baseUrl', url);
  return async () => {
    await server.close();
  };
}
