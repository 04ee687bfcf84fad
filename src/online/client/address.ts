// Where a room lives in the page's address — `/<id>#r=CODE` on its game's page, or `?room=CODE`
// in links sent before the platform — and reading a code or link a player pastes into Join Online Room.
import { normaliseCode, whyNotCode } from '../protocol';
import { isGameId } from '../../core/game-name';
import { gameKey } from '../../session/keys';
import type { KeyValueStore } from '../../session/storage';

const HASH = '#r=';
const OLD_PARAM = 'room';

/** What an address gives as a room code, whether it is one or not; null where it asks for no room. */
function roomAsked(href: string): string | null {
  const url = new URL(href);
  return url.hash.startsWith(HASH) ? url.hash.slice(HASH.length) : url.searchParams.get(OLD_PARAM);
}

/** The room code in an address, or null. */
export function roomInAddress(href: string): string | null {
  const value = roomAsked(href);
  return value === null ? null : normaliseCode(value);
}

/** What a player is told of a room link whose code is cut short or changed (the house's words for damaged links). */
const DAMAGED_ROOM_LINK = 'This room link is damaged: part of it is missing or changed. Copy the whole link again.';

/** Whether an address asks for a room by a code that is none (a character missing, a look-alike letter). */
export function damagedRoomLink(href: string): boolean {
  try {
    return roomAsked(href) !== null && roomInAddress(href) === null;
  } catch {
    return false; // no address at all
  }
}

/**
 * Why the page's address cannot open its room link, or null when it asks for no room or for a
 * sound one. A damaged link is taken out of the address (back to `inRoom`, the room the page is in,
 * or none), so the page is left as it was and a reload does not ask again.
 */
export function refuseDamagedLink(inRoom: string | null): string | null {
  if (!damagedRoomLink(location.href)) return null;
  history.replaceState(history.state, '', withRoom(location.href, inRoom));
  return DAMAGED_ROOM_LINK;
}

/**
 * A link pasted into the address bar of a page that already shows its game changes only the hash,
 * and the page is not loaded again: it opens the link as it would have at load, a room's by
 * joining it, a position's or a game's (`#p=`, `#g=`) through `share`.
 */
export function onLinkPasted(open: {
  room(code: string): void;
  share(hash: string): void;
  /** The room the page is in, or null. */
  inRoom(): string | null;
  /** Says why a link cannot be opened (a damaged room link). */
  refuse(why: string): void;
}): void {
  window.addEventListener('hashchange', () => {
    const damaged = refuseDamagedLink(open.inRoom());
    if (damaged !== null) return open.refuse(damaged);
    const room = roomInAddress(location.href);
    if (room === null) open.share(location.hash);
    else open.room(room);
  });
}

/** Where a game's pages keep the code of the room whose game the board (and so the autosave) shows, or '' (`pressure.board-room`). */
export const boardRoomKey = (gameId: string): string => gameKey(gameId, 'board-room');

/**
 * The room whose game this game's board showed when its page was last closed, or null (the
 * player's own game): a page opened without the room's link goes back into it, since a move
 * played there on its own would never reach the room.
 */
export const boardRoom = (store: KeyValueStore, gameId: string): string | null =>
  normaliseCode(store.getItem(boardRoomKey(gameId)) ?? '');

/**
 * Keeps the board's room true: a game of the player's own taking the board (a link, a load, a new
 * game) while the page is in no room is no room's, and the next visit does not go back into one.
 */
export function forgetRoomOnReplace(
  store: KeyValueStore,
  gameId: string,
  onChange: (listener: (change: string) => void) => void,
  inRoom: () => boolean,
): void {
  onChange((change) => {
    if (change === 'replace' && !inRoom()) store.setItem(boardRoomKey(gameId), '');
  });
}

/** The address with this room (or none), keeping the page's path; a share hash is dropped. */
export function withRoom(href: string, code: string | null): string {
  const url = new URL(href);
  url.searchParams.delete(OLD_PARAM);
  url.hash = code === null ? '' : HASH + code;
  return url.href;
}

/** A room code from what a player typed: the code itself or a room link. */
export function readRoomInput(text: string): string | null {
  const trimmed = text.trim();
  if (/^https?:\/\//i.test(trimmed)) {
    try {
      return roomInAddress(trimmed);
    } catch {
      return null;
    }
  }
  return normaliseCode(trimmed);
}

/** Why what a player typed or pasted to join a room names none, in their words. */
export const whyNoRoom = (text: string): string =>
  text.trim() === ''
    ? 'Type the room’s code, or paste the link you were sent.'
    : /#r=|[?&]room=/i.test(text)
      ? DAMAGED_ROOM_LINK
      : /[/#]/.test(text)
        ? 'That link holds no room code: copy the room link again.'
        : `That is not a room code: ${whyNotCode(text)}`;

/** The room server's addresses, relative to the page (so a page served under a path works). */
export const roomsApi = (pageHref: string): string => new URL('api/rooms', pageHref).href;

/** What a player is told when the network does not answer a room command. */
export const OFFLINE = 'You are offline: rooms need a connection.';
/** What a player is told of a code the room server does not know. */
export const noRoom = (code: string): string => `There is no online room ${code}.`;

/**
 * The game room `code` plays, asked of the room server beside the page (the home page's Join opens
 * that game's page); why not in the player's words; or null where no room server answers as one
 * (a copy of the site without one: the game page then says so).
 */
export async function roomGameOf(pageHref: string, code: string): Promise<{ game: string } | { error: string } | null> {
  let res: Response;
  try {
    res = await fetch(`${roomsApi(pageHref)}/${code}`);
  } catch {
    return { error: OFFLINE };
  }
  const body = (await res.json().catch(() => null)) as { game?: unknown } | null;
  if (res.status === 404 && body !== null) return { error: noRoom(code) };
  return res.ok && typeof body?.game === 'string' && isGameId(body.game) ? { game: body.game } : null;
}
export function roomSocket(pageHref: string, code: string): string {
  const url = new URL(`api/rooms/${code}/socket`, pageHref);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}
