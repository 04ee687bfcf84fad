// Game links (`…#g=<game string>`): a whole game in a link. Each action is written as its place
// among the choices of its position (src/games/vacuum/choices.ts: its legal actions but
// resignations sorted by their text, then each active player's resignation), so it costs only the
// bits that position's number of choices needs; the first position is a new game's players and
// length, or a share string's bits. The layout is in docs/formats.md.
import { type Result } from '../../../core/result';
import { formatAction, newGame, type Game } from '../rules/index';
import { ChoiceWalk } from '../choices';
import { isNewGame } from './history';
import type { GameHistory, Played } from './replay';
import { BitReader, BitsError, BitWriter } from '../../../codec/bits';
import { hashParam } from '../../../codec/pasted';
import { MAX_SHARE_LENGTH, wrapPayload } from '../../../codec/share';
import { PREFIXES } from '../../../codec/prefix-table';
import { unwrapString } from '../../../codec/prefixes';
import { readPosition, writePosition } from '../share';

export type GameLinkResult = Result<{ history: GameHistory; game: Game }>;

/** The version prefix of game strings (outside the compression, like a share string's). */
const LINK_VERSION = PREFIXES.vacuum.game;
/** A game string longer than a share string may be is not offered as a link: export the record. */
export const MAX_GAME_LINK_LENGTH = MAX_SHARE_LENGTH;
/** Packed characters (16 bits each) a game string may decompress to; a full-length link packs to about 700. */
const MAX_PAYLOAD_CHARS = 2_000;
/** More actions than any game string of at most 2 000 characters holds. */
const MAX_LINK_ACTIONS = 6_000;

/** Bits that number a choice among `n`: 0 when there is only one. */
const widthFor = (n: number): number => (n <= 1 ? 0 : Math.ceil(Math.log2(n)));

/** The game string of a whole game, or null for a history the rules do not replay. */
export function encodeGameString(history: GameHistory): string | null {
  const w = new BitWriter();
  const { start } = history;
  const fresh = isNewGame(start);
  w.bool(!fresh);
  if (fresh) {
    w.uint(start.players - 2, 2);
    w.bool(start.turnLimit !== null);
    if (start.turnLimit !== null) w.golomb(start.turnLimit - 1, 6);
  } else {
    writePosition(w, start);
  }
  w.golomb(history.actions.length, 4);
  const walk = new ChoiceWalk(start);
  for (const { action } of history.actions) {
    const list = walk.choices();
    const text = formatAction(action);
    const i = list.findIndex((c) => c.text === text);
    if (i < 0) return null;
    w.uint(i, widthFor(list.length));
    walk.play(list[i]!);
  }
  return wrapPayload(w.toChars(), LINK_VERSION);
}

/** The page's address with `#g=<game string>` as its fragment, or null when the game is too long for a link. */
export function gameLink(baseUrl: string, history: GameHistory): string | null {
  const s = encodeGameString(history);
  if (s === null || s.length > MAX_GAME_LINK_LENGTH) return null;
  const hash = baseUrl.indexOf('#');
  return `${hash < 0 ? baseUrl : baseUrl.slice(0, hash)}#g=${s}`;
}

/** The game a page's `location.hash` carries in `g=`, or null when it has none. */
export function readHashGame(hash: string): GameLinkResult | null {
  if (typeof hash !== 'string') return null;
  const param = hashParam(hash, 'g');
  return param === null ? null : decodeGameString(param);
}

class LinkError extends Error {}

/** Reads a game string. Never throws: anything but a game the rules allow gives a message and no game. */
export function decodeGameString(input: string): GameLinkResult {
  const body = unwrapString(input, { prefix: LINK_VERSION, kind: 'game', maxChars: MAX_PAYLOAD_CHARS });
  if (!body.ok) return body;
  try {
    return readGame(new BitReader(body.chars));
  } catch (e) {
    if (e instanceof BitsError) return { ok: false, error: `This game link is damaged: ${e.message}.` };
    if (e instanceof LinkError) return { ok: false, error: e.message };
    return { ok: false, error: 'This game link is damaged.' };
  }
}

function readGame(r: BitReader): GameLinkResult {
  let start: Game;
  if (!r.bool()) {
    const players = 2 + r.uint(2);
    if (players > 4) throw new BitsError('it names 5 players');
    const limit = r.bool() ? 1 + r.golomb(6) : undefined;
    if (limit !== undefined && limit > 999_999_999) throw new BitsError('the turn limit is impossibly large');
    start = newGame({ players: players as 2 | 3 | 4, turnLimit: limit });
  } else {
    const position = readPosition(r);
    if (!position.ok)
      throw new LinkError(`This game link starts from a position that cannot occur: ${position.error}.`);
    start = position.game;
  }
  const count = r.golomb(4);
  if (count > MAX_LINK_ACTIONS) throw new BitsError('it claims far too many actions');
  const actions: Played[] = [];
  const walk = new ChoiceWalk(start);
  for (let i = 0; i < count; i++) {
    const list = walk.choices();
    if (list.length === 0)
      throw new LinkError(`This game link is damaged: action ${i + 1} comes after the game ended.`);
    const choice = list[r.uint(widthFor(list.length))];
    if (choice === undefined) throw new BitsError(`action ${i + 1} is not one its position allows`);
    const { action } = choice;
    actions.push({ turn: walk.turn, player: action.kind === 'resign' ? action.player : walk.current, action });
    walk.play(choice);
  }
  r.finish();
  return { ok: true, history: { start, actions }, game: walk.game() };
}
