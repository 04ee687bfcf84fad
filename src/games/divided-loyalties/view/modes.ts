// Divided Loyalties' own controls on its page: the stock and the scores beside the board
// (view/stock.ts), the layout picker in the new-game dialog, and the layout editor (R15) in the menu
// and the dialog.
// Its stylesheet goes in as text: the page's modules are built twice (the page and the computer
// players' worker reach them through the registry), and a stylesheet asset emitted twice collides.
import stylesheet from './divided-loyalties.css?inline';
import type { GameModes } from '../../../core/module';
import { encodePositionLink } from '../../../codec/position-link';
import type { Action, Game } from '../rules/index';
import { StockBar } from './stock';
import { newGameFields } from './new-game-fields';
import { LayoutShelf } from './shelf';
import { LayoutEditor } from './layout-editor';

export const dividedLoyaltiesModes: GameModes<Game, Action> = {
  install(host) {
    document.head.append(Object.assign(document.createElement('style'), { textContent: stylesheet }));
    new StockBar(host);
    const shelf = new LayoutShelf(host.store);
    const editor = new LayoutEditor(host, shelf, async (game) => {
      const share = (await import('../share')).dividedLoyaltiesShare;
      return `${location.origin}${location.pathname}#p=${encodePositionLink(share, game)}`;
    });
    host.addCommand('Layout editor…', 'Make a field of your own, save it and play on it', () =>
      editor.open(host.game()),
    );
    host.newGameFields(newGameFields(host, shelf, (back) => editor.open(host.game(), back)));
  },
};
