// A passing notice on every game page (a link copied, a room's news): read out by a screen reader,
// gone after a few seconds or at the next touch or click anywhere (it was read: the player has moved
// on), replaced by the next one. It lies over the board's last rows, clear of its coordinate labels
// (above and left of the squares) and of every control around the board, and lets taps through.
import './toast.css';
import { labelBand } from '../board-geometry';

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

/** Room kept between the notice and the squares' edges, in CSS pixels. */
const INSET = 12;

/**
 * Puts the notice over the bottom of the board's visible part (#board), centred on its squares and
 * no wider than they are: the squares are the largest that fit the board's box less the labels'
 * band above and left of them (ui/board-geometry.ts), so a notice as wide as the box's shorter side
 * less two bands stays off the labels. Without a board in view it goes to the bottom of the window.
 */
function place(toast: HTMLElement): void {
  const box = document.getElementById('board')?.getBoundingClientRect();
  const top = Math.max(box?.top ?? 0, 0);
  const bottom = Math.min(box?.bottom ?? 0, window.innerHeight);
  const style = toast.style;
  if (!box || box.width < 160 || bottom - top < 120) {
    style.left = style.bottom = style.maxWidth = style.maxHeight = '';
    return;
  }
  const band = labelBand(box.width, box.height);
  const squares = Math.min(box.width, box.height) - band;
  style.left = `${box.left + band + (box.width - band) / 2}px`;
  style.bottom = `${window.innerHeight - bottom + INSET}px`;
  style.maxWidth = `min(90vw, 560px, ${Math.max(0, Math.min(squares, box.width - band) - 2 * INSET)}px)`;
  style.maxHeight = `min(60vh, ${Math.max(0, bottom - Math.max(top, box.top + band) - 2 * INSET)}px)`;
}

export function toaster(): Toast {
  let toast: HTMLElement | null = null;
  let timer = 0;
  const hide = () => toast && (toast.hidden = true);
  const replace = () => toast && !toast.hidden && place(toast);
  const tell = (message: string) => {
    if (!toast) {
      toast = document.createElement('div');
      toast.id = 'toast';
      toast.setAttribute('role', 'status');
      document.body.append(toast);
      document.addEventListener('pointerdown', hide, { capture: true });
      window.addEventListener('resize', replace);
      window.addEventListener('scroll', replace, { capture: true, passive: true });
    }
    toast.textContent = message;
    toast.hidden = false;
    place(toast);
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
