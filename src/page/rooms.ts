// Online rooms on the game-neutral page, as on Vacuum's: the menu's room commands (the room client,
// src/online/client, loads on first use or at once for a `#r=CODE` address), the Seats panel in the
// side panel, the board held unless this page holds the seat to move, moves and Undo sent to the
// room, Hint only with every seated player's permission, the end screen's Rematch asking the room
// for the next game there, and the player's own game kept while a room's game is on the board
// ("Back to my game" returns to it).
import './rooms.css';
import type { GameModule } from '../core/module';
import type { Rooms } from '../online/client/commands';
import { roomMenuItems } from '../online/client/menu';
import { forgetRoomOnReplace } from '../online/client/address';
import { command } from '../ui/panels/menu-commands';
import { toaster } from '../ui/panels/toast';
import type { KeyValueStore } from '../session/storage';
import { $ } from '../ui/dom';
import { confirm, showText } from '../ui/panels/modal';
import type { Hints } from '../ui/hint';
import type { Menu } from '../ui/panels/menu';
import type { Picker } from './picker';
import { KeptGame, pageTable, type RoomHeard } from './room-table';
import type { PlaySession } from './session';

export interface PageRoomsDeps<G, A> {
  module: GameModule<G, A>;
  session: PlaySession<G, A>;
  store: KeyValueStore;
  picker: Picker<G, A>;
  /** Rechecked whenever the room changes: a hint no longer allowed goes. */
  hint: Pick<Hints<G, A>, 'recheck'>;
  /** The room changed: the page redraws (the Hint button lit as its seated players allow). */
  changed?(): void;
  menu: Menu;
  /** A line for Status: a refusal from the room, why the board is held. */
  say(text: string): void;
  /** A move or an end the room sent as its whole game. */
  heard: RoomHeard<G, A>;
}

export interface PageRooms<A> {
  /** Joins a room (the one a `#r=CODE` address names), loading the room client. */
  join(code: string): Promise<void>;
  /** Goes back into the room whose game the board shows (the page opened without its link). */
  rejoin(code: string): Promise<void>;
  /** The code of the room the page is in, or null. */
  code(): string | null;
  /** The seat this page holds: undefined out of a room, null while watching one. */
  seat(): number | null | undefined;
  /** Whether the room's clock runs: undefined out of a room. */
  clockRuns(): boolean | undefined;
  /**
   * In a room, sends a person's action that only the room can work out (the game's `roomAnswers`)
   * without playing it here: true when it went to the room.
   */
  sendFirst(action: A): boolean;
  /** Why a hint may not be given in this room now (until every seated player allows them), or null. */
  hintRefusal(): string | null;
  /**
   * The end screen's Rematch, played by the room when this page holds a seat in one: asked there
   * (or another seat's offer accepted), true; false out of a room or watching (the page's own rematch).
   */
  rematch(): boolean;
  /** The end screen's Rematch button's words: "Accept rematch" while another seat in the room asks for one. */
  rematchLabel(): string | undefined;
  /**
   * Why the room would not take back the last move for this page, or null (out of a room, or it
   * would): a player takes back only their own move, before anyone moves after it.
   */
  undoRefusal(): string | null;
}

export function installPageRooms<G, A>(d: PageRoomsDeps<G, A>): PageRooms<A> {
  const kept = new KeptGame(d.store, d.module);
  const table = pageTable(d.module, d.session, kept, d.heard);
  let rooms: Rooms | null = null;
  let loading: Promise<Rooms> | null = null;

  // What the room says to the player (created, watching, left, no such room): a notice over the
  // page, as Status is rewritten by the room's game arriving.
  const notify = toaster();

  const load = (): Promise<Rooms> =>
    (loading ??= import('../online/client/commands').then(({ installRooms }) => {
      const loaded = installRooms({
        table,
        board: { hold: (reason) => d.picker.lock(reason, 'room'), say: d.say },
        store: d.store,
        ui: { tell: notify, showText },
        address: {
          href: () => location.href,
          replace: (href) => history.replaceState(history.state, '', href),
          open: (href) => location.assign(href),
        },
        panelAfter: $('status'),
      });
      loaded.rooms.onChange(() => {
        // A seated player who stops allowing hints withdraws the one shown.
        d.hint.recheck();
        // In a room its Seats panel says who plays which side: the page's own list would repeat it.
        $('seats').hidden = loaded.rooms.code !== null;
        d.changed?.();
      });
      rooms = loaded;
      return loaded;
    }));

  forgetRoomOnReplace(
    d.store,
    d.module.id,
    (l) => d.session.onChange(l),
    () => (rooms?.rooms.code ?? null) !== null,
  );

  // Only what applies is shown: a room's link and Leave in a room, Create outside one.
  d.menu.add(...roomMenuItems(load, () => (rooms?.rooms.code ?? null) !== null));

  /** Puts the player's own game back on the board; in a room, leaving it (a replaced game leaves). */
  async function backToOwnGame(): Promise<void> {
    const code = rooms?.rooms.code ?? null;
    const ok =
      code !== null
        ? await confirm(
            'Back to your game?',
            `You leave online room ${code} and give up your seat.`,
            'Leave the room',
            'Stay',
          )
        : d.session.actions.length === 0 ||
          (await confirm(
            'Back to your game?',
            'The game on the board will be replaced by yours.',
            'Back to my game',
            'Keep this game',
          ));
    if (!ok) return;
    const game = kept.take();
    if (game) d.session.replace(game);
    else d.say('Your own game could not be read back.');
  }
  d.menu.add(command('back-to-my-game', () => void backToOwnGame(), { when: () => kept.has() }));

  return {
    join: async (code) => (await load()).rooms.join(code),
    rejoin: async (code) => (await load()).rooms.rejoin(code),
    code: () => rooms?.rooms.code ?? null,
    seat: () => (rooms?.rooms.code == null ? undefined : rooms.rooms.seat),
    clockRuns: () => (rooms?.rooms.code == null ? undefined : table.clockRuns()),
    sendFirst: (action) =>
      rooms !== null &&
      rooms.rooms.code !== null &&
      (d.module.roomAnswers?.(d.session.game, action) ?? false) &&
      rooms.rooms.sendFirst(d.module.rules.formatAction(action)),
    hintRefusal: () => rooms?.rooms.hintRefusal() ?? null,
    rematch: () => rooms?.rooms.askRematch() ?? false,
    rematchLabel: () => rooms?.rooms.rematchLabel(),
    undoRefusal: () => (rooms?.rooms.code == null ? null : table.undoRefusal(rooms.rooms.seat)),
  };
}
