// The menu's About, on every game page: which game and version this is, what the game is, and
// where the player's game is kept.
import { escapeHtml } from '../dom';
import { command, commandName } from './menu-commands';
import type { MenuItem } from './menu';
import { ask, makeDialog } from './modal';

/** The About command of a game of the registry (its name, who plays it, its pitch). */
export function aboutCommand(game: { name: string; players: string; pitch: string }, version: string): MenuItem {
  return command('about', () => {
    const d = makeDialog(
      'about-dialog',
      `<h2></h2><p class="about-game"></p><p>Your game is saved in this browser after every move. Share a position ` +
        `with <b>${escapeHtml(commandName('copy-link'))}</b>; keep a game with <b>${escapeHtml(commandName('save'))}</b>.</p>` +
        `<div class="dialog-buttons"><button value="ok" type="submit" class="primary">Close</button></div>`,
    );
    d.querySelector('h2')!.textContent = `About ${game.name}`;
    d.querySelector('.about-game')!.textContent = `${game.name} ${version}, for ${game.players}: ${game.pitch}`;
    void ask(d, { cancel: 'ok' });
  });
}
