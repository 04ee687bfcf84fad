import { chromium } from 'playwright-core';
import { spawn } from 'node:child_process';
const srv = spawn('node', ['node_modules/.bin/vite', 'preview', '--port', '4395', '--strictPort'], { cwd: '/work/main', stdio: 'ignore' });
await new Promise((r) => setTimeout(r, 2500));
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
for (const [w, h, name] of [[390, 844, 'phone'], [768, 1024, 'tablet']]) {
  const ctx = await b.newContext({ viewport: { width: w, height: h }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
  const p = await ctx.newPage();
  await p.goto('http://localhost:4395/');
  await p.waitForFunction(() => window.vacuum);
  await p.evaluate(() => window.vacuum.ready);
  await p.screenshot({ path: `/tmp/${name}-dialog.png` });
  await p.click('#start-button');
  await p.waitForTimeout(300);
  await p.screenshot({ path: `/tmp/${name}.png` });
  await ctx.close();
}
await b.close(); srv.kill();
