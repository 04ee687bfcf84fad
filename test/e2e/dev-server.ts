// `npm run dev` as a player's machine runs it, started and stopped by a test: on a given port
// (`-- --port N --strictPort`), with the rooms kept in a given folder, so a stop and a start is a
// server restart that keeps every room.
import { spawn, type ChildProcess } from 'node:child_process';

export interface DevServer {
  /** Stops the server and everything it started (workerd), and waits until they have exited. */
  stop(): Promise<void>;
}

const READY_WITHIN = 60_000;

export async function startDevServer(port: number, roomsState: string): Promise<DevServer> {
  // Its own process group, so a stop ends npm, Vite and workerd together.
  const child = spawn('npm', ['run', 'dev', '--', '--port', String(port), '--strictPort', '--host', '127.0.0.1'], {
    detached: true,
    // Vite stops when its standard input ends: keep it open.
    stdio: ['pipe', 'pipe', 'pipe'],
    env: { ...shellEnv(), VACUUM_ROOMS_STATE: roomsState },
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const server = { stop: () => stop(child.pid!) };
  try {
    await ready(`http://127.0.0.1:${port}/`, child);
  } catch (e) {
    await server.stop();
    throw new Error(`npm run dev did not start: ${(e as Error).message}\n${output}`);
  }
  return server;
}

/** The environment a shell would give it: without the test runner's own settings. */
const shellEnv = (): NodeJS.ProcessEnv =>
  Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(VITEST|NODE_ENV$)/.test(name)));

/** Waits until the room server answers (by then the Worker's modules are loaded). */
async function ready(base: string, child: ChildProcess): Promise<void> {
  const until = Date.now() + READY_WITHIN;
  while (!(await fetch(base + 'api/rooms').catch(() => null))?.ok) {
    if (child.exitCode !== null) throw new Error(`it exited with code ${child.exitCode}`);
    if (Date.now() > until) throw new Error(`not serving within ${READY_WITHIN / 1000} s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Ends the server's process group and waits until none of it is left (its port is then free). */
async function stop(group: number): Promise<void> {
  signal(group, 'SIGTERM');
  for (let waited = 0; signal(group, 0); waited += 50) {
    if (waited === 10_000) signal(group, 'SIGKILL');
    if (waited === 15_000) throw new Error(`npm run dev (process group ${group}) did not stop`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Sends a signal to a process group; false when the group has no process left. */
function signal(group: number, sig: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-group, sig);
    return true;
  } catch {
    return false;
  }
}
