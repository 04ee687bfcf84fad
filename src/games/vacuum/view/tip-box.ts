// Vacuum's tool tips on the game-neutral page: hovering, focusing or touching a button of the side
// panel — an action, the page's Undo, Hint and Resign, the game's Commit and Exit Boulder Chain —
// shows its tip: its name and when it applies, why it is unlit now ("Not now: …"), what it does,
// and a link to its section of the manual. The words are tooltips.ts's; which button is which,
// tipOf's. The tip is a card beside the button, over the board, so that nothing in the panel moves
// (under a mouse, the next button would slide under it); the next press elsewhere, or the mouse's
// press on a lit button, puts it away, and after a touch, which has no hover, so does a touch on the
// card (but on its link).
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
function tipOf(button: HTMLElement): ButtonId | null {
  const action = button.dataset.action;
  if (action !== undefined && action in TOOLTIPS) return action as ButtonId;
  return PAGE_BUTTONS[button.id] ?? null;
}

export class TipBox {
  private readonly card = document.createElement('div');
  private readonly text = document.createElement('p');
  /** The last pointer pressed: after a touch, the focus it gives a button shows no card. */
  private pointer = '';
  /** The button the card stands beside, and where it was then. */
  private placedAt: { button: HTMLElement; top: number } | null = null;
  /**
   * A lit button the mouse just pressed: the player has acted, so its tip (read already, over the
   * board) goes away and stays away until the mouse comes onto the button again; left showing, it
   * would catch the next click meant for a square under it. Nor does another's tip show until the
   * mouse leaves: the page makes its buttons anew as the game changes (Undo may come under the mouse,
   * or take the focus), which is no hover of the player's.
   */
  private acted: ButtonId | null = null;

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
    const inCard = (target: EventTarget | null): boolean => target instanceof Node && this.card.contains(target);
    side.addEventListener('pointerover', (e) => {
      const b = buttonAt(e.target);
      if (b && e.pointerType !== 'touch' && this.acted === null) this.show(b);
    });
    // The mouse leaving the button puts the card away, unless it goes onto the card (its link).
    side.addEventListener('pointerout', (e) => {
      if (e.pointerType === 'touch' || !buttonAt(e.target)) return;
      this.acted = null;
      if (!inCard(e.relatedTarget)) this.hide();
    });
    this.card.addEventListener('pointerleave', (e) => {
      if (e.pointerType !== 'touch' && !buttonAt(e.relatedTarget)) this.hide();
    });
    // A touch shows the tip of what it pressed, as it was before the press.
    side.addEventListener(
      'click',
      (e) => {
        const b = buttonAt(e.target);
        if (b && this.pointer === 'touch') this.show(b);
      },
      true,
    );
    document.addEventListener('focusin', (e) => {
      const b = buttonAt(e.target);
      if (b && this.pointer !== 'touch') {
        if (this.acted === null) this.show(b);
      } else if (!b && !inCard(e.target)) this.hide();
    });
    // A press elsewhere (the board, the panel's space) puts the tip away, and so does a mouse press
    // acting on a lit button; one on the card or on an unlit button (to read why) does not.
    document.addEventListener(
      'pointerdown',
      (e) => {
        this.pointer = e.pointerType;
        const pressed = buttonAt(e.target);
        if (e.pointerType === 'mouse' && pressed && pressed.getAttribute('aria-disabled') !== 'true') {
          this.acted = tipOf(pressed);
          return this.hide();
        }
        const onLink = e.target instanceof Element && e.target.closest('#tooltips a') !== null;
        if (!buttonAt(e.target) && !onLink && (!inCard(e.target) || e.pointerType === 'touch')) this.hide();
      },
      true,
    );
    window.addEventListener('keydown', (e) => {
      this.pointer = '';
      this.acted = null;
      if (e.key === 'Escape') this.hide();
    });
    window.addEventListener('resize', () => this.hide());
    // The card follows its button as the panel scrolls (the page scrolls it as it re-makes its
    // buttons: Commit, after it acted), and goes with it out of view; a scroll that ended before
    // it showed does not count.
    side.addEventListener('scroll', () => {
      if (!this.placedAt || this.card.hidden) return;
      const { button, top } = this.placedAt;
      const now = button.isConnected ? button : button.id ? document.getElementById(button.id) : null;
      if (!now) return this.hide();
      const b = now.getBoundingClientRect();
      if (Math.abs(b.top - top) <= 1) return;
      const view = side.getBoundingClientRect();
      if (b.top < view.top || b.bottom > view.bottom) this.hide();
      else this.place(now);
    });
  }

  /** Shows `button`'s tip in the card beside it. */
  private show(button: HTMLElement): void {
    const tip = TOOLTIPS[tipOf(button)!];
    const why = button.getAttribute('aria-disabled') === 'true' ? button.dataset.why : '';
    this.text.innerHTML =
      `<strong>${escapeHtml(tip.title)}</strong> <em>(${escapeHtml(tip.stage)})</em><br>` +
      (why ? `Not now: ${escapeHtml(why)}<br>` : '') +
      `${escapeHtml(forHand(tip.text, this.pointer === 'touch'))} ` +
      `<a href="${this.manual}#${tip.anchor}" target="_blank" rel="noopener" title="Its section in the manual">Rules</a>`;
    this.card.hidden = false;
    this.place(button);
  }

  /**
   * The card beside the button over the board: left of a panel beside the board, overlapping its
   * margin so that the mouse goes straight from the button onto it; above the button (or under it)
   * where the panel is under the board; whole in the window.
   */
  private place(button: HTMLElement): void {
    const b = button.getBoundingClientRect();
    this.placedAt = { button, top: b.top };
    const side = this.side.getBoundingClientRect();
    const style = this.card.style;
    const margin = 8;
    style.maxWidth = `${Math.min(360, innerWidth - 2 * margin)}px`;
    style.left = '0px';
    style.top = '0px';
    const { width, height } = this.card.getBoundingClientRect();
    const clamp = (v: number, most: number): number => Math.max(margin, Math.min(v, most - margin));
    const beside = side.left >= width + margin;
    const x = beside ? b.left - width : b.left + b.width / 2 - width / 2;
    const above = b.top - height - 4;
    const y = beside ? b.top + b.height / 2 - height / 2 : above >= margin ? above : b.bottom + 4;
    style.left = `${clamp(x, innerWidth - width)}px`;
    style.top = `${clamp(y, innerHeight - height)}px`;
  }

  private hide(): void {
    this.card.hidden = true;
  }
}
