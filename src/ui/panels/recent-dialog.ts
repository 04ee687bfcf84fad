// The Recent games dialog of every page: the games a new game or a load replaced, by their labels;
// the answer is the one to open, or null.
import './recent-dialog.css';
import { ask, makeDialog } from './modal';

let dialog: HTMLDialogElement | null = null;

/** Asks which of the recent games to open (listed by `labels`, newest first): its index, or null. */
export async function askRecent(labels: readonly string[]): Promise<number | null> {
  dialog ??= makeDialog(
    'recent-dialog',
    `<h2>Recent games</h2><p>The last games that a new game or a load replaced. Open one to play on; the game you leave takes its place here.</p><ol class="recent-list"></ol><p><button value="close" class="primary">Close</button></p>`,
  );
  const list = dialog.querySelector('ol')!;
  list.replaceChildren(
    ...labels.map((label, i) => {
      const item = document.createElement('li');
      const open = document.createElement('button');
      open.value = String(i);
      open.textContent = label;
      item.append(open);
      return item;
    }),
  );
  if (labels.length === 0) list.append(Object.assign(document.createElement('li'), { textContent: 'None yet.' }));
  const answer = await ask(dialog, { cancel: 'close' });
  return answer === 'close' ? null : Number(answer);
}
