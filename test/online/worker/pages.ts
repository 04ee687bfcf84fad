// A page's side of the room server in workerd, for the tests: create a room, open sockets to it
// (each from its own client address unless told), and read what its Durable Object stored.
import { runInDurableObject, SELF, env } from 'cloudflare:test';
import { expect } from 'vitest';
import { encodeSaveJson } from '../../../src/games/vacuum/record/save';
import { formatAction, legalActions, newGame, type Game } from '../../../src/games/vacuum/rules/index';
import { PROTOCOL, type ServerMessage } from '../../../src/online/protocol';
import type { RoomObject } from '../../../src/online/server/worker';

export const BASE = 'http://vacuum.test';
export const start = newGame({ players: 2 });
export const firstMove = formatAction(legalActions(start)[0]!);

export async function createRoom(game: Game = start): Promise<string> {
  const res = await SELF.fetch(`${BASE}/api/rooms`, {
    method: 'POST',
    body: encodeSaveJson({ game, log: [], settings: { players: game.players } }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { code: string }).code;
}

let addresses = 0;

/** A page's socket: send messages, wait for the next ones. */
export async function connect(code: string, address = `192.0.2.${++addresses}`) {
  const res = await SELF.fetch(`${BASE}/api/rooms/${code}/socket`, {
    headers: { upgrade: 'websocket', 'cf-connecting-ip': address },
  });
  const ws = res.webSocket!;
  const queue: ServerMessage[] = [];
  const waiters: (() => void)[] = [];
  let closed: number | null = null;
  ws.addEventListener('message', (e) => {
    queue.push(JSON.parse(e.data as string) as ServerMessage);
    waiters.splice(0).forEach((w) => w());
  });
  let shut: (code: number) => void;
  const closing = new Promise<number>((resolve) => (shut = resolve));
  ws.addEventListener('close', (e) => {
    closed = e.code;
    shut(e.code);
    waiters.splice(0).forEach((w) => w());
  });
  ws.accept();
  const next = async (): Promise<ServerMessage> => {
    while (queue.length === 0) {
      if (closed !== null) throw new Error(`closed ${closed}`);
      await new Promise<void>((r) => waiters.push(r));
    }
    return queue.shift()!;
  };
  const until = async <T extends ServerMessage['t']>(t: T): Promise<Extract<ServerMessage, { t: T }>> => {
    for (;;) {
      const m = await next();
      if (m.t === t) return m as Extract<ServerMessage, { t: T }>;
    }
  };
  return {
    ws,
    send: (msg: object | string | ArrayBuffer) =>
      ws.send(typeof msg === 'object' && !(msg instanceof ArrayBuffer) ? JSON.stringify(msg) : msg),
    next,
    until,
    closed: () => closed,
    /** The close code, once the room closes this socket. */
    closing,
    /** Everything received so far and not read yet. */
    unread: () => queue.splice(0),
    /** Says hello as a page of `gameId` (a Vacuum page names none, as it always has). */
    hello: async (token: string | null = null, seen: number | null = null, gameId?: string) => {
      ws.send(
        JSON.stringify({ t: 'hello', protocol: PROTOCOL, token, seen, ...(gameId === undefined ? {} : { gameId }) }),
      );
      return until('seats');
    },
  };
}

/** A page (of `gameId`; Vacuum's by default) that has said hello and taken a seat, with its seat token. */
export async function seated(code: string, seat: number, gameId?: string) {
  const page = await connect(code);
  await page.hello(null, null, gameId);
  page.send({ t: 'claim', seat });
  return { page, token: (await page.until('seated')).token };
}

export const roomObject = (code: string) => env.ROOMS.get(env.ROOMS.idFromName(code)) as DurableObjectStub<RoomObject>;
/**
 * Restarts one room's Durable Object, as an eviction or a deploy would: its memory is gone, its
 * storage and hibernated sockets stay. Only this room: the test files run side by side in one
 * runtime, and restarting every object (abortAllDurableObjects) would restart the rooms of other
 * files' tests in the middle of them.
 */
export async function restart(code: string): Promise<void> {
  const before = await runInDurableObject(roomObject(code), (o) => o);
  // abort() rejects by design: the object it ends is the one that was asked.
  await runInDurableObject(roomObject(code), (_o, state) =>
    state.abort('restarted by the test, as an eviction would'),
  ).catch(() => undefined);
  // A restart that did not happen would let every "across a restart" test pass unrestarted.
  expect(await runInDurableObject(roomObject(code), (o) => o)).not.toBe(before);
}

export const stored = (code: string) =>
  runInDurableObject(
    roomObject(code),
    (_o, state) => state.storage.sql.exec('SELECT game, version, tokens, hints FROM room').toArray()[0],
  );

/** The room's columns as servers before this one made them. */
const OLD_COLUMNS = {
  game: 'TEXT NOT NULL',
  version: 'INTEGER NOT NULL',
  tokens: 'TEXT NOT NULL',
  hints: 'TEXT NOT NULL',
  game_id: 'TEXT NOT NULL',
  touched: 'INTEGER NOT NULL',
  clock_from: 'INTEGER',
} as const;

/** Every column a server stored before rematches (its rooms had no `rematch`). */
export const BEFORE_REMATCHES = ['game', 'version', 'tokens', 'hints', 'game_id', 'touched', 'clock_from'] as const;

/** Rewrites a stored room as an older server stored it: only these columns. */
export const storeAsBefore = (code: string, columns: (keyof typeof OLD_COLUMNS)[]) =>
  runInDurableObject(roomObject(code), (_o, state) => {
    const sql = state.storage.sql;
    const typed = columns.map((c) => `${c} ${OLD_COLUMNS[c]}`).join(', ');
    sql.exec(`CREATE TABLE old (id INTEGER PRIMARY KEY CHECK (id = 1), ${typed})`);
    sql.exec(`INSERT INTO old SELECT id, ${columns.join(', ')} FROM room`);
    sql.exec('DROP TABLE room');
    sql.exec('ALTER TABLE old RENAME TO room');
  });
