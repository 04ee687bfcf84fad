// A game page opened by the keyboard from the home page (Enter on Play, Resume or a game last
// played) starts with the keys on its board, so its player does not Tab through the header to
// reach it. Opened by a click or a tap it leaves the focus alone: a focused board shows its
// keyboard cursor, which means nothing to a mouse or a finger. The home page says how its link was
// followed through this tab's session storage, read once by the page it opens.
import { siteKey } from '../session/keys';

const ARRIVED_BY_KEYS = siteKey('arrivedByKeys');

/** The home page: a game link under `root` followed by the keyboard says so to the page it opens. */
export function noteKeyboardArrivals(root: HTMLElement, links: string): void {
  root.addEventListener('click', (e) => {
    // A link activated by Enter clicks with no pointer: detail 0.
    if (e.detail !== 0 || !(e.target instanceof Element) || e.target.closest(links) === null) return;
    try {
      sessionStorage.setItem(ARRIVED_BY_KEYS, '1');
    } catch {
      // No session storage (a private mode's): the page opens as a click would.
    }
  });
}

/**
 * A game page, once its game is shown: the keys go to the board if the home page's link was
 * followed by the keyboard — not while a dialog is open (it holds the focus, and gives it to the
 * board as it closes), nor once the player has put the focus somewhere.
 */
export function focusBoardOnArrival(board: HTMLElement): void {
  let byKeys = false;
  try {
    byKeys = sessionStorage.getItem(ARRIVED_BY_KEYS) !== null;
    sessionStorage.removeItem(ARRIVED_BY_KEYS);
  } catch {
    return;
  }
  if (!byKeys || document.querySelector('dialog[open]')) return;
  if (document.activeElement !== null && document.activeElement !== document.body) return;
  board.focus({ preventScroll: true });
}
