// The room server on Cloudflare: a Worker that serves the page and routes /api/rooms to one
// Durable Object per room. The object carries bytes between sockets and room.ts, and keeps the
// room's record in its SQLite storage; it sleeps between messages (WebSocket hibernation).
import { DurableObject } from 'cloudflare:workers';
import { LIMITS, PROTOCOL, normaliseCode, randomCode, type Limits, type ServerMessage } from '../protocol';
import { pageFor } from '../../core/addresses';
import { Room, type ConnState, type Outcome, type RoomRecord } from './room';
import { vacuum, type VacuumRoomGame } from '../../games/vacuum/hosted';

export interface Env {
  ROOMS: DurableObjectNamespace<RoomObject>;
  ASSETS: Fetcher;
  /** Optional overrides of LIMITS as JSON (the benchmark lifts the rate limit). */
  ROOM_LIMITS?: string;
}

const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const path = new URL(request.url).pathname;
    if (path === '/api/rooms') {
      // GET tells the page that a room server is here, and which protocol it speaks.
      if (request.method === 'GET') return json({ protocol: PROTOCOL });
      return request.method === 'POST' ? createRoom(request, env) : json({ error: 'Use POST to create a room.' }, 405);
    }
    const socket = /^\/api\/rooms\/([^/]+)\/socket$/.exec(path);
    if (socket) {
      const code = normaliseCode(decodeURIComponent(socket[1]!));
      if (!code) return json({ error: 'That is not a room code.' }, 404);
      if (request.headers.get('upgrade') !== 'websocket')
        return json({ error: 'This address takes a WebSocket.' }, 426);
      return env.ROOMS.get(env.ROOMS.idFromName(code)).fetch(request);
    }
    if (path.startsWith('/api/')) return json({ error: 'No such address.' }, 404);
    // The site's addresses (src/core/addresses.ts): the assets themselves answer only to file names.
    const page = pageFor(path);
    if (page?.kind === 'redirect') return Response.redirect(new URL(page.to, request.url).href, 302);
    if (page?.kind === 'file') return env.ASSETS.fetch(new Request(new URL(`/${page.file}`, request.url), request));
    return env.ASSETS.fetch(request);
  },
} satisfies ExportedHandler<Env>;

/** A new room under a fresh code, starting from the posted game (a save's JSON). */
async function createRoom(request: Request, env: Env): Promise<Response> {
  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > LIMITS.maxGame) return json({ error: 'That game is too large for a room.' }, 413);
  const game = await request.text();
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = randomCode((n) => crypto.getRandomValues(new Uint32Array(1))[0]! % n);
    const stub = env.ROOMS.get(env.ROOMS.idFromName(code));
    const made = await stub.start(game);
    if (made === 'taken') continue;
    if (made !== 'ok') return json({ error: made }, 400);
    return json({ code }, 201);
  }
  return json({ error: 'No free room code was found; try again.' }, 503);
}

export class RoomObject extends DurableObject<Env> {
  private room: Room<VacuumRoomGame> | null = null;
  private limits: Limits;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.limits = { ...LIMITS, ...(env.ROOM_LIMITS ? (JSON.parse(env.ROOM_LIMITS) as Partial<Limits>) : {}) };
    ctx.storage.sql.exec(
      "CREATE TABLE IF NOT EXISTS room (id INTEGER PRIMARY KEY CHECK (id = 1), game TEXT NOT NULL, version INTEGER NOT NULL, tokens TEXT NOT NULL, hints TEXT NOT NULL DEFAULT '[]')",
    );
    // Rooms stored before protocol 2 have no hints column: nobody there has allowed hints yet.
    const columns = ctx.storage.sql.exec<{ name: string }>('PRAGMA table_info(room)').toArray();
    if (!columns.some((c) => c.name === 'hints'))
      ctx.storage.sql.exec("ALTER TABLE room ADD COLUMN hints TEXT NOT NULL DEFAULT '[]'");
    const row = ctx.storage.sql
      .exec<{
        game: string;
        version: number;
        tokens: string;
        hints: string;
      }>('SELECT game, version, tokens, hints FROM room')
      .toArray()[0];
    if (row)
      this.open({
        game: row.game,
        version: row.version,
        tokens: JSON.parse(row.tokens) as (string | null)[],
        hints: JSON.parse(row.hints) as boolean[],
      });
    // Heartbeats are answered by the runtime without waking the room.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('{"t":"ping"}', '{"t":"pong"}'));
  }

  /** Starts this room from a game: 'ok', 'taken' (the code is in use) or why the game is refused. */
  async start(game: string): Promise<string> {
    if (this.room) return 'taken';
    let record: RoomRecord;
    try {
      record = Room.start(vacuum, game);
    } catch (e) {
      return e instanceof Error ? e.message : 'That is not a game.';
    }
    this.store(record);
    this.open(record);
    return 'ok';
  }

  override async fetch(): Promise<Response> {
    const { 0: client, 1: server } = new WebSocketPair();
    const id = crypto.randomUUID();
    this.ctx.acceptWebSocket(server, [id]);
    if (!this.room) {
      server.send(
        JSON.stringify({
          t: 'error',
          code: 'no-room',
          message: 'There is no room with this code.',
        } satisfies ServerMessage),
      );
      server.close(4004, 'no room');
    } else {
      server.serializeAttachment({ id, seat: null, greeted: false } satisfies ConnState);
      this.apply(this.room.open(id, Date.now()));
    }
    return new Response(null, { status: 101, webSocket: client });
  }

  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    const conn = ws.deserializeAttachment() as ConnState | null;
    if (this.room && conn) this.apply(this.room.receive(conn.id, message, Date.now()));
  }

  override async webSocketClose(ws: WebSocket): Promise<void> {
    const conn = ws.deserializeAttachment() as ConnState | null;
    if (this.room && conn) this.apply(this.room.close(conn.id));
  }

  override async webSocketError(ws: WebSocket): Promise<void> {
    await this.webSocketClose(ws);
  }

  private open(record: RoomRecord): void {
    const room = new Room(vacuum, record, this.limits);
    // Sockets accepted before the room was evicted or hibernated are still connected.
    for (const ws of this.ctx.getWebSockets()) {
      const conn = ws.deserializeAttachment() as ConnState | null;
      if (conn) room.restore(conn, Date.now());
    }
    this.room = room;
  }

  private store(record: RoomRecord): void {
    this.ctx.storage.sql.exec(
      'INSERT OR REPLACE INTO room (id, game, version, tokens, hints) VALUES (1, ?, ?, ?, ?)',
      record.game,
      record.version,
      JSON.stringify(record.tokens),
      JSON.stringify(record.hints ?? []),
    );
  }

  private apply(out: Outcome): void {
    if (out.stored) this.store(this.room!.record());
    for (const conn of out.conns) this.socket(conn.id)?.serializeAttachment(conn);
    const texts = new Map<ServerMessage, string>(); // a broadcast is serialised once
    for (const { to, msg } of out.sends) {
      let text = texts.get(msg);
      if (text === undefined) texts.set(msg, (text = JSON.stringify(msg)));
      try {
        this.socket(to)?.send(text);
      } catch {
        // The socket closed meanwhile; its close event removes it from the room.
      }
    }
    if (out.close) this.socket(out.close.id)?.close(out.close.code, out.close.reason);
  }

  private socket(id: string): WebSocket | undefined {
    return this.ctx.getWebSockets(id)[0];
  }
}
