// The command panel: the stage groups of action buttons plus Undo, Commit, the exits, Hint and Resign.
// Buttons only forward clicks; whether one is lit comes from the controller (i.e. the rules).
import type { Controller } from '../page/controller';
import { BUTTONS, isMode, PANEL, type ButtonId } from './catalogue';
import { TOOLTIPS } from './tooltips';
import { isUnlit, light } from '../../../ui/panels/unlit';
import { $ } from '../../../ui/dom';

/** The look of a button: the actions to place are plain, exits share one look, commands each their own. */
const classOf = (id: ButtonId): string => {
  const { use } = BUTTONS[id];
  return use === 'exit' ? 'exit' : use === 'command' ? id : '';
};

/**
 * Why a button's tip shows: asked for (a hover, the focus, a touch on an unlit button: it says why
 * the button is unlit now), for a tap on a lit button that acts next, or the tip shown asked for
 * again (touched to read it whole, the focus back from a dialog its button opened).
 */
export type TipAsked = 'asked' | 'acting' | 'again';

export class CommandPanel {
  private buttons = new Map<ButtonId, HTMLButtonElement>();

  constructor(
    root: HTMLElement,
    private controller: Controller,
    /**
     * Shows a button's tip; `whole`: asked for without acting, it opens whole wherever the panel is
     * short; `why`: see TipAsked.
     */
    private showTip: (id: ButtonId, whole: boolean, why: TipAsked) => void,
  ) {
    for (const group of PANEL) {
      const section = document.createElement('section');
      section.className = 'group';
      section.id = `group-${group.id}`;
      section.innerHTML = `<h3>${group.title}</h3>`;
      const column = document.createElement('div');
      column.className = 'buttons';
      for (const row of group.rows) {
        const line = document.createElement('div');
        line.className = 'row';
        for (const id of row) line.append(this.button(id));
        column.append(line);
      }
      section.append(column);
      root.append(section);
    }
  }

  private button(id: ButtonId): HTMLButtonElement {
    const b = document.createElement('button');
    b.type = 'button';
    b.dataset.action = id;
    b.textContent = TOOLTIPS[id].title;
    b.className = classOf(id);
    // Hovering with the mouse or coming by the keyboard asks for the tip; a finger's touch is its click,
    // which acts, and asks for the whole tip only on an unlit button (it says why it is unlit).
    b.addEventListener('pointerenter', (e) => this.showTip(id, e.pointerType === 'mouse', 'asked'));
    // The focus back from a dialog (the one its click opened: Resign's) asks for no other tip.
    b.addEventListener('focus', (e) => {
      const back = e.relatedTarget instanceof Element && e.relatedTarget.closest('dialog') !== null;
      if (b.matches(':focus-visible')) this.showTip(id, true, back ? 'again' : 'asked');
    });
    b.addEventListener('click', (e) => {
      const unlit = isUnlit(b);
      // Its tip shows: whole for an unlit one, which says why; a lit one's says what it does, and
      // not, once it has done it, "Not now" as if the tap had been refused.
      this.showTip(id, unlit, unlit ? 'asked' : 'acting');
      // An unlit button keeps the focus and tells why, in Status (read out) and its tool tip.
      if (unlit) return this.controller.say(this.controller.whyOff(id) ?? this.controller.prompt());
      if (!isMode(id)) return this.controller.command(id);
      this.controller.selectAction(id);
      // Chosen by the keyboard (a click with no pointer), the action is placed on the board next:
      // the focus goes there, not a row of unlit buttons away from it.
      if (e.detail === 0) $('board').focus();
    });
    this.buttons.set(id, b);
    return b;
  }

  render(): void {
    const lit = this.controller.buttons();
    for (const [id, b] of this.buttons) {
      // An unlit button stays in the keyboard's reach and says why (its tool tip shows the same line).
      light(b, lit[id] ? null : (this.controller.whyOff(id, lit) ?? ''), id);
      const pressed = String(this.controller.mode === id);
      if (isMode(id) && b.getAttribute('aria-pressed') !== pressed) b.setAttribute('aria-pressed', pressed);
    }
  }
}
