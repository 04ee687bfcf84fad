// Vacuum's own controls on the game-neutral page: the actions by stage (action-bar.ts), the tool
// tips of the panel's buttons (tip-box.ts), the pressure of the square pointed at (reading.ts), and
// the game's length in the new-game dialog (length-field.ts).
// Its stylesheet goes in as text, as Glyph Grid's does: the page's modules are built twice (the page
// and the computer players' worker reach them through the registry), and a stylesheet asset emitted
// twice collides.
import stylesheet from './vacuum.css?inline';
import type { GameModes } from '../../../core/module';
import type { Action, Game } from '../rules/index';
import { ActionBar } from './action-bar';
import { lengthField } from './length-field';
import { installReadings } from './reading';
import { TipBox } from './tip-box';

export const vacuumModes: GameModes<Game, Action> = {
  install(host) {
    document.head.append(Object.assign(document.createElement('style'), { textContent: stylesheet }));
    new ActionBar(host);
    installReadings(host, host.controls());
    new TipBox(host.controls().parentElement!, '/manual.html?game=vacuum');
    host.newGameFields(lengthField(host));
  },
};
