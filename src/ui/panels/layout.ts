// Landscape (panels left and right of the board) or portrait (shelf on top, tray below), chosen
// from the window's shape, and the information panel's resize handle with its remembered size.
import { siteKey } from '../../session/keys';
import { labelBand } from '../board-geometry';
import type { KeyValueStore } from '../../session/storage';

const WIDTH_KEY = siteKey('infoWidth');
const HEIGHT_KEY = siteKey('infoHeight');
const MIN_INFO = 64;
/** The information panel's width sideways unless the player narrows it: status stays readable. */
const READABLE_INFO = 220;
/** Upright, the board gets this share of the width unless the player lowers the shelf. */
const BOARD_SHARE = 0.9;

const isPortrait = (w: number, h: number): boolean => w / h < 0.85;

/** Widest info panel (landscape): as wide as leaves the board its full height, and never less than readable. */
function maxInfoWidth(windowW: number, windowH: number, commandsW: number): number {
  return Math.max(READABLE_INFO, windowW - commandsW - windowH);
}

/** The shelf's first height upright: what is left once the tray and a board of BOARD_SHARE of the width have theirs. */
function defaultInfoHeight(windowW: number, windowH: number, trayH: number, labelBand: number): number {
  return Math.max(MIN_INFO + 40, Math.round(windowH - trayH - windowW * BOARD_SHARE - labelBand - 8));
}

/** Tallest info shelf that keeps a protected board of at least 75 % of the width (portrait). */
function maxInfoHeight(windowW: number, windowH: number, trayH: number): number {
  return Math.max(MIN_INFO, windowH - trayH - Math.round(windowW * 0.75));
}

const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));

export class Layout {
  constructor(
    private app: HTMLElement,
    private handle: HTMLElement,
    private commands: HTMLElement,
    private store: KeyValueStore,
    private onChange: () => void,
  ) {
    window.addEventListener('resize', () => this.apply());
    this.bindHandle();
    this.apply();
  }

  get portrait(): boolean {
    return this.app.classList.contains('portrait');
  }

  apply(): void {
    const w = window.innerWidth;
    const h = window.innerHeight;
    const portrait = isPortrait(w, h);
    this.app.classList.toggle('portrait', portrait);
    this.app.classList.toggle('landscape', !portrait);
    const style = document.documentElement.style;
    if (portrait) {
      // At first the shelf takes what a board of nearly the full width leaves.
      const tray = this.commands.offsetHeight;
      const saved = Number(
        this.store.getItem(HEIGHT_KEY) ?? Math.min(260, defaultInfoHeight(w, h, tray, labelBand(w, h))),
      );
      const size = clamp(saved, MIN_INFO, maxInfoHeight(w, h, tray));
      style.setProperty('--info-h', `${size}px`);
      style.setProperty('--tray-h', `${tray}px`); // what a shelf dropped over the board leaves uncovered
      this.describe(size, maxInfoHeight(w, h, tray));
    } else {
      const saved = Number(this.store.getItem(WIDTH_KEY) ?? 260);
      const widest = maxInfoWidth(w, h, this.commands.offsetWidth || 230);
      const size = clamp(saved, MIN_INFO, widest);
      style.setProperty('--info-w', `${size}px`);
      this.describe(size, widest);
    }
    this.onChange();
  }

  /** The handle's value for assistive technology (a separator that moves is a slider-like widget). */
  private describe(size: number, max: number): void {
    const h = this.handle;
    h.setAttribute('aria-orientation', this.portrait ? 'horizontal' : 'vertical');
    h.setAttribute('aria-valuemin', String(MIN_INFO));
    h.setAttribute('aria-valuemax', String(max));
    h.setAttribute('aria-valuenow', String(size));
  }

  /** Sets the panel's size (its width sideways, the shelf's height upright), within bounds, and remembers it. */
  private resize(to: number): void {
    const w = window.innerWidth;
    const h = window.innerHeight;
    if (this.portrait) {
      this.store.setItem(
        HEIGHT_KEY,
        String(clamp(Math.round(to), MIN_INFO, maxInfoHeight(w, h, this.commands.offsetHeight))),
      );
    } else {
      this.store.setItem(
        WIDTH_KEY,
        String(clamp(Math.round(to), MIN_INFO, maxInfoWidth(w, h, this.commands.offsetWidth))),
      );
    }
    this.apply();
  }

  private bindHandle(): void {
    const move = (e: PointerEvent): void => this.resize(this.portrait ? e.clientY : e.clientX);
    // The keyboard: arrows grow or shrink the panel by 20 px.
    this.handle.addEventListener('keydown', (e) => {
      const step = { ArrowLeft: -20, ArrowUp: -20, ArrowRight: 20, ArrowDown: 20 }[e.key];
      if (step === undefined) return;
      e.preventDefault();
      this.resize(Number(this.handle.getAttribute('aria-valuenow')) + step);
    });
    const stop = (): void => {
      this.handle.classList.remove('dragging');
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', stop);
      window.removeEventListener('pointercancel', stop);
    };
    this.handle.addEventListener('pointerdown', (e) => {
      e.preventDefault();
      this.handle.classList.add('dragging');
      window.addEventListener('pointermove', move);
      window.addEventListener('pointerup', stop);
      window.addEventListener('pointercancel', stop);
    });
  }
}
