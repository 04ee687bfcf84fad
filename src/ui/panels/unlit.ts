// An unlit button stays in the keyboard's reach: it is marked aria-disabled (not disabled, which
// takes it out of the Tab order and throws the focus onto the page when the button it had goes
// out), and says why it is unlit in its tool tip and its description, which a screen reader reads
// when the focus reaches it. Its click handler asks `isUnlit` and tells the reason instead.

/**
 * Lights a button (why = null) or unlights it with the reason; `key` names its description's
 * element, and `title` is its tool tip while lit.
 */
export function light(b: HTMLButtonElement, why: string | null, key: string, title = ''): void {
  const off = why !== null;
  if ((b.getAttribute('aria-disabled') === 'true') !== off) b.setAttribute('aria-disabled', String(off));
  describeWhy(b, why ?? '', key);
  if (b.title !== (why ?? title)) b.title = why ?? title;
}

/** A button's description (`key` names its element): why it is unlit, or '' while lit. */
export function describeWhy(b: HTMLElement, why: string, key: string): void {
  const id = `why-${key}`;
  let reason = document.getElementById(id);
  if (!reason) {
    reason = document.createElement('span');
    reason.id = id;
    reason.hidden = true; // read through aria-describedby, never shown
    b.after(reason);
    b.setAttribute('aria-describedby', id);
  }
  if (reason.textContent !== why) reason.textContent = why;
}

/** Whether a button is unlit (its click then only tells why). */
export const isUnlit = (b: Element): boolean => b.getAttribute('aria-disabled') === 'true';
