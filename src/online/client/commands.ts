// Online rooms in the page, loaded on first use (src/online/client/menu.ts): the room client, the Seats
// panel, and what the menu's room commands do, with their two small dialogs.
import { newGame } from '../../games/vacuum/rules/index';
import { copyText } from '../../ui/files';
import type { MenuUi } from '../../ui/panels/menuActions';
import { ask, makeDialog } from '../../ui/panels/modal';
import type { Session } from '../../session/session';
import { readRoomInput } from './address';
import { OnlineRooms, type OnlineDeps } from './online';
import { SeatsPanel } from './seatsPanel';

export type RoomCommand = 'create' | 'join' | 'copy-link' | 'leave';

export interface Rooms {
  rooms: OnlineRooms;
  run(command: RoomCommand): void;
}

export interface RoomsDeps extends Omit<OnlineDeps, 'tell'> {
  session: Session;
  ui: MenuUi;
  /** The Seats panel goes after this element. */
  panelAfter: HTMLElement;
}

export function installRooms(deps: RoomsDeps): Rooms {
  const { session, ui } = deps;
  const { tell, showText } = ui;
  const rooms = new OnlineRooms({ ...deps, tell });
  new SeatsPanel(rooms, session, deps.panelAfter);

  const create = makeDialog(
    'create-room-dialog',
    `<h2>Create Online Room</h2><p>Friends join by the room's link; every move is checked by the room. Start the room from:</p><p><button value="current" class="primary">This game</button></p><p><button value="2">New game, 2 players</button> <button value="3">3 players</button> <button value="4">4 players</button></p><p><button value="cancel">Cancel</button></p>`,
  );
  const askCreate = async (): Promise<void> => {
    const choice = await ask(create, { cancel: 'cancel' });
    if (choice === 'current') void rooms.create(session.game, session.log, session.start);
    else if (['2', '3', '4'].includes(choice)) void rooms.create(newGame({ players: Number(choice) as 2 | 3 | 4 }), []);
  };

  const join = makeDialog(
    'join-room-dialog',
    `<h2>Join Online Room</h2><p>Type the room code or paste the room link.</p><p><input name="room" autocomplete="off" spellcheck="false" aria-label="Room code or link" /></p><p class="error" role="alert"></p><p><button value="join" class="primary">Join</button> <button value="cancel" formnovalidate>Cancel</button></p>`,
  );
  const input = join.querySelector('input')!;
  const askJoin = async (): Promise<void> => {
    input.value = '';
    const code = (): string | null => readRoomInput(input.value);
    // It stays open, saying why, until the code is one.
    const notACode = 'That is not a room code (six letters and digits) or a room link.';
    if ((await ask(join, { cancel: 'cancel', check: () => (code() ? null : notACode) })) === 'join')
      void rooms.join(code()!);
  };

  /** Opens a dialog once rooms are known to work from this copy of the page. */
  const whenHosted = async (open: () => void): Promise<void> => {
    const why = await rooms.unavailable();
    if (why) return tell(why);
    open();
  };

  const commands: Record<RoomCommand, () => void> = {
    create: () => void whenHosted(() => void askCreate()),
    join: () => void whenHosted(() => void askJoin()),
    'copy-link': () => {
      const link = rooms.roomLink();
      if (link === null)
        return void whenHosted(() => tell('This page is not in an online room: create or join one first.'));
      void copyText(link).then((copied) => (copied ? tell(`Room link copied: ${link}`) : showText('Room link', link)));
    },
    leave: () =>
      rooms.code === null ? void whenHosted(() => tell('This page is not in an online room.')) : rooms.leave(),
  };
  return { rooms, run: (command) => commands[command]() };
}
