// The page in an online room. The room is the authority: this keeps the page's game in step with it,
// sends the seat holder's own actions there (they show at once and the room confirms them, or the
// room's game comes back in their place; an action only the room can work out, a draw from its
// hidden bag, is sent first and shown when the room answers), plays everyone else's as they
// arrive, and holds the board whenever this page may not move. Once the game is over it asks the
// room for a rematch (or accepts one another seat asked for) and tells who asks; the room starts
// it, passing every player on to the next seat. It knows the game only through the page's RoomTable.
import { gameName } from '../../core/game-name';
import { gameKey } from '../../session/keys';
import type { KeyValueStore } from '../../session/storage';
import { PROTOCOL, type ErrorCode, type SeatState, type ServerMessage } from '../protocol';
import { boardRoomKey, noRoom, OFFLINE, roomGameOf, roomsApi, roomSocket, withRoom } from './address';
import { RoomConnection, type LinkState } from './connection';
import type { RoomTable, TableChange } from './table';
import { commandName } from '../../ui/panels/menu-commands';

export interface OnlineDeps {
  /** The game on the page. */
  table: RoomTable;
  /** The board's input lock and status line. */
  board: {
    /** Holds the board (null lets it go); `mayResign`: only for another seat's turn, when this seat may still resign. */
    hold(reason: string | null, mayResign?: boolean): void;
    say(message: string): void;
  };
  store: KeyValueStore;
  tell: (message: string) => void;
  /** The page's address, a way to change it without reloading, and one to go to another page. */
  address: { href(): string; replace(href: string): void; open?(href: string): void };
  heartbeatMs?: number;
  /** Tests connect to a room in-process. */
  createSocket?: (url: string) => WebSocket;
}

/** What every room command says while the device has no network. */

/** Errors that mean this page's view of the game was off: take the room's game again. */
const RESYNC: readonly ErrorCode[] = ['stale', 'illegal', 'not-your-turn', 'not-seated', 'not-over'];

export class OnlineRooms {
  code: string | null = null;
  seat: number | null = null;
  seats: SeatState[] = [];
  link: LinkState | null = null;
  /** The room's version this page's game matches (null: unknown, the next hello asks for it). */
  version: number | null = null;
  private conn: RoomConnection | null = null;
  /** Own actions shown already and sent, not yet confirmed by the room. */
  private pending = 0;
  /** An own action sent without playing it here (sendFirst): the room's answer shows it. */
  private unplayed = false;
  private applying = false;
  private autoClaim = false;
  /**
   * Joining, the page does not know its place yet: until the room says who the page is, and answers
   * the seat taken on arrival, it is neither watching nor seated.
   */
  private placing = false;
  /** The link to this room has been open: a link lost since is a reconnection, not the first connection. */
  private wasOpen = false;
  private held: string | null = null;
  /** Why the room refused this page's last action, shown once the room's game is back. */
  private refusal: string | null = null;
  private listeners: (() => void)[] = [];
  private rematchListeners: (() => void)[] = [];
  /** The room passed this page's seat on to the next while the page was away (a rematch began). */
  private passedOn = false;
  private readonly table: RoomTable;
  /** This game's seat tokens, by room code (`vacuum.room-tokens`). */
  private readonly tokensKey: string;
  /** The code of the room whose game the board (and so the autosave) shows, or '' (`vacuum.board-room`). */
  private readonly boardRoomKey: string;

  constructor(private d: OnlineDeps) {
    this.table = d.table;
    this.tokensKey = gameKey(d.table.gameId, 'room-tokens');
    this.boardRoomKey = boardRoomKey(d.table.gameId);
    d.table.onChange((change) => {
      if (this.code !== null && !this.applying) this.localChange(change);
      this.hold();
    });
  }

  onChange(listener: () => void): void {
    this.listeners.push(listener);
  }

  /** Hears a rematch begin in the room (its new game follows at once). */
  onRematch(listener: () => void): void {
    this.rematchListeners.push(listener);
  }

