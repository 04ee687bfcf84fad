// A passing notice at the top of every game page (a link copied, a room's news): read out by a
// screen reader, gone after a few seconds or at the next touch or click anywhere (it lies over the
// board's first rows on a phone, and was read: the player has moved on), replaced by the next one.
import './toast.css';

/** How long a notice stays, in milliseconds. */
const TOAST_MS = 6000;

/** The page's notice: shows `message` (the element is made on first use). */
export function toaster(): (message: string) => void {
  let toast: HTMLElement | null = null;
  let timer = 0;
  return (message) => {
    if (!toast) {
      toast = document.createElement('div');
      toast.id = 'toast';
      toast.setAttribute('role', 'status');
      document.body.append(toast);
      document.addEventListener('pointerdown', () => toast && (toast.hidden = true), { capture: true });
    }
    toast.textContent = message;
    toast.hidden = false;
    clearTimeout(timer);
    timer = window.setTimeout(() => toast && (toast.hidden = true), TOAST_MS);
  };
}
