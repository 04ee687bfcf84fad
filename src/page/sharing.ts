// Sharing and files on the game-neutral page: links to the position (`#p=`) and to the whole game
// (`#g=`, opened as a replay), save files and their loading, and the position text (the game's
// own, its rulings' R-section) to copy or paste. The codecs load on first use. Bad input is refused
// with a sentence in the player's words and changes nothing.
import type { GameModule } from '../core/module';
import type { GameNote } from '../codec/game-save';
import { copyText, download, pickFile } from '../ui/files';
import { excerpt } from '../util/excerpt';
import type { Menu } from '../ui/panels/menu';
import { commandName } from '../ui/panels/menu-commands';
import { shareCommands, type ShareActions } from '../ui/panels/share-menu';
import type { Replay } from './replay';
import { seatText, type PlaySession } from './session';
import { tell } from './dialogs';
import { confirmReplace } from '../ui/panels/recent-dialog';
import { showText } from '../ui/panels/modal';
import { svgAsPng } from '../ui/picture-png';
import { saveTag } from '../core/game-name';
import { recordFileText } from '../ui/record-file';
import { seatsOf } from './autosave';
import { savesOf } from './saves';

export interface SharingDeps<G, A> {
  module: GameModule<G, A>;
  session: PlaySession<G, A>;
  menu: Menu;
  replay: Replay<G, A>;
  /** A line for Status. */
  tell(text: string): void;
}

/** Game records larger than this are refused unread. */
const MAX_RECORD_BYTES = 256 * 1024;
/** A PNG save's picture, in pixels along its longer side. */
const PICTURE_SIZE = 384;

const positionCodec = () => import('../codec/position-link');
const gameCodec = () => import('../codec/move-list');
const saveFileCodec = () => import('../codec/save-file');
const pngCodec = () => import('../codec/png-save');
const recordCodec = () => import('../record/game-text');
const pastedCodec = () => import('../codec/pasted');

