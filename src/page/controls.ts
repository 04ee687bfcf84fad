// The page's buttons and keys: the board takes arrows, Enter, Space and Escape (the picker's
// cursor); anywhere on the page U undoes, Y redoes, H asks for a hint, N starts a new game and M
// opens the menu (as on Vacuum's).
// A button that cannot act now says why in Status instead (its aria-disabled reason).
import { $ } from '../ui/dom';
import { MENU_KEY, type Menu } from '../ui/panels/menu';
import { commandKey } from '../ui/panels/menu-commands';
import type { Picker } from './picker';

export interface Controls<G, A> {
  board: HTMLElement;
  picker: Picker<G, A>;
  undo(): void;
  redo(): void;
  hint(): void;
  resign(): void;
  newGame(): void;
  menu: Menu;
}

export function installControls<G, A>(c: Controls<G, A>): void {
  const buttons: Record<string, () => void> = {
    undo: c.undo,
    redo: c.redo,
    hint: c.hint,
    resign: c.resign,
    'new-game': c.newGame,
  };
  for (const [id, run] of Object.entries(buttons)) {
    const el = $<HTMLButtonElement>(id);
    el.addEventListener('click', () => {
      if (el.getAttribute('aria-disabled') === 'true') $('message').textContent = el.dataset.why ?? '';
      else run();
    });
  }
  c.board.addEventListener('keydown', (e) => {
    if (c.picker.key(e.key)) e.preventDefault();
  });
  c.board.addEventListener('blur', () => c.picker.blur());
  const keys: Record<string, string> = { u: 'undo', y: 'redo', h: 'hint', [commandKey('new')!]: 'new-game' };
  document.addEventListener('keydown', (e) => {
    if (e.ctrlKey || e.metaKey || e.altKey || document.querySelector('dialog[open]')) return;
    const target = e.target as HTMLElement;
    if (target.closest('input, select, textarea, [role="menu"]')) return;
    if (e.key.toLowerCase() === MENU_KEY) {
      e.preventDefault();
      return c.menu.open();
    }
    const id = keys[e.key.toLowerCase()];
    if (!id) return;
    e.preventDefault();
    $(id).click();
  });
}
