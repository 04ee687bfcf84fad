// Divided Loyalties as a hosted game: its rules door behind the game-neutral room game (start, moves,
// game), stored as a `divided-loyalties-save`. Registered in src/online/server/games.ts. A turn is
// several actions by one seat (a stone, its bridges, End): the room takes each as it comes; the room
// starts on the layout of the game the page uploads, and a rematch on the same field.
import { hostedFromDoor } from '../../online/server/door-hosted';
import * as rules from './rules/index';

export const dividedLoyalties = hostedFromDoor<rules.Game, rules.Action>(rules, {
  id: 'divided-loyalties',
  seats: rules.SEATS,
  rematch: (_start, ended) => rules.newGame({ layout: ended.layout }),
});
