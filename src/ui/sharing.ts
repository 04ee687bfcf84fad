// Sharing and files, for the menu: save and load games (PNG or JSON), export and import game
// records, copy a link, a game link or a share string, load a pasted position, and open `#p=` and
// `#g=` links. Nothing loaded is trusted: every decoder answers with a game or a message, and a
// refused input leaves the current game as it was. A game that a load replaces stays resumable
// from the menu's Recent games.
import { decodeSaveJson, MAX_SAVE_FILE_BYTES, type Save, type SaveResult } from '../games/vacuum/record/save';
import type { GameLinkResult } from '../games/vacuum/record/game-link';
import type { GameHistory } from '../games/vacuum/record/replay';
import { formatAction, status, type Game } from '../games/vacuum/rules/index';
import { excerpt } from '../util/excerpt';
import { copyText, download, pickFile } from './files';
import type { RecentGame } from '../session/recent';
import { hasMoves, type VacuumRecent } from '../games/vacuum/record/recent';
import { keepLeft } from './panels/recent-dialog';
import { fromSave, humanSeats, toSave, type GameInPlay, type Session } from '../session/session';
import { commandName } from './panels/menu-commands';
import { svgAsPng } from './picture-png';

/** A PNG save's picture, in pixels a side. */
const THUMBNAIL_SIZE = 384;

/** Is there a game in progress that a load would throw away? */
function isUnfinished(session: Session): boolean {
  const s = status(session.game);
  return s.winner === null && (session.log.length > 0 || s.turn > 0);
}

export interface SharingDeps {
  session: Session;
  recent: VacuumRecent;
  /** Asks before an unfinished game is replaced (it stays resumable either way). */
  /** Asks before `what` replaces a game in play. */
  confirmReplace: (what: string) => Promise<boolean>;
  /** Shows a player-facing message (success or why something was refused). */
  tell: (message: string) => void;
  /** Shows text for the player to copy by hand when the clipboard is refused. */
  showText: (title: string, text: string) => void;
}

export class Sharing {
  private wholeGameListeners: (() => void)[] = [];

  constructor(private d: SharingDeps) {}

  /** Hears every whole game loaded (a game record, a game link), once it is the session's game. */
  onWholeGame(listener: () => void): void {
    this.wholeGameListeners.push(listener);
  }

  /**
   * Replaces the game (a new game, a load, a recent game), keeping the one it replaces; tells the
   * player `what` happened and where the replaced game went.
   */
  replace(next: GameInPlay, what: string): void {
    const kept = this.keepReplaced();
    this.d.session.replace(next.game, next.log, next.settings, next.start);
    const message = [what, kept].filter(Boolean).join(' ');
    if (message) this.d.tell(message);
  }

  /**
   * Keeps the game about to be replaced in Recent games; when storage refuses, it is downloaded
   * as a save file instead, so it is never lost. Says where it went ('' for a game without moves).
   */
  private keepReplaced(): string {
    const { session } = this.d;
    if (!hasMoves(session)) return '';
    return keepLeft(this.d.recent, session, `vacuum-turn-${status(session.game).turn}.json`);
  }

  /** Replaces the game with a loaded one, keeping the replaced game resumable. */
  async replaceWith(save: Save, what: string, notice?: string): Promise<boolean> {
    if (isUnfinished(this.d.session) && !(await this.d.confirmReplace(`the ${what.toLowerCase()}`))) return false;
    this.replace(fromSave(save), `${what} loaded.${notice ? ` ${notice}` : ''}`);
    return true;
  }

  /**
   * Loads a whole game (an imported record, a `#g=` link): `game` is where its history ends.
   * Every seat is a person's; the game it replaces stays resumable. The replay view opens games
   * from here.
   */
  async loadHistory(whole: GameHistory, game: Game, what: string): Promise<boolean> {
    if (isUnfinished(this.d.session) && !(await this.d.confirmReplace(`the ${what.toLowerCase()}`))) return false;
    const { players } = status(whole.start);
    const log = whole.actions.map(({ turn, player, action }) => ({ turn, player, text: formatAction(action), action }));
    const turns = status(game).turn;
    this.replace(
      { game, log, settings: { players, seats: humanSeats(players) }, start: whole.start },
      `${what} loaded: ${whole.actions.length} actions${turns > 0 ? ` in ${turns} turns` : ''}, every seat a person's.`,
    );
    for (const l of this.wholeGameListeners) l();
    return true;
  }

  /** Plays a recent game; the current one takes its place in the list. */
  openRecent(game: RecentGame<Save>): void {
    const record = this.d.recent.take(game);
    if (!record) return this.d.tell('That game is no longer in Recent games.');
    this.replace(record, 'Recent game resumed.');
  }

  async saveGame(): Promise<void> {
    const save = toSave(this.d.session);
    const [{ encodeSavePng }, { svgPicture }] = await Promise.all([pngCodec(), import('../games/vacuum/view/picture')]);
    const png = encodeSavePng(await svgAsPng(svgPicture(save.game, THUMBNAIL_SIZE)), save);
    download(png, `vacuum-turn-${status(save.game).turn}.png`, 'image/png');
    this.d.tell(`Game saved as a picture (PNG). ${commandName('load')} reads it back.`);
  }

  async loadGame(): Promise<void> {
    const file = await pickFile('.png,.json,image/png,application/json');
    if (!file) return;
    const result = await readSaveFile(file);
    if (!result.ok) return this.d.tell(`Could not load ${excerpt(file.name)}: ${result.error}`);
    await this.replaceWith(result.save, 'Saved game', result.notice);
  }

