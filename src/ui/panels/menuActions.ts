// Vacuum's menu: the house's commands (./menu-commands.ts) over Vacuum's sharing (../sharing.ts:
// picture saves, records, links) and its recent games; what happened is told in the page's notice.
import type { VacuumRecent } from '../../games/vacuum/record/recent';
import type { Session } from '../../session/session';
import { Sharing } from '../sharing';
import { Menu } from './menu';
import { command, commandName } from './menu-commands';
import { showText } from './modal';
import { askRecent, confirmReplace } from './recent-dialog';
import { askLoadPosition } from './load-position';
import { toaster } from './toast';
import { aboutCommand } from './about';
import { gameById } from '../../games/index';

export interface MenuDeps {
  session: Session;
  recent: VacuumRecent;
  board: HTMLElement;
  version: string;
  manualUrl: string;
  newGame: () => void;
}

/** What other menu items need to talk to the player. */
export interface MenuUi {
  tell: (message: string) => void;
  showText: (title: string, text: string) => void;
}

export function installMenu(deps: MenuDeps): { sharing: Sharing; menu: Menu; ui: MenuUi } {
  const tell = toaster();

  const sharing = new Sharing({ session: deps.session, recent: deps.recent, confirmReplace, tell, showText });

  const showRecent = async (): Promise<void> => {
    const games = deps.recent.list();
    const chosen = await askRecent(games.map((g) => g.label));
    if (chosen !== null) sharing.openRecent(games[chosen]!);
  };

  const loadPosition = (): void =>
    void askLoadPosition(
      'Paste a share string, a link, position text, or a whole game (a game link or a game record).',
      (text) => sharing.loadPosition(text),
    );

  const button = document.createElement('button');
  button.id = 'menu-button';
  button.type = 'button';
  button.textContent = 'Menu';
  document.getElementById('view-toggle')!.append(button);
  const menu = new Menu(button, { rightClick: { board: deps.board } });
  menu.add(
    command('manual', () => window.open(deps.manualUrl, '_blank', 'noopener'), { help: 'How to play Vacuum' }),
    command('save', () => void sharing.saveGame().catch((e: Error) => tell(`Could not save: ${e.message}`)), {
      help: `Download this game as a picture (PNG) that ${commandName('load')} reads back`,
    }),
    command('load', () => void sharing.loadGame().catch((e: Error) => tell(`Could not load: ${e.message}`))),
    command('copy-link', () => void sharing.copyLink()),
    command('copy-position', () => void sharing.copyPosition()),
    command('copy-game-link', () => void sharing.copyGameLink()),
    command('export-record', () => void sharing.exportRecord()),
    command(
      'import-record',
      () => void sharing.importRecord().catch((e: Error) => tell(`Could not import: ${e.message}`)),
    ),
    command('load-position', loadPosition, { help: 'Set up a position from a share string, a link or its text' }),
    command('new', deps.newGame),
    command('recent', () => void showRecent()),
    aboutCommand(gameById('vacuum')!, deps.version),
  );

  window.addEventListener('hashchange', () => void sharing.openHash(location.hash));
  return { sharing, menu, ui: { tell, showText } };
}
