// The keyboard: the board takes the focus and its keys (arrows, Enter, Space, Escape), and a few
// shortcuts work anywhere outside a dialog or a text field: the action catalogue's keyboard
// commands (U Undo, C Commit, H Hint), and as on every page N a new game and M the menu.
import type { Controller } from '../controller';
import { MENU_KEY } from './menu';
import { commandKey } from './menu-commands';
import { KEYS } from '../../games/vacuum/view/catalogue';
import type { PositionEditor } from '../../games/vacuum/view/editor';

export interface KeyboardDeps {
  board: HTMLElement;
  controller: Controller;
  openMenu: () => void;
  newGame: () => void;
  /** The position editor while it is open: the board's keys go to it, and the shortcuts are off. */
  editor: () => PositionEditor | null;
}

export function installKeyboard({ board, controller, openMenu, newGame, editor }: KeyboardDeps): void {
  // A click also focuses the board; the cursor shows only when the keyboard brought the focus.
  board.addEventListener('focus', () => board.matches(':focus-visible') && controller.focusBoard(true));
  board.addEventListener('blur', () => controller.focusBoard(false));
  board.addEventListener('keydown', (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const editing = editor();
    if (editing ? editing.key(e.key) : e.key !== 'Escape' && controller.key(e.key)) {
      e.preventDefault();
      e.stopPropagation();
    }
  });
  window.addEventListener('keydown', (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey || editor() !== null || document.querySelector('dialog[open]')) return;
    const target = e.target as HTMLElement;
    if (target.closest('input, textarea, select, #menu')) return;
    // Escape puts the selected action down (an open dialog takes its own Escape first).
    if (e.key === 'Escape') return void controller.cancel();
    const key = e.key.toLowerCase();
    if (key === MENU_KEY) {
      e.preventDefault();
      return openMenu();
    }
    if (key === commandKey('new')) {
      e.preventDefault();
      return newGame();
    }
    const command = KEYS.get(key);
    if (command) {
      e.preventDefault();
      controller.command(command);
    }
  });
}
