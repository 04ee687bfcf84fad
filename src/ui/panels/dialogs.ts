// The new-game dialog (with "Resume last game" when there is one) and the resign confirmation.
const $ = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;

export type NewGameChoice = 'resume' | 2 | 3 | 4;

export function askNewGame(canResume: boolean): Promise<NewGameChoice> {
  const dialog = $<HTMLDialogElement>('new-game-dialog');
  $('resume-row').hidden = !canResume;
  return new Promise((resolve) => {
    dialog.addEventListener(
      'close',
      () => {
        const v = dialog.returnValue;
        resolve(v === '2' || v === '3' || v === '4' ? (Number(v) as 2 | 3 | 4) : 'resume');
      },
      { once: true },
    );
    dialog.returnValue = '';
    dialog.showModal();
  });
}

export function askResign(who: string): Promise<boolean> {
  const dialog = $<HTMLDialogElement>('resign-dialog');
  $('resign-text').textContent = `${who} leaves the game; their pieces stay as neutral obstacles.`;
  return new Promise((resolve) => {
    dialog.addEventListener('close', () => resolve(dialog.returnValue === 'yes'), { once: true });
    dialog.returnValue = '';
    dialog.showModal();
  });
}
