// The static checks `npm test` runs before its tests: the type checks (the page, and the room
// server against the Workers' types), formatting and unused exports. Each runs on one core, so
// they run side by side (19 s one after another on a two-core machine, 10 s together); each one's
// output is shown whole when it fails.
import { spawn } from 'node:child_process';

const CHECKS = ['tsc --noEmit', 'tsc --noEmit -p src/online/server', 'prettier --check .', 'knip'] as const;

function run(command: string): Promise<{ command: string; ok: boolean; output: string }> {
  return new Promise((done) => {
    const child = spawn(`npx --no-install ${command}`, { shell: true });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('close', (code) => done({ command, ok: code === 0, output }));
  });
}

const results = await Promise.all(CHECKS.map(run));
for (const { command, ok, output } of results) {
  console.log(`${ok ? 'ok    ' : 'FAILED'} ${command}`);
  if (!ok) console.log(output);
}
if (results.some((r) => !r.ok)) process.exit(1);
