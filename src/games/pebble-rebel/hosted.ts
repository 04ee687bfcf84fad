// Pebble Rebel as a hosted game: its rules door behind the game-neutral room game (start, moves,
// game), stored as a `pebble-rebel-save` with the room's own seed, which no page learns while the
// game is on (sealed-bag.ts). A room starts from the uploaded position with a seed the room draws
// (`opened`), and a rematch from a new game with another seed drawn the same way;
// pages get the game as sealed-bag.ts shows it, and after Pebble's move (the draw is news) or the
// game's end the game itself rather than the move. Registered in src/online/server/games.ts.
import { hostedFromDoor, type DoorRoomGame } from '../../online/server/door-hosted';
import type { HostedGame } from '../../online/server/hosted';
import * as rules from './rules/index';
import { encodeGameSaveTexts } from '../../codec/game-save';
import { shownGame, withSeed } from './sealed-bag';

type State = DoorRoomGame<rules.Game>;

const ID = 'pebble-rebel';
const randomSeed = (): number => crypto.getRandomValues(new Uint32Array(1))[0]!;

/** The hosted game, drawing the room's seeds from `random` (a test's own, or the platform's). */
export function hostedPebbleRebel(random: () => number = randomSeed): HostedGame<State> {
  const door = hostedFromDoor<rules.Game, rules.Action>(rules, { id: ID, seats: rules.SEATS.map((s) => s.name) });
  // The shown game is worked out once per state (a stand-in seed can take a search).
  const shown = new WeakMap<State, string>();
  return {
    ...door,
    opened(state) {
      const game = withSeed(state.game, random());
      return { start: rules.formatPosition(game), moves: [], times: null, game };
    },
    shown(state) {
      let text = shown.get(state);
      if (text === undefined) shown.set(state, (text = encodeGameSaveTexts(ID, shownGame(state, random))));
      return text;
    },
    // Rebel to place with nothing to take back: Pebble's move has just drawn his stones.
    replayable: ({ game }) =>
      rules.status(game).winner === null && !(game.current === rules.REBEL && !rules.canUndo(game)),
  };
}

export const pebbleRebel = hostedPebbleRebel();
