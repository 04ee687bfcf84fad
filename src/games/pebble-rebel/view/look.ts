// Pebble Rebel's colours, stated once: the seats (R4), the four stone colours with the mark each
// carries inside its stone (R2: a dot, a ring, a bar, a cross, so stones read without colour), the
// board and the marks R14 asks for. The painter, the tray, the dialogs and the card read them here.
import type { SeatLook } from '../../../core/module';
import { SEATS, type Colour } from '../rules/index';

/** Pebble plays light, Rebel dark: the panels' dots, marked with shapes no stone carries. */
export const SEAT_LOOKS: readonly SeatLook[] = [
  { name: SEATS[0].name, fill: 0xefe8d6, edge: 0x3a3328, css: '#efe8d6', mark: 'plus' },
  { name: SEATS[1].name, fill: 0x343a46, edge: 0xd8d4c8, css: '#343a46', mark: 'triangle' },
];

/** Each stone colour: its body, and the colour of the shape drawn inside it. */
export const STONE_LOOK = {
  R: { fill: 0xd64541, mark: 0xffffff },
  B: { fill: 0x2f6fd0, mark: 0xffffff },
  Y: { fill: 0xf3c53a, mark: 0x2a2a2a },
  G: { fill: 0x2f9a55, mark: 0xffffff },
} as const satisfies Record<Colour, { fill: number; mark: number }>;

export const BOARD_LOOK = {
  /** The two tile shades, in a checker so squares read at a glance. */
  tiles: [0xe6dcc6, 0xdad0b7] as const,
  grid: 0xa89a7d,
  /** Every stone's edge, so a yellow stone reads on the light board. */
  edge: 0x1e1e1e,
  /** The winning line's frame (R14's end screen). */
  line: 0xffa400,
  /** A target's badge (the stones Rebel will draw) and its digits. */
  badge: 0x1d2330,
  digits: 0xffffff,
  /** Pebble's win mark on a target where the move makes four in a row. */
  win: 0xffc400,
  /** Rebel's warning mark where the stone would hand Pebble four in a row. */
  warning: 0xe0362c,
} as const;
