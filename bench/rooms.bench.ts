// Online rooms on loopback: the built room server (Worker + Durable Object) in workerd through
// Miniflare, its rooms' SQLite files on this machine's disk, driven by WebSocket clients in Node.
// Measures the action round trip (sent → echoed back as `moved`), Commit round trips (the next
// player's turn-start check runs in the room), how many actions one room passes on per second,
// and 1, 50 and 100 rooms of 3 players where an action is played every half second in each room,
// with what each room costs in storage and in the server's memory. The rate limits are lifted
// here: these figures are the room's own cost.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBuilder } from 'vite';
import { Miniflare } from 'miniflare';
import WebSocket from 'ws';
import { encodeSaveJson } from '../src/games/vacuum/record/save';
import { formatAction, legalActions, newGame, play, status, type Game } from '../src/games/vacuum/rules/index';
import { LIMITS, PROTOCOL, type ServerMessage } from '../src/online/protocol';
import { Room } from '../src/online/server/room';
import { vacuum } from '../src/games/vacuum/hosted';
import type { Measures } from './run';
import { median, quantile } from './stats';

const p99 = (xs: number[]): number =>
  quantile(
    [...xs].sort((a, b) => a - b),
    0.99,
  );

const ROOT = new URL('..', import.meta.url).pathname;

const UNLIMITED = {
  ...LIMITS,
  ...{ ratePerSecond: 1e9, burst: 1e9, addressRatePerSecond: 1e9, addressBurst: 1e9 },
  ...{ connectsPerSecond: 1e9, connectBurst: 1e9, maxPerAddress: 1e9 },
};

/** The built server in workerd; rooms' SQLite files go to `persist` (else Miniflare's own temporary directory). */
async function startServer(persist: string | null): Promise<{ mf: Miniflare; url: URL }> {
  const builder = await createBuilder({ root: ROOT, logLevel: 'warn' });
  const worker = builder.environments.vacuum!;
  await builder.build(worker);
  const outDir = join(ROOT, worker.config.build.outDir);
  const config = JSON.parse(readFileSync(join(outDir, 'wrangler.json'), 'utf8')) as { compatibility_date: string };
  const mf = new Miniflare({
    modules: true,
    scriptPath: join(outDir, 'index.js'),
    compatibilityDate: config.compatibility_date,
    durableObjects: { ROOMS: { className: 'RoomObject', useSQLite: true } },
    bindings: { ROOM_LIMITS: JSON.stringify(UNLIMITED) },
    host: '127.0.0.1',
    port: 0,
    cf: false,
    ...(persist ? { durableObjectsPersist: persist } : {}),
  });
  return { mf, url: await mf.ready };
}

/** A page's socket in Node: send, and wait for the next message of a kind. */
class Client {
  private queue: ServerMessage[] = [];
  private waiting: ((m: ServerMessage) => void) | null = null;
  private constructor(private ws: WebSocket) {
    ws.on('message', (data) => {
      const m = JSON.parse(String(data)) as ServerMessage;
      if (this.waiting) {
        const w = this.waiting;
        this.waiting = null;
        w(m);
      } else this.queue.push(m);
    });
  }

  static async open(url: URL, code: string): Promise<Client> {
    const ws = new WebSocket(`ws://${url.host}/api/rooms/${code}/socket`);
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    const c = new Client(ws);
    c.send({ t: 'hello', protocol: PROTOCOL, token: null, seen: null });
    await c.until('seats');
    return c;
  }

  send(msg: object): void {
    this.ws.send(JSON.stringify(msg));
  }

  next(): Promise<ServerMessage> {
    const m = this.queue.shift();
    return m ? Promise.resolve(m) : new Promise((resolve) => (this.waiting = resolve));
  }

  async until<T extends ServerMessage['t']>(t: T): Promise<Extract<ServerMessage, { t: T }>> {
    for (;;) {
      const m = await this.next();
      if (m.t === 'error') throw new Error(`room refused: ${m.message}`);
      if (m.t === t) return m as Extract<ServerMessage, { t: T }>;
    }
  }

  /** Waits until the room reports `version` (earlier moves by others pass by). */
  async moved(version: number): Promise<void> {
    while ((await this.until('moved')).version < version);
  }

  close(): void {
    this.ws.close();
  }
}

async function createRoom(url: URL, game: Game): Promise<string> {
  const res = await fetch(new URL('/api/rooms', url), {
    method: 'POST',
    body: encodeSaveJson({ game, log: [], settings: {} }),
  });
  return ((await res.json()) as { code: string }).code;
}

/** A room with Red and Gold seated and a spectator; Red's clock starts at version 0. */
async function seatedRoom(url: URL, game: Game) {
  const code = await createRoom(url, game);
  const [red, gold, watcher] = await Promise.all([
    Client.open(url, code),
    Client.open(url, code),
    Client.open(url, code),
  ]);
  red.send({ t: 'claim', seat: 0 });
  await red.until('seated');
  gold.send({ t: 'claim', seat: 1 });
  await gold.until('seated');
  return { red, gold, watcher, clients: [red, gold, watcher] };
}

