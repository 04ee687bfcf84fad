// Pressure's colours, stated once: the two seats' tokens (R1), the board, and the marks of the
// token states (R3: a resting token's red mark, a captured token's blue). The board painter, the
// panels and the home card's picture all read them here.
import type { SeatLook } from '../../../core/module';
import { SEATS } from '../rules/index';

export const SEAT_LOOKS: readonly SeatLook[] = [
  { name: SEATS[0], fill: 0xf4efe3, edge: 0x3a3328, css: '#f4efe3', mark: 'dot' },
  { name: SEATS[1], fill: 0x25262b, edge: 0xd8d4c8, css: '#25262b', mark: 'cross' },
];

export const BOARD_LOOK = {
  /** The two tile shades, in a checker so squares read at a glance. */
  tiles: [0xc9a66b, 0xbf9a5c] as const,
  grid: 0x6b5230,
  /** R3: a resting token's mark. */
  resting: 0xd8322e,
  /** R3: a captured token is drawn blue, its owner still readable from its ring. */
  captured: 0x5b7fb8,
} as const;
