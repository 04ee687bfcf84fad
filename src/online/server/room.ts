// One online room as plain TypeScript: its game, seat tokens, version and connections. It reads
// every page message, refuses what it must (leaving the room as it was) and says what to send to
// whom. The Durable Object (worker.ts) only carries bytes and stores the record; tests drive this
// directly.
import { Refusal, type HostedGame } from './hosted';
import {
  LIMITS,
  PROTOCOL,
  readClientMessage,
  type ClientMessage,
  type ErrorCode,
  type Limits,
  type SeatState,
  type ServerMessage,
} from '../protocol';

/** What survives restarts and eviction. */
export interface RoomRecord {
  game: string;
  version: number;
  /** The token of whoever holds each seat, or null when it is free. */
  tokens: (string | null)[];
  /** Whether each seat's holder allows hints (absent in records from before protocol 2: none do). */
  hints?: boolean[];
}

/** What a connection keeps across hibernation (the Durable Object stores it on the socket). */
export interface ConnState {
  id: string;
  seat: number | null;
  greeted: boolean;
}

export interface Send {
  to: string;
  msg: ServerMessage;
}

export interface Outcome {
  sends: Send[];
  /** Close this connection after sending (flood, full room). */
  close?: { id: string; code: number; reason: string };
  /** The record changed: store it before anything else happens. */
  stored: boolean;
  /** Connections whose ConnState changed (to write back to their sockets). */
  conns: ConnState[];
}

interface Conn extends ConnState {
  tokens: number; // rate-limit bucket
  at: number; // when the bucket was last filled, ms
  strikes: number;
}

const SEATS = 4;

export class Room<S> {
  private conns = new Map<string, Conn>();
  private state: S;
  private version: number;
  private tokens: (string | null)[];
  private hints: boolean[];

  constructor(
    private game: HostedGame<S>,
    record: RoomRecord,
    private limits: Limits = { ...LIMITS },
    private newToken: () => string = () => crypto.randomUUID(),
  ) {
    this.state = game.load(record.game);
    this.version = record.version;
    this.tokens = Array.from({ length: SEATS }, (_, i) => record.tokens[i] ?? null);
    this.hints = Array.from({ length: SEATS }, (_, i) => this.tokens[i] !== null && record.hints?.[i] === true);
  }

  /** A new room's record from an uploaded game; throws an Error saying why the game is refused. */
  static start<S>(game: HostedGame<S>, text: string): RoomRecord {
    if (text.length > LIMITS.maxGame) throw new Error('That game is too large for a room.');
    return {
      game: game.save(game.load(text)),
      version: 0,
      tokens: Array(SEATS).fill(null),
      hints: Array(SEATS).fill(false),
    };
  }

  record(): RoomRecord {
    return {
      game: this.game.save(this.state),
      version: this.version,
      tokens: [...this.tokens],
      hints: [...this.hints],
    };
  }

  get connections(): number {
    return this.conns.size;
  }

  /** A new connection; refused when the room is full. */
  open(id: string, now: number): Outcome {
    if (this.conns.size >= this.limits.maxConnections) {
      return {
        ...this.none([
          { to: id, msg: error('room-full', `This room already has ${this.limits.maxConnections} connections.`) },
        ]),
        close: { id, code: 1013, reason: 'room full' },
      };
    }
    this.conns.set(id, { id, seat: null, greeted: false, tokens: this.limits.burst, at: now, strikes: 0 });
    return this.none([]);
  }

  /** A connection that was open before the room was evicted or hibernated. */
  restore(conn: ConnState, now: number): void {
    this.conns.set(conn.id, { ...conn, tokens: this.limits.burst, at: now, strikes: 0 });
  }

  close(id: string): Outcome {
    const conn = this.conns.get(id);
    this.conns.delete(id);
    return this.none(conn?.seat != null ? this.seatsToAll() : []);
  }

  receive(id: string, data: string | ArrayBuffer, now: number): Outcome {
    const conn = this.conns.get(id);
    if (!conn) return this.none([]);
    if (!this.admit(conn, now)) {
      conn.strikes++;
      const out = this.none([{ to: id, msg: error('flood', 'Too many messages: slow down.') }]);
      return conn.strikes >= this.limits.floodStrikes ? { ...out, close: { id, code: 1008, reason: 'flood' } } : out;
    }
    const refuse = (code: ErrorCode, message: string, version?: number): Outcome =>
      this.none([{ to: id, msg: error(code, message, version) }]);
    if (typeof data !== 'string') return refuse('binary', 'Binary frames are not part of the protocol.');
    if (data.length > this.limits.maxMessage)
      return refuse('too-large', `Messages are at most ${this.limits.maxMessage} characters.`);
    const msg = readClientMessage(data);
    if (!msg) return refuse('malformed', 'That is not a message of the room protocol.');
    if (msg.t === 'ping') return this.none([{ to: id, msg: { t: 'pong' } }]);
    if (msg.t !== 'hello' && !conn.greeted) return refuse('hello-first', 'Say hello first.');
    return this.handle(conn, msg, refuse);
  }

