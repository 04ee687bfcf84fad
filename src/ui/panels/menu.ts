// The menu of every game page: opened by its Menu button (for touch and keyboard too) and, where
// the page asks, by a right-click anywhere — but never by a long press on the board, so a held
// finger cannot interrupt a move. Its items stand in named groups; an item that cannot apply now
// is not shown. Arrows, Home and End move through it; Escape and Tab close it and give the focus
// back to where it was. While it is open a clear cover lies over the page: a press beside the menu
// only closes it (on the board it would also have played a move there).
import './menu.css';
import { giveFocusBack } from './modal';

/** The menu's groups, in the order they are shown. */
const GROUPS = ['Game', 'Share', 'Rooms', 'Help'] as const;
export type MenuGroup = (typeof GROUPS)[number];

export interface MenuItem {
  label: string;
  group: MenuGroup;
  run: () => void;
  /** Its name for tests and the page's own code (`data-menu`). */
  id?: string;
  /** Its tool tip. */
  help?: string;
  /** Whether the item can apply now (asked as the menu opens; an item that cannot is hidden). */
  when?: () => boolean;
  /** Its place in its group (the house's commands are in one order on every page); none: last. */
  order?: number;
}

export interface MenuOptions {
  /** A right-click anywhere opens the menu at the pointer; a long press on `board` does not. */
  rightClick?: { board: HTMLElement };
}

/** The menu keeps this many pixels from the window's edges, and from the Menu button it opens below. */
const GAP = 4;

/** The key that opens the menu anywhere on a game page (outside a dialog or a text field). */
export const MENU_KEY = 'm';

export class Menu {
  private readonly root: HTMLElement;
  /** Under the open menu, over everything else: what a press beside the menu lands on. */
  private readonly cover: HTMLElement;
  private lastPointer = 'mouse';
  /** What had the focus before the menu opened: it gets it back when the menu closes. */
  private opener: Element | null = null;
  private readonly conditions = new Map<HTMLButtonElement, () => boolean>();
  private readonly groups = new Map<MenuGroup, HTMLElement>();

  constructor(
    private readonly button: HTMLButtonElement,
    options: MenuOptions = {},
  ) {
    // Its tool tip, the same on every game's page.
    button.title = `Save, load, share, replay, rules and more (${MENU_KEY.toUpperCase()})`;
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
    // Inside a landmark of its own, so assistive technology finds it among the page's regions.
    const landmark = document.createElement('nav');
    landmark.setAttribute('aria-label', 'Game menu');
    landmark.append(this.root);
    this.cover = document.createElement('div');
    this.cover.id = 'menu-cover';
    this.cover.hidden = true;
    document.body.append(this.cover, landmark);
    // The press closes the menu as it ends, so all of it lands on the cover; none of it goes on to
    // the page's own listeners (the board's, which hear releases anywhere, would take half a press
    // and miss the next tap), and a touch's mouse events, which would follow on whatever lies under
    // the cover once it is gone, are not sent.
    for (const type of ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'touchstart', 'touchend', 'click'] as const)
      this.cover.addEventListener(type, (e) => {
        e.stopPropagation();
        if (type === 'touchend') e.preventDefault();
        if (type === 'touchend' || (type === 'pointerup' && (e as PointerEvent).button === 0)) this.close();
      });

    button.setAttribute('aria-haspopup', 'menu');
    button.setAttribute('aria-expanded', 'false');
    button.addEventListener('click', () => (this.isOpen ? this.close() : this.openBelow(button)));
    document.addEventListener(
      'pointerdown',
      (e) => {
        this.lastPointer = e.pointerType;
      },
      true,
    );
    this.root.addEventListener('keydown', (e) => this.key(e));
    const board = options.rightClick?.board;
    if (board)
      document.addEventListener('contextmenu', (e) => {
        e.preventDefault();
        // A long press on the board is part of a move, not a request for the menu.
        if (this.lastPointer === 'touch' && board.contains(e.target as Node)) return;
        this.openAt(e.clientX, e.clientY);
      });
  }

  /** Adds items to their groups, in their order there (else at the end); their buttons, in order. */
  add(...items: MenuItem[]): HTMLButtonElement[] {
    return items.map((item) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.setAttribute('role', 'menuitem');
      b.tabIndex = -1; // the arrows move through the menu; Tab leaves it
      if (item.id) b.dataset.menu = item.id;
      if (item.help) b.title = item.help;
      b.textContent = item.label;
      b.addEventListener('click', () => {
        this.close();
        item.run();
      });
      if (item.when) this.conditions.set(b, item.when);
      const order = item.order ?? Infinity;
      b.dataset.order = String(order);
      const group = this.groups.get(item.group)!;
      const after = [...group.children].find((c) => Number((c as HTMLElement).dataset.order) > order);
      group.insertBefore(b, after ?? null);
      return b;
    });
  }

  get isOpen(): boolean {
    return !this.root.hidden;
  }

  /** Opens at a point, kept inside the window, with the focus on its first item. */
  openAt(x: number, y: number): void {
    if (!this.isOpen) this.opener = document.activeElement;
    for (const [b, when] of this.conditions) b.hidden = !when();
    for (const group of this.groups.values()) group.hidden = !group.querySelector('button:not([hidden])');
    this.root.hidden = false;
    this.cover.hidden = false;
    this.button.setAttribute('aria-expanded', 'true');
    const { width, height } = this.root.getBoundingClientRect();
    this.root.style.left = `${Math.max(GAP, Math.min(x, window.innerWidth - width - GAP))}px`;
    this.root.style.top = `${Math.max(GAP, Math.min(y, window.innerHeight - height - GAP))}px`;
    this.shown()[0]?.focus();
  }

  /** Opens below its Menu button (its key, M). */
  open(): void {
    this.openBelow(this.button);
  }

  /** Opens below an element (the Menu button), kept inside the window. */
  openBelow(anchor: HTMLElement): void {
    const r = anchor.getBoundingClientRect();
    this.openAt(r.left, r.bottom + GAP);
  }

  close(): void {
    if (!this.isOpen) return;
    const had = this.root.contains(document.activeElement);
    this.root.hidden = true;
    this.cover.hidden = true;
    this.button.setAttribute('aria-expanded', 'false');
    if (had) giveFocusBack(this.opener);
  }

  private shown(): HTMLButtonElement[] {
    return [...this.root.querySelectorAll<HTMLButtonElement>('button:not([hidden])')];
  }

  private key(e: KeyboardEvent): void {
    const shown = this.shown();
    const at = shown.indexOf(document.activeElement as HTMLButtonElement);
    const go = (i: number): void => shown[(i + shown.length) % shown.length]?.focus();
    if (e.key === 'Escape' || e.key === 'Tab') this.close();
    else if (e.key === 'ArrowDown') go(at + 1);
    else if (e.key === 'ArrowUp') go(at - 1);
    else if (e.key === 'Home') go(0);
    else if (e.key === 'End') go(shown.length - 1);
    else return;
    e.preventDefault();
  }
}
