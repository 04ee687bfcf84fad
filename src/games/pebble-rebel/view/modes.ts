// Pebble Rebel's own controls and modes on its page: the bag and Rebel's tray beside the board
// (view/tray.ts), the contest (R11, view/contest-screen.ts), and the new-game dialog's choice of a
// single game or a contest and of the draw's seed (view/new-game-fields.ts).
// Its stylesheet goes in as text: the page's modules are built twice (the page and the computer
// players' worker reach them through the registry), and a stylesheet asset emitted twice collides.
import stylesheet from './pebble-rebel.css?inline';
import type { GameModes } from '../../../core/module';
import type { Action, Game } from '../rules/index';
import { Contest } from './contest-screen';
import { newGameFields } from './new-game-fields';
import { Tray } from './tray';

export const pebbleRebelModes: GameModes<Game, Action> = {
  install(host) {
    document.head.append(Object.assign(document.createElement('style'), { textContent: stylesheet }));
    new Tray(host);
    const contest = new Contest(host);
    host.newGameFields(newGameFields(host, contest));
  },
};