/** A 3-player room, every seat taken. */
async function threePlayers(url: URL): Promise<Client[]> {
  const code = await createRoom(url, newGame({ players: 3 }));
  const players = await Promise.all([0, 1, 2].map(() => Client.open(url, code)));
  for (const [seat, p] of players.entries()) {
    p.send({ t: 'claim', seat });
    await p.until('seated');
  }
  return players;
}

const start = newGame({ players: 2 });
const firstAction = formatAction(legalActions(start)[0]!);

/** `n` round trips of Red's first action then its undo; milliseconds each. */
async function roundTrips(red: Client, n: number, version = 0): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    red.send(
      i % 2 === 0 ? { t: 'act', action: firstAction, version: version + i } : { t: 'undo', version: version + i },
    );
    await red.moved(version + i + 1);
    times.push(performance.now() - t0);
  }
  return times;
}

/** Whole turns (first legal action, then Commit), timing each Commit's round trip. */
async function commitTrips(url: URL, turns: number): Promise<number[]> {
  const room = await seatedRoom(url, start);
  let game = start;
  let version = 0;
  const times: number[] = [];
  for (let t = 0; t < turns; t++) {
    const mover = t % 2 === 0 ? room.red : room.gold;
    const action = legalActions(game).find((a) => a.kind === 'vacuumMove') ?? legalActions(game)[0]!;
    mover.send({ t: 'act', action: formatAction(action), version: version++ });
    await mover.moved(version);
    game = play(game, action);
    const t0 = performance.now();
    mover.send({ t: 'act', action: 'commit', version: version++ });
    await mover.moved(version);
    times.push(performance.now() - t0);
    game = play(game, { kind: 'commit' });
  }
  room.clients.forEach((c) => c.close());
  return times;
}

/** Actions sent back to back (act, undo, act, …); actions per second until the spectator has them all. */
async function throughput(url: URL, n: number): Promise<number> {
  const room = await seatedRoom(url, start);
  const t0 = performance.now();
  for (let i = 0; i < n; i++)
    room.red.send(i % 2 === 0 ? { t: 'act', action: firstAction, version: i } : { t: 'undo', version: i });
  await room.watcher.moved(n);
  const rate = n / ((performance.now() - t0) / 1000);
  room.clients.forEach((c) => c.close());
  return rate;
}

const HALF_SECOND = 500;

/**
 * The actions of a 3-player game, each with the seat that plays it: every player's first vacuum
 * move, then Commit, round the table until the game ends or `count` actions. Worked out before
 * the clock runs, so the rules engine in this process does not delay the echoes it times.
 */
function script(count: number): { seat: number; action: string }[] {
  let game = newGame({ players: 3 });
  const out = [];
  while (out.length < count && status(game).winner === null) {
    const legal = legalActions(game);
    const action = legal.find((a) => a.kind === 'commit') ?? legal.find((a) => a.kind === 'vacuumMove') ?? legal[0]!;
    out.push({ seat: status(game).current, action: formatAction(action) });
    game = play(game, action);
  }
  return out;
}

/**
 * `rooms` rooms of 3 players for `ms`: in each room the player to move acts every half second
 * (its move, then Commit, so the turn goes round the table), each room at its own moment in the
 * half second. Round trips of every action in ms (to the mover's echo), the actions played, the
 * server's CPU time meanwhile and its memory once every room is open.
 */
async function paced(
  url: URL,
  rooms: number,
  ms: number,
): Promise<{ times: number[]; actions: number; cpuMs: number; memory: number }> {
  const actions = script(Math.ceil(ms / HALF_SECOND));
  const tables: Client[][] = [];
  for (let i = 0; i < rooms; i += 10)
    tables.push(...(await Promise.all(Array.from({ length: Math.min(10, rooms - i) }, () => threePlayers(url)))));
  const memory = serverMemory(); // every room awake, its players connected
  const cpu = serverCpuMs();
  const times: number[] = [];
  const until = performance.now() + ms;
  await Promise.all(
    tables.map(async (players, i) => {
      let next = performance.now() + (i * HALF_SECOND) / rooms;
      for (const [version, { seat, action }] of actions.entries()) {
        await new Promise((r) => setTimeout(r, Math.max(0, next - performance.now())));
        if (next >= until) break;
        next += HALF_SECOND;
        const mover = players[seat]!;
        const t0 = performance.now();
        mover.send({ t: 'act', action, version });
        await mover.moved(version + 1);
        times.push(performance.now() - t0);
      }
      players.forEach((p) => p.close());
    }),
  );
  return { times, actions: times.length, cpuMs: serverCpuMs() - cpu, memory };
}

/** The workerd processes this bench started. */
const workerd = (): string[] =>
  execFileSync('pgrep', ['-P', String(process.pid), 'workerd'], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);

