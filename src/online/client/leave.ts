// A page in an online room shows the room's game: another game started there (New game, or a
// watcher's Rematch: a seated player's is the room's own, online.ts) takes the page out of the
// room. The player is asked first, in words that say what they give up.
import { confirm } from '../../ui/panels/modal';

/** True to go on: out of a room (`code` null) at once, in one once the player agrees to leave it. */
export async function mayLeaveRoom(code: string | null, what: string): Promise<boolean> {
  if (code === null) return true;
  return confirm(
    'Leave the online room?',
    `${what} is played on this device only: you leave online room ${code}, and your seat there is free for anyone with its link.`,
    'Leave the room',
    'Stay in the room',
  );
}
