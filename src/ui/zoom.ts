// Zooming the board on a narrow screen (an upright phone's squares are 29 px): the Zoom button,
// then a tap on the board picks where to look, and the board shows twice as large around that
// square, within the same area, as far as the board's edge allows; Zoom again shows the whole
// board. Plain state and arithmetic: the scene draws with the geometry it gives.
import { magnified, type BoardGeometry, type BoardSize } from './board-geometry';

/** How much larger a zoomed board's squares are. */
export const ZOOM_FACTOR = 2;

export type ZoomState = { kind: 'off' } | { kind: 'choosing' } | { kind: 'on'; at: number };

/**
 * The board's geometry zoomed around square `at`: squares ZOOM_FACTOR times larger, `at` in the
 * middle of the area the whole board takes (`fit`), unless that would leave part of the area empty.
 */
export function zoomedGeometry(fit: BoardGeometry, size: BoardSize, at: number): BoardGeometry {
  const centre = { x: ((at % size.cols) + 0.5) / size.cols, y: (Math.floor(at / size.cols) + 0.5) / size.rows };
  return magnified(fit, size, ZOOM_FACTOR, centre);
}

export class BoardZoom {
  state: ZoomState = { kind: 'off' };
  private listeners: (() => void)[] = [];

  constructor(private readonly size: BoardSize) {}

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
  pick(sq: number | null): void {
    if (this.choosing && sq !== null) this.set({ kind: 'on', at: sq });
  }

  /** The geometry to draw with, given the one that fits the whole board. */
  geometry(fit: BoardGeometry): BoardGeometry {
    return this.state.kind === 'on' ? zoomedGeometry(fit, this.size, this.state.at) : fit;
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