export function installSharing<G, A>(d: SharingDeps<G, A>) {
  const { module, session, menu } = d;
  const { rules } = module;
  const base = (): string => `${location.origin}${location.pathname}`;

  /** Asks before a link or file replaces a game still in play (a finished one goes quietly). */
  async function mayReplace(what: string): Promise<boolean> {
    const s = rules.status(session.game);
    if (session.actions.length === 0 || s.winner !== null) return true;
    return confirmReplace(what);
  }

  async function copy(text: string, what: string): Promise<void> {
    if (await copyText(text)) d.tell(`${what} copied.`);
    else showText(`Copy this ${what.toLowerCase()}`, text);
  }

  async function positionLink(game = session.game): Promise<string> {
    const { encodePositionLink } = await positionCodec();
    return `${base()}#p=${encodePositionLink(await module.share(), game)}`;
  }

  /** Copies a position's link (the editor's): false where the clipboard refused it, and it is shown to copy by hand. */
  async function copyPositionLink(game: G): Promise<boolean> {
    const link = await positionLink(game);
    if (await copyText(link)) return true;
    showText('Copy this position link', link);
    return false;
  }

  /** The link to the whole game, or null when the game is too long for one (a file keeps it). */
  async function gameLink(): Promise<string | null> {
    const share = await module.share();
    const text = share.wholeGames
      ? share.wholeGames.gameString(session.start, session.actions)
      : (await gameCodec()).encodeGameString(rules, share, session.start, session.actions, session.notes);
    return text === null ? null : `${base()}#g=${text}`;
  }

  /** Says why a link was refused; the game in play stays as it was. */
  async function refuse(error: string): Promise<false> {
    await tell('This link does not open', error);
    return false;
  }

  /**
   * Opens what a `#p=` (a position) or `#g=` (a whole game, replayed from its start) string holds:
   * true when it opened, false when the player kept their game, or why it holds nothing.
   */
  async function openShared(kind: 'p' | 'g', text: string): Promise<boolean | string> {
    const share = await module.share();
    if (kind === 'p') {
      const read = (await positionCodec()).decodePositionLink(share, text);
      if (!read.ok) return read.error;
      if (!(await mayReplace('the shared position'))) return false;
      // Shown as it was sent: a computer nobody here chose does not answer it before it is seen.
      session.replace({ start: read.game, actions: [], seats: people() });
      d.tell('Shared position loaded: every side is played here.');
      return true;
    }
    const read = share.wholeGames
      ? share.wholeGames.readGameString(text)
      : (await gameCodec()).decodeGameString(rules, share, text);
    return read.ok ? openWholeGame(read, 'the shared game') : read.error;
  }

  /** Every seat a person's: what a link or a record opens with. */
  const people = () => session.seats.map(() => 'person' as const);

  /**
   * A whole game (a game link, a game record) opens replayed from its start, with its notes (Glyph
   * Grid's swap), every seat a person's.
   */
  async function openWholeGame(
    whole: { start: G; actions: A[]; game: G; notes: GameNote[] },
    what: string,
  ): Promise<boolean> {
    if (!(await mayReplace(what))) return false;
    session.replace({ start: whole.start, actions: whole.actions, seats: people(), notes: whole.notes }, whole.game);
    d.replay.show(0);
    return true;
  }

  /** Opens a game record (text, like a PGN): true when it opened, false when the player kept their game, or why not. */
  async function openRecord(text: string): Promise<boolean | string> {
    const own = (await module.share()).wholeGames;
    const read = own ? own.readRecord(text) : (await recordCodec()).readGameText(rules, module.id, text);
    return read.ok ? openWholeGame(read, 'the game record') : read.error;
  }

  async function saveRecord(): Promise<void> {
    const own = (await module.share()).wholeGames;
    const text = own
      ? own.record(session.start, session.actions, session.seats.map(seatText))
      : (await recordCodec()).writeGameText(rules, module.id, session.gameInPlay(), {
          seatNames: module.view.seats.map((s) => s.name),
        });
    const name = `${module.id}-game-${new Date().toISOString().slice(0, 10)}.txt`;
    download(text, name, 'text/plain');
    d.tell(`Game record saved as ${name}. ${commandName('import-record')} reads it back.`);
  }

  async function importRecord(): Promise<void> {
    const file = await pickFile('.txt,text/plain');
    if (!file) return;
    const text = await recordFileText(file, MAX_RECORD_BYTES);
    const opened = text.ok ? await openRecord(text.text) : text.error;
    if (typeof opened === 'string') return tell('Could not import', `${excerpt(file.name)}: ${opened}`);
    if (opened) d.tell(`Game record ${excerpt(file.name)} loaded.`);
  }

  /** Opens a `#p=` or `#g=` address; true when it opened, false when there was none or it was refused. */
  async function openHash(hash: string): Promise<boolean> {
    if (!/^#[pg]=/.test(hash)) return false;
    history.replaceState(history.state, '', location.pathname + location.search);
    const { hashParam } = await pastedCodec();
    const kind = hash[1] as 'p' | 'g';
    const opened = await openShared(kind, hashParam(hash, kind)!);
    return typeof opened === 'string' ? refuse(opened) : opened;
  }

  /** Downloads the game as a picture of the board (PNG) holding its save, which Load reads back. */
  async function saveFile(): Promise<void> {
    const [{ pngWithText }, { svgPicture }] = await Promise.all([pngCodec(), module.picture()]);
    const { start, actions, seats, notes, times } = session.gameInPlay();
    const stamp = new Date().toISOString().slice(0, 16).replace(/[:T]/g, '-');
    const text = savesOf(module).encode({ start, actions, seats: seats.map(seatText), notes, times });
    const png = pngWithText(await svgAsPng(svgPicture(session.game, PICTURE_SIZE)), saveTag(module.id), text);
    download(png, `${module.id}-${stamp}.png`, 'image/png');
    d.tell(`Game saved as a picture (PNG). ${commandName('load')} reads it back.`);
  }

  /** Loads a PNG save, or a save's JSON (as the page wrote before its saves were pictures). */
  async function loadFile(): Promise<void> {
    const file = await pickFile('.png,.json,image/png,application/json');
    if (!file) return;
    const { saveFileText, MAX_SAVE_FILE_BYTES } = await saveFileCodec();
    const held =
      file.size > MAX_SAVE_FILE_BYTES
        ? { ok: false as const, error: `This file is too large to be a ${module.name} save.` }
        : saveFileText(module.id, new Uint8Array(await file.arrayBuffer()));
    const read = held.ok ? savesOf(module).decode(held.text) : held;
    if (!read.ok) return tell('Could not load', `${excerpt(file.name)}: ${read.error}`);
    if (!(await mayReplace('the saved game'))) return;
    // The game comes back as it was saved, its seats too (a computer the page had does not take a
    // person's turn); a save that names none is played by people here, as a link is.
    const seats = seatsOf(module, read.seats, read.start);
    session.replace(
      { start: read.start, actions: read.actions, seats, notes: read.notes, times: read.times },
      read.game,
    );
    d.tell(`Loaded ${excerpt(file.name)}.`);
  }

  /** What Load position was given (codec/pasted.ts tells which): why it did not open, or null. */
  async function loadPosition(text: string): Promise<string | null> {
    const { readPasted, positionTextRefused } = await pastedCodec();
    const pasted = readPasted(module.id, text);
    if (pasted.kind === 'refused') return pasted.error;
    if (pasted.kind !== 'position-text') {
      const opened =
        pasted.kind === 'record'
          ? await openRecord(pasted.text)
          : await openShared(pasted.link === 'position' ? 'p' : 'g', pasted.text);
      return typeof opened === 'string' ? opened : null;
    }
    let game: G;
    try {
      game = rules.parsePosition(pasted.text);
    } catch (e) {
      return positionTextRefused(e instanceof rules.PositionError ? e.message : 'it cannot be read');
    }
    if (await mayReplace('the position')) session.replace({ start: game, actions: [], seats: session.seats });
    return null;
  }

  const share: ShareActions = {
    saveGame: saveFile,
    loadGame: loadFile,
    saveRecord,
    importRecord,
    copyLink: () => positionLink().then((l) => copy(l, 'Position link')),
    copyGameLink: () =>
      gameLink().then((l) =>
        l === null
          ? d.tell(`This game is too long for a link: ${commandName('save')} keeps it as a file instead.`)
          : copy(l, 'Game link'),
      ),
    copyPosition: () => copy(rules.formatPosition(session.game), 'Position text'),
    loadPosition,
  };
  const words = {
    save: 'Download this game as a picture of the board that Load reads back',
    loadPosition: {
      ask: `Paste a ${module.name} position’s text, a game record, or a position or game link.`,
      help: 'Set up a position from its text or a link',
    },
  };
  menu.add(...shareCommands(share, words, d.tell));

  return { openHash, positionLink, copyPositionLink, gameLink, saveFile };
}
