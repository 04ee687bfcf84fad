// Sharing and files, for the menu: save and load games (PNG or JSON), export and import game
// records, copy a link, a game link or a share string, load a pasted position, and open `#p=` and
// `#g=` links. Nothing loaded is trusted: every decoder answers with a game or a message, and a
// refused input leaves the current game as it was. A game that a load replaces stays resumable
// from the menu's Recent games.
import { excerpt } from '../../../util/excerpt';
import { copyText, download, pickFile } from '../../../ui/files';
import type { RecentGame, RecentGames } from '../../../session/recent';
import { keepLeft } from '../../../ui/panels/recent-dialog';
import { fromSave, humanSeats, toSave, type GameInPlay, type LogEntry, type Session } from './session';
import type { Result } from '../../../core/result';
import { hasPngSignature, MAX_SAVE_FILE_BYTES } from '../../../codec/save-file-kind';
import { commandName } from '../../../ui/panels/menu-commands';
import { svgAsPng } from '../../../ui/picture-png';
import { recordFileText } from '../../../ui/record-file';
import { progress } from '../view/outcome';

type Game = Session['game'];
type Save = ReturnType<typeof toSave>;
type SaveResult = Result<{ save: Save; notice?: string }>;
/** A whole game: its first position and every action since, each with its turn and player. */
type GameHistory = NonNullable<ReturnType<Session['history']>>;
/** A whole game read from a link or a record: its history and where it ends. */
type WholeGame = Result<{ history: GameHistory; game: Game }>;

/** The game's own formats for positions, whole games, records and saves; each loads on first use. */
interface GameFormats {
  /** Share strings and `#p=` links. */
  positions(): Promise<{
    shareLink(baseUrl: string, game: Game): string;
    encodeShare(game: Game): string;
    parseShareInput(text: string): Result<{ game: Game }>;
    readHashPosition(hash: string): Result<{ game: Game }> | null;
  }>;
  /** Whole-game strings and `#g=` links (null: too long for a link). */
  games(): Promise<{
    gameLink(baseUrl: string, history: GameHistory): string | null;
    readHashGame(hash: string): WholeGame | null;
    decodeGameString(input: string): WholeGame;
  }>;
  /** Game records, the text files of whole games. */
  records(): Promise<{
    MAX_GAME_RECORD_CHARS: number;
    writeGameRecord(history: GameHistory, info: { seats: Session['settings']['seats']; date: Date }): string;
    readGameRecord(text: string): WholeGame;
  }>;
  /** Picture saves: a PNG of the board holding the save, and the picture itself. */
  pictures(): Promise<{
    encodeSavePng(picture: Uint8Array, save: Save): Uint8Array;
    decodeSavePng(bytes: Uint8Array): SaveResult;
    svgPicture(game: Game, size: number): string;
  }>;
  /** A save file of JSON text (the autosave's format too). */
  decodeSaveJson(json: string): SaveResult;
}

/** What sharing asks of the game besides its formats: its name and a few facts of a position. */
export interface SharedGame {
  /** Its id (in file names) and name (in sentences). */
  id: string;
  name: string;
  formats: GameFormats;
  /** Committed turns so far. */
  turn(game: Game): number;
  isOver(game: Game): boolean;
  players(game: Game): Session['settings']['players'];
  formatAction(action: LogEntry['action']): string;
  /** The position in the game's own text form (what Load position reads back). */
  formatPosition(game: Game): string;
  /** Whether the game in play has anything to keep (a move, or a position past the start). */
  hasMoves(game: GameInPlay): boolean;
}

/** A PNG save's picture, in pixels a side. */
const THUMBNAIL_SIZE = 384;

export interface SharingDeps {
  game: SharedGame;
  session: Session;
  recent: RecentGames<GameInPlay, Save>;
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

  /** Is there a game in progress that a load would throw away? */
  private isUnfinished(): boolean {
    return !this.d.game.isOver(this.d.session.game) && this.d.game.hasMoves(this.d.session);
  }

