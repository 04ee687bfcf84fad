// The menu's items and their small dialogs (Load Position, Recent games, About, text to copy by
// hand, replace confirmation), plus a toast for what happened. Sharing logic lives in ../sharing.ts.
import type { RecentGames } from '../recent';
import type { Session } from '../session';
import { Sharing } from '../sharing';
import { Menu } from './menu';

export interface MenuDeps {
  session: Session;
  recent: RecentGames;
  board: HTMLElement;
  version: string;
  manualUrl: string;
  newGame: () => void;
}

/** A dialog made from HTML and added to the page. */
export function dialog(id: string, html: string): HTMLDialogElement {
  const d = document.createElement('dialog');
  d.id = id;
  d.innerHTML = html;
  document.body.append(d);
  return d;
}

/** What other menu items need to talk to the player. */
export interface MenuUi {
  tell: (message: string) => void;
  showText: (title: string, text: string) => void;
  dialog: typeof dialog;
}

export function installMenu(deps: MenuDeps): { sharing: Sharing; menu: Menu; ui: MenuUi } {
  const toast = document.createElement('div');
  toast.id = 'toast';
  toast.setAttribute('role', 'status');
  toast.hidden = true;
  document.body.append(toast);
  let toastTimer = 0;
  const tell = (message: string): void => {
    toast.textContent = message;
    toast.hidden = false;
    clearTimeout(toastTimer);
    toastTimer = window.setTimeout(() => (toast.hidden = true), 6000);
  };

  const textDialog = dialog(
    'text-dialog',
    `<form method="dialog"><h2></h2><textarea readonly rows="4"></textarea><p><button value="ok" class="primary">Done</button></p></form>`,
  );
  const showText = (title: string, text: string): void => {
    textDialog.querySelector('h2')!.textContent = title;
    const area = textDialog.querySelector('textarea')!;
    area.value = text;
    textDialog.showModal();
    area.select();
  };

  const replaceDialog = dialog(
    'replace-dialog',
    `<form method="dialog"><h2>Replace your game?</h2><p>Your unfinished game will be kept: the menu's <b>Recent games</b> returns to it.</p><p><button value="yes" class="primary">Open the new position</button> <button value="no">Keep playing</button></p></form>`,
  );
  const confirmReplace = (): Promise<boolean> =>
    new Promise((resolve) => {
      replaceDialog.addEventListener('close', () => resolve(replaceDialog.returnValue === 'yes'), { once: true });
      replaceDialog.returnValue = '';
      replaceDialog.showModal();
    });

  const sharing = new Sharing({ session: deps.session, recent: deps.recent, confirmReplace, tell, showText });

  const recentDialog = dialog(
    'recent-dialog',
    `<form method="dialog"><h2>Recent games</h2><p>The last games that a new game or a load replaced. Open one to play on; the game you leave takes its place here.</p><ol class="recent-list"></ol><p><button value="close" class="primary">Close</button></p></form>`,
  );
  const showRecent = (): void => {
    const games = deps.recent.list();
    const list = recentDialog.querySelector('ol')!;
    list.replaceChildren(
      ...games.map((g, i) => {
        const item = document.createElement('li');
        const open = document.createElement('button');
        open.value = String(i);
        open.textContent = g.label;
        item.append(open);
        return item;
      }),
    );
    if (games.length === 0) list.append(Object.assign(document.createElement('li'), { textContent: 'None yet.' }));
    recentDialog.addEventListener(
      'close',
      () => {
        const chosen = /^\d$/.test(recentDialog.returnValue) ? games[Number(recentDialog.returnValue)] : undefined;
        if (chosen) sharing.openRecent(chosen);
      },
      { once: true },
    );
    recentDialog.returnValue = '';
    recentDialog.showModal();
  };

  const loadDialog = dialog(
    'load-position-dialog',
    `<form method="dialog"><h2>Load position</h2><p>Paste a share string, a link, position text, or a whole game (a game link or a game record).</p><textarea rows="6" name="text" spellcheck="false"></textarea><p class="error" role="alert"></p><p><button value="load" class="primary">Load</button> <button value="cancel" formnovalidate>Cancel</button></p></form>`,
  );
  const loadForm = loadDialog.querySelector('form')!;
  loadForm.addEventListener('submit', (e) => {
    if ((e.submitter as HTMLButtonElement | null)?.value !== 'load') return;
    e.preventDefault(); // stay open until the text is accepted
    const text = loadDialog.querySelector('textarea')!.value;
    void sharing.loadPosition(text).then((error) => {
      loadDialog.querySelector('.error')!.textContent = error ?? '';
      if (error === null) loadDialog.close();
    });
  });

  const aboutDialog = dialog(
    'about-dialog',
    `<form method="dialog"><h2>About Vacuum</h2><p>Vacuum ${deps.version}: a strategy game of pressure, pebbles, stones and boulders for 2 to 4 players.</p><p>Your game is saved in this browser after every move. Share a position with <b>Copy Link</b>; keep a game with <b>Save Game</b>.</p><p><button value="ok" class="primary">Close</button></p></form>`,
  );

  const menu = new Menu(
    [
      { id: 'manual', label: 'Open Manual', run: () => window.open(deps.manualUrl, '_blank', 'noopener') },
      {
        id: 'save',
        label: 'Save Game',
        run: () => void sharing.saveGame().catch((e: Error) => tell(`Could not save: ${e.message}`)),
      },
      {
        id: 'load',
        label: 'Load Game…',
        run: () => void sharing.loadGame().catch((e: Error) => tell(`Could not load: ${e.message}`)),
      },
      { id: 'copy-link', label: 'Copy Link', run: () => void sharing.copyLink() },
      { id: 'copy-position', label: 'Copy Position', run: () => void sharing.copyPosition() },
      { id: 'copy-game-link', label: 'Copy Game Link', run: () => void sharing.copyGameLink() },
      { id: 'export-record', label: 'Export Game Record', run: () => sharing.exportRecord() },
      {
        id: 'import-record',
        label: 'Import Game Record…',
        run: () => void sharing.importRecord().catch((e: Error) => tell(`Could not import: ${e.message}`)),
      },
      {
        id: 'load-position',
        label: 'Load Position…',
        run: () => {
          loadDialog.querySelector('textarea')!.value = '';
          loadDialog.querySelector('.error')!.textContent = '';
          loadDialog.showModal();
        },
      },
      { id: 'recent', label: 'Recent games…', run: showRecent },
      { id: 'new', label: 'New Game', run: deps.newGame },
      { id: 'about', label: 'About', run: () => aboutDialog.showModal() },
    ],
    deps.board,
  );

  const button = document.createElement('button');
  button.id = 'menu-button';
  button.type = 'button';
  button.textContent = 'Menu';
  button.setAttribute('aria-haspopup', 'menu');
  button.addEventListener('click', () => (menu.isOpen ? menu.close() : menu.openBelow(button)));
  document.getElementById('view-toggle')!.append(button);

  window.addEventListener('hashchange', () => void sharing.openHash(location.hash));
  return { sharing, menu, ui: { tell, showText, dialog } };
}