  /** Copies the share link of the game's position (or of another position, such as the editor's). */
  async copyLink(game: Game = this.d.session.game): Promise<void> {
    const link = (await shareCodec()).shareLink(location.href, game);
    if (await copyText(link)) this.d.tell('Link copied: anyone who opens it sees this position.');
    else this.d.showText('Copy this link', link);
  }

  async copyPosition(): Promise<void> {
    const text = (await shareCodec()).encodeShare(this.d.session.game);
    if (await copyText(text)) this.d.tell(`Position copied (${text.length} characters).`);
    else this.d.showText('Copy this position', text);
  }

  /**
   * Loads pasted text: a share string, a link or position text, or a whole game (a game record,
   * a game link). Resolves with the refusal, if any.
   */
  async loadPosition(text: string): Promise<string | null> {
    const whole = await pastedGame(text);
    if (whole) {
      if (!whole.ok) return whole.error;
      await this.loadHistory(whole.history, whole.game, 'Game');
      return null;
    }
    const result = (await shareCodec()).parseShareInput(text);
    if (!result.ok) return result.error;
    await this.replaceWith(positionSave(result.game), 'Position');
    return null;
  }

  /** The whole game from its first position; from here when its first moves are unknown (an older save). */
  private wholeGame(): { whole: GameHistory; note: string } {
    const { session } = this.d;
    const known = session.history();
    if (known) return { whole: known, note: '' };
    return {
      whole: { start: session.game, actions: [] },
      note: ' Its moves before this position are not known (it came from an older save), so it starts here.',
    };
  }

  /** Downloads the game record (text), named by today's date. */
  async saveRecord(): Promise<void> {
    const { whole, note } = this.wholeGame();
    const date = new Date();
    const name = `vacuum-game-${date.toISOString().slice(0, 10)}.txt`;
    const { writeGameRecord } = await recordFormat();
    download(writeGameRecord(whole, { seats: this.d.session.settings.seats, date }), name, 'text/plain');
    this.d.tell(`Game record saved as ${name}. ${commandName('import-record')} reads it back.${note}`);
  }

  async importRecord(): Promise<void> {
    const file = await pickFile('.txt,text/plain');
    if (!file) return;
    const { MAX_GAME_RECORD_CHARS, readGameRecord } = await recordFormat();
    const result =
      file.size > MAX_GAME_RECORD_CHARS * 4
        ? { ok: false as const, error: 'This file is too large to be a game record.' }
        : readGameRecord(await file.text());
    if (!result.ok) return this.d.tell(`Could not import ${excerpt(file.name)}: ${result.error}`);
    await this.loadHistory(result.history, result.game, 'Game record');
  }

  async copyGameLink(): Promise<void> {
    const { whole, note } = this.wholeGame();
    const link = (await gameCodec()).gameLink(location.href, whole);
    if (link === null) {
      return this.d.tell(
        `This game is too long for a link: ${commandName('export-record')} keeps it as a file to send instead.`,
      );
    }
    if (await copyText(link)) this.d.tell(`Game link copied: anyone who opens it gets the whole game.${note}`);
    else this.d.showText('Copy this game link', link);
  }

  /**
   * Opens the position of a `#p=` link or the game of a `#g=` link. Resolves with null when the
   * address has neither, else whether the link could be read.
   */
  async openHash(hash: string): Promise<boolean | null> {
    const whole = hash.includes('g=') ? (await gameCodec()).readHashGame(hash) : null;
    const result = whole ?? (hash.includes('p=') ? (await shareCodec()).readHashPosition(hash) : null);
    if (result === null) return null;
    // Once read, the link has done its job: a reload resumes the game instead of asking again.
    history.replaceState(null, '', location.pathname + location.search);
    if (!result.ok) {
      this.d.tell(`The link's ${whole ? 'game' : 'position'} could not be read: ${result.error}`);
      return false;
    }
    if (whole?.ok) await this.loadHistory(whole.history, whole.game, 'Shared game');
    else if (result.ok) await this.replaceWith(positionSave(result.game), 'Shared position');
    return true;
  }
}

/** A whole game in pasted text (a game record, a game link or its bare string), or null for anything else. */
async function pastedGame(text: string): Promise<GameLinkResult | null> {
  if (typeof text !== 'string') return null;
  const trimmed = text.trim();
  if (trimmed.startsWith('[')) return (await recordFormat()).readGameRecord(trimmed);
  const hash = trimmed.indexOf('#');
  const { decodeGameString } = await gameCodec();
  const param = hash >= 0 ? (await shareCodec()).hashParam(trimmed.slice(hash + 1).replace(/\s+/g, ''), 'g') : null;
  if (param !== null) return decodeGameString(param);
  return /^g[A-Za-z0-9+$-]+$/.test(trimmed) ? decodeGameString(trimmed) : null;
}

// The codecs load on first use, not with the page: share strings, game links and game records
// (with their compression) for links, Load Position and the record commands; the PNG codec (with
// its deflate) and the picture for Save and Load.
const shareCodec = () => import('../games/vacuum/record/link');
const gameCodec = () => import('../games/vacuum/record/game-link');
const recordFormat = () => import('../games/vacuum/record/format');
const pngCodec = () => import('../games/vacuum/record/png-save');

const positionSave = (game: Game): Save => ({ game, log: [], settings: {} });

/** Reads a chosen file as a PNG save or a JSON save (by its content, not its name). */
async function readSaveFile(file: Blob): Promise<SaveResult> {
  if (file.size > MAX_SAVE_FILE_BYTES) return { ok: false, error: 'This file is too large to be a Vacuum save.' };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const isPng = bytes.length >= 8 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
  if (isPng) return (await pngCodec()).decodeSavePng(bytes);
  return decodeSaveJson(new TextDecoder().decode(bytes));
}
