// The keyboard: the board takes the focus and its keys (arrows, Enter, Space, Escape), and a few
// shortcuts work anywhere outside a dialog or a text field: U Undo, C Commit, H Hint, M the menu.
import type { Controller } from '../controller';
import type { PositionEditor } from '../../games/vacuum/view/editor';

export interface KeyboardDeps {
  board: HTMLElement;
  controller: Controller;
  openMenu: () => void;
  /** The position editor while it is open: the board's keys go to it, and the shortcuts are off. */
  editor: () => PositionEditor | null;
}

const SHORTCUTS = { u: 'undo', c: 'commit', h: 'hint' } as const;

export function installKeyboard({ board, controller, openMenu, editor }: KeyboardDeps): void {
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
    if (key === 'm') {
      e.preventDefault();
      return openMenu();
    }
    if (key in SHORTCUTS) {
      e.preventDefault();
      controller.command(SHORTCUTS[key as keyof typeof SHORTCUTS]);
    }
  });
}
