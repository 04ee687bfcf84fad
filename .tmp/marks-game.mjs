import { chromium } from 'playwright-core';
import { spawn } from 'node:child_process';
const srv = spawn('node', ['node_modules/.bin/vite', 'preview', '--port', '4396', '--strictPort'], { cwd: '/work/main', stdio: 'ignore' });
await new Promise((r) => setTimeout(r, 2500));
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--no-first-run'] });
const all = {};
for (let i = 0; i < 9; i++) {
  const ctx = await b.newContext({ viewport: { width: 1366, height: 768 } });
  const p = await ctx.newPage();
  await p.goto('http://localhost:4396/');
  await p.waitForFunction(() => performance.getEntriesByName('vacuum:first-board').length > 0);
  const m = await p.evaluate(() => [...performance.getEntriesByType('mark').map(m => [m.name, m.startTime]), ['responseEnd', performance.getEntriesByType('navigation')[0].responseEnd], ['domInteractive', performance.getEntriesByType('navigation')[0].domInteractive]]);
  for (const [k, v] of m) (all[k] ??= []).push(v);
  await ctx.close();
}
const med = (a) => a.sort((x, y) => x - y)[a.length >> 1];
Object.entries(all).sort((a, b) => med(a[1]) - med(b[1])).forEach(([k, v]) => console.log(k.padEnd(22), med(v).toFixed(1)));
await b.close(); srv.kill();
