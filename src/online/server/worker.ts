// The room server on Cloudflare: a Worker that serves the page and routes /api/rooms to one
// Durable Object per room. The object carries bytes between sockets and room.ts, and keeps the
// room's record in its SQLite storage; it sleeps between messages (WebSocket hibernation).
import { DurableObject } from 'cloudflare:workers';
import { FIRST_GAME, LIMITS, PROTOCOL, normaliseCode, randomCode, type Limits, type ServerMessage } from '../protocol';
import { hostedGame } from './games';
import { pageFor } from '../../core/addresses';
import { Room, type ConnState, type RoomReply, type RoomState } from './room';

export interface Env {
  ROOMS: DurableObjectNamespace<RoomObject>;
  ASSETS: Fetcher;
  /** Optional overrides of LIMITS as JSON (the benchmark lifts the rate limit). */
  ROOM_LIMITS?: string;
}

const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The room code in a socket address, or null (a bad `%` escape is no code either). */
function codeInPath(segment: string): string | null {
  try {
    return normaliseCode(decodeURIComponent(segment));
  } catch {
    return null;
  }
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const path = new URL(request.url).pathname;
    if (path === '/api/rooms') {
      // GET tells the page that a room server is here, and which protocol it speaks.
      if (request.method === 'GET') return json({ protocol: PROTOCOL });
      return request.method === 'POST' ? createRoom(request, env) : json({ error: 'Use POST to create a room.' }, 405);
    }
    // A room's socket, or (GET /api/rooms/CODE) which game it plays: the home page's Join opens that game's page.
    const socket = /^\/api\/rooms\/([^/]+)(?:\/socket)?$/.exec(path);
    if (socket) {
      const code = codeInPath(socket[1]!);
      if (!code) return json({ error: 'That is not a room code.' }, 404);
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

/** A new room under a fresh code, starting from the posted game (a save's JSON) of `?game=<id>`. */
async function createRoom(request: Request, env: Env): Promise<Response> {
  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > LIMITS.maxGame) return json({ error: 'That game is too large for a room.' }, 413);
  const gameId = new URL(request.url).searchParams.get('game') ?? FIRST_GAME;
  const game = await request.text();
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = randomCode((n) => crypto.getRandomValues(new Uint32Array(1))[0]! % n);
    const stub = env.ROOMS.get(env.ROOMS.idFromName(code));
    const made = await stub.start(gameId, game);
    if (made === 'taken') continue;
    if (made !== 'ok') return json({ error: made }, 400);
    return json({ code }, 201);
  }
  return json({ error: 'No free room code was found; try again.' }, 503);
}

/**
 * The room's one table. The columns after `tokens` came later: a room stored before gains them
 * with these defaults when it wakes.
 */
const LATER_COLUMNS = {
  hints: "TEXT NOT NULL DEFAULT '[]'", // protocol 2: nobody there has allowed hints yet
  game_id: `TEXT NOT NULL DEFAULT '${FIRST_GAME}'`, // the platform: a room without a game id is a Vacuum room
  touched: 'INTEGER NOT NULL DEFAULT 0', // expiry: when it last changed, ms (0: before expiry, counted from now)
  clock_from: 'INTEGER', // protocol 3: when the running clock started, ms (null: none runs)
  rematch: "TEXT NOT NULL DEFAULT '[]'", // rematches: which seats' holders ask for one (none had asked)
} as const;
const CREATE_TABLE = `CREATE TABLE room (id INTEGER PRIMARY KEY CHECK (id = 1), game TEXT NOT NULL, version INTEGER NOT NULL, tokens TEXT NOT NULL, ${Object.entries(
  LATER_COLUMNS,
)
  .map(([name, type]) => `${name} ${type}`)
  .join(', ')})`;

type Row = {
  game_id: string;
  game: string;
  version: number;
  tokens: string;
  hints: string;
  touched: number;
  clock_from: number | null;
  rematch: string;
};