/** Their resident memory, bytes. */
const serverMemory = (): number =>
  workerd()
    .map((pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024)
    .reduce((a, b) => a + b, 0);

/** The CPU time they have used, ms (user and system; /proc counts in hundredths of a second). */
const serverCpuMs = (): number =>
  workerd()
    .map((pid) => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' '))
    .reduce((sum, f) => sum + (Number(f[11]) + Number(f[12])) * 10, 0);

/** Bytes on disk under a folder (the rooms' SQLite files). */
function diskBytes(dir: string): number {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .reduce((sum, e) => sum + statSync(join(e.parentPath, e.name)).size, 0);
}

/** The room logic alone, in Node: microseconds to check and play one action, and one Commit. */
function validation(): { action: number; commit: number } {
  const limits = UNLIMITED;
  const seated = (game: Game) => {
    const room = new Room(vacuum, Room.start(vacuum, encodeSaveJson({ game, log: [], settings: {} })), limits);
    room.open('a', 0);
    room.receive('a', JSON.stringify({ t: 'hello', protocol: PROTOCOL, token: null, seen: null }), 0);
    room.receive('a', '{"t":"claim","seat":0}', 0);
    return (msg: object): number => {
      const t0 = performance.now();
      room.receive('a', JSON.stringify(msg), 0);
      return (performance.now() - t0) * 1000;
    };
  };
  const send = seated(start);
  const actions: number[] = [];
  for (let v = 0; v < 2000; v += 2) {
    actions.push(send({ t: 'act', action: firstAction, version: v }));
    send({ t: 'undo', version: v + 1 });
  }
  // Commit cannot be undone: each one in a fresh room whose Red has just made its action.
  const ready = play(start, legalActions(start)[0]!);
  const commits = Array.from({ length: 100 }, () => seated(ready)({ t: 'act', action: 'commit', version: 0 }));
  return { action: median(actions), commit: median(commits) };
}

/** The paced rooms, 1, 50 and 100 of them, on a server keeping its rooms under `root`; `key` names the storage. */
async function pacedFigures(root: string, key: string): Promise<Measures> {
  const persist = mkdtempSync(join(root, 'vacuum-bench-rooms-'));
  const { mf, url } = await startServer(persist);
  const out: Measures = {};
  try {
    for (const rooms of [1, 50, 100]) {
      const before = { memory: serverMemory(), disk: diskBytes(persist) };
      const { times, actions, cpuMs, memory } = await paced(url, rooms, 20_000);
      // What the server spent per action, whatever else this machine was doing meanwhile.
      out[`rooms.paced.${rooms}x3.server_cpu_ms_per_action${key}`] = cpuMs / actions;
      out[`rooms.paced.${rooms}x3.round_trip_ms.p50${key}`] = median(times);
      out[`rooms.paced.${rooms}x3.round_trip_ms.p99${key}`] = p99(times);
      out[`rooms.paced.${rooms}x3.actions${key}`] = actions;
      if (rooms === 100 && !key) {
        out['rooms.storage_bytes_per_room'] = (diskBytes(persist) - before.disk) / rooms;
        out['rooms.server_memory_bytes_per_room'] = (memory - before.memory) / rooms;
      }
    }
    return out;
  } finally {
    await mf.dispose();
    rmSync(persist, { recursive: true, force: true });
  }
}

/** One room's round trips and rate, on a server keeping its rooms on this machine's disk. */
async function oneRoomFigures(): Promise<Measures> {
  const persist = mkdtempSync(join(tmpdir(), 'vacuum-bench-rooms-'));
  const { mf, url } = await startServer(persist);
  try {
    const room = await seatedRoom(url, start);
    await roundTrips(room.red, 200); // warm-up
    const trips = await roundTrips(room.red, 2000, 200);
    room.clients.forEach((c) => c.close());
    const commits = await commitTrips(url, 60);
    const rate = await throughput(url, 4000);
    return {
      'rooms.round_trip_ms.p50': median(trips),
      'rooms.round_trip_ms.p99': p99(trips),
      'rooms.commit_round_trip_ms.p50': median(commits),
      'rooms.one_room_actions_per_s': rate,
      // each action is one message in and three out (Red, Gold, the spectator)
      'rooms.one_room_messages_per_s': rate * 4,
    };
  } finally {
    await mf.dispose();
    rmSync(persist, { recursive: true, force: true });
  }
}

export async function run(): Promise<Measures> {
  const checks = validation();
  return {
    'rooms.validate_action_us': checks.action,
    'rooms.validate_commit_us': checks.commit,
    // As `npm run dev` and `npm run preview` keep rooms: SQLite files on this machine's disk,
    // every action stored before its echo leaves (the Durable Object output gate)…
    ...(await oneRoomFigures()),
    ...(await pacedFigures(tmpdir(), '')),
    // …and the same SQLite files on a RAM disk, so nothing waits for this machine's disk (on
    // Cloudflare a write waits for its copies on other machines instead): the rooms' own cost.
    ...(await pacedFigures('/dev/shm', '.memory')),
  };
}
