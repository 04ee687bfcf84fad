// Glyph Grid's own controls on its page: the glyph bar, the marks, the Dominion warning and the
// clocks beside the board (view/glyph-bar.ts), R12's swap (view/swap.ts), and the new-game dialog's
// clock and swap option.
// Its stylesheet goes in as text: the page's modules are built twice (the page and the computer
// players' worker reach them through the registry), and a stylesheet asset emitted twice collides.
import stylesheet from './glyph-grid.css?inline';
import type { GameModes } from '../../../core/module';
import type { Action, Game } from '../rules/index';
import { GlyphBar } from './glyph-bar';
import { newGameFields } from './new-game-fields';
import { Swap } from './swap';

export const glyphGridModes: GameModes<Game, Action> = {
  install(host) {
    document.head.append(Object.assign(document.createElement('style'), { textContent: stylesheet }));
    new GlyphBar(host);
    new Swap(host);
    host.newGameFields(newGameFields(host));
  },
};
