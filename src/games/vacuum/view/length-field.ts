// Vacuum's part of the game-neutral page's new-game dialog: the game's length (no limit, or a number
// of rounds; remembered under the same key as on Vacuum's own page), and the game it starts, for the
// number of players chosen above it.
import type { NewGameFields, PageHost } from '../../../core/module';
import { newGame, type Action, type Game } from '../rules/index';
import { chosenRounds, fillLength, LENGTH_FIELD, LENGTH_NAME } from './dialogs';

export function lengthField(host: PageHost<Game, Action>): NewGameFields<Game> {
  return {
    html: LENGTH_FIELD,
    fill: (fields) =>
      fillLength(fields, host.store.getItem(LENGTH_NAME), (length) => host.store.setItem(LENGTH_NAME, length)),
    check: () => null,
    start(fields, seats) {
      const players = seats.length as 2 | 3 | 4;
      const rounds = chosenRounds(fields);
      host.startGame(seats, newGame({ players, ...(rounds === null ? {} : { turnLimit: rounds * players }) }));
    },
  };
}
