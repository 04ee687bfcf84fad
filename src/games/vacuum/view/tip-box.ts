// Vacuum's tool tips on the game-neutral page: hovering, focusing or touching a button of the side
// panel — an action, the page's Undo, Hint and Resign, the game's Commit and Exit Boulder Chain —
// shows its tip in a card beside it, over the board, so that nothing in the panel moves: its name
// and when it applies, why it is unlit now ("Not now: …"), what it does, and a link to its section
// of the manual. The words are tooltips.ts's; which button is which, tipOf's.
import { escapeHtml } from '../../../ui/dom';
import { forHand } from '../../../ui/hand';
import type { ButtonId } from './catalogue';
import { TOOLTIPS } from './tooltips';

/** The page's Undo, Hint and Resign and the game's buttons beside them (page.ts), by their ids on the page. */
const PAGE_BUTTONS: Partial<Record<string, ButtonId>> = {
  undo: 'undo',
  hint: 'hint',
  resign: 'resign',
  commit: 'commit',
  'exit-chain': 'exitChain',
};

/** Which tip a button of the side panel has, or null. */
export function tipOf(button: HTMLElement): ButtonId | null {
  const action = button.dataset.action;
  if (action !== undefined && action in TOOLTIPS) return action as ButtonId;
  return PAGE_BUTTONS[button.id] ?? null;
}

/** How long the card waits, once the pointer has left its button, for the pointer to reach it (its link). */
const LINGER_MS = 400;

export class TipBox {
  private readonly card = document.createElement('div');
  private readonly text = document.createElement('p');
  private leaving = 0;
  private readonly touch = matchMedia('(pointer: coarse)').matches;

  /** `side`: the panel whose buttons have tips; `manual`: the manual's address, without a section. */
  constructor(
    private readonly side: HTMLElement,
    private readonly manual: string,
  ) {
    this.card.id = 'tooltips';
    this.card.setAttribute('role', 'tooltip');
    this.card.hidden = true;
    this.text.id = 'tooltip-text';
    this.card.append(this.text);
    document.body.append(this.card);
    const buttonAt = (target: EventTarget | null): HTMLElement | null => {
      const b = target instanceof Element ? target.closest<HTMLElement>('button') : null;
      return b !== null && side.contains(b) && tipOf(b) !== null ? b : null;
    };
    side.addEventListener('pointerover', (e) => {
      const b = buttonAt(e.target);
      if (b) this.show(b);
    });
    side.addEventListener('pointerout', (e) => {
      if (e.pointerType === 'mouse' && buttonAt(e.target)) this.linger();
    });
    this.card.addEventListener('pointerover', () => clearTimeout(this.leaving));
    this.card.addEventListener('pointerleave', (e) => e.pointerType === 'mouse' && this.linger());
    // A press shows the tip of what was pressed (a touch has no hover), as it was before the press.
    side.addEventListener(
      'click',
      (e) => {
        const b = buttonAt(e.target);
        if (b) this.show(b);
      },
      true,
    );
    document.addEventListener('focusin', (e) => {
      const b = buttonAt(e.target);
      if (b) this.show(b);
      else if (!this.card.contains(e.target as Node)) this.hide();
    });
    // A touch elsewhere (the board, the panel's space) puts the card away; one on it or on a tipped button does not.
    document.addEventListener('pointerdown', (e) => {
      if (!buttonAt(e.target) && !this.card.contains(e.target as Node)) this.hide();
    });
    window.addEventListener('keydown', (e) => e.key === 'Escape' && this.hide(), true);
    window.addEventListener('resize', () => this.hide());
  }

  /** Shows `button`'s tip beside it. */
  private show(button: HTMLElement): void {
    clearTimeout(this.leaving);
    const tip = TOOLTIPS[tipOf(button)!];
    const why = button.getAttribute('aria-disabled') === 'true' ? button.dataset.why : '';
    this.text.innerHTML =
      `<strong>${escapeHtml(tip.title)}</strong> <em>(${escapeHtml(tip.stage)})</em><br>` +
      (why ? `Not now: ${escapeHtml(why)}<br>` : '') +
      `${escapeHtml(forHand(tip.text, this.touch))} ` +
      `<a href="${this.manual}#${tip.anchor}" target="_blank" rel="noopener" title="Its section in the manual">Rules</a>`;
    this.card.hidden = false;
    this.place(button);
  }

  /** The card beside the button, over the board (to its left, or above it where the panel is under the board), whole in the window. */
  private place(button: HTMLElement): void {
    const b = button.getBoundingClientRect();
    const side = this.side.getBoundingClientRect();
    const card = this.card;
    const margin = 8;
    card.style.maxWidth = `${Math.min(360, innerWidth - 2 * margin)}px`;
    card.style.left = '0px';
    card.style.top = '0px';
    const { width, height } = card.getBoundingClientRect();
    const clamp = (v: number, most: number): number => Math.max(margin, Math.min(v, most - margin));
    const beside = side.left >= width + margin; // a panel beside the board: the card goes left of it
    const x = beside ? side.left - width - 4 : b.left + b.width / 2 - width / 2;
    const y = beside ? b.top + b.height / 2 - height / 2 : b.top - height - 4;
    card.style.left = `${clamp(x, innerWidth - width)}px`;
    card.style.top = `${clamp(y < margin && !beside ? b.bottom + 4 : y, innerHeight - height)}px`;
  }

  private linger(): void {
    clearTimeout(this.leaving);
    this.leaving = window.setTimeout(() => this.hide(), LINGER_MS);
  }

  private hide(): void {
    clearTimeout(this.leaving);
    this.card.hidden = true;
  }
}
