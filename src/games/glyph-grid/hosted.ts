// Glyph Grid as a hosted game: its rules door behind the game-neutral room game (start, moves, game),
// stored as a `glyph-grid-save`. Registered in src/online/server/games.ts. The room keeps the clocks
// (docs/rooms.md); a rematch is played on the clock the room's game started with.
import { hostedFromDoor } from '../../online/server/door-hosted';
import * as rules from './rules/index';

/**
 * The clock a rematch is played on: each side's time at the room's start (a room started from a
 * new game: the length chosen; from a game under way, the longer of the two times left then), or
 * none for an untimed game.
 */
function rematchClock(start: rules.Game): number | null {
  if (start.clocks === null) return null;
  const longest = Math.max(...start.clocks);
  return longest > 0 ? longest : rules.DEFAULT_CLOCK;
}

export const glyphGrid = hostedFromDoor<rules.Game, rules.Action>(rules, {
  id: 'glyph-grid',
  seats: rules.SEAT_NAMES,
  rematch: (start) => rules.newGame({ clock: rematchClock(start) }),
});
