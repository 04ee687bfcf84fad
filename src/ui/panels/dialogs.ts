// The new-game dialog (with "Resume last game" when there is one) and the resign confirmation.
// A choice is taken on the form's submit event, which fires synchronously with the click; the
// dialog's close event comes a task later, when something else may already have changed the game.
const $ = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;

export type NewGameChoice = 'resume' | 2 | 3 | 4;

/** Shows a dialog and resolves with the value of the button that submitted it (or `onCancel`). */
function ask(dialogId: string, onCancel: string | null): Promise<string> {
  const dialog = $<HTMLDialogElement>(dialogId);
  const form = dialog.querySelector('form')!;
  return new Promise((resolve) => {
    const submit = (e: SubmitEvent): void => {
      cleanup();
      resolve((e.submitter as HTMLButtonElement | null)?.value ?? '');
    };
    const cancel = (e: Event): void => {
      if (onCancel === null) return void e.preventDefault(); // a choice is required
      cleanup();
      resolve(onCancel);
    };
    const cleanup = (): void => {
      form.removeEventListener('submit', submit);
      dialog.removeEventListener('cancel', cancel);
    };
    form.addEventListener('submit', submit);
    dialog.addEventListener('cancel', cancel);
    dialog.showModal();
  });
}

export async function askNewGame(canResume: boolean): Promise<NewGameChoice> {
  $('resume-row').hidden = !canResume;
  const v = await ask('new-game-dialog', canResume ? 'resume' : null);
  return v === '2' || v === '3' || v === '4' ? (Number(v) as 2 | 3 | 4) : 'resume';
}

export async function askResign(who: string): Promise<boolean> {
  $('resign-text').textContent = `${who} leaves the game; their pieces stay as neutral obstacles.`;
  return (await ask('resign-dialog', 'no')) === 'yes';
}
