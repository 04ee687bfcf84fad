// A passing notice at the top of every game page (a link copied, a room's news): read out by a
// screen reader, gone after a few seconds or at the next touch or click anywhere (it lies over the
// board's first rows on a phone, and was read: the player has moved on), replaced by the next one.
import './toast.css';

/** How long a notice stays, in milliseconds. */
const TOAST_MS = 6000;

/**
 * The page's notice: shows `message` (the element is made on first use); `withdraw(message)` takes
 * that notice away if it still shows (news that is no longer so), and leaves any other.
 */
export interface Toast {
  (message: string): void;
  withdraw(message: string): void;
}

export function toaster(): Toast {
  let toast: HTMLElement | null = null;
  let timer = 0;
  const hide = () => toast && (toast.hidden = true);
  const tell = (message: string) => {
    if (!toast) {
      toast = document.createElement('div');
      toast.id = 'toast';
      toast.setAttribute('role', 'status');
      document.body.append(toast);
      document.addEventListener('pointerdown', hide, { capture: true });
    }
    toast.textContent = message;
    toast.hidden = false;
    clearTimeout(timer);
    timer = window.setTimeout(hide, TOAST_MS);
  };
  return Object.assign(tell, {
    withdraw(message: string) {
      if (!toast || toast.hidden || toast.textContent !== message) return;
      clearTimeout(timer);
      hide();
    },
  });
}
