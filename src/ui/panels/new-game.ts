// The new-game dialog of every game page: a notice the page may give (an autosave it could not
// read), "Resume last game" when there is a game to go back to, how many play (where the game lets
// the players choose), who sits in each seat (a person or a computer level), the game's own fields
// (a length, a seed, a layout), then Start — or Cancel where the page has a game the player may keep.
import './new-game.css';
import { ask, makeDialog } from './modal';
import { escapeHtml } from '../dom';

/** What may sit in a seat: its value in the answer, and its words in the seat's list. */
interface SeatKind {
  value: string;
  label: string;
}

/** The game's own part of the dialog, under the seats. */
interface GameFields {
  /** Labelled inputs; buttons of type "button". */
  html: string;
  /** Fills the fields as the dialog opens. */
  fill(fields: HTMLElement): void;
  /** Why the fields ask for no game (the dialog stays open and says so), or null. */
  check(fields: HTMLElement): string | null;
}

export interface NewGameQuestion {
  /** Every seat the game may have, in turn order: its title and its mark in its colour. */
  seats: readonly { name: string; mark: () => Node }[];
  /** How many may play, where the players choose (the seats beyond the choice are hidden). */
  counts?: readonly number[];
  /** The player count and the seats of the game in play: the dialog starts from them. */
  current: { count: number; seats: readonly string[] };
  kinds: readonly SeatKind[];
  /** There is a game to go back to: "Resume last game" leads the dialog, and Escape resumes it. */
  resume: boolean;
  /** The page keeps its game without asking: a Cancel button, and Escape cancels. */
  cancel: boolean;
  fields?: GameFields;
  /** Fills the notice at the top of the dialog (it shows only when given children). */
  notice?: (box: HTMLElement) => void;
}

/**
 * The seat list's choices, the same words on every game: a person, then a computer at each level
 * (weakest first); `value` says how the page's answer writes each (null: a person).
 */
export const seatKinds = (levels: readonly string[], value: (level: string | null) => string): SeatKind[] => [
  { value: value(null), label: 'Person' },
  ...levels.map((l) => ({ value: value(l), label: `Computer (${l})` })),
];

export type NewGameAnswer = { count: number; seats: string[]; fields: HTMLElement } | 'resume' | null;

const FORM =
  `<h2>New game</h2><div id="new-game-notice" role="alert" hidden></div>` +
  `<p id="resume-row"><button id="resume-button" type="submit" value="resume" class="primary wide">` +
  `Resume last game</button></p>` +
  `<fieldset class="player-choices"><legend>Players</legend></fieldset>` +
  `<fieldset id="seat-rows"><legend>Seats</legend></fieldset><div class="game-fields"></div>` +
  `<p class="error" role="alert"></p><div class="dialog-buttons">` +
  `<button value="cancel" type="submit" class="quiet" id="cancel-new-game">Cancel</button>` +
  `<button value="start" type="submit" class="primary" id="start-button">Start</button></div>`;

function seatRow(seat: { name: string; mark: () => Node }, index: number, kinds: readonly SeatKind[]): HTMLElement {
  const row = document.createElement('label');
  row.className = 'seat';
  row.dataset.seat = String(index);
  const options = kinds.map((k) => `<option value="${escapeHtml(k.value)}">${escapeHtml(k.label)}</option>`).join('');
  row.innerHTML = `<span class="seat-name">${escapeHtml(seat.name)}</span><select name="seat-${index}">${options}</select>`;
  row.prepend(seat.mark());
  return row;
}

/** The players' choice and seats, with the game's fields; 'resume'; or null (cancelled). */
export async function askNewGame(q: NewGameQuestion): Promise<NewGameAnswer> {
  const d = makeDialog('new-game-dialog', FORM);
  const part = <E extends HTMLElement>(selector: string): E => d.querySelector<E>(selector)!;

  const notice = part('#new-game-notice');
  notice.replaceChildren();
  q.notice?.(notice);
  notice.hidden = notice.childElementCount === 0;
  part('#resume-row').hidden = !q.resume;
  part('#cancel-new-game').hidden = !q.cancel;

  const counts = part('.player-choices');
  counts.hidden = !q.counts;
  counts.replaceChildren(counts.querySelector('legend')!);
  for (const n of q.counts ?? []) {
    const choice = document.createElement('label');
    choice.innerHTML = `<input type="radio" name="players" value="${n}" /><span>${n} Players</span>`;
    choice.querySelector('input')!.checked = n === q.current.count;
    counts.append(choice);
  }
  const chosenCount = (): number =>
    Number(counts.querySelector<HTMLInputElement>('input:checked')?.value ?? q.current.count);

  const seats = part('#seat-rows');
  const rows = q.seats.map((seat, i) => seatRow(seat, i, q.kinds));
  seats.replaceChildren(seats.querySelector('legend')!, ...rows);
  const selects = rows.map((row) => row.querySelector('select')!);
  selects.forEach((sel, i) => (sel.value = q.current.seats[i] ?? q.kinds[0]!.value));
  const showSeats = (): void => rows.forEach((row, i) => (row.hidden = i >= chosenCount()));
  showSeats();
  counts.onchange = showSeats;

  const fields = part('.game-fields');
  fields.innerHTML = q.fields?.html ?? '';
  fields.hidden = q.fields === undefined;
  q.fields?.fill(fields);

  const check = (answer: string): string | null => (answer === 'start' ? (q.fields?.check(fields) ?? null) : null);
  const answer = await ask(d, { cancel: q.cancel ? 'cancel' : q.resume ? 'resume' : null, check });
  if (answer === 'resume') return 'resume';
  if (answer !== 'start') return null;
  const count = chosenCount();
  return { count, seats: selects.slice(0, count).map((sel) => sel.value), fields };
}
