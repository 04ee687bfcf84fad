// One online room as plain TypeScript: its game, seat tokens, version and connections. It reads
// every page message, refuses what it must (leaving the room as it was) and says what to send to
// whom. The Durable Object (worker.ts) only carries bytes and stores the record; tests drive this
// directly.
import { gameName, gamePage } from '../../core/game-name';
import { Bucket } from './bucket';
import { Refusal, type HostedGame } from './hosted';
import {
  FIRST_GAME,
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
export interface RoomState {
  /** The id of the game it plays (src/games/index.ts); absent in records from before the platform: Vacuum. */
  gameId?: string;
  game: string;
  version: number;
  /** The token of whoever holds each seat, or null when it is free. */
  tokens: (string | null)[];
  /** Whether each seat's holder allows hints (absent in records from before protocol 2: none do). */
  hints?: boolean[];
  /**
   * Whether each seat's holder asks for a rematch of the game that ended (absent in records from
   * before rematches: nobody does).
   */
  rematch?: boolean[];
  /**
   * In a game on clocks, when the clock of the seat to move started running (server ms); null or
   * absent while none runs (an untimed or finished game, or before the room's first move).
   */
  clockFrom?: number | null;
}

/** What a connection keeps across hibernation (the Durable Object stores it on the socket). */
export interface ConnState {
  id: string;
  seat: number | null;
  greeted: boolean;
  /** The client's address (absent on sockets from before address limits: one unknown address). */
  address?: string;
  /** When it connected, ms (absent on sockets from before the hello deadline: greeted long ago). */
  since?: number;
}

export interface Send {
  to: string;
  msg: ServerMessage;
}

export interface Close {
  id: string;
  code: number;
  reason: string;
}

export interface RoomReply {
  sends: Send[];
  /** Close this connection after sending (flood, full room). */
  close?: Close;
  /** Close these other connections (silent too long, or making space for a seat holder). */
  evict?: Close[];
  /** The record changed: store it before anything else happens. */
  stored: boolean;
  /** Connections whose ConnState changed (to write back to their sockets). */
  conns: ConnState[];
}

interface Conn extends ConnState {
  address: string;
  since: number;
  messages: Bucket;
  strikes: number;
}

/** Seats in every room (a game uses the first seatCount of them). */
export const SEATS = 4;
/** Address buckets kept before the full ones are forgotten. */
const KEEP_BUCKETS = 64;

export class Room<S> {
  /** In the order they connected. */
  private conns = new Map<string, Conn>();
  /** Per client address: its messages, and its new connections. */
  private sent = new Map<string, Bucket>();
  private connects = new Map<string, Bucket>();
  readonly gameId: string;
  private state: S;
  private version: number;
  private tokens: (string | null)[];
  private hints: boolean[];
  /** Each seat's holder asks for a rematch: the room starts it once every holder does. */
  private asks: boolean[];
  private clockFrom: number | null;

  constructor(
    private game: HostedGame<S>,
    record: RoomState,
    private limits: Limits = { ...LIMITS },
    private newToken: () => string = () => crypto.randomUUID(),
  ) {
    this.gameId = record.gameId ?? FIRST_GAME;
    this.state = game.load(record.game);
    this.version = record.version;
    this.tokens = Array.from({ length: SEATS }, (_, i) => record.tokens[i] ?? null);
    this.hints = Array.from({ length: SEATS }, (_, i) => this.tokens[i] !== null && record.hints?.[i] === true);
    this.asks = Array.from({ length: SEATS }, (_, i) => this.tokens[i] !== null && record.rematch?.[i] === true);
    this.clockFrom = record.clockFrom ?? null;
  }

  /** A new room's record from an uploaded game; throws an Error saying why the game is refused. */
  static start<S>(game: HostedGame<S>, text: string, gameId = FIRST_GAME): RoomState {
    if (text.length > LIMITS.maxGame) throw new Error('That game is too large for a room.');
    const uploaded = game.load(text);
    return {
      gameId,
      game: game.save(game.opened?.(uploaded) ?? uploaded),
      version: 0,
      tokens: Array(SEATS).fill(null),
      hints: Array(SEATS).fill(false),
      rematch: Array(SEATS).fill(false),
    };
  }

  /** The room as its storage keeps it. */
  stored(): RoomState {
    return {
      gameId: this.gameId,
      game: this.game.save(this.state),
      version: this.version,
      tokens: [...this.tokens],
      hints: [...this.hints],
      rematch: [...this.asks],
      clockFrom: this.clockFrom,
    };
  }

  get connections(): number {
    return this.conns.size;
  }

  /**
   * A new connection, before its socket is accepted: refused when its address reconnects too fast
   * or has its share of the room already. Sockets silent past the hello deadline are closed, and
   * the oldest silent one when there are too many (a seat holder's reconnect always finds space).
   */
  open(id: string, now: number, address = ''): RoomReply {
    const evict = this.silent(now);
    const refuse = (code: ErrorCode, message: string): RoomReply => ({
      ...this.none([{ to: id, msg: error(code, message) }]),
      close: { id, code: 1013, reason: code },
      evict,
    });
    if (!this.bucket(this.connects, address, now, this.limits.connectsPerSecond, this.limits.connectBurst).take(now))
      return refuse('flood', 'Too many connections from your address: wait a moment before reconnecting.');
    const unseated = [...this.conns.values()].filter((c) => c.address === address && c.seat === null);
    if (unseated.length >= this.limits.maxPerAddress)
      return refuse(
        'room-full',
        `This room already has ${this.limits.maxPerAddress} pages open from your network: close one of them to open another.`,
      );
    const waiting = [...this.conns.values()].filter((c) => !c.greeted);
    for (const c of waiting.slice(0, Math.max(0, waiting.length - this.limits.maxUngreeted + 1)))
      evict.push(this.drop(c.id, 'hello-first'));
    this.conns.set(id, this.conn({ id, seat: null, greeted: false, address, since: now }, now));
    return { ...this.none([]), evict };
  }

  /** Closes the sockets that did not say hello in time. */
  expire(now: number): RoomReply {
    return { ...this.none([]), evict: this.silent(now) };
  }

  /** When the next socket's hello deadline passes (null: every socket has said hello). */
  nextDeadline(): number | null {
    const silent = [...this.conns.values()].filter((c) => !c.greeted).map((c) => c.since);
    return silent.length ? Math.min(...silent) + this.limits.helloWithinMs : null;
  }

  /** A connection that was open before the room was evicted or hibernated. */
  restore(conn: ConnState, now: number): void {
    this.conns.set(conn.id, this.conn({ ...conn, address: conn.address ?? '', since: conn.since ?? now }, now));
  }

  close(id: string): RoomReply {
    const before = this.seats();
    this.conns.delete(id);
    return this.none(this.seatsIfChanged(before));
  }

  receive(id: string, data: string | ArrayBuffer, now: number): RoomReply {
    const conn = this.conns.get(id);
    if (!conn) return this.none([]);
    const fromAddress = this.bucket(
      this.sent,
      conn.address,
      now,
      this.limits.addressRatePerSecond,
      this.limits.addressBurst,
    );
    if (!conn.messages.take(now) || !fromAddress.take(now)) {
      conn.strikes++;
      const out = this.none([{ to: id, msg: error('flood', 'Too many messages: slow down.') }]);
      return conn.strikes >= this.limits.floodStrikes ? { ...out, close: { id, code: 1008, reason: 'flood' } } : out;
    }
    const refuse = (code: ErrorCode, message: string, version?: number): RoomReply =>
      this.none([{ to: id, msg: error(code, message, version) }]);
    if (typeof data !== 'string') return refuse('binary', 'Binary frames are not part of the protocol.');
    if (data.length > this.limits.maxMessage)
      return refuse('too-large', `Messages are at most ${this.limits.maxMessage} characters.`);
    const msg = readClientMessage(data);
    if (!msg) return refuse('malformed', 'That is not a message of the room protocol.');
    if (msg.t === 'ping') return this.none([{ to: id, msg: { t: 'pong' } }]);
    if (msg.t !== 'hello' && !conn.greeted) return refuse('hello-first', 'Say hello first.');
    return this.handle(conn, msg, now, refuse);
  }

  /**
   * Ends the game on time when the running clock has run out (the Durable Object's alarm asks at
   * `nextFlag`): every page gets the game, with the time charged.
   */
  flag(now: number): RoomReply {
    const out = this.nextFlag();
    if (out === null || now < out) return this.none([]);
    this.state = this.game.clock!.charge(this.state, now - this.clockFrom!);
    this.changedGame(now);
    return this.toAll(this.snapshot(now));
  }

  /** When the running clock runs out (null: none runs). */
  nextFlag(): number | null {
    const left = this.clockFrom === null ? null : (this.game.clock?.left(this.state) ?? null);
    return left === null ? null : this.clockFrom! + left;
  }

  /** From when the clock of the seat to move runs after a change: now, on clocks; else null. */
  private clockStart(now: number): number | null {
    return this.game.clock?.left(this.state) != null ? now : null;
  }

  private handle(
    conn: Conn,
    msg: Exclude<ClientMessage, { t: 'ping' }>,
    now: number,
    refuse: (code: ErrorCode, message: string, version?: number) => RoomReply,
  ): RoomReply {
    switch (msg.t) {
      case 'hello': {
        if (msg.protocol !== PROTOCOL)
          return refuse('protocol', `This room speaks protocol ${PROTOCOL}; reload the page.`);
        if (msg.gameId !== this.gameId)
          return refuse(
            'wrong-game',
            `This room plays ${gameName(this.gameId)}, not ${gameName(msg.gameId)}: open its link on ${gamePage(this.gameId)} (/${this.gameId}).`,
          );
        const seat = msg.token === null ? -1 : this.tokens.indexOf(msg.token);
        // Spectators leave room for every seat; a seat holder always gets in.
        if (seat < 0 && !(conn.greeted && conn.seat === null) && this.spectators().length >= this.maxSpectators()) {
          this.conns.delete(conn.id);
          return {
            ...this.none([
              { to: conn.id, msg: error('room-full', `This room already has ${this.maxSpectators()} spectators.`) },
            ]),
            close: { id: conn.id, code: 1013, reason: 'room full' },
          };
        }
        const before = this.seats();
        conn.greeted = true;
        conn.seat = seat >= 0 ? seat : null;
        const sends: Send[] = [];
        if (seat >= 0) sends.push({ to: conn.id, msg: { t: 'seated', seat, token: msg.token! } });
        else if (msg.token !== null)
          sends.push({
            to: conn.id,
            msg: error('bad-token', 'That seat token is not valid in this room: you are watching.'),
          });
        if (msg.seen !== this.version) sends.push({ to: conn.id, msg: this.snapshot(now) });
        const over = this.greeted().length - this.limits.maxConnections; // a seat holder came into a full room
        const evict = (over > 0 ? this.spectators().slice(-over) : []).map((c) => this.drop(c.id, 'room full'));
        // A hello that changes no seat is answered to its sender alone.
        const seats = this.seatsIfChanged(before);
        return {
          ...this.changedConn(conn, [
            ...sends,
            ...(seats.length ? seats : [{ to: conn.id, msg: this.seatsFor(conn) }]),
          ]),
          ...(evict.length ? { evict } : {}),
        };
      }
      case 'claim': {
        if (!Number.isInteger(msg.seat) || msg.seat < 0 || msg.seat >= this.game.seatCount(this.state))
          return refuse('no-seat', 'This game has no such seat.');
        if (conn.seat !== null) return refuse('seated', 'You already hold a seat: leave it first.');
        if (this.tokens[msg.seat] !== null) return refuse('seat-taken', 'Someone else holds that seat.');
        const token = this.newToken();
        this.tokens[msg.seat] = token;
        this.hints[msg.seat] = false; // a new holder has not allowed hints yet
        this.asks[msg.seat] = false; // nor asked for a rematch
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
        this.asks[seat] = false; // a rematch asked for is withdrawn
        const left = [...this.conns.values()].filter((c) => c.seat === seat);
        for (const c of left) c.seat = null;
        return { sends: this.seatsToAll(), stored: true, conns: left.map(connState) };
      }
      case 'act':
      case 'undo': {
        if (conn.seat === null) return refuse('not-seated', 'Take a seat to play.');
        if (msg.version !== this.version && !(msg.t === 'act' && this.game.anyMoment(this.state, msg.action)))
          return refuse('stale', 'The room has moved on since: here is its game.', this.version);
        // The mover's time since its clock started is charged before its action is played.
        const ms =
          msg.t === 'act' && this.clockFrom !== null && this.game.toMove(this.state) === conn.seat
            ? Math.max(0, now - this.clockFrom)
            : undefined;
        let state = ms === undefined ? this.state : this.game.clock!.charge(this.state, ms);
        if (ms !== undefined && this.game.toMove(state) === null) {
          const fell = this.flag(now);
          return { ...fell, sends: [...fell.sends, { to: conn.id, msg: error('illegal', 'Your time ran out.') }] };
        }
        try {
          state = msg.t === 'act' ? this.game.play(state, conn.seat, msg.action) : this.game.undo(state, conn.seat);
        } catch (e) {
          if (e instanceof Refusal) return refuse(e.code, e.message, this.version);
          throw e;
        }
        this.state = state;
        this.changedGame(now);
        // An action the pages cannot play from its text (a draw from a hidden bag) reaches them as the game.
        const moved: ServerMessage =
          msg.t === 'act' && this.game.replayable?.(this.state) === false
            ? this.snapshot(now)
            : msg.t === 'act'
              ? {
                  t: 'moved',
                  version: this.version,
                  by: conn.seat,
                  kind: 'act',
                  action: msg.action,
                  ...(ms === undefined ? {} : { ms }),
                }
              : { t: 'moved', version: this.version, by: conn.seat, kind: 'undo' };
        return this.toAll(moved);
      }
      case 'hints': {
        if (conn.seat === null) return refuse('not-seated', 'Take a seat to allow hints.');
        if (msg.seat !== conn.seat) return refuse('not-your-seat', 'You can allow hints only for your own seat.');
        this.hints[conn.seat] = msg.allow;
        return { sends: this.seatsToAll(), stored: true, conns: [] };
      }
      case 'rematch': {
        if (conn.seat === null)
          return refuse('not-seated', 'Only the players can ask for a rematch: take a seat first.');
        if (this.game.toMove(this.state) !== null)
          return refuse('not-over', 'The game is not over: a rematch can be asked for once it has ended.');
        if (msg.version !== this.version)
          return refuse('stale', 'The room has moved on since: here is its game.', this.version);
        // Asked already: nothing changes, and the page hears the seats again.
        if (this.asks[conn.seat]) return this.none([{ to: conn.id, msg: this.seatsFor(conn) }]);
        const waiting = this.seats().some((s) => s.inGame && s.taken && !s.rematch && s.seat !== conn.seat);
        if (!waiting) return this.startRematch(now, refuse);
        this.asks[conn.seat] = true;
        return { sends: this.seatsToAll(), stored: true, conns: [] };
      }
      case 'sync':
        return this.none([{ to: conn.id, msg: this.snapshot(now) }]);
    }
  }

  /**
   * Every seat's holder asked for a rematch: the next game starts (the game's own options kept, its
   * chance drawn afresh) and every holder passes on to the next seat, their token, hint permission
   * and connections with them — seat S to S + 1, the last to the first, as a page's Rematch rotates
   * its seats. Every page hears the seats (`rotated`), then the new game.
   */
  private startRematch(now: number, refuse: (code: ErrorCode, message: string) => RoomReply): RoomReply {
    const count = this.game.seatCount(this.state);
    let next: S;
    try {
      next = this.game.rematch(this.state);
      next = this.game.opened?.(next) ?? next;
    } catch (e) {
      // The game cannot be made again (it always should): the room stays as it was.
      return refuse('illegal', `No rematch can be started here: ${e instanceof Error ? e.message : 'unknown error'}`);
    }
    this.state = next;
    this.changedGame(now);
    this.clockFrom = null; // as in a new room, the clocks start with the first move
    const passed = (seat: number): number => (seat < count ? (seat + 1) % count : seat);
    const rotate = <T>(values: T[]): T[] =>
      values.map((_, seat) => values[seat < count ? (seat + count - 1) % count : seat]!);
    this.tokens = rotate(this.tokens);
    this.hints = rotate(this.hints);
    const moved = [...this.conns.values()].filter((c) => c.seat !== null);
    for (const c of moved) c.seat = passed(c.seat!);
    const seats = this.seats();
    const snapshot = this.snapshot(now);
    return {
      sends: [
        ...this.greeted().map((c): Send => ({ to: c.id, msg: { t: 'seats', seats, you: c.seat, rotated: true } })),
        ...[...this.conns.keys()].map((to) => ({ to, msg: snapshot })),
      ],
      stored: true,
      conns: moved.map(connState),
    };
  }

  /**
   * The room's game changed (an action, an undo, a clock run out, a rematch): a new version, the
   * clock of the seat to move running from now, and no rematch asked for any more.
   */
  private changedGame(now: number): void {
    this.version++;
    this.clockFrom = this.clockStart(now);
    this.asks.fill(false);
  }

  private conn(state: ConnState & { address: string; since: number }, now: number): Conn {
    return { ...state, messages: new Bucket(this.limits.ratePerSecond, this.limits.burst, now), strikes: 0 };
  }

  /** The bucket of an address, forgetting full ones once there are many. */
  private bucket(buckets: Map<string, Bucket>, address: string, now: number, rate: number, burst: number): Bucket {
    if (buckets.size > KEEP_BUCKETS) for (const [a, b] of buckets) if (b.full(now)) buckets.delete(a);
    let bucket = buckets.get(address);
    if (!bucket) buckets.set(address, (bucket = new Bucket(rate, burst, now)));
    return bucket;
  }

  /** Removes the sockets past their hello deadline, to be closed. */
  private silent(now: number): Close[] {
    return [...this.conns.values()]
      .filter((c) => !c.greeted && now - c.since >= this.limits.helloWithinMs)
      .map((c) => this.drop(c.id, 'hello-first'));
  }

  private drop(id: string, reason: string): Close {
    this.conns.delete(id);
    return { id, code: 1013, reason };
  }

  private greeted(): Conn[] {
    return [...this.conns.values()].filter((c) => c.greeted);
  }

  private spectators(): Conn[] {
    return this.greeted().filter((c) => c.seat === null);
  }

  private maxSpectators(): number {
    return this.limits.maxConnections - SEATS;
  }

  private snapshot(now: number): ServerMessage {
    return {
      t: 'snapshot',
      protocol: PROTOCOL,
      gameId: this.gameId,
      version: this.version,
      game: this.game.shown?.(this.state) ?? this.game.save(this.state),
      ...(this.clockFrom === null ? {} : { clock: Math.max(0, now - this.clockFrom) }),
    };
  }

  /** A change of the game: every page hears it, and the record is stored. */
  private toAll(msg: ServerMessage): RoomReply {
    return { sends: [...this.conns.keys()].map((to) => ({ to, msg })), stored: true, conns: [] };
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
      rematch: this.asks[seat]!,
    }));
  }

  /** Every greeted connection hears the seats, each with its own. */
  private seatsToAll(): Send[] {
    const seats = this.seats();
    return this.greeted().map((c) => ({ to: c.id, msg: { t: 'seats', seats, you: c.seat } }));
  }

  private seatsFor(conn: Conn): ServerMessage {
    return { t: 'seats', seats: this.seats(), you: conn.seat };
  }

  /** The seats to every page if they differ from `before`, else nothing. */
  private seatsIfChanged(before: SeatState[]): Send[] {
    return JSON.stringify(before) === JSON.stringify(this.seats()) ? [] : this.seatsToAll();
  }

  private changedConn(conn: Conn, sends: Send[]): RoomReply {
    return { sends, stored: false, conns: [connState(conn)] };
  }

  private none(sends: Send[]): RoomReply {
    return { sends, stored: false, conns: [] };
  }
}

const connState = ({ id, seat, greeted, address, since }: Conn): ConnState => ({ id, seat, greeted, address, since });

function error(code: ErrorCode, message: string, version?: number): ServerMessage {
  return version === undefined ? { t: 'error', code, message } : { t: 'error', code, message, version };
}
