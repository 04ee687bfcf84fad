// Vacuum's menu: the house's commands (ui/panels/menu-commands.ts) over its sharing (page/sharing.ts:
// picture saves, records, links; the Share commands of ui/panels/share-menu.ts) and its recent games.
import { Menu } from '../../../ui/panels/menu';
import { command, commandName } from '../../../ui/panels/menu-commands';
import { shareCommands, type ShareActions } from '../../../ui/panels/share-menu';
import { aboutCommand } from '../../../ui/panels/about';
import { gameById } from '../../index';

export interface MenuDeps {
  /** The page's sharing: the Share commands, and the links an address opens. */
  share: ShareActions & { openHash(hash: string): Promise<unknown> };
  /** Asks which recent game to play on. */
  showRecent: () => void;
  board: HTMLElement;
  version: string;
  manualUrl: string;
  newGame: () => void;
  tell: (message: string) => void;
}

export function installMenu(deps: MenuDeps): Menu {
  const button = document.createElement('button');
  button.id = 'menu-button';
  button.type = 'button';
  button.textContent = 'Menu';
  document.getElementById('view-toggle')!.append(button);
  const menu = new Menu(button, { rightClick: { board: deps.board } });
  const words = {
    save: `Download this game as a picture (PNG) that ${commandName('load')} reads back`,
    loadPosition: {
      ask: 'Paste a Vacuum position’s text, a game record, or a position or game link.',
      help: 'Set up a position from its text or a link',
    },
  };
  menu.add(
    command('manual', () => window.open(deps.manualUrl, '_blank', 'noopener'), { help: 'How to play Vacuum' }),
    ...shareCommands(deps.share, words, deps.tell),
    command('new', deps.newGame),
    command('recent', deps.showRecent),
    aboutCommand(gameById('vacuum')!, deps.version),
  );

  window.addEventListener('hashchange', () => void deps.share.openHash(location.hash));
  return menu;
}
