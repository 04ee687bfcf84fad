import { defineConfig } from 'vite';

export default defineConfig({
  base: './',
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 2000,
    // Two pages: the game and the manual (docs/rules.md rendered).
    rolldownOptions: {
      input: { main: 'index.html', manual: 'manual.html' },
    },
  },
});
