// The keyboard on every game page: the board takes the focus and its own keys (arrows, Enter,
// Space, Escape: its cursor), and outside a dialog, a text field or the menu a few letters work
// anywhere — M opens the menu and N asks for a new game on every page, and each page adds its own
// (U Undo, H Hint, …). Modified keys (Ctrl, Alt, Meta) are left to the browser.
import { MENU_KEY } from './menu';
import { commandKey } from './menu-commands';

/** What the board does with the keyboard while it has the focus. */
export interface BoardKeys {
  /** A key pressed on the board: true when the board used it. */
  key(key: string): boolean;
  /** The keyboard brought the focus: the cursor shows. */
  focus?(): void;
  /** The focus went: the cursor hides. */
  blur?(): void;
}

export function installBoardKeys(board: HTMLElement, keys: BoardKeys): void {
  // A click also focuses the board; the cursor shows only when the keyboard brought the focus.
  board.addEventListener('focus', () => board.matches(':focus-visible') && keys.focus?.());
  board.addEventListener('blur', () => keys.blur?.());
  board.addEventListener('keydown', (e) => {
    // A key the board used is no shortcut (isPageKey); the page's other listeners still hear it.
    if (!e.altKey && !e.ctrlKey && !e.metaKey && keys.key(e.key)) e.preventDefault();
  });
}

/**
 * Whether a key pressed anywhere is the page's: not used already (by the board), no Ctrl, Alt or
 * Meta (the browser's), no dialog open, and not typed into a field, the menu or a divider's handle
 * (which keep their own keys).
 */
function isPageKey(e: KeyboardEvent): boolean {
  if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || document.querySelector('dialog[open]')) return false;
  return !(e.target as Element).closest?.('input, textarea, select, [role="menu"], [role="separator"]');
}

/**
 * Hears the page's keys (isPageKey): `use` says whether it used one. `first`: before anything else
 * on the page, and a key it used goes no further (a replay's arrows, not the board's cursor).
 */
export function onPageKey(use: (key: string) => boolean, { first = false } = {}): void {
  const heard = (e: KeyboardEvent): void => {
    if (!isPageKey(e) || !use(e.key)) return;
    e.preventDefault();
    if (first) e.stopPropagation();
  };
  if (first) window.addEventListener('keydown', heard, true);
  else document.addEventListener('keydown', heard);
}

export interface Shortcuts {
  openMenu(): void;
  newGame(): void;
  /** The page's own letters (lower case; `escape` for Escape), each with what it does. */
  keys: Readonly<Record<string, () => void>>;
  /** False while the shortcuts are off (Vacuum's position editor takes every key). */
  on?: () => boolean;
}

export function installShortcuts({ openMenu, newGame, keys, on = () => true }: Shortcuts): void {
  const all: Record<string, () => void> = { ...keys, [MENU_KEY]: openMenu, [commandKey('new')!]: newGame };
  onPageKey((key) => {
    const run = on() && Object.hasOwn(all, key.toLowerCase()) ? all[key.toLowerCase()] : undefined;
    run?.();
    return run !== undefined;
  });
}
