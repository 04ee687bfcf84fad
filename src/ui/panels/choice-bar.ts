// A row of buttons beside the board for what a game has the player choose before a move (Glyph
// Grid's glyph, Divided Loyalties' colour of stone): each pressed by a click, a tap or its number key
// (1 to N, anywhere on the page), pressed while chosen, and dimmed while it cannot be chosen — still
// a button the focus reaches, whose press says why not. The game decides what a press does.
import { onPageKey } from './keyboard';

export interface ChoiceBarOptions<K extends string> {
  choices: readonly K[];
  /** What the choices are, for a screen reader ("Glyphs"): the keys are added. */
  label: string;
  /** The bar's class and each button's, the game's own look. */
  className: string;
  buttonClass: string;
  /** What a button does, for its tool tip (its key is added). */
  help(choice: K): string;
  /** Each button as it is made: its data attribute, a tint. */
  made?(button: HTMLButtonElement, choice: K): void;
  /** A button pressed, or its key. */
  choose(choice: K): void;
  /** Keys 1 to N press the buttons (true by default; a long bar's are pressed by the pointer and Tab only). */
  numbered?: boolean;
}

/** How a button shows now. */
export interface ChoiceLook {
  html: string;
  pressed: boolean;
  off: boolean;
}

export class ChoiceBar<K extends string> {
  readonly element = document.createElement('div');
  private readonly buttons = new Map<K, HTMLButtonElement>();

  constructor({ choices, label, className, buttonClass, help, made, choose, numbered = true }: ChoiceBarOptions<K>) {
    this.element.className = className;
    this.element.setAttribute('role', 'group');
    this.element.setAttribute('aria-label', numbered ? `${label} (keys 1 to ${choices.length})` : label);
    choices.forEach((choice, i) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = buttonClass;
      b.title = numbered ? `${help(choice)} (key ${i + 1})` : help(choice);
      made?.(b, choice);
      b.addEventListener('click', () => choose(choice));
      this.buttons.set(choice, b);
      this.element.append(b);
    });
    if (numbered)
      onPageKey((key) => {
        const choice = choices[Number(key) - 1];
        if (choice !== undefined) choose(choice);
        return choice !== undefined;
      });
  }

  show(choice: K, { html, pressed, off }: ChoiceLook): void {
    const b = this.buttons.get(choice)!;
    b.innerHTML = html;
    b.setAttribute('aria-pressed', String(pressed));
    b.setAttribute('aria-disabled', String(off));
  }
}
