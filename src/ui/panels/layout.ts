// Landscape (panels left and right of the board) or portrait (shelf on top, tray below), chosen
// from the window's shape, and the information panel's resize handle with its remembered size.
import type { KeyValueStore } from '../storage';

const WIDTH_KEY = 'vacuum.infoWidth';
const HEIGHT_KEY = 'vacuum.infoHeight';
export const MIN_INFO = 64;

export const isPortrait = (w: number, h: number): boolean => w / h < 0.85;

/** Widest info panel that does not shrink the board (landscape). */
export function maxInfoWidth(windowW: number, windowH: number, commandsW: number): number {
  return Math.max(MIN_INFO, windowW - commandsW - windowH);
}

/** Tallest info shelf that keeps a protected board of at least 60 % of the width (portrait). */
export function maxInfoHeight(windowW: number, windowH: number, trayH: number): number {
  return Math.max(MIN_INFO, windowH - trayH - Math.round(windowW * 0.6));
}

export const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));

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
      // A phone gets a lower shelf at first, so the board gets the height.
      const saved = Number(this.store.getItem(HEIGHT_KEY) ?? Math.min(220, Math.round(h * 0.2)));
      style.setProperty('--info-h', `${clamp(saved, MIN_INFO, maxInfoHeight(w, h, this.commands.offsetHeight))}px`);
    } else {
      const saved = Number(this.store.getItem(WIDTH_KEY) ?? 260);
      style.setProperty('--info-w', `${clamp(saved, MIN_INFO, maxInfoWidth(w, h, this.commands.offsetWidth || 230))}px`);
    }
    this.onChange();
  }

  private bindHandle(): void {
    const move = (e: PointerEvent): void => {
      const w = window.innerWidth;
      const h = window.innerHeight;
      if (this.portrait) {
        const size = clamp(Math.round(e.clientY), MIN_INFO, maxInfoHeight(w, h, this.commands.offsetHeight));
        this.store.setItem(HEIGHT_KEY, String(size));
      } else {
        const size = clamp(Math.round(e.clientX), MIN_INFO, maxInfoWidth(w, h, this.commands.offsetWidth));
        this.store.setItem(WIDTH_KEY, String(size));
      }
      this.apply();
    };
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
