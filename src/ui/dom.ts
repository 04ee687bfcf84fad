// Small helpers the page's modules share.

/** The page's element with this id (the page's HTML has every id the modules ask for). */
export const $ = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;

/**
 * Sets `el`'s text only where it changed (true then): the same words written again would be read
 * again from a live region, and cost a layout.
 */
export function setText(el: HTMLElement, text: string): boolean {
  if (el.textContent === text) return false;
  el.textContent = text;
  return true;
}

/** "gold" → "Gold". */
export const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** Text made safe to put inside HTML (an element's content or a quoted attribute). */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Scrolls `box` so that `el`, inside it, is in view — only the box: scrollIntoView would scroll
 * every panel around it too (on a phone, the side panel away from the board's status).
 */
export function revealIn(box: HTMLElement, el: HTMLElement): void {
  const r = el.getBoundingClientRect();
  const b = box.getBoundingClientRect();
  if (r.top < b.top) box.scrollTop -= b.top - r.top;
  else if (r.bottom > b.bottom) box.scrollTop += r.bottom - b.bottom;
}

/** Whether the whole of `el` is in view: within the window and within every panel around it that clips it. */
export function wholeInView(el: HTMLElement): boolean {
  const r = el.getBoundingClientRect();
  const within = (b: { top: number; bottom: number; left: number; right: number }): boolean =>
    r.top >= b.top - 0.5 && r.bottom <= b.bottom + 0.5 && r.left >= b.left - 0.5 && r.right <= b.right + 0.5;
  if (!within({ top: 0, left: 0, bottom: innerHeight, right: innerWidth })) return false;
  for (let p = el.parentElement; p; p = p.parentElement)
    if (getComputedStyle(p).overflowY !== 'visible' && !within(p.getBoundingClientRect())) return false;
  return true;
}
