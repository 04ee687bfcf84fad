// The side panel's size, the player's to choose: a handle on its edge next to the board, dragged by
// the mouse or moved by the arrow keys (a touch screen keeps the page's sizes: page.css), sets its
// width beside the board, or upright the room it keeps under the board; the board takes the rest.
// Each is remembered for the site (every game's page), and the width the old Vacuum page kept for
// its panel beside the board is the first width.
import type { KeyValueStore } from '../session/storage';

/** The site's keys (under `studio.`): the width sideways, the room kept upright. */
const WIDTH = 'sideWidth';
const ROOM = 'sideRoom';
/** The old Vacuum page's information panel beside the board: the same panel's width there. */
const OLD_WIDTH = 'infoWidth';
/** A step of the arrow keys, in CSS pixels. */
const STEP = 20;
/** Sideways the panel stays readable; upright it keeps Status and the page's buttons. */
const NARROWEST = 220;
const LOWEST = 160;
/** The board keeps at least this share of the window's width, whatever the panel's size. */
const BOARD_LEAST = 0.5;

export interface SideSizeParts {
  app: HTMLElement;
  handle: HTMLElement;
  /** The site's storage (siteStore): its keys are bare names. */
  store: KeyValueStore;
}

/** Upright as the page's sheet has it (a square window is upright too). */
const upright = (): boolean => matchMedia('(orientation: portrait)').matches;

/**
 * The bounds of the size in the window's present shape, [least, most]: upright the board is never
 * wider than the window (what it leaves is the panel's), and `bar` is the page's top bar.
 */
function sizeBounds(width: number, height: number, isUpright: boolean, bar: number): [number, number] {
  if (!isUpright) return [NARROWEST, Math.max(NARROWEST, Math.round(width * (1 - BOARD_LEAST)))];
  const least = Math.max(LOWEST, Math.round(height - bar - width));
  return [least, Math.max(least, Math.round(height - bar - width * BOARD_LEAST))];
}

const barHeight = (): number => document.getElementById('bar')?.offsetHeight ?? 0;

export class SideSize {
  constructor(private parts: SideSizeParts) {
    const { handle } = parts;
    handle.setAttribute('role', 'separator');
    handle.tabIndex = 0;
    handle.setAttribute('aria-controls', 'side');
    handle.setAttribute('aria-label', 'Panel size');
    handle.title = 'Drag (or use the arrow keys) to make the panel larger or smaller';
    addEventListener('resize', () => this.apply());
    // What it is now, as laid out (the page's own size where none is chosen, a game's stylesheet's).
    new ResizeObserver(() => handle.setAttribute('aria-valuenow', String(this.now()))).observe(
      document.getElementById('side')!,
    );
    handle.addEventListener('keydown', (e) => {
      // Toward the board grows the panel: Left sideways, Up upright.
      const grow = upright() ? { ArrowUp: STEP, ArrowDown: -STEP } : { ArrowLeft: STEP, ArrowRight: -STEP };
      const step = grow[e.key as keyof typeof grow];
      if (step === undefined) return;
      e.preventDefault();
      this.set(this.now() + step);
    });
    handle.addEventListener('pointerdown', (e) => {
      e.preventDefault();
      handle.setPointerCapture(e.pointerId);
      handle.classList.add('dragging');
      // The edge follows the pointer from where it took hold (no jump by the half of the strip).
      const at = (p: PointerEvent): number => (upright() ? innerHeight - p.clientY : innerWidth - p.clientX);
      const grip = this.now() - at(e);
      const move = (m: PointerEvent): void => this.set(at(m) + grip);
      const stop = (): void => {
        handle.classList.remove('dragging');
        handle.removeEventListener('pointermove', move);
        handle.removeEventListener('pointerup', stop);
        handle.removeEventListener('pointercancel', stop);
      };
      handle.addEventListener('pointermove', move);
      handle.addEventListener('pointerup', stop);
      handle.addEventListener('pointercancel', stop);
    });
    this.apply();
  }

  /** The panel's size as laid out now: its width sideways, the room under the board upright. */
  private now(): number {
    const side = document.getElementById('side')!.getBoundingClientRect();
    return Math.round(upright() ? innerHeight - side.top : side.width);
  }

  private stored(): number | null {
    const { store } = this.parts;
    const text = upright() ? store.getItem(ROOM) : (store.getItem(WIDTH) ?? store.getItem(OLD_WIDTH));
    const n = Number(text);
    return text !== null && Number.isFinite(n) && n > 0 ? n : null;
  }

  /** Sets the size (within bounds) and remembers it. */
  private set(size: number): void {
    const [least, most] = sizeBounds(innerWidth, innerHeight, upright(), barHeight());
    this.parts.store.setItem(upright() ? ROOM : WIDTH, String(Math.min(most, Math.max(least, Math.round(size)))));
    this.apply();
  }

  /** Lays the page out at the size remembered for the window's shape (none: the page's own). */
  private apply(): void {
    const { app, handle } = this.parts;
    const isUpright = upright();
    const [least, most] = sizeBounds(innerWidth, innerHeight, isUpright, barHeight());
    const stored = this.stored();
    const size = stored === null ? null : Math.min(most, Math.max(least, stored));
    app.style.removeProperty(isUpright ? '--side-width' : '--portrait-side');
    if (size === null) app.style.removeProperty(isUpright ? '--portrait-side' : '--side-width');
    // Upright the page reserves the top bar's height with the panel's (page.css).
    else
      app.style.setProperty(
        isUpright ? '--portrait-side' : '--side-width',
        `${size + (isUpright ? barHeight() : 0)}px`,
      );
    handle.setAttribute('aria-orientation', isUpright ? 'horizontal' : 'vertical');
    handle.setAttribute('aria-valuemin', String(least));
    handle.setAttribute('aria-valuemax', String(most));
  }
}
