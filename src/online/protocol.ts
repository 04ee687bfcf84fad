// The online-room protocol (docs/rooms.md): JSON text frames between a page and its room.
// Shared by the room server (src/online/server) and the page's room client (src/online/client); no runtime APIs.

/**
 * 2: seats carry `hints`, and the `hints` message sets it. 3: rooms keep the clocks of games on
 * clocks: `moved` says what the move's player spent, a snapshot how long the running clock has run.
 */
export const PROTOCOL = 3;

/** Limits the room enforces; each is a refusal with a code, never a changed room. */
export const LIMITS = {
  /** Characters in one message from a page (an action is ~30). */
  maxMessage: 2_048,
  /** Characters of a game a new room may start from (a long game's save is well under this). */
  maxGame: 1_000_000,
  /** Greeted connections per room (players and spectators); spectators leave room for every seat. */
  maxConnections: 32,
  /** Sockets that have not said hello yet, per room (beyond it the oldest is closed)… */
  maxUngreeted: 16,
  /** …and how long one may stay without saying hello, ms. */
  helloWithinMs: 5_000,
  /** Spectators and not-yet-greeted sockets from one client address (seat holders are not counted). */
  maxPerAddress: 8,
  /** Messages per second one connection may send on average… */
  ratePerSecond: 20,
  /** …and in one burst. */
  burst: 40,
  /** Messages per second all of one client address's connections to a room may send on average… */
  addressRatePerSecond: 40,
  /** …and in one burst. */
  addressBurst: 80,
  /** New connections per second from one client address to a room on average… */
  connectsPerSecond: 1,
  /** …and in one burst (a page reconnects after ¼ s, then waits longer each time). */
  connectBurst: 10,
  /** Refusals for flooding after which the connection is closed. */
  floodStrikes: 40,
  /** A room is removed, storage and all, this long after its last change (30 days), ms. */
  expiresAfterMs: 30 * 24 * 60 * 60 * 1000,
} as const;

export type Limits = { -readonly [K in keyof typeof LIMITS]: number };

/**
 * Room codes: ten characters from an alphabet without look-alikes (no 0/O, 1/I/L), 31^10 ≈ 2^49.5,
 * so guessing a live room is hopeless. Rooms made before carry six-character codes, still read.
 */
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const CODE_LENGTH = 10;
const OLD_CODE_LENGTH = 6;
const CODE_RE = new RegExp(`^(?:[${CODE_ALPHABET}]{${CODE_LENGTH}}|[${CODE_ALPHABET}]{${OLD_CODE_LENGTH}})$`);

/** Typed text as a code would be written: any case, spaces or dashes between. */
const typed = (text: string): string => text.replace(/[\s-]/g, '').toUpperCase();

/** The code as typed, or null if it cannot be one. */
export function normaliseCode(text: string): string | null {
  const code = typed(text);
  return CODE_RE.test(code) ? code : null;
}

/** Why typed text is no room code, in the player's words: its length, or letters no code has. */
export function whyNotCode(text: string): string {
  const code = typed(text);
  if (/[^0-9A-Z]/.test(code)) return 'a room code has only letters and digits.';
  // A letter or digit the alphabet leaves out is one of the look-alikes.
  if ([...code].some((c) => !CODE_ALPHABET.includes(c)))
    return 'room codes never use 0, O, 1, I or L (so that none is mistaken for another): check it.';
  return `a room code has ${CODE_LENGTH} letters and digits; this has ${code.length}.`;
}

/** The game a room plays when neither its record nor a page names one: every room before the platform. */
export const FIRST_GAME = 'vacuum';
const GAME_ID_RE = /^[a-z][a-z-]{0,31}$/;

export function randomCode(random: (n: number) => number): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[random(CODE_ALPHABET.length)];
  return code;
}

export type ClientMessage =
  /** `gameId`: the game of the page (absent from pages before the platform: Vacuum). */
  | { t: 'hello'; protocol: number; token: string | null; seen: number | null; gameId: string }
  | { t: 'claim'; seat: number }
  | { t: 'leave' }
  | { t: 'act'; action: string; version: number }
  | { t: 'undo'; version: number }
  | { t: 'hints'; seat: number; allow: boolean }
  /** Asks for a rematch of the game that ended at `version` (or accepts the one another seat asked for). */
  | { t: 'rematch'; version: number }
  | { t: 'sync' }
  | { t: 'ping' };

