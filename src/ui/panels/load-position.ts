// The Load position dialog of every game page: what the player pastes (a position's text, or a
// link to a position or a game) is loaded by the page; a refusal keeps the dialog open with its
// reason and the text, to be fixed.
import { ask, makeDialog } from './modal';

/**
 * Asks for a position; `intro` says what may be pasted. `load` loads the text, answering why it
 * could not (the dialog stays open, saying so), or null once it has.
 */
export async function askLoadPosition(
  intro: string,
  load: (text: string) => string | null | Promise<string | null>,
): Promise<void> {
  const d = makeDialog(
    'load-position-dialog',
    `<h2>Load position</h2><p class="intro"></p>` +
      `<textarea rows="6" name="text" spellcheck="false" aria-labelledby="load-position-dialog-title"></textarea>` +
      `<p class="error" role="alert"></p><div class="dialog-buttons">` +
      `<button value="cancel" type="submit" formnovalidate class="quiet">Cancel</button>` +
      `<button value="load" type="submit" class="primary">Load</button></div>`,
  );
  d.querySelector('.intro')!.textContent = intro;
  const area = d.querySelector('textarea')!;
  area.value = '';
  await ask(d, { cancel: 'cancel', check: (answer) => (answer === 'load' ? load(area.value) : null) });
}
