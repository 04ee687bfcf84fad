// Online rooms in the page, loaded on first use (src/online/client/menu.ts): the room client, the Seats
// panel, and what the menu's room commands do, with their two small dialogs; the end screen's
// Rematch says "Accept rematch" while another seat asks for one, and a rematch the room begins closes it.
import { copyText } from '../../ui/files';
import { closeEndScreen, relabelRematch } from '../../ui/panels/end-screen';
import { ask, makeDialog } from '../../ui/panels/modal';
import { readRoomInput, whyNoRoom } from './address';
import { OnlineRooms, type OnlineDeps } from './online';
import { SeatsPanel } from './seatsPanel';
import { commandName } from '../../ui/panels/menu-commands';

export type RoomCommand = 'create' | 'join' | 'copy-link' | 'leave';

export interface Rooms {
  rooms: OnlineRooms;
  run(command: RoomCommand): void;
}

/** How the page talks to the player: a passing notice, and a text to copy by hand. */
interface RoomsUi {
  tell(message: string): void;
  showText(title: string, text: string): void;
}

export interface RoomsDeps extends Omit<OnlineDeps, 'tell'> {
  ui: RoomsUi;
  /** The Seats panel goes after this element. */
  panelAfter: HTMLElement;
}

export function installRooms(deps: RoomsDeps): Rooms {
  const { table, ui } = deps;
  const { tell, showText } = ui;
  const rooms = new OnlineRooms({ ...deps, tell });
  new SeatsPanel(rooms, table, deps.panelAfter);
  rooms.onChange(() => relabelRematch(rooms.rematchLabel()));
  rooms.onRematch(closeEndScreen);

  const starts = table.starts();
  const button = (s: { value: string; label: string }, primary: boolean): string =>
    `<button value="${s.value}"${primary ? ' class="primary"' : ''}>${s.label}</button>`;
  const create = makeDialog(
    'create-room-dialog',
    `<h2>${commandName('create-room')}</h2><p>Friends join by the room's link; every move is checked by the room. Start the room from:</p>${starts
      .map((row, r) => `<p>${row.map((s, i) => button(s, r === 0 && i === 0)).join(' ')}</p>`)
      .join('')}<p><button value="cancel">Cancel</button></p>`,
  );
  const askCreate = async (): Promise<void> => {
    const choice = await ask(create, { cancel: 'cancel' });
    const start = starts.flat().find((s) => s.value === choice);
    if (start) void rooms.create(start.game());
  };

  const join = makeDialog(
    'join-room-dialog',
    `<h2>${commandName('join-room')}</h2><p>Type the room code or paste the room link.</p><p><input name="room" autocomplete="off" spellcheck="false" aria-label="Room code or link" /></p><p class="error" role="alert"></p><p><button value="join" class="primary">Join</button> <button value="cancel" formnovalidate>Cancel</button></p>`,
  );
  const input = join.querySelector('input')!;
  const askJoin = async (): Promise<void> => {
    input.value = '';
    const code = (): string | null => readRoomInput(input.value);
    // It stays open, saying why, until the code is one.
    if ((await ask(join, { cancel: 'cancel', check: () => (code() ? null : whyNoRoom(input.value)) })) === 'join')
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