  /** Why rooms cannot be used from this copy of the page, or null when they can. */
  async unavailable(): Promise<string | null> {
    // Offline (the site still plays from its service worker's cache): nothing is tried, nothing changes.
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return OFFLINE;
    const hosted = `Online rooms need the hosted version of ${gameName(this.table.gameId)} (served with its room server)`;
    if (new URL(this.d.address.href()).protocol === 'file:') return `${hosted}: this page was opened from a file.`;
    let res: Response;
    try {
      res = await fetch(roomsApi(this.d.address.href()));
    } catch {
      // No answer at all from the address that served this page: the network is gone, whatever
      // navigator.onLine says (browsers report true behind a dead link, and in offline emulation).
      return OFFLINE;
    }
    try {
      const body = res.ok ? ((await res.json()) as { protocol?: unknown }) : null;
      if (body?.protocol === PROTOCOL) return null;
      if (typeof body?.protocol === 'number') return 'The room server speaks another version: reload the page.';
    } catch {
      // not JSON: the page is served without rooms
    }
    return `${hosted}: this address has no room server.`;
  }

  /** Starts a room from a game as rooms store it (the current one or a new one) and takes its first seat. */
  async create(game: string): Promise<void> {
    const why = await this.unavailable();
    if (why) return this.d.tell(why);
    let body: { code?: string; error?: string } = { error: 'the room server did not answer.' };
    try {
      const res = await fetch(`${roomsApi(this.d.address.href())}?game=${encodeURIComponent(this.table.gameId)}`, {
        method: 'POST',
        body: game,
      });
      body = (await res.json()) as typeof body;
    } catch {
      // body says the server did not answer
    }
    if (!body.code) return this.d.tell(`The room could not be created: ${body.error ?? 'unknown error.'}`);
    this.enter(body.code);
    this.d.tell(
      `Online room ${body.code} created: ${commandName('copy-room-link')} to invite the other players. ${this.table.keptNote}`,
    );
  }

  /**
   * Joins a room by code: back into this page's seat if it has one, else the next free seat. The
   * room is asked for first: a code of no room leaves the page (and the room it is in) as it was,
   * and another game's room opens on that game's page.
   */
  async join(code: string): Promise<void> {
    if (code === this.code) return this.d.tell(`This page is in room ${code} already.`);
    const why = await this.unavailable();
    if (why) return this.d.tell(why);
    const room = await roomGameOf(this.d.address.href(), code);
    if (room !== null && 'error' in room) return this.d.tell(room.error);
    if (room !== null && room.game !== this.table.gameId) {
      const page = new URL(`./${room.game}#r=${code}`, this.d.address.href()).href;
      if (this.d.address.open) return this.d.address.open(page);
      return this.d.tell(`Room ${code} plays ${gameName(room.game)}: open its link on that game's page, ${page}`);
    }
    this.enter(code);
  }

  /**
   * Goes back into the room whose game the board shows, the page opened without its link (from the
   * home page, or typed): at once, without asking the server first, so that even offline the board
   * waits for the room rather than taking moves the room would never hear. A room gone since says so.
   */
  rejoin(code: string): void {
    this.enter(code);
    this.d.tell(`Back in online room ${code}: the game on the board is played there.`);
  }

  /** Leaves the room (giving up the seat); the board is this page's own again. */
  leave(message?: string): void {
    if (this.code === null) return this.d.tell('This page is not in an online room.');
    const code = this.code;
    if (this.seat !== null) this.conn?.send({ t: 'leave' });
    this.forgetToken(code);
    this.close();
    this.d.tell(message ?? `You left online room ${code}; the board is yours to play locally.`);
  }

  claim(seat: number): void {
    this.conn?.send({ t: 'claim', seat });
  }

  /** Allows hints for this page's seat, or stops allowing them (every seated player must). */
  allowHints(allow: boolean): void {
    if (this.seat !== null) this.conn?.send({ t: 'hints', seat: this.seat, allow });
  }