export interface SeatState {
  seat: number;
  /** Takes part in this game (a 2-player game has two seats). */
  inGame: boolean;
  taken: boolean;
  connected: boolean;
  /** Whoever holds the seat allows hints (the Hint command works only when every holder does). */
  hints: boolean;
  /**
   * Whoever holds the seat asks for a rematch (the game is over): the room starts it once every
   * seat's holder does.
   */
  rematch: boolean;
}

export type ErrorCode =
  | 'malformed' // not JSON, or not a message this protocol knows
  | 'binary' // a binary frame
  | 'too-large' // longer than LIMITS.maxMessage
  | 'flood' // faster than the rate limit
  | 'protocol' // another protocol version
  | 'hello-first' // anything before hello
  | 'bad-token' // a seat token this room never issued, or one since given up
  | 'no-seat' // a seat number the game does not have
  | 'seat-taken'
  | 'seated' // already holds a seat (leave it first)
  | 'not-seated' // acting or leaving without a seat
  | 'not-your-seat' // allowing hints for a seat someone else holds
  | 'not-your-turn'
  | 'stale' // the version acted on is not the room's (sync first)
  | 'illegal' // the rules refused the action; the message says why
  | 'not-over' // a rematch asked for while the room's game goes on
  | 'wrong-game' // the page plays another game than the room
  | 'room-full' // no space for this connection (the room, or this client address's share of it)
  | 'no-room'; // no game was ever started under this code, or the room expired

export type ServerMessage =
  /** `clock`: while the room's clock runs, the ms it has run this turn when this was sent. */
  | { t: 'snapshot'; protocol: number; gameId: string; version: number; game: string; clock?: number }
  /** `ms`: in a game on clocks, what the room charged the player before this action. */
  | { t: 'moved'; version: number; by: number; kind: 'act'; action: string; ms?: number }
  | { t: 'moved'; version: number; by: number; kind: 'undo' }
  /**
   * `rotated`: a rematch began, and every seat's holder passed on to the next seat (seat S to
   * S + 1, the last to the first), keeping their token; the new game's snapshot follows.
   */
  | { t: 'seats'; seats: SeatState[]; you: number | null; rotated?: true }
  | { t: 'seated'; seat: number; token: string }
  | { t: 'pong' }
  | { t: 'error'; code: ErrorCode; message: string; version?: number };

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const isVersion = (v: unknown): v is number => isInt(v) && v >= 0;

/** Reads one message from a page, or null if it is not exactly one this protocol knows. */
export function readClientMessage(text: string): ClientMessage | null {
  let m: unknown;
  try {
    m = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof m !== 'object' || m === null || Array.isArray(m)) return null;
  const r = m as Record<string, unknown>;
  switch (r.t) {
    case 'hello':
      if (!isInt(r.protocol)) return null;
      if (r.token !== null && (typeof r.token !== 'string' || r.token.length > 64)) return null;
      if (r.seen !== null && !isVersion(r.seen)) return null;
      if (r.gameId !== undefined && (typeof r.gameId !== 'string' || !GAME_ID_RE.test(r.gameId))) return null;
      return { t: 'hello', protocol: r.protocol, token: r.token, seen: r.seen, gameId: r.gameId ?? FIRST_GAME };
    case 'claim':
      return isInt(r.seat) ? { t: 'claim', seat: r.seat } : null;
    case 'act':
      return typeof r.action === 'string' && r.action.length <= 100 && isVersion(r.version)
        ? { t: 'act', action: r.action, version: r.version }
        : null;
    case 'undo':
      return isVersion(r.version) ? { t: 'undo', version: r.version } : null;
    case 'hints':
      return isInt(r.seat) && typeof r.allow === 'boolean' ? { t: 'hints', seat: r.seat, allow: r.allow } : null;
    case 'rematch':
      return isVersion(r.version) ? { t: 'rematch', version: r.version } : null;
    case 'leave':
    case 'sync':
    case 'ping':
      return { t: r.t };
    default:
      return null;
  }
}
