// Vacuum's part of the game-neutral page's new-game dialog: the game's length (no limit, or a number
// of rounds; remembered under the same key as on Vacuum's own page), and the game it starts, for the
// number of players chosen above it; and "Fast computer moves", which the player may change at any
// time (open New game, tick it, Resume): it is remembered as it changes and read before every
// computer action.
import type { NewGameFields, PageHost } from '../../../core/module';
import { newGame, type Action, type Game } from '../rules/index';
import { chosenRounds, fillLength, LENGTH_FIELD, LENGTH_NAME } from './dialogs';

/** Where "Fast computer moves" is remembered (a site setting: `studio.fast-computers`), and the two paces it chooses between (ms before each action). */
const FAST_NAME = 'fast-computers';
const PACE = { fast: 120, normal: 600 } as const;

const FAST_FIELD = `<p class="option"><label><input type="checkbox" id="fast-computers" /> Fast computer moves</label></p>`;

export function lengthField(host: PageHost<Game, Action>): NewGameFields<Game> {
  const fast = (): boolean => host.siteStore.getItem(FAST_NAME) === '1';
  host.computerPace(() => (fast() ? PACE.fast : PACE.normal));
  return {
    html: LENGTH_FIELD + FAST_FIELD,
    fill: (fields) => {
      fillLength(fields, host.store.getItem(LENGTH_NAME), (length) => host.store.setItem(LENGTH_NAME, length));
      const box = fields.querySelector<HTMLInputElement>('#fast-computers')!;
      box.checked = fast();
      box.addEventListener('change', () => host.siteStore.setItem(FAST_NAME, box.checked ? '1' : '0'));
    },
    check: () => null,
    start(fields, seats) {
      const players = seats.length as 2 | 3 | 4;
      const rounds = chosenRounds(fields);
      host.startGame(seats, newGame({ players, ...(rounds === null ? {} : { turnLimit: rounds * players }) }));
    },
  };
}