  /**
   * Why the Hint command is refused in this room ("Hints need every seated player's permission:
   * Gold has not allowed them"), or null when every seated player allows hints (or no room).
   */
  hintRefusal(): string | null {
    if (this.code === null) return null;
    const holding = this.seats.filter((s) => s.inGame && s.taken && !s.hints).map((s) => this.table.seatName(s.seat));
    if (holding.length === 0) return this.seats.length > 0 ? null : 'The room has not told its seats yet.';
    return `Hints need every seated player's permission: ${listed(holding)} ${holding.length === 1 ? 'has' : 'have'} not allowed them.`;
  }

  /**
   * The page's Rematch in a room: asks the room for a rematch, or accepts the one another seat asked
   * for (the room starts it once every seated player has asked). False when it is not the room's to
   * play (out of a room, or watching): the page's own Rematch then, out of the room.
   */
  askRematch(): boolean {
    if (this.code === null || this.seat === null) return false;
    if (this.seats.find((s) => s.seat === this.seat)?.rematch) this.d.tell(this.rematchLine()!);
    else if (this.version === null || !this.conn?.send({ t: 'rematch', version: this.version }))
      this.d.tell(
        `Not connected to online room ${this.code}: ask for the rematch again once the page has reconnected.`,
      );
    return true;
  }

  /** Whether this page may ask for a rematch now (or accept one): seated, the game over, not asked yet. */
  mayAskRematch(): boolean {
    return (
      this.code !== null &&
      this.seat !== null &&
      this.table.turn().over &&
      this.seats.find((s) => s.seat === this.seat)?.rematch !== true
    );
  }

  /** The end screen's Rematch: "Accept rematch" when another seat asks for one and this page may accept. */
  rematchLabel(): string {
    return this.mayAskRematch() && this.seats.some((s) => s.rematch && s.seat !== this.seat)
      ? 'Accept rematch'
      : 'Rematch';
  }

  /**
   * Where a rematch stands, once the game is over: "You asked for a rematch: waiting for Black.",
   * "White asks for a rematch."; null when nobody asks.
   */
  rematchLine(): string | null {
    if (this.code === null || !this.table.turn().over) return null;
    const name = (s: SeatState): string => this.table.seatName(s.seat);
    const others = this.seats.filter((s) => s.inGame && s.taken && s.seat !== this.seat);
    if (this.seats.find((s) => s.seat === this.seat)?.rematch) {
      const waiting = others.filter((s) => !s.rematch).map(name);
      return `You asked for a rematch: waiting for ${waiting.length ? listed(waiting) : 'the room'}.`;
    }
    const asking = others.filter((s) => s.rematch).map(name);
    return asking.length ? `${listed(asking)} ${asking.length === 1 ? 'asks' : 'ask'} for a rematch.` : null;
  }

  leaveSeat(): void {
    if (this.seat === null || this.code === null) return;
    this.conn?.send({ t: 'leave' });
    this.forgetToken(this.code);
  }

  /**
   * Sends an action of this page's seat to the room without playing it here, for an action whose
   * outcome only the room knows (stones drawn from its hidden bag): the room's answer, its game or
   * the action confirmed, puts it on the board. False when the page is in no room or cannot send now.
   */
  sendFirst(text: string): boolean {
    if (this.code === null || this.version === null || this.seat === null || this.pending > 0) return false;
    if (!this.conn?.send({ t: 'act', action: text, version: this.version })) return false;
    this.version++;
    this.pending++;
    this.unplayed = true;
    this.changed();
    return true;
  }

  roomLink(): string | null {
    return this.code === null ? null : withRoom(this.d.address.href(), this.code);
  }

  private enter(code: string): void {
    // A game on the board that is the player's own (no room's, as it is after a reload in one)
    // stays resumable from the menu's Recent games.
    if (this.code === null && !this.d.store.getItem(this.boardRoomKey)) this.table.keepOwnGame();
    if (this.code !== null) this.close();
    this.code = code;
    this.autoClaim = true;
    this.placing = true;
    this.wasOpen = false;
    this.version = null;
    this.d.address.replace(withRoom(this.d.address.href(), code));
    this.conn = new RoomConnection({
      url: roomSocket(this.d.address.href(), code),
      hello: () => ({
        t: 'hello',
        protocol: PROTOCOL,
        token: this.tokens()[code] ?? null,
        seen: this.version,
        gameId: this.table.gameId,
      }),
      onMessage: (msg) => this.receive(msg),
      onState: (state) => {
        this.link = state;
        if (state === 'open') this.wasOpen = true;
        this.changed();
      },
      ...(this.d.heartbeatMs ? { heartbeatMs: this.d.heartbeatMs } : {}),
      ...(this.d.createSocket ? { createSocket: this.d.createSocket } : {}),
    });
    this.changed();
  }

