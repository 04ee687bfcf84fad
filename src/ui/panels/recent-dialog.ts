// Recent games on every page: keeping the game a new game or a load takes off the board (or, where
// storage refuses it, downloading it), and the dialog that lists them by their labels.
import './recent-dialog.css';
import { ask, confirm, makeDialog } from './modal';
import { download } from '../files';
import type { RecentGames } from '../../session/recent';

/**
 * Keeps a game taken off the board in Recent games; where storage refuses it, downloads it as
 * `file` instead (through `save`, the browser's download), so it is never lost. Says where it went.
 */
export function keepLeft<R, P>(
  recent: RecentGames<R, P>,
  record: R,
  file: string,
  save = (text: string, name: string): void => download(text, name, 'application/json'),
): string {
  if (recent.keep(record)) return "The game you left is in the menu's Recent games.";
  save(recent.format.encode(record), file);
  return `Storage is full, so the game you left was saved as a file (${file}).`;
}

/**
 * Asks before `what` ("the shared position", "the saved game") replaces a game still in play;
 * the game replaced is kept in Recent games, and the question says so.
 */
export const confirmReplace = (what: string): Promise<boolean> =>
  confirm(
    `Open ${what}?`,
    "The game you are playing will be kept: the menu's Recent games returns to it.",
    `Open ${what}`,
    'Keep playing',
  );

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
