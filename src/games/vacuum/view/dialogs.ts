// Vacuum's part of the new-game dialog (every game's: ui/panels/new-game.ts): 2 to 4 players, a
// seat for each colour, the game's length and "Fast computer moves" (both remembered); and the
// resign question. The end-of-game screen is every game's (ui/panels/end-screen.ts).
import { gameKey, siteKey } from '../../../session/keys';
import type { Player } from '../rules/index';
import { colourTitle, seatMark } from './seats';
import { SEATS, type Settings } from '../page/session';
import type { KeyValueStore } from '../../../session/storage';
import { askWhoResigns } from '../../../ui/panels/resign';
import { askNewGame as askShared, seatKinds, type GameFields } from '../../../ui/panels/new-game';
import { LEVELS } from '../ai/levels';

/** A new game: who sits where, and its length in rounds (null: no limit, the manual's game). */
export interface NewGame extends Settings {
  rounds: number | null;
}
export type NewGameChoice = 'resume' | NewGame;

const PLAYERS = [2, 3, 4] as const;
const COLOURS = [0, 1, 2, 3] as const satisfies readonly Player[];

/** The longest game the dialog offers, in rounds. */
const MAX_ROUNDS = 500;
/** The length a newcomer is offered, in rounds. */
const DEFAULT_ROUNDS = 40;

/** The game's length: no limit, a preset number of rounds or one of the player's own. */
export const LENGTH_FIELD =
  `<fieldset id="game-length"><legend>Game length</legend>` +
  `<select id="length-choice" name="length" aria-label="Game length">` +
  `<option value="none">No limit (last player standing)</option><option value="20">20 rounds</option>` +
  `<option value="40">40 rounds</option><option value="60">60 rounds</option>` +
  `<option value="custom">Custom…</option></select>` +
  `<label id="custom-length" hidden>Rounds <input type="number" id="custom-rounds" name="rounds" min="1" max="${MAX_ROUNDS}" step="1" value="30" /></label>` +
  `<small id="length-help">With a length, the game ends after that many rounds of turns: the highest score wins.</small>` +
  `</fieldset>`;
const LENGTH_FIELDS =
  LENGTH_FIELD +
  `<p class="option"><label><input type="checkbox" id="fast-computers" /> Fast computer moves</label></p>`;

/** Shows the remembered length in the length field (the newcomer's 40 rounds by default), and remembers each change. */
export function fillLength(fields: HTMLElement, saved: string | null, remember: (length: string) => void): void {
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
export function chosenRounds(fields: HTMLElement): number | null {
  const choice = fields.querySelector<HTMLSelectElement>('#length-choice')!.value;
  if (choice === 'none') return null;
  const custom = fields.querySelector<HTMLInputElement>('#custom-rounds')!.value;
  const n = Math.round(Number(choice === 'custom' ? custom : choice));
  return Number.isFinite(n) ? Math.min(MAX_ROUNDS, Math.max(1, n)) : DEFAULT_ROUNDS;
}

/** Where the length is remembered; the game-neutral page's store is under the game's id already. */
export const LENGTH_NAME = 'game-length';
const LENGTH_KEY = gameKey('vacuum', LENGTH_NAME);
const FAST_KEY = siteKey('fast-computers');

/**
 * Vacuum's options in the new-game dialog, remembered across reloads (and for the page's life where
 * storage refuses them): the game's length, and "Fast computer moves", which may be changed at any
 * time (open New game, tick it, Resume) and is read before every computer action.
 */
export class VacuumOptions {
  private length: string | null;
  private fast: boolean;

  constructor(private readonly store: KeyValueStore) {
    this.length = store.getItem(LENGTH_KEY);
    this.fast = store.getItem(FAST_KEY) === '1';
  }

  /** Whether the computers play at the fast pace. */
  readonly fastComputers = (): boolean => this.fast;

  readonly fields: GameFields = {
    html: LENGTH_FIELDS,
    fill: (fields) => {
      fillLength(fields, this.length, (length) => {
        this.length = length;
        this.store.setItem(LENGTH_KEY, length);
      });
      const box = fields.querySelector<HTMLInputElement>('#fast-computers')!;
      box.checked = this.fast;
      box.addEventListener('change', () => {
        this.fast = box.checked;
        this.store.setItem(FAST_KEY, this.fast ? '1' : '0');
      });
    },
    check: () => null,
  };
}

/**
 * Asks for a new game of Vacuum, starting from the seats of the game in play; `canResume`: that
 * game may be played on ("Resume last game", and Escape). `notice` fills the dialog's notice.
 */
export async function askNewGame(
  options: VacuumOptions,
  current: Settings,
  canResume: boolean,
  notice?: (box: HTMLElement) => void,
): Promise<NewGameChoice> {
  const answer = await askShared({
    seats: COLOURS.map((p) => ({ name: colourTitle(p), mark: () => seatMark(p) })),
    counts: PLAYERS,
    current: { count: current.players, seats: current.seats },
    kinds: seatKinds(LEVELS, (level) => level ?? 'human'),
    resume: canResume,
    // As on every game's page: Cancel (and Escape) keeps the game on the board, a first visit's too.
    cancel: true,
    fields: options.fields,
    notice,
  });
  if (answer === null || answer === 'resume') return 'resume';
  const players = PLAYERS.find((n) => n === answer.count) ?? 2;
  const seats = answer.seats.map((value) => SEATS.find((k) => k === value) ?? 'human');
  return { players, seats, rounds: chosenRounds(answer.fields) };
}

/**
 * Asks which of `players` resigns (one: whether they do), where `active` are the players still in
 * the game; null: nobody does. With one player left the game ends and they win; else the one who
 * resigns leaves and play goes on.
 */
export async function askResign(players: readonly Player[], active: readonly Player[]): Promise<Player | null> {
  const ends = active.length === 2;
  let text: string;
  if (players.length > 1)
    text = ends
      ? 'Who resigns? The other player wins the game.'
      : 'Who resigns? They leave the game; their pieces stay as neutral obstacles.';
  else {
    const who = colourTitle(players[0]!);
    const other = active.find((p) => p !== players[0]);
    text =
      ends && other !== undefined
        ? `${who} gives up: ${colourTitle(other)} wins the game.`
        : `${who} leaves the game; their pieces stay as neutral obstacles.`;
  }
  const chosen = await askWhoResigns(text, players.map(colourTitle));
  return chosen === null ? null : players[chosen]!;
}