  private close(): void {
    this.conn?.stop();
    this.conn = null;
    this.code = null;
    this.seat = null;
    this.seats = [];
    this.link = null;
    this.pending = 0;
    this.unplayed = false;
    this.d.store.setItem(this.boardRoomKey, '');
    this.d.address.replace(withRoom(this.d.address.href(), null));
    this.changed();
  }

  /** This page's own action, undo or replaced game (the room's own changes come with `applying`). */
  private localChange(change: TableChange): void {
    if (change === 'seats') return; // who plays a colour locally means nothing in a room
    if (change === 'replace') return this.leave(`You left online room ${this.code} to play this game locally.`);
    if (this.version === null) return this.sync(); // the room's game is on its way and replaces this
    const sent =
      change === 'play'
        ? this.conn?.send({ t: 'act', action: this.table.lastAction(), version: this.version })
        : this.conn?.send({ t: 'undo', version: this.version });
    if (sent) {
      this.version++;
      this.pending++;
    } else {
      this.version = null; // the room never heard it: its game comes back on reconnect
      this.conn?.reconnect();
    }
  }

  private receive(msg: ServerMessage): void {
    switch (msg.t) {
      case 'snapshot': {
        const unread = this.apply(() => {
          const why = this.table.showRoomGame(msg.game, msg.clock);
          if (why === null) {
            this.pending = 0;
            this.unplayed = false;
            this.version = msg.version;
          }
          return why;
        });
        if (unread) return this.d.board.say(`The room's game cannot be read: ${unread}`);
        this.d.store.setItem(this.boardRoomKey, this.code ?? '');
        if (this.refusal !== null) this.d.board.say(this.refusal);
        this.refusal = null;
        break;
      }
      case 'moved':
        if (msg.by === this.seat && this.pending > 0) {
          this.pending--; // our own action, confirmed
          if (this.unplayed && msg.kind === 'act') this.apply(() => this.table.play(msg.action, msg.ms));
          else if (msg.kind === 'act') this.apply(() => this.table.confirmed?.(msg.action, msg.ms));
          this.unplayed = false;
        } else if (this.pending > 0 || this.version === null || msg.version !== this.version + 1) {
          this.sync(); // crossed with ours, or missed one: take the room's game
        } else {
          this.version = msg.version;
          this.apply(() => {
            if (msg.kind === 'act') this.table.play(msg.action, msg.ms);
            else if (!this.table.undo()) throw new Error('nothing to undo here');
          });
        }
        break;
      case 'seats': {
        const [before, mine] = [this.seats, [this.seat, msg.you]];
        this.seats = msg.seats;
        this.seat = msg.you;
        if (msg.rotated || this.passedOn) {
          // A rematch: every seat's holder passed on to the next, which is no news of anyone's seat.
          this.d.tell(this.rematchBegun(!msg.rotated));
          this.passedOn = false;
          for (const l of this.rematchListeners) l();
        } else {
          // Another player leaving or taking a seat, or asking for a rematch, is told, not only
          // shown in the Seats panel.
          const name = (seat: number): string => this.table.seatName(seat);
          const news = [
            seatNews(before, msg.seats, mine, name),
            rematchNews(before, msg.seats, mine, name, this.mayAskRematch(), this.table.turn().over),
          ].filter((n) => n !== null);
          if (news.length > 0) this.d.tell(news.join(' '));
        }
        this.placing = false;
        if (this.autoClaim) {
          this.autoClaim = false;
          const free = msg.seats.find((s) => s.inGame && !s.taken);
          if (msg.you === null && free) {
            this.claim(free.seat);
            this.placing = true; // until the room answers
          } else if (msg.you === null)
            this.d.tell(`Every seat in room ${this.code} is taken: you are watching. ${this.watchingLine()}`);
        }
        break;
      }
      case 'seated':
        // A seat other than the one this page held: a rematch passed it on while the page was away.
        if (this.seat !== null && msg.seat !== this.seat) this.passedOn = true;
        this.seat = msg.seat;
        this.placing = false;
        if (this.code) this.saveToken(this.code, msg.token);
        break;
      case 'error':
        this.placing = false; // a seat asked for on arrival and refused: the page watches
        if (msg.code === 'no-room' || msg.code === 'room-full' || msg.code === 'wrong-game') {
          const code = this.code;
          this.close();
          return this.d.tell(
            msg.code === 'no-room'
              ? noRoom(String(code))
              : msg.code === 'room-full'
                ? `Room ${code} has no place for this page: ${msg.message}`
                : msg.message,
          );
        }
        if (msg.code === 'bad-token' && this.code) this.forgetToken(this.code);
        this.d.board.say(msg.message);
        // Any refusal while own actions are unconfirmed means the room did not take one of them.
        if (RESYNC.includes(msg.code) || this.pending > 0) {
          this.refusal = msg.message;
          this.sync();
        }
        break;
      case 'pong':
        break;
    }
    this.changed();
  }

