// The new-game dialog (with "Resume last game" when there is one) and the resign confirmation:
// the page's own dialogs (game.html), asked as every dialog is (./modal). The end-of-game screen
// is every game's (./end-screen.ts).
import { gameKey, siteKey } from '../../session/keys';
import type { Player } from '../../games/vacuum/rules/index';
import { colourName, seatDot } from '../../games/vacuum/view/seats';
import type { Seat, Settings } from '../../session/session';
import type { KeyValueStore } from '../../session/storage';
import { $ } from '../dom';
import { ask, confirm } from './modal';

/** A new game: who sits where, and its length in rounds (null: no limit, the manual's game). */
export interface NewGame extends Settings {
  rounds: number | null;
}
export type NewGameChoice = 'resume' | NewGame;

/** What may sit in a seat. */
const SEAT_KINDS: { value: Seat; label: string }[] = [
  { value: 'human', label: 'Human' },
  { value: 'easy', label: 'Computer (Easy)' },
  { value: 'medium', label: 'Computer (Medium)' },
  { value: 'hard', label: 'Computer (Hard)' },
  { value: 'expert', label: 'Computer (Expert)' },
];

/** The longest game the dialog offers, in rounds. */
const MAX_ROUNDS = 500;

/** One row per seat (Red, Gold, Green, White); rows beyond the chosen player count are hidden. */
function buildSeatRows(): void {
  const rows = $('seat-rows');
  if (rows.querySelector('.seat')) return;
  ([0, 1, 2, 3] as Player[]).forEach((p) => {
    const name = colourName(p);
    const row = document.createElement('label');
    row.className = 'seat';
    row.dataset.seat = String(p);
    row.innerHTML =
      `${seatDot(p)}<span class="seat-name">${name}</span>` +
      `<select name="seat-${p}">${SEAT_KINDS.map((k) => `<option value="${k.value}">${k.label}</option>`).join('')}</select>`;
    rows.append(row);
  });
  const form = rows.closest('form')!;
  form.addEventListener('change', showSeats);
}

function chosenPlayers(): 2 | 3 | 4 {
  const checked = document.querySelector<HTMLInputElement>('#new-game-dialog input[name="players"]:checked');
  const n = Number(checked?.value ?? 2);
  return n === 3 || n === 4 ? n : 2;
}

function showSeats(): void {
  const players = chosenPlayers();
  for (const row of $('seat-rows').querySelectorAll<HTMLElement>('.seat'))
    row.hidden = Number(row.dataset.seat) >= players;
}

export async function askNewGame(canResume: boolean): Promise<NewGameChoice> {
  buildSeatRows();
  showSeats();
  $('resume-row').hidden = !canResume;
  const v = await ask($('new-game-dialog'), { cancel: canResume ? 'resume' : null });
  if (v !== 'start') return 'resume';
  const players = chosenPlayers();
  const seats = Array.from({ length: players }, (_, p) => {
    const kind = $<HTMLSelectElement>('seat-rows').querySelector<HTMLSelectElement>(`select[name="seat-${p}"]`)?.value;
    return SEAT_KINDS.find((k) => k.value === kind)?.value ?? 'human';
  });
  return { players, seats, rounds: chosenRounds() };
}

/** The chosen game length: a preset, or the custom number of rounds kept within 1–MAX_ROUNDS. */
function chosenRounds(): number | null {
  const choice = $<HTMLSelectElement>('length-choice').value;
  if (choice === 'none') return null;
  const n = Math.round(Number(choice === 'custom' ? $<HTMLInputElement>('custom-rounds').value : choice));
  return Number.isFinite(n) ? Math.min(MAX_ROUNDS, Math.max(1, n)) : 40;
}

const LENGTH_KEY = gameKey('vacuum', 'game-length');

/** The game-length choice of the new-game dialog, remembered across reloads. */
export function rememberGameLength(store: KeyValueStore): void {
  const select = $<HTMLSelectElement>('length-choice');
  const custom = $<HTMLInputElement>('custom-rounds');
  const saved = store.getItem(LENGTH_KEY);
  if (saved !== null) {
    const preset = [...select.options].some((o) => o.value === saved && o.value !== 'custom');
    const rounds = Number(saved);
    if (preset) select.value = saved;
    else if (Number.isInteger(rounds) && rounds >= 1 && rounds <= MAX_ROUNDS)
      [select.value, custom.value] = ['custom', saved];
  }
  const sync = (): void => {
    $('custom-length').hidden = select.value !== 'custom';
    const rounds = chosenRounds();
    store.setItem(LENGTH_KEY, rounds === null ? 'none' : String(rounds));
  };
  select.addEventListener('change', sync);
  custom.addEventListener('change', sync);
  $('custom-length').hidden = select.value !== 'custom';
}

export const askResign = (who: string): Promise<boolean> =>
  confirm('Resign?', `${who} leaves the game; their pieces stay as neutral obstacles.`, 'Resign', 'Keep playing');

const FAST_KEY = siteKey('fast-computers');

/**
 * The "Fast computer moves" box of the new-game dialog, remembered across reloads. It may be
 * changed at any time (open New game, tick it, Resume); the returned reader is asked before every
 * computer action.
 */
export function fastComputerMoves(store: KeyValueStore): () => boolean {
  const box = $<HTMLInputElement>('fast-computers');
  box.checked = store.getItem(FAST_KEY) === '1';
  box.addEventListener('change', () => store.setItem(FAST_KEY, box.checked ? '1' : '0'));
  return () => box.checked;
}