export class RoomObject extends DurableObject<Env> {
  private room: Room<unknown> | null = null;
  /** When the room last changed, ms; it expires `expiresAfterMs` later. */
  private touched = 0;
  private limits: Limits;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.limits = { ...LIMITS, ...(env.ROOM_LIMITS ? (JSON.parse(env.ROOM_LIMITS) as Partial<Limits>) : {}) };
    // Nothing is written until a creator starts the room: a probe of an unknown code leaves no trace.
    const row = this.stored();
    if (row) {
      this.open({
        gameId: row.game_id,
        game: row.game,
        version: row.version,
        tokens: JSON.parse(row.tokens) as (string | null)[],
        hints: JSON.parse(row.hints) as boolean[],
        rematch: JSON.parse(row.rematch) as boolean[],
        clockFrom: row.clock_from,
      });
      this.touched = row.touched;
      if (this.room && this.touched === 0) void ctx.blockConcurrencyWhile(() => this.touch());
    }
    // Heartbeats are answered by the runtime without waking the room.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('{"t":"ping"}', '{"t":"pong"}'));
  }

  /** Starts this room from a game: 'ok', 'taken' (the code is in use) or why the game is refused. */
  async start(gameId: string, game: string): Promise<string> {
    if (this.room) return 'taken';
    const hosted = hostedGame(gameId);
    if (!hosted) return `There is no game "${gameId.slice(0, 40)}" on this site.`;
    let record: RoomState;
    try {
      record = Room.start(hosted, game, gameId);
    } catch (e) {
      return e instanceof Error ? e.message : 'That is not a game.';
    }
    this.ctx.storage.sql.exec(CREATE_TABLE);
    this.open(record);
    await this.touch();
    return 'ok';
  }

  override async fetch(request: Request): Promise<Response> {
    const upgrade = request.headers.get('upgrade') === 'websocket';
    if (!this.room) {
      if (!upgrade) return json({ error: 'There is no room with this code.' }, 404);
      // A page's socket cannot read an HTTP status: it is told, then closed.
      return refused([error('no-room', 'There is no room with this code.')], 4004, 'no room');
    }
    if (!upgrade)
      return new URL(request.url).pathname.endsWith('/socket')
        ? json({ error: 'This address takes a WebSocket.' }, 426)
        : json({ game: this.room.gameId });
    const id = crypto.randomUUID();
    const now = Date.now();
    const address = request.headers.get('cf-connecting-ip') ?? '';
    // The limits are checked before the socket is accepted: a refused one is never part of the room.
    const out = this.room.open(id, now, address);
    this.evict(out);
    if (out.close)
      return refused(
        out.sends.map((s) => s.msg),
        out.close.code,
        out.close.reason,
      );
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server, [id]);
    server.serializeAttachment({ id, seat: null, greeted: false, address, since: now } satisfies ConnState);
    await this.schedule();
    return new Response(null, { status: 101, webSocket: client });
  }

  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    const conn = ws.deserializeAttachment() as ConnState | null;
    if (!this.room || !conn) return;
    const out = this.room.receive(conn.id, message, Date.now());
    this.apply(out);
    if (out.stored) await this.schedule(); // a move restarts the clock: its flag may come first
  }

  override async webSocketClose(ws: WebSocket): Promise<void> {
    const conn = ws.deserializeAttachment() as ConnState | null;
    if (this.room && conn) this.apply(this.room.close(conn.id));
  }

  override async webSocketError(ws: WebSocket): Promise<void> {
    await this.webSocketClose(ws);
  }

  /**
   * Closes sockets past their hello deadline, ends a game whose clock ran out, and removes the room
   * once it has expired.
   */
  override async alarm(): Promise<void> {
    if (!this.room) return;
    const now = Date.now();
    if (now < this.touched + this.limits.expiresAfterMs) {
      this.evict(this.room.expire(now));
      this.apply(this.room.flag(now));
      return this.schedule();
    }
    this.room = null;
    const gone = JSON.stringify(error('no-room', 'This room has expired.'));
    for (const ws of this.ctx.getWebSockets()) {
      try {
        ws.send(gone);
        ws.close(4004, 'room expired');
      } catch {
        // already closed
      }
    }
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
  }

  /** The stored room, or null when none was ever started here (nothing is created by looking). */
  private stored(): Row | null {
    const sql = this.ctx.storage.sql;
    if (sql.exec("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'room'").toArray().length === 0)
      return null;
    const columns = new Set(
      sql
        .exec<{ name: string }>('PRAGMA table_info(room)')
        .toArray()
        .map((c) => c.name),
    );
    for (const [name, type] of Object.entries(LATER_COLUMNS))
      if (!columns.has(name)) sql.exec(`ALTER TABLE room ADD COLUMN ${name} ${type}`);
    return (
      sql
        .exec<Row>('SELECT game_id, game, version, tokens, hints, touched, clock_from, rematch FROM room')
        .toArray()[0] ?? null
    );
  }

  private open(record: RoomState): void {
    const hosted = hostedGame(record.gameId ?? FIRST_GAME);
    if (!hosted) return; // a game no longer hosted: the room cannot be played
    const room = new Room(hosted, record, this.limits);
    // Sockets accepted before the room was evicted or hibernated are still connected.
    for (const ws of this.ctx.getWebSockets()) {
      const conn = ws.deserializeAttachment() as ConnState | null;
      if (conn) room.restore(conn, Date.now());
    }
    this.room = room;
  }

  /** Stores the room as it is now, and the alarm for its expiry. */
  private async touch(): Promise<void> {
    this.write();
    await this.schedule();
  }

  /** Stores the room's record as it is now: it changed, and expires a while from now. */
  private write(): void {
    const record = this.room!.stored();
    this.touched = Date.now();
    this.ctx.storage.sql.exec(
      'INSERT OR REPLACE INTO room (id, game_id, game, version, tokens, hints, touched, clock_from, rematch) VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?)',
      record.gameId ?? FIRST_GAME,
      record.game,
      record.version,
      JSON.stringify(record.tokens),
      JSON.stringify(record.hints ?? []),
      this.touched,
      record.clockFrom ?? null,
      JSON.stringify(record.rematch ?? []),
    );
  }

  /** The alarm at the next hello deadline, clock running out or the expiry, whichever comes first. */
  private async schedule(): Promise<void> {
    const next = Math.min(
      this.touched + this.limits.expiresAfterMs,
      this.room?.nextDeadline() ?? Infinity,
      this.room?.nextFlag() ?? Infinity,
    );
    const at = await this.ctx.storage.getAlarm();
    if (at === null || at > next) await this.ctx.storage.setAlarm(next);
  }

  private apply(out: RoomReply): void {
    // The expiry alarm is not moved here: when it comes early, it finds the later change and waits on.
    if (out.stored) this.write();
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
    this.evict(out);
  }

  private evict(out: RoomReply): void {
    for (const { id, code, reason } of out.evict ?? []) this.socket(id)?.close(code, reason);
  }

  private socket(id: string): WebSocket | undefined {
    return this.ctx.getWebSockets(id)[0];
  }
}

const error = (code: 'no-room', message: string): ServerMessage => ({ t: 'error', code, message });

/** A socket that is no part of any room: it hears why, then is closed (never hibernated or restored). */
function refused(msgs: ServerMessage[], code: number, reason: string): Response {
  const { 0: client, 1: server } = new WebSocketPair();
  server.accept();
  for (const msg of msgs) server.send(JSON.stringify(msg));
  server.close(code, reason);
  return new Response(null, { status: 101, webSocket: client });
}