  private sync(): void {
    this.version = null;
    this.unplayed = false;
    if (!this.conn?.send({ t: 'sync' })) this.conn?.reconnect();
  }

  /** Plays the room's change into the session: animated like a local move, not sent back. */
  private apply<T>(change: () => T): T | undefined {
    this.applying = true;
    try {
      return change();
    } catch {
      this.sync(); // this page's game disagrees with the room's
      return undefined;
    } finally {
      this.applying = false;
    }
  }

  /** A seat of the game no one holds (a watcher may take it). */
  private freeSeat(): boolean {
    return this.seats.some((s) => s.inGame && !s.taken);
  }

  /** What a page hears when a rematch begins (`away`: it began while the page was away). */
  private rematchBegun(away: boolean): string {
    const began = away
      ? `A rematch began in online room ${this.code} while you were away`
      : `Rematch in online room ${this.code}`;
    return this.seat === null
      ? `${began}: each player has passed on to the next side.`
      : `${began}: you are ${this.table.seatName(this.seat)} now.`;
  }

  /**
   * Where this page stands in the room, for the Seats panel's line, which a screen reader reads
   * out as it changes: "Connecting to online room K7QX2M…" until the page has its place (not
   * "watching" for the moment before its seat comes), "Reconnecting…" once a link that was open is
   * lost, then "Connected: you are Gold." or "You are watching: Red to play.".
   */
  linkLine(): string {
    if (this.link !== 'open' && this.wasOpen) return 'Reconnecting…';
    if (this.connecting()) return this.connectingLine();
    return this.seat === null
      ? `You are watching: ${this.watchingLine()}`
      : `Connected: you are ${this.table.seatName(this.seat)}.`;
  }

  /** The room cannot hear this page yet: no open link, or no place in the room yet. */
  private connecting(): boolean {
    return this.link !== 'open' || this.placing;
  }

  private connectingLine(): string {
    return `Connecting to online room ${this.code}…`;
  }

  /** Whose turn it is, for a watcher: "Gold to play." or "The game is over." */
  watchingLine(): string {
    const s = this.table.turn();
    return s.over ? 'The game is over.' : `${this.table.seatName(s.current)} to play.`;
  }

