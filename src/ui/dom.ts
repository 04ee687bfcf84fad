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
