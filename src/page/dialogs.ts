// The game-neutral page's dialogs, asked as every dialog of the house is (ui/panels/modal.ts): the
// new game (a person or a computer level in each seat, the game's own fields, or Resume) and a
// message to read. The end of the game is every game's screen (ui/panels/end-screen.ts).
import type { NewGameFields, SeatLook } from '../core/module';
import { ask, makeDialog } from '../ui/panels/modal';
import { seatOf, seatText, type SeatPlayer } from './session';

const escape = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The game's own fields in the dialog, and the game in play they are filled from. */
export interface DialogFields<G> {
  fields: NewGameFields<G>;
  game: G;
}

/**
 * The seats the player chose (with the game's own fields, as checked, where it has any), or
 * 'resume' (the game in play), or null (closed with nothing chosen).
 */
export async function askNewGame<G>(
  seats: readonly SeatLook[],
  levels: readonly string[],
  current: readonly SeatPlayer[],
  canResume: boolean,
  own?: DialogFields<G>,
): Promise<{ seats: SeatPlayer[]; fields: HTMLElement } | 'resume' | null> {
  const options = [
    `<option value="person">Person</option>`,
    ...levels.map((l) => `<option value="computer:${escape(l)}">Computer (${escape(l)})</option>`),
  ].join('');
  const rows = seats
    .map(
      (s, i) =>
        `<label class="seat-row"><span class="seat-dot" style="background:${s.css}"></span>` +
        `<span>${escape(s.name)}</span><select name="seat-${i}">${options}</select></label>`,
    )
    .join('');
  const d = makeDialog(
    'new-game-dialog',
    `<h2>New game</h2><p>Who plays each side?</p><div class="seat-rows">${rows}</div>` +
      `<div class="game-fields"></div>` +
      `<p class="error" role="alert"></p><div class="dialog-buttons">` +
      `<button value="cancel" type="submit" class="quiet">Cancel</button>` +
      `<button value="resume" type="submit" id="resume-button">Resume game</button>` +
      `<button value="start" type="submit" class="primary">Start</button></div>`,
  );
  const selects = [...d.querySelectorAll('select')];
  selects.forEach((sel, i) => (sel.value = seatText(current[i] ?? 'person')));
  d.querySelector<HTMLButtonElement>('#resume-button')!.hidden = !canResume;
  // The game's fields are put in afresh each time: a mode may set them after the dialog was made.
  const fields = d.querySelector<HTMLElement>('.game-fields')!;
  fields.innerHTML = own?.fields.html ?? '';
  fields.hidden = own === undefined;
  own?.fields.fill(fields, own.game);
  const check = (answer: string): string | null => (answer === 'start' ? (own?.fields.check(fields) ?? null) : null);
  const answer = await ask(d, { cancel: 'cancel', check });
  if (answer === 'resume') return 'resume';
  if (answer !== 'start') return null;
  return { seats: selects.map((sel) => seatOf(sel.value) ?? 'person'), fields };
}

/** Says something the player must read (a refused link or file), with one button. */
export async function tell(title: string, text: string): Promise<void> {
  const d = makeDialog(
    'tell-dialog',
    `<h2></h2><p id="tell-text"></p><div class="dialog-buttons">` +
      `<button value="ok" type="submit" class="primary">OK</button></div>`,
  );
  d.querySelector('h2')!.textContent = title;
  d.querySelector('#tell-text')!.textContent = text;
  await ask(d, { cancel: 'ok' });
}