  /** The board takes input only from the seat to move, and only while the room can hear it. */
  private hold(): void {
    let reason: string | null = null;
    if (this.code !== null) {
      const s = this.table.turn();
      const mover = this.table.seatName(s.current);
      if (this.connecting()) reason = this.connectingLine();
      else if (this.unplayed) reason = `Waiting for room ${this.code} to answer…`;
      else if (s.over) reason = null;
      else if (this.seat === null)
        reason = `Watching room ${this.code}: ${mover} to play.${this.freeSeat() ? ' Take a free seat to play.' : ''}`;
      else if (s.current !== this.seat) {
        // Nobody may hold the mover's seat yet: the game waits for whoever the room link brings.
        const free = this.seats.some((seat) => seat.seat === s.current && seat.inGame && !seat.taken);
        const waiting = free ? `: nobody has ${mover}'s seat yet, send the room link` : '';
        reason = `${mover} to play${waiting}; you are ${this.table.seatName(this.seat)}.`;
      }
    }
    if (reason === this.held) return;
    this.held = reason;
    // Another seat's turn holds the board, but a seated player may resign at any moment (the rules).
    this.d.board.hold(reason, reason !== null && this.link === 'open' && !this.unplayed && this.seat !== null);
  }

  private changed(): void {
    this.hold();
    for (const l of this.listeners) l();
  }

  private tokens(): Record<string, string> {
    try {
      const parsed: unknown = JSON.parse(this.d.store.getItem(this.tokensKey) ?? '{}');
      return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, string>) : {};
    } catch {
      return {};
    }
  }

  private saveToken(code: string, token: string): void {
    this.d.store.setItem(this.tokensKey, JSON.stringify({ ...this.tokens(), [code]: token }));
  }

  private forgetToken(code: string): void {
    const { [code]: _gone, ...rest } = this.tokens();
    this.d.store.setItem(this.tokensKey, JSON.stringify(rest));
  }
}

/** "Red", "Red and Gold", "Red, Gold and Green". */
const listed = (names: readonly string[]): string =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;

/**
 * Who asks for a rematch now, or no longer does, among the others (`mine`: this page's seat before
 * and after), and what this page's own request waits for; null when nothing changed. A page that has
 * just come hears the offers standing. `mayAccept`: this page holds a seat and has not asked; `over`:
 * the game on the board is over (an offer gone with a new game on the board was played, not withdrawn).
 */
function rematchNews(
  before: readonly SeatState[],
  after: readonly SeatState[],
  mine: readonly (number | null)[],
  name: (seat: number) => string,
  mayAccept: boolean,
  over: boolean,
): string | null {
  const was = (seat: number): boolean => before.find((b) => b.seat === seat)?.rematch === true;
  const news: string[] = [];
  const asking = after.filter((s) => s.rematch && !was(s.seat) && !mine.includes(s.seat)).map((s) => name(s.seat));
  if (asking.length > 0)
    news.push(
      `${listed(asking)} ${asking.length === 1 ? 'asks' : 'ask'} for a rematch${mayAccept ? ': Accept rematch to play again, each player on the next side.' : '.'}`,
    );
  for (const s of after)
    if (over && was(s.seat) && !s.rematch && !mine.includes(s.seat))
      news.push(`${name(s.seat)}'s rematch offer is withdrawn.`);
  const own = after.find((s) => s.seat === mine[1]);
  if (own?.rematch && !was(own.seat)) {
    const waiting = after.filter((s) => s.inGame && s.taken && !s.rematch).map((s) => name(s.seat));
    news.push(`You asked for a rematch: waiting for ${waiting.length ? listed(waiting) : 'the room'}.`);
  }
  return news.length > 0 ? news.join(' ') : null;
}

/**
 * What changed in the seats of the others (`mine`: this page's seat before and after), in the
 * players' words, or null: nothing, or the room's first word on its seats (nothing changed then).
 */
function seatNews(
  before: readonly SeatState[],
  after: readonly SeatState[],
  mine: readonly (number | null)[],
  name: (seat: number) => string,
): string | null {
  const news = after.flatMap((s) => {
    const was = before.find((b) => b.seat === s.seat);
    if (!was || !s.inGame || mine.includes(s.seat) || was.taken === s.taken) return [];
    return [
      s.taken
        ? `Someone took ${name(s.seat)}'s seat.`
        : `${name(s.seat)} left their seat; anyone in the room may take it.`,
    ];
  });
  return news.length > 0 ? news.join(' ') : null;
}