  /**
   * A file name for the game in play, in the header's words: "vacuum-round-12.png" in round 12
   * ("vacuum-turn-23.png" where the turn limit counts turns).
   */
  private fileName(ext: string): string {
    const [unit, number] = progress(this.d.session.game).toLowerCase().split(' ');
    return `${this.d.game.id}-${unit}-${number}.${ext}`;
  }

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
    if (!this.d.game.hasMoves(this.d.session)) return '';
    return keepLeft(this.d.recent, this.d.session, this.fileName('json'));
  }

  /** Replaces the game with a loaded one, keeping the replaced game resumable. */
  async replaceWith(save: Save, what: string, notice?: string): Promise<boolean> {
    if (this.isUnfinished() && !(await this.d.confirmReplace(`the ${what.toLowerCase()}`))) return false;
    this.replace(fromSave(save), `${what} loaded.${notice ? ` ${notice}` : ''}`);
    return true;
  }

  /**
   * Loads a whole game (an imported record, a `#g=` link): `game` is where its history ends.
   * Every seat is a person's; the game it replaces stays resumable. The replay view opens games
   * from here.
   */
  async loadHistory(whole: GameHistory, game: Game, what: string): Promise<boolean> {
    if (this.isUnfinished() && !(await this.d.confirmReplace(`the ${what.toLowerCase()}`))) return false;
    const { formatAction, players: playersOf, turn } = this.d.game;
    const players = playersOf(whole.start);
    const log = whole.actions.map(({ turn, player, action }) => ({ turn, player, text: formatAction(action), action }));
    this.replace(
      { game, log, settings: { players, seats: humanSeats(players) }, start: whole.start },
      wholeGameLoaded(what, whole.actions, turn(game)),
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
    const { encodeSavePng, svgPicture } = await this.d.game.formats.pictures();
    const png = encodeSavePng(await svgAsPng(svgPicture(save.game, THUMBNAIL_SIZE)), save);
    download(png, this.fileName('png'), 'image/png');
    this.d.tell(`Game saved as a picture (PNG). ${commandName('load')} reads it back.`);
  }

  async loadGame(): Promise<void> {
    const file = await pickFile('.png,.json,image/png,application/json');
    if (!file) return;
    const result = await this.readSaveFile(file);
    if (!result.ok) return this.d.tell(`Could not load ${excerpt(file.name)}: ${result.error}`);
    await this.replaceWith(result.save, 'Saved game', result.notice);
  }

  /** Copies the share link of the game's position (or of another position, such as the editor's). */
  async copyLink(game: Game = this.d.session.game): Promise<void> {
    const link = (await this.d.game.formats.positions()).shareLink(location.href, game);
    if (await copyText(link)) this.d.tell('Link copied: anyone who opens it sees this position.');
    else this.d.showText('Copy this link', link);
  }

  /** Copies the position as the game's own text (a share string is what a link holds). */
  async copyPosition(): Promise<void> {
    const text = this.d.game.formatPosition(this.d.session.game);
    if (await copyText(text)) this.d.tell('Position text copied: Load position reads it back.');
    else this.d.showText('Copy this position', text);
  }

  /**
   * Loads pasted text: a share string, a link or position text, or a whole game (a game record,
   * a game link). Resolves with the refusal, if any.
   */
  async loadPosition(text: string): Promise<string | null> {
    const whole = await this.pastedGame(text);
    if (whole) {
      if (!whole.ok) return whole.error;
      await this.loadHistory(whole.history, whole.game, 'Game');
      return null;
    }
    const result = (await this.d.game.formats.positions()).parseShareInput(text);
    if (!result.ok) return result.error;
    await this.replaceWith(positionSave(result.game), 'Position');
    return null;
  }

  /**
   * The whole game from its first position; from here when its first moves are unknown (an older
   * save, or one whose record did not check and was left out).
   */
  private wholeGame(): { whole: GameHistory; note: string } {
    const { session } = this.d;
    const known = session.history();
    if (known) return { whole: known, note: '' };
    return {
      whole: { start: session.game, actions: [] },
      note: ' Its moves before this position are not known (the save it was loaded from did not keep them), so it starts here.',
    };
  }

  /** Downloads the game record (text), named by today's date. */
  async saveRecord(): Promise<void> {
    const { whole, note } = this.wholeGame();
    const date = new Date();
    const name = `${this.d.game.id}-game-${date.toISOString().slice(0, 10)}.txt`;
    const { writeGameRecord } = await this.d.game.formats.records();
    download(writeGameRecord(whole, { seats: this.d.session.settings.seats, date }), name, 'text/plain');
    this.d.tell(`Game record saved as ${name}. ${commandName('import-record')} reads it back.${note}`);
  }

  async importRecord(): Promise<void> {
    const file = await pickFile('.txt,text/plain');
    if (!file) return;
    const { MAX_GAME_RECORD_CHARS, readGameRecord } = await this.d.game.formats.records();
    const text = await recordFileText(file, MAX_GAME_RECORD_CHARS * 4);
    const result = text.ok ? readGameRecord(text.text) : text;
    if (!result.ok) return this.d.tell(`Could not import ${excerpt(file.name)}: ${result.error}`);
    await this.loadHistory(result.history, result.game, 'Game record');
  }

  async copyGameLink(): Promise<void> {
    const { whole, note } = this.wholeGame();
    const link = (await this.d.game.formats.games()).gameLink(location.href, whole);
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
    const { formats } = this.d.game;
    const whole = hash.includes('g=') ? (await formats.games()).readHashGame(hash) : null;
    const result = whole ?? (hash.includes('p=') ? (await formats.positions()).readHashPosition(hash) : null);
    if (result === null) return null;
    // Once read, the link has done its job: a reload resumes the game instead of asking again.
    history.replaceState(null, '', location.pathname + location.search);
    if (!result.ok) {
      this.d.tell(`The link's ${whole ? 'game' : 'position'} could not be opened. ${result.error}`);
      return false;
    }
    if (whole?.ok) await this.loadHistory(whole.history, whole.game, 'Shared game');
    else if (result.ok) await this.replaceWith(positionSave(result.game), 'Shared position');
    return true;
  }

  /** A whole game in pasted text (a game record, a game link or its bare string), or null for anything else. */
  private async pastedGame(text: string): Promise<WholeGame | null> {
    // Loaded on first use, with the links' codec: not with the page (lz-string, 4 kB gzip).
    const pasted = (await import('../../../codec/pasted')).readPasted(this.d.game.id, text);
    const { formats } = this.d.game;
    if (pasted.kind === 'record') return (await formats.records()).readGameRecord(pasted.text);
    if (pasted.kind === 'link' && pasted.link === 'game') return (await formats.games()).decodeGameString(pasted.text);
    return null;
  }

  /** Reads a chosen file as a PNG save or a JSON save (by its content, not its name). */
  private async readSaveFile(file: Blob): Promise<SaveResult> {
    const { formats, name } = this.d.game;
    if (file.size > MAX_SAVE_FILE_BYTES) return { ok: false, error: `This file is too large to be a ${name} save.` };
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (hasPngSignature(bytes)) return (await formats.pictures()).decodeSavePng(bytes);
    return formats.decodeSaveJson(new TextDecoder().decode(bytes));
  }
}

const positionSave = (game: Game): Save => ({ game, log: [], settings: {} });

const counted = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * What a whole game loaded is, as the replay beside it counts it: its actions, its whole turns, and
 * the turn still under way where its last actions were not committed (`committed`: the game's
 * committed turns; each action's `turn` counts from 1).
 */
export function wholeGameLoaded(what: string, actions: readonly { turn: number }[], committed: number): string {
  const turns = new Set(actions.map((a) => a.turn)).size;
  const underWay = (actions.at(-1)?.turn ?? 0) > committed;
  const whole = turns - (underWay ? 1 : 0);
  const span =
    whole > 0
      ? ` in ${counted(whole, 'turn')}${underWay ? ' and one under way' : ''}`
      : underWay
        ? ' in a turn under way'
        : '';
  return `${what} loaded: ${counted(actions.length, 'action')}${span}, every seat a person's.`;
}
