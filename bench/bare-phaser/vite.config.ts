// The bare Phaser page is built exactly like the game (vite.config.ts at the root): relative base,
// the same target, one page.
import { defineConfig } from 'vite';

export default defineConfig({
  base: './',
  build: { target: 'es2022', chunkSizeWarningLimit: 2000 },
});
