// Online rooms on loopback: the built room server (Worker + Durable Object) in workerd through
// Miniflare, driven by WebSocket clients in Node. Measures the action round trip (sent → echoed
// back as `moved`), Commit round trips (the next player's turn-start check runs in the room),
// how many actions one room passes on per second, and 100 rooms with 3 connections each.
// The per-connection rate limit is lifted here: these figures are the room's own cost.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createBuilder } from 'vite';
import { Miniflare } from 'miniflare';
import WebSocket from 'ws';
import { encodeSaveJson } from '../src/codec/save';
import { formatAction, legalActions, newGame, play, type Game } from '../src/games/vacuum/rules/index';
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
    bindings: { ROOM_LIMITS: JSON.stringify({ ...LIMITS, ratePerSecond: 1e9, burst: 1e9 }) },
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

/** 100 rooms, 3 connections each, every room's Red making round trips at once. */
async function manyRooms(url: URL, rooms: number, trips: number): Promise<{ rate: number; times: number[] }> {
  const all = [];
  for (let i = 0; i < rooms; i += 10)
    all.push(...(await Promise.all(Array.from({ length: 10 }, () => seatedRoom(url, start)))));
  const t0 = performance.now();
  const times = (await Promise.all(all.map((r) => roundTrips(r.red, trips)))).flat();
  const rate = (rooms * trips) / ((performance.now() - t0) / 1000);
  all.forEach((r) => r.clients.forEach((c) => c.close()));
  return { rate, times };
}

/** The room logic alone, in Node: microseconds to check and play one action, and one Commit. */
function validation(): { action: number; commit: number } {
  const limits = { ...LIMITS, ratePerSecond: 1e9, burst: 1e9 };
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

/** Round trips, one room's rate and 100 rooms on one server; `key` names the storage. */
async function serverFigures(memory: boolean): Promise<Measures> {
  // Memory: the SQLite files on a RAM disk, so nothing waits for this machine's disk.
  const persist = memory ? mkdtempSync('/dev/shm/vacuum-bench-rooms-') : null;
  const { mf, url } = await startServer(persist);
  const key = memory ? '.memory' : '';
  try {
    const room = await seatedRoom(url, start);
    await roundTrips(room.red, 200); // warm-up
    const trips = await roundTrips(room.red, 2000, 200);
    room.clients.forEach((c) => c.close());
    const rate = await throughput(url, 4000);
    const many = await manyRooms(url, 100, 20);
    return {
      [`rooms.round_trip_ms.p50${key}`]: median(trips),
      [`rooms.round_trip_ms.p99${key}`]: p99(trips),
      ...(memory ? {} : { 'rooms.commit_round_trip_ms.p50': median(await commitTrips(url, 60)) }),
      [`rooms.one_room_actions_per_s${key}`]: rate,
      // each action is one message in and three out (Red, Gold, the spectator)
      [`rooms.one_room_messages_per_s${key}`]: rate * 4,
      [`rooms.100x3.actions_per_s${key}`]: many.rate,
      [`rooms.100x3.round_trip_ms.p50${key}`]: median(many.times),
      [`rooms.100x3.round_trip_ms.p99${key}`]: p99(many.times),
    };
  } finally {
    await mf.dispose();
    if (persist) rmSync(persist, { recursive: true, force: true });
  }
}

export async function run(): Promise<Measures> {
  const checks = validation();
  return {
    'rooms.validate_action_us': checks.action,
    'rooms.validate_commit_us': checks.commit,
    // As `npm run dev` and `npm run preview` keep rooms: SQLite files on this machine's disk,
    // every action stored before its echo leaves (the Durable Object output gate).
    ...(await serverFigures(false)),
    // The same without the disk: what the room itself costs.
    ...(await serverFigures(true)),
  };
}
