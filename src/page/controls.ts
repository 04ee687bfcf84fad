// The page's buttons and keys: the board takes arrows, Enter, Space and Escape (the picker's
// cursor); anywhere on the page U undoes, Y redoes and H asks for a hint, beside every page's N
// and M (../ui/panels/keyboard.ts), and a game's own buttons (End turn, Pass) take the letters it
// gives them.
// A button that cannot act now says why in Status instead (its aria-disabled reason), through the
// page's message: written here into Status, the next redraw (a clock's tick) would take it away.
import { $ } from '../ui/dom';
import type { Menu } from '../ui/panels/menu';
import { installBoardKeys, installShortcuts, onPageKey } from '../ui/panels/keyboard';
import { MENU_KEY } from '../ui/panels/menu';
import { commandKey } from '../ui/panels/menu-commands';
import type { Picker } from './picker';

/** The page's own letters: each presses its button. */
const LETTERS = [
  ['u', 'undo', 'Undo'],
  ['y', 'redo', 'Redo'],
  ['h', 'hint', 'Hint'],
] as const;

/** What the board's keys do in a game that says nothing of its own: the picker's cursor. */
const CURSOR_KEYS = 'Board: arrow keys move the cursor, Enter or Space picks a piece and plays it, Escape puts it down';

/** The board's label: what its keys do in the game (`boardKeys`), then the page's letters. */
export function boardLabel(boardKeys: string = CURSOR_KEYS): string {
  const letters = [
    ...LETTERS.map(([key, , name]) => `${key.toUpperCase()} ${name}`),
    `${MENU_KEY.toUpperCase()} Menu`,
    `${commandKey('new')!.toUpperCase()} New game`,
  ];
  return `${boardKeys}; ${letters.join(', ')}`;
}

export interface Controls<G, A> {
  board: HTMLElement;
  /** What the board's keys do in the game (its view's `boardKeys`), for the board's label. */
  boardKeys?: string;
  picker: Picker<G, A>;
  undo(): void;
  redo(): void;
  hint(): void;
  resign(): void;
  newGame(): void;
  /** Says why a button cannot act now. */
  refuse(why: string): void;
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
      if (el.getAttribute('aria-disabled') === 'true') c.refuse(el.dataset.why ?? '');
      else run();
    });
  }
  c.board.setAttribute('aria-label', boardLabel(c.boardKeys));
  installBoardKeys(c.board, {
    key: (key) => c.picker.key(key),
    focus: () => c.picker.focus(),
    blur: () => c.picker.blur(),
  });
  // Each letter presses its button, which says why when it cannot act now.
  const press = (id: string) => () => $(id).click();
  installShortcuts({
    openMenu: () => c.menu.open(),
    newGame: press('new-game'),
    keys: Object.fromEntries(LETTERS.map(([key, id]) => [key, press(id)])),
  });
  onPageKey((key) => {
    const button = document.querySelector<HTMLButtonElement>(
      `#game-buttons button[data-key="${CSS.escape(key.toLowerCase())}"]`,
    );
    button?.click();
    return button !== null;
  });
}
