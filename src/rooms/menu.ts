// The right-click menu's room commands: Create Online Room, Join Online Room, Copy Room Link and
// Leave Online Room, with their two small dialogs.
import { newGame } from '../rules/index';
import { copyText } from '../ui/files';
import type { MenuItem } from '../ui/panels/menu';
import type { Session } from '../ui/session';
import { readRoomInput } from './address';
import type { OnlineRooms } from './online';

export interface RoomMenuDeps {
  rooms: OnlineRooms;
  session: Session;
  tell: (message: string) => void;
  showText: (title: string, text: string) => void;
  dialog: (id: string, html: string) => HTMLDialogElement;
}

export function roomMenuItems({ rooms, session, tell, showText, dialog }: RoomMenuDeps): MenuItem[] {
  const create = dialog('create-room-dialog', `<form method="dialog"><h2>Create Online Room</h2><p>Friends join by the room's link; every move is checked by the room. Start the room from:</p><p><button value="current" class="primary">This game</button></p><p><button value="2">New game, 2 players</button> <button value="3">3 players</button> <button value="4">4 players</button></p><p><button value="cancel">Cancel</button></p></form>`);
  create.addEventListener('close', () => {
    const choice = create.returnValue;
    if (choice === 'current') void rooms.create(session.game, session.log);
    else if (['2', '3', '4'].includes(choice)) void rooms.create(newGame({ players: Number(choice) as 2 | 3 | 4 }), []);
  });

  const join = dialog('join-room-dialog', `<form method="dialog"><h2>Join Online Room</h2><p>Type the room code or paste the room link.</p><p><input name="room" autocomplete="off" spellcheck="false" aria-label="Room code or link" /></p><p class="error" role="alert"></p><p><button value="join" class="primary">Join</button> <button value="cancel" formnovalidate>Cancel</button></p></form>`);
  const input = join.querySelector('input')!;
  join.querySelector('form')!.addEventListener('submit', (e) => {
    if ((e.submitter as HTMLButtonElement | null)?.value !== 'join') return;
    const code = readRoomInput(input.value);
    if (code === null) {
      e.preventDefault(); // stay open until the code is one
      join.querySelector('.error')!.textContent = 'That is not a room code (six letters and digits) or a room link.';
      return;
    }
    void rooms.join(code);
  });

  /** Opens a dialog once rooms are known to work from this copy of the page. */
  const whenHosted = async (open: () => void): Promise<void> => {
    const why = await rooms.unavailable();
    if (why) return tell(why);
    open();
  };

  return [
    { id: 'create-room', label: 'Create Online Room', run: () => void whenHosted(() => create.showModal()) },
    {
      id: 'join-room',
      label: 'Join Online Room…',
      run: () =>
        void whenHosted(() => {
          input.value = '';
          join.querySelector('.error')!.textContent = '';
          join.showModal();
        }),
    },
    {
      id: 'copy-room-link',
      label: 'Copy Room Link',
      run: () => {
        const link = rooms.roomLink();
        if (link === null) return void whenHosted(() => tell('This page is not in an online room: create or join one first.'));
        void copyText(link).then((copied) => (copied ? tell(`Room link copied: ${link}`) : showText('Room link', link)));
      },
    },
    {
      id: 'leave-room',
      label: 'Leave Online Room',
      run: () => (rooms.code === null ? void whenHosted(() => tell('This page is not in an online room.')) : rooms.leave()),
    },
  ];
}
