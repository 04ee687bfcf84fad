// A page of the game-neutral kind in a room, for the room client's tests: the page's PlaySession
// through its room table (src/page/room-table.ts), a board that records what it is told (held, and
// whether its seat may resign meanwhile; said), and the room client over a fake room server's sockets.
import { freshGameOf, type GameModule, type SeatPlayer } from '../../../src/core/module';
import { OnlineRooms } from '../../../src/online/client/online';
import { KeptGame, pageTable } from '../../../src/page/room-table';
import { PlaySession } from '../../../src/page/session';
import type { KeyValueStore } from '../../../src/session/storage';
import { MemoryStore } from '../../support/ui';

export interface PageOptions<G, A> {
  /** Who sits at this page before a room's game comes (two people by default). */
  seats?: SeatPlayer[];
  store?: KeyValueStore;
  /** Hears each move of the room's game the page shows. */
  moved?: (before: G, action: A) => void;
  /** Lets the room client go to another page (another game's room), as the page's address does. */
  opens?: boolean;
}

/** `module`'s page, reaching the room server through `createSocket`, with what it heard and was told. */
export function sharedPageInRoom<G, A>(
  module: GameModule<G, A>,
  srv: { createSocket: (url: string) => WebSocket },
  { seats = ['person', 'person'], store = new MemoryStore(), moved = () => {}, opens = false }: PageOptions<G, A> = {},
) {
  const session = new PlaySession(module.rules, { start: freshGameOf(module), actions: [], seats });
  const kept = new KeptGame(store, module);
  /** What the page heard of the room's game: the ends shown, those taken away again, and Status' news. */
  const heard = { ended: 0, unended: 0, said: '' };
  const table = pageTable(module, session, kept, {
    moved,
    ended: () => heard.ended++,
    unended: () => heard.unended++,
    said: (text: string) => void (heard.said = text),
  });
  const board = {
    held: null as string | null,
    /** Whether the hold lets this page's seat resign (another seat's turn). */
    mayResign: false,
    said: '',
    hold(reason: string | null, mayResign = false) {
      this.held = reason;
      this.mayResign = mayResign;
    },
    say(message: string) {
      this.said = message;
    },
  };
  const told: string[] = [];
  let href = `http://site.test/${module.id}`;
  /** The pages the room client went to (another game's room). */
  const opened: string[] = [];
  const rooms = new OnlineRooms({
    table,
    board,
    store,
    tell: (m) => told.push(m),
    address: { href: () => href, replace: (h) => (href = h), ...(opens && { open: (h: string) => opened.push(h) }) },
    createSocket: srv.createSocket,
  });
  return { session, table, kept, board, told, rooms, store, heard, opened, href: () => href };
}