  private handle(
    conn: Conn,
    msg: Exclude<ClientMessage, { t: 'ping' }>,
    refuse: (code: ErrorCode, message: string, version?: number) => Outcome,
  ): Outcome {
    switch (msg.t) {
      case 'hello': {
        if (msg.protocol !== PROTOCOL)
          return refuse('protocol', `This room speaks protocol ${PROTOCOL}; reload the page.`);
        conn.greeted = true;
        const sends: Send[] = [];
        const seat = msg.token === null ? -1 : this.tokens.indexOf(msg.token);
        conn.seat = seat >= 0 ? seat : null;
        if (seat >= 0) sends.push({ to: conn.id, msg: { t: 'seated', seat, token: msg.token! } });
        else if (msg.token !== null)
          sends.push({
            to: conn.id,
            msg: error('bad-token', 'That seat token is not valid in this room: you are watching.'),
          });
        if (msg.seen !== this.version) sends.push({ to: conn.id, msg: this.snapshot() });
        return this.changedConn(conn, [...sends, ...this.seatsToAll()]);
      }
      case 'claim': {
        if (!Number.isInteger(msg.seat) || msg.seat < 0 || msg.seat >= this.game.seatCount(this.state))
          return refuse('no-seat', 'This game has no such seat.');
        if (conn.seat !== null) return refuse('seated', 'You already hold a seat: leave it first.');
        if (this.tokens[msg.seat] !== null) return refuse('seat-taken', 'Someone else holds that seat.');
        const token = this.newToken();
        this.tokens[msg.seat] = token;
        this.hints[msg.seat] = false; // a new holder has not allowed hints yet
        conn.seat = msg.seat;
        return {
          ...this.changedConn(conn, [
            { to: conn.id, msg: { t: 'seated', seat: msg.seat, token } },
            ...this.seatsToAll(),
          ]),
          stored: true,
        };
      }
      case 'leave': {
        if (conn.seat === null) return refuse('not-seated', 'You hold no seat.');
        const seat = conn.seat;
        this.tokens[seat] = null;
        this.hints[seat] = false;
        const left = [...this.conns.values()].filter((c) => c.seat === seat);
        for (const c of left) c.seat = null;
        return { sends: this.seatsToAll(), stored: true, conns: left.map(connState) };
      }
      case 'act':
      case 'undo': {
        if (conn.seat === null) return refuse('not-seated', 'Take a seat to play.');
        if (msg.version !== this.version)
          return refuse('stale', 'The room has moved on since: here is its game.', this.version);
        try {
          this.state =
            msg.t === 'act' ? this.game.play(this.state, conn.seat, msg.action) : this.game.undo(this.state, conn.seat);
        } catch (e) {
          if (e instanceof Refusal) return refuse(e.code, e.message, this.version);
          throw e;
        }
        this.version++;
        const moved: ServerMessage =
          msg.t === 'act'
            ? { t: 'moved', version: this.version, by: conn.seat, kind: 'act', action: msg.action }
            : { t: 'moved', version: this.version, by: conn.seat, kind: 'undo' };
        return { sends: [...this.conns.keys()].map((to) => ({ to, msg: moved })), stored: true, conns: [] };
      }
      case 'hints': {
        if (conn.seat === null) return refuse('not-seated', 'Take a seat to allow hints.');
        if (msg.seat !== conn.seat) return refuse('not-your-seat', 'You can allow hints only for your own seat.');
        this.hints[conn.seat] = msg.allow;
        return { sends: this.seatsToAll(), stored: true, conns: [] };
      }
      case 'sync':
        return this.none([{ to: conn.id, msg: this.snapshot() }]);
    }
  }

  /** Token bucket: `ratePerSecond` on average, `burst` at once. */
  private admit(conn: Conn, now: number): boolean {
    conn.tokens = Math.min(this.limits.burst, conn.tokens + ((now - conn.at) / 1000) * this.limits.ratePerSecond);
    conn.at = now;
    if (conn.tokens < 1) return false;
    conn.tokens--;
    return true;
  }

  private snapshot(): ServerMessage {
    return { t: 'snapshot', protocol: PROTOCOL, version: this.version, game: this.game.save(this.state) };
  }

  seats(): SeatState[] {
    const count = this.game.seatCount(this.state);
    const connected = new Set([...this.conns.values()].map((c) => c.seat));
    return this.tokens.map((token, seat) => ({
      seat,
      inGame: seat < count,
      taken: token !== null,
      connected: connected.has(seat),
      hints: this.hints[seat]!,
    }));
  }

  /** Every greeted connection hears the seats, each with its own. */
  private seatsToAll(): Send[] {
    const seats = this.seats();
    return [...this.conns.values()]
      .filter((c) => c.greeted)
      .map((c) => ({ to: c.id, msg: { t: 'seats', seats, you: c.seat } }));
  }

  private changedConn(conn: Conn, sends: Send[]): Outcome {
    return { sends, stored: false, conns: [connState(conn)] };
  }

  private none(sends: Send[]): Outcome {
    return { sends, stored: false, conns: [] };
  }
}

const connState = ({ id, seat, greeted }: ConnState): ConnState => ({ id, seat, greeted });

function error(code: ErrorCode, message: string, version?: number): ServerMessage {
  return version === undefined ? { t: 'error', code, message } : { t: 'error', code, message, version };
}
