// The right-click menu's room commands. The rooms themselves (./commands.ts and what it uses)
// load on first use, or at once for a `?room=` address: most games never need them.
import type { MenuItem } from '../../ui/panels/menu';
import type { RoomCommand, Rooms } from './commands';

/** The items; `inRoom` says whether the page is in a room now (only then are its link and Leave shown). */
export function roomMenuItems(load: () => Promise<Rooms>, inRoom: () => boolean): MenuItem[] {
  const item = (id: string, command: RoomCommand, label: string, when?: () => boolean): MenuItem => ({
    id,
    label,
    group: 'Rooms',
    run: () => void load().then((r) => r.run(command)),
    when,
  });
  return [
    item('create-room', 'create', 'Create Online Room', () => !inRoom()),
    item('join-room', 'join', 'Join Online Room…'),
    item('copy-room-link', 'copy-link', 'Copy Room Link', inRoom),
    item('leave-room', 'leave', 'Leave Online Room', inRoom),
  ];
}
