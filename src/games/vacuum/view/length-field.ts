// Vacuum's part of the game-neutral page's new-game dialog: the game's length (no limit, or a number
// of rounds; remembered under `vacuum.game-length`), and the game it starts, for the
// number of players chosen above it; and "Fast computer moves", which the player may change at any
// time (open New game, tick it, Resume): it is remembered as it changes and read before every
// computer action.
import type { NewGameFields, PageHost } from '../../../core/module';
import { newGame, type Action, type Game } from '../rules/index';

/** The longest game the dialog offers, in rounds. */
const MAX_ROUNDS = 500;
/** The length a newcomer is offered, in rounds. */
const DEFAULT_ROUNDS = 40;

/** The game's length: no limit, a preset number of rounds or one of the player's own. */
const LENGTH_FIELD =
  `<fieldset id="game-length"><legend>Game length</legend>` +
  `<select id="length-choice" name="length" aria-label="Game length">` +
  `<option value="none">No limit (last player standing)</option><option value="20">20 rounds</option>` +
  `<option value="40">40 rounds</option><option value="60">60 rounds</option>` +
  `<option value="custom">Custom…</option></select>` +
  `<label id="custom-length" hidden>Rounds <input type="number" id="custom-rounds" name="rounds" min="1" max="${MAX_ROUNDS}" step="1" value="30" /></label>` +
  `<small id="length-help">With a length, the game ends after that many rounds of turns: the highest score wins.</small>` +
  `</fieldset>`;
/** Where the length is remembered; the game-neutral page's store is under the game's id already. */
const LENGTH_NAME = 'game-length';

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

/** Shows the remembered length in the length field (the newcomer's 40 rounds by default), and remembers each change. */
function fillLength(fields: HTMLElement, saved: string | null, remember: (length: string) => void): void {
  const select = fields.querySelector<HTMLSelectElement>('#length-choice')!;
  const custom = fields.querySelector<HTMLInputElement>('#custom-rounds')!;
  const customRow = fields.querySelector<HTMLElement>('#custom-length')!;
  const length = saved ?? String(DEFAULT_ROUNDS);
  const rounds = Number(length);
  if ([...select.options].some((o) => o.value === length && o.value !== 'custom')) select.value = length;
  else if (Number.isInteger(rounds) && rounds >= 1 && rounds <= MAX_ROUNDS)
    [select.value, custom.value] = ['custom', length];
  else select.value = String(DEFAULT_ROUNDS);
  customRow.hidden = select.value !== 'custom';
  const sync = (): void => {
    customRow.hidden = select.value !== 'custom';
    const chosen = chosenRounds(fields);
    remember(chosen === null ? 'none' : String(chosen));
  };
  select.addEventListener('change', sync);
  custom.addEventListener('change', sync);
}

/** The chosen game length: a preset, or the custom number of rounds kept within 1–MAX_ROUNDS. */
function chosenRounds(fields: HTMLElement): number | null {
  const choice = fields.querySelector<HTMLSelectElement>('#length-choice')!.value;
  if (choice === 'none') return null;
  const custom = fields.querySelector<HTMLInputElement>('#custom-rounds')!.value;
  const n = Math.round(Number(choice === 'custom' ? custom : choice));
  return Number.isFinite(n) ? Math.min(MAX_ROUNDS, Math.max(1, n)) : DEFAULT_ROUNDS;
}
