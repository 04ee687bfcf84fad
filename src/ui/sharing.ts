// Sharing and files, for the menu: save and load games (PNG or JSON), copy a link or a share
// string, load a pasted position, and open `#p=` links. Nothing loaded is trusted: every decoder
// answers with a game or a message, and a refused input leaves the current game as it was. A game
// that a load replaces stays resumable from the menu's Recent games.
import { decodeSaveJson, encodeSaveJson, MAX_SAVE_FILE_BYTES, type Save, type SaveResult } from '../codec/save';
import type { ShareResult } from '../codec/share';
import { status, type Game } from '../rules/index';
import { excerpt } from '../util/excerpt';
import { copyText, download, pickFile } from './files';
import { hasMoves, type RecentGame, type RecentGames } from './recent';
import { fromSave, toSave, type GameRecord, type Session } from './session';

const saveOf = (session: Session): Save => toSave(session.game, session.log, session.settings);

/** Is there a game in progress that a load would throw away? */
function isUnfinished(session: Session): boolean {
  const s = status(session.game);
  return s.winner === null && (session.log.length > 0 || s.turn > 0);
}

export interface SharingDeps {
  session: Session;
  recent: RecentGames;
  /** Asks before an unfinished game is replaced (it stays resumable either way). */
  confirmReplace: () => Promise<boolean>;
  /** Shows a player-facing message (success or why something was refused). */
  tell: (message: string) => void;
  /** Shows text for the player to copy by hand when the clipboard is refused. */
  showText: (title: string, text: string) => void;
}

export class Sharing {
  constructor(private d: SharingDeps) {}

  /**
   * Replaces the game (a new game, a load, a recent game), keeping the one it replaces; tells the
   * player `what` happened and where the replaced game went.
   */
  replace(next: GameRecord, what: string): void {
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
    if (this.d.recent.keep(session)) return "The game you left is in the menu's Recent games.";
    const name = `vacuum-turn-${status(session.game).turn}.json`;
    download(encodeSaveJson(saveOf(session)), name, 'application/json');
    return `Storage is full, so the game you left was saved as a file (${name}).`;
  }

  /** Replaces the game with a loaded one, keeping the replaced game resumable. */
  async replaceWith(save: Save, what: string, notice?: string): Promise<boolean> {
    if (isUnfinished(this.d.session) && !(await this.d.confirmReplace())) return false;
    this.replace(fromSave(save), `${what} loaded.${notice ? ` ${notice}` : ''}`);
    return true;
  }

  /** Plays a recent game; the current one takes its place in the list. */
  openRecent(game: RecentGame): void {
    if (!this.d.recent.take(game)) return this.d.tell('That game is no longer in Recent games.');
    this.replace(fromSave(game.save), 'Recent game resumed.');
  }

  async saveGame(): Promise<void> {
    const save = saveOf(this.d.session);
    const [{ encodeSavePng }, { thumbnailPng }] = await Promise.all([pngCodec(), import('./thumbnail')]);
    const png = encodeSavePng(await thumbnailPng(save.game), save);
    download(png, `vacuum-turn-${status(save.game).turn}.png`, 'image/png');
    this.d.tell('Game saved as a picture (PNG). Load Game reads it back.');
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

  /** Loads pasted text: a share string, a link or position text. Resolves with the refusal, if any. */
  async loadPosition(text: string): Promise<string | null> {
    const result = (await shareCodec()).parseShareInput(text);
    if (!result.ok) return result.error;
    await this.replaceWith(positionSave(result.game), 'Position');
    return null;
  }

  /** Opens the position of a `#p=` link, if the address has one; resolves with what it read. */
  async openHash(hash: string): Promise<ShareResult | null> {
    const result = hash.includes('p=') ? (await shareCodec()).readHashPosition(hash) : null;
    if (result === null) return null;
    // Once read, the link has done its job: a reload resumes the game instead of asking again.
    history.replaceState(null, '', location.pathname + location.search);
    if (!result.ok) this.d.tell(`The link's position could not be read: ${result.error}`);
    else await this.replaceWith(positionSave(result.game), 'Shared position');
    return result;
  }
}

// The codecs load on first use, not with the page: share strings (with their compression) for
// links and Load Position, the PNG codec (with its deflate) and thumbnail for Save and Load.
const shareCodec = () => import('../codec/link');
const pngCodec = () => import('../codec/png-save');

const positionSave = (game: Game): Save => ({ game, log: [], settings: {} });

/** Reads a chosen file as a PNG save or a JSON save (by its content, not its name). */
async function readSaveFile(file: Blob): Promise<SaveResult> {
  if (file.size > MAX_SAVE_FILE_BYTES) return { ok: false, error: 'This file is too large to be a Vacuum save.' };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const isPng = bytes.length >= 8 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
  if (isPng) return (await pngCodec()).decodeSavePng(bytes);
  return decodeSaveJson(new TextDecoder().decode(bytes));
}
