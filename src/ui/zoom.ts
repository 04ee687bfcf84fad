// Zooming the board on a narrow screen (an upright phone's squares are 29 px): the Zoom button,
// then a tap on the board picks where to look, and the board shows twice as large around that
// square, within the same area, as far as the board's edge allows; Zoom again shows the whole
// board. Plain state and arithmetic: the scene draws with the geometry it gives.
import { SIZE, type Sq } from '../games/vacuum/rules/index';
import type { BoardGeometry } from './board-geometry';

/** How much larger a zoomed board's squares are. */
export const ZOOM_FACTOR = 2;

export type ZoomState = { kind: 'off' } | { kind: 'choosing' } | { kind: 'on'; at: Sq };

const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));

/**
 * The board's geometry zoomed around `at`: squares ZOOM_FACTOR times larger, `at` in the middle of
 * the area the whole board takes (`fit`), unless that would leave part of the area empty.
 */
export function zoomedGeometry(fit: BoardGeometry, at: Sq): BoardGeometry {
  const cell = fit.cell * ZOOM_FACTOR;
  const span = fit.cell * SIZE;
  const place = (start: number, index: number): number =>
    clamp(start + span / 2 - (index + 0.5) * cell, start + span - SIZE * cell, start);
  return { x: place(fit.x, at % SIZE), y: place(fit.y, Math.floor(at / SIZE)), cell };
}

export class BoardZoom {
  state: ZoomState = { kind: 'off' };
  private listeners: (() => void)[] = [];

  onChange(listener: () => void): void {
    this.listeners.push(listener);
  }

  /** The Zoom button: off → the next tap on the board picks where; choosing or zoomed → the whole board. */
  toggle(): void {
    this.set(this.state.kind === 'off' ? { kind: 'choosing' } : { kind: 'off' });
  }

  /** Waiting for the tap that picks where to zoom (the board's taps play nothing meanwhile). */
  get choosing(): boolean {
    return this.state.kind === 'choosing';
  }

  /** The tap that picks where: zooms in around it (off the board, the question stays). */
  pick(sq: Sq | null): void {
    if (this.choosing && sq !== null) this.set({ kind: 'on', at: sq });
  }

  /** The geometry to draw with, given the one that fits the whole board. */
  geometry(fit: BoardGeometry): BoardGeometry {
    return this.state.kind === 'on' ? zoomedGeometry(fit, this.state.at) : fit;
  }

  /** What Status says of the zoom, or null when it is off. */
  line(): string | null {
    if (this.state.kind === 'choosing') return 'Tap the part of the board to zoom in on.';
    if (this.state.kind === 'on') return 'The board is zoomed in: Zoom out shows all of it.';
    return null;
  }

  private set(state: ZoomState): void {
    this.state = state;
    for (const l of this.listeners) l();
  }
}
