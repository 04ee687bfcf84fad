// Every dialog of the page is a native modal <dialog> holding one <form method="dialog">, whose
// buttons' values are the answers, and is asked one way: `ask`. The answer is handled after the
// dialog has closed and the focus has gone back where it was, so the next dialog or a change of
// game never races a dialog still open. Every question before something that cannot be taken back
// is asked by `confirm` (or `askWhich`, when there are several ways to do it), whose focus starts on
// the safe choice: a double Enter never does harm.

/**
 * A dialog made from the HTML of its form and added to the page (or the one already there with
 * this id). Its first <h2> names it for assistive technology.
 */
export function makeDialog(id: string, formHtml: string): HTMLDialogElement {
  const found = document.getElementById(id);
  if (found instanceof HTMLDialogElement) return found;
  const d = document.createElement('dialog');
  d.id = id;
  d.innerHTML = `<form method="dialog">${formHtml}</form>`;
  const title = d.querySelector('h2');
  if (title) {
    title.id = `${id}-title`;
    d.setAttribute('aria-labelledby', title.id);
  }
  document.body.append(d);
  return d;
}

export interface Asking {
  /** The answer Escape gives; null: Escape does nothing, one of the buttons must answer. */
  cancel: string | null;
  /**
   * Called with every other answer before the dialog closes: a message keeps the dialog open and
   * shows in its `.error` line; null lets it close with that answer.
   */
  check?: (answer: string) => string | null | Promise<string | null>;
}

/**
 * Opens `d` as a modal dialog and resolves with the value of the button that answered it, or
 * with `cancel` when the player pressed Escape.
 */
export function ask(d: HTMLDialogElement, { cancel, check }: Asking): Promise<string> {
  const form = d.querySelector('form')!;
  const error = d.querySelector('.error');
  if (error) error.textContent = '';
  const back = document.activeElement;
  return new Promise((resolve) => {
    let checking = false;
    const answer = (value: string): void => {
      form.removeEventListener('submit', submit);
      d.removeEventListener('cancel', escape);
      d.removeEventListener('close', closed);
      d.close(value);
      giveFocusBack(back);
      resolve(value);
    };
    const submit = (e: SubmitEvent): void => {
      e.preventDefault(); // closed by `answer`, at once rather than a task later
      const value = (e.submitter as HTMLButtonElement | null)?.value ?? '';
      if (value === cancel || !check) return answer(value);
      if (checking) return;
      checking = true;
      void Promise.resolve(check(value)).then((message) => {
        checking = false;
        if (message === null) answer(value);
        else if (error) error.textContent = message;
      });
    };
    const escape = (e: Event): void => {
      e.preventDefault();
      if (cancel !== null) answer(cancel);
    };
    // Chromium closes a modal without asking when Escape is pressed again after a refused one.
    const closed = (): void => (cancel === null ? d.showModal() : answer(cancel));
    form.addEventListener('submit', submit);
    d.addEventListener('cancel', escape);
    d.addEventListener('close', closed);
    d.showModal();
  });
}

/**
 * Gives the focus back to what had it, or to the board (#board on every game's page) when that is
 * gone or was the page itself: a keyboard player is never left on the page's body after a choice.
 */
export function giveFocusBack(back: Element | null): void {
  if (back instanceof HTMLElement && back.isConnected && back !== document.body) back.focus({ preventScroll: true });
  // Chromium may leave the focus on a button of the dialog just closed (or the menu just hidden).
  const at = document.activeElement;
  if (at === null || at === document.body || at.closest('dialog:not([open]), [hidden]'))
    document.getElementById('board')?.focus({ preventScroll: true });
}

/** Shows text to copy by hand (where the clipboard is refused): read-only, selected, with Done. */
export function showText(title: string, text: string): void {
  const d = makeDialog(
    'text-dialog',
    `<h2></h2><textarea readonly rows="4" aria-labelledby="text-dialog-title"></textarea>` +
      `<div class="dialog-buttons"><button value="ok" type="submit" class="primary">Done</button></div>`,
  );
  d.querySelector('h2')!.textContent = title;
  const area = d.querySelector('textarea')!;
  area.value = text;
  void ask(d, { cancel: 'ok' });
  area.select();
}

/** Asks for a line of text (a new name), starting from `value`; null when the player cancels. */
export async function askText(title: string, label: string, value: string, maxLength: number): Promise<string | null> {
  const d = makeDialog(
    'text-input-dialog',
    `<h2></h2><p><label><span></span> <input name="text" autocomplete="off" spellcheck="false" /></label></p>` +
      `<div class="dialog-buttons"><button value="cancel" type="submit" formnovalidate class="quiet">Cancel</button>` +
      `<button value="ok" type="submit" class="primary">OK</button></div>`,
  );
  d.querySelector('h2')!.textContent = title;
  d.querySelector('label span')!.textContent = label;
  const input = d.querySelector('input')!;
  [input.value, input.maxLength] = [value, maxLength];
  // Enter in the field is OK (the form's first button, which Enter would press, is Cancel).
  input.onkeydown = (e) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    d.querySelector<HTMLButtonElement>('button[value="ok"]')!.click();
  };
  return (await ask(d, { cancel: 'cancel' })) === 'ok' ? input.value : null;
}

/** Asks before something that cannot be taken back; the focus starts on `safe`. */
export const confirm = async (title: string, text: string, danger: string, safe = 'Cancel'): Promise<boolean> =>
  (await askWhich(title, text, [danger], safe)) === 0;

/**
 * Asks which of several things that cannot be taken back to do (a button for each, in order), or
 * none: the focus starts on `safe`. Resolves with the index of the one chosen, or null.
 */
export async function askWhich(
  title: string,
  text: string,
  dangers: readonly string[],
  safe = 'Cancel',
): Promise<number | null> {
  const d = makeDialog(
    'confirm-dialog',
    `<h2></h2><p id="confirm-text"></p><div class="dialog-buttons">` +
      `<button value="no" type="submit" id="confirm-safe" autofocus></button></div>`,
  );
  d.querySelector('h2')!.textContent = title;
  d.querySelector('#confirm-text')!.textContent = text;
  const safeButton = d.querySelector<HTMLButtonElement>('#confirm-safe')!;
  safeButton.textContent = safe;
  const buttons = dangers.map((label, i) => {
    const b = document.createElement('button');
    [b.type, b.value, b.className, b.textContent] = ['submit', String(i), 'danger', label];
    if (i === 0) b.id = 'confirm-danger'; // the first (or only) one, as a confirmation's always was
    return b;
  });
  d.querySelector('.dialog-buttons')!.replaceChildren(safeButton, ...buttons);
  const answer = await ask(d, { cancel: 'no' });
  return answer === 'no' ? null : Number(answer);
}
