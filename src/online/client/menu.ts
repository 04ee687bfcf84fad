// The right-click menu's room commands. The rooms themselves (./commands.ts and what it uses)
// load on first use, or at once for a `?room=` address: most games never need them.
import type { MenuItem } from '../../ui/panels/menu';
import type { RoomCommand, Rooms } from './commands';

export function roomMenuItems(load: () => Promise<Rooms>): MenuItem[] {
  const item = (id: string, command: RoomCommand, label: string): MenuItem => ({
    id,
    label,
    run: () => void load().then((r) => r.run(command)),
  });
  return [
    item('create-room', 'create', 'Create Online Room'),
    item('join-room', 'join', 'Join Online Room…'),
    item('copy-room-link', 'copy-link', 'Copy Room Link'),
    item('leave-room', 'leave', 'Leave Online Room'),
  ];
}
