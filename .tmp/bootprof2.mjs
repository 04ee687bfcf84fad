import { chromium } from 'playwright-core';
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
const srv = spawn('node', ['node_modules/.bin/vite', 'preview', '--port', '4397', '--strictPort', '--outDir', '.tmp/dist'], { cwd: '/work/main', stdio: 'ignore' });
await new Promise((r) => setTimeout(r, 2500));
const mapFile = readdirSync('.tmp/dist/assets').find((f) => f.startsWith('main') && f.endsWith('.js.map'));
const smc = new SourceMapConsumer(JSON.parse(readFileSync('.tmp/dist/assets/' + mapFile, 'utf8')));
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const agg = new Map(); let runs = 3;
for (let r = 0; r < runs; r++) {
const ctx = await b.newContext({ viewport: { width: 1366, height: 768 } });
const p = await ctx.newPage();
const cdp = await ctx.newCDPSession(p);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Profiler.start');
await p.goto('http://localhost:4397/');
await p.waitForFunction(() => performance.getEntriesByType('mark').length > 0);
const { profile } = await cdp.send('Profiler.stop');
const byId = new Map(profile.nodes.map(n => [n.id, n]));
// inclusive time per source file: walk parents
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children || []) parent.set(c, n.id);
profile.samples.forEach((s, i) => {
  const seen = new Set(); let id = s; const dt = (profile.timeDeltas[i] || 0) / 1000;
  while (id !== undefined) { const n = byId.get(id); const cf = n.callFrame;
    if (cf.url.includes('main-')) { const pos = smc.originalPositionFor({ line: cf.lineNumber + 1, column: cf.columnNumber });
      const src = (pos.source || '?').replace(/.*node_modules\//, 'nm/').replace(/.*\/src\//, 'src/'); const key = src.startsWith('nm/phaser') ? 'phaser:' + src.split('/').slice(2, 4).join('/') : src;
      if (!seen.has(key)) { seen.add(key); agg.set(key, (agg.get(key) || 0) + dt); } }
    id = parent.get(id); }
});
await ctx.close();
}
[...agg.entries()].sort((a, b) => b[1] - a[1]).slice(0, 30).forEach(([k, t]) => console.log((t / runs).toFixed(1).padStart(7), k));
await b.close(); srv.kill();
