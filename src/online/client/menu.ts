// The menu's room commands, on every game page. The rooms themselves (./commands.ts and what it
// uses) load on first use, or at once for a `?room=` address: most games never need them.
import type { MenuItem } from '../../ui/panels/menu';
import { command, type CommandId } from '../../ui/panels/menu-commands';
import type { RoomCommand, Rooms } from './commands';

/** The items; `inRoom` says whether the page is in a room now (only then are its link and Leave shown). */
export function roomMenuItems(load: () => Promise<Rooms>, inRoom: () => boolean): MenuItem[] {
  const item = (id: CommandId, run: RoomCommand, when?: () => boolean): MenuItem =>
    command(id, () => void load().then((r) => r.run(run)), { when });
  return [
    item('create-room', 'create', () => !inRoom()),
    item('join-room', 'join'),
    item('copy-room-link', 'copy-link', inRoom),
    item('leave-room', 'leave', inRoom),
  ];
}
