// The page's menu: a button that opens a list of commands (Save, Load, links, Replay, Rules, and
// what the game adds), by mouse, touch or keyboard (arrows move, Escape closes).
export class Menu {
  private items: HTMLButtonElement[] = [];

  constructor(
    private list: HTMLElement,
    private button: HTMLButtonElement,
  ) {
    button.addEventListener('click', () => (list.hidden ? this.open() : this.close()));
    list.addEventListener('keydown', (e) => this.key(e));
    document.addEventListener('pointerdown', (e) => {
      if (!list.hidden && !list.contains(e.target as Node) && e.target !== button) this.close();
    });
  }

  /** Adds a command; `help` is its tool tip. */
  add(label: string, help: string, run: () => void): HTMLButtonElement {
    const item = document.createElement('button');
    item.type = 'button';
    item.setAttribute('role', 'menuitem');
    item.textContent = label;
    item.title = help;
    item.tabIndex = -1;
    item.addEventListener('click', () => {
      this.close();
      run();
    });
    this.items.push(item);
    this.list.append(item);
    return item;
  }

  open(): void {
    const r = this.button.getBoundingClientRect();
    this.list.style.top = `${r.bottom + 4}px`;
    this.list.style.right = `${Math.max(4, innerWidth - r.right)}px`;
    this.list.hidden = false;
    this.button.setAttribute('aria-expanded', 'true');
    this.items.find((i) => !i.hidden)?.focus();
  }

  close(): void {
    if (this.list.hidden) return;
    this.list.hidden = true;
    this.button.setAttribute('aria-expanded', 'false');
    if (this.list.contains(document.activeElement)) this.button.focus();
  }

  private key(e: KeyboardEvent): void {
    const shown = this.items.filter((i) => !i.hidden);
    const at = shown.indexOf(document.activeElement as HTMLButtonElement);
    const go = (i: number): void => shown[(i + shown.length) % shown.length]?.focus();
    if (e.key === 'Escape') this.close();
    else if (e.key === 'ArrowDown') go(at + 1);
    else if (e.key === 'ArrowUp') go(at - 1);
    else if (e.key === 'Home') go(0);
    else if (e.key === 'End') go(shown.length - 1);
    else if (e.key === 'Tab') this.close();
    else return;
    e.preventDefault();
  }
}
