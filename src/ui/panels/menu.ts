// Our own menu: opened by a right-click anywhere, or by the visible Menu button (for touch).
// A long press on the board never opens it, so a held finger cannot interrupt a move. Its items
// stand in named groups, and an item that cannot apply now is not shown.

import { giveFocusBack } from './modal';

/** The menu's groups, in the order they are shown. */
const GROUPS = ['Game', 'Share', 'Rooms', 'Help'] as const;
export type MenuGroup = (typeof GROUPS)[number];

export interface MenuItem {
  id: string;
  label: string;
  group: MenuGroup;
  run: () => void;
  /** Whether the item can apply now (asked as the menu opens; an item that cannot is hidden). */
  when?: () => boolean;
}

/** The menu keeps this many pixels from the window's edges, and from the Menu button it opens below. */
const GAP = 4;

export class Menu {
  private root: HTMLElement;
  private lastPointer = 'mouse';
  /** What had the focus before the menu opened: it gets it back when the menu closes. */
  private opener: Element | null = null;
  private conditions = new Map<HTMLButtonElement, () => boolean>();
  private groups = new Map<MenuGroup, HTMLElement>();

  constructor(items: MenuItem[], board: HTMLElement) {
    this.root = document.createElement('div');
    this.root.id = 'menu';
    this.root.setAttribute('role', 'menu');
    this.root.hidden = true;
    for (const name of GROUPS) {
      const group = document.createElement('div');
      group.setAttribute('role', 'group');
      group.setAttribute('aria-label', name);
      group.innerHTML = `<div class="menu-heading" aria-hidden="true">${name}</div>`;
      this.groups.set(name, group);
      this.root.append(group);
    }
    this.add(items);
    // Inside a landmark of its own, so assistive technology finds it among the page's regions.
    const landmark = document.createElement('nav');
    landmark.setAttribute('aria-label', 'Game menu');
    landmark.append(this.root);
    document.body.append(landmark);

    document.addEventListener(
      'pointerdown',
      (e) => {
        this.lastPointer = e.pointerType;
        if (!this.root.hidden && !this.root.contains(e.target as Node)) this.close();
      },
      true,
    );
    document.addEventListener('contextmenu', (e) => {
      e.preventDefault();
      // A long press on the board is part of a move, not a request for the menu.
      if (this.lastPointer === 'touch' && board.contains(e.target as Node)) return;
      this.openAt(e.clientX, e.clientY);
    });
    document.addEventListener('keydown', (e) => {
      if (this.root.hidden) return;
      if (e.key === 'Escape') this.close();
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault();
        const buttons = [...this.root.querySelectorAll<HTMLButtonElement>('button:not([hidden])')];
        const i = buttons.indexOf(document.activeElement as HTMLButtonElement);
        buttons[(i + (e.key === 'ArrowDown' ? 1 : buttons.length - 1)) % buttons.length]?.focus();
      }
    });
  }

  /** Adds items at the end of their groups. */
  add(items: MenuItem[]): void {
    for (const item of items) {
      const b = document.createElement('button');
      b.type = 'button';
      b.setAttribute('role', 'menuitem');
      b.dataset.menu = item.id;
      b.textContent = item.label;
      b.addEventListener('click', () => {
        this.close();
        item.run();
      });
      if (item.when) this.conditions.set(b, item.when);
      this.groups.get(item.group)!.append(b);
    }
  }

  get isOpen(): boolean {
    return !this.root.hidden;
  }

  /** Opens at a point, kept inside the window. */
  openAt(x: number, y: number): void {
    if (this.root.hidden) this.opener = document.activeElement;
    for (const [b, when] of this.conditions) b.hidden = !when();
    for (const group of this.groups.values()) group.hidden = !group.querySelector('button:not([hidden])');
    this.root.hidden = false;
    const { width, height } = this.root.getBoundingClientRect();
    this.root.style.left = `${Math.max(GAP, Math.min(x, window.innerWidth - width - GAP))}px`;
    this.root.style.top = `${Math.max(GAP, Math.min(y, window.innerHeight - height - GAP))}px`;
    this.root.querySelector<HTMLButtonElement>('button:not([hidden])')?.focus();
  }

  /** Opens below an element (the Menu button). */
  openBelow(anchor: HTMLElement): void {
    const r = anchor.getBoundingClientRect();
    this.openAt(r.left, r.bottom + GAP);
  }

  close(): void {
    const had = this.root.contains(document.activeElement);
    this.root.hidden = true;
    if (had) giveFocusBack(this.opener);
  }
}
