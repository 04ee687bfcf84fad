// Divided Loyalties' colours, stated once: the six stone colours with the colour of the mark inside
// each (R4; the marks' shapes are the rules' COLOURS table), the two seats in their own colours, the
// field's shading by region type (R2: S dark, W middle, G light), dots, and the bridges by kind.
// The painter, the stock, the layout pictures and the home card read them here.
import type { SeatLook } from '../../../core/module';
import { cssColour } from '../../../ui/pen';
import { SEATS, type BridgeKind, type Colour } from '../rules/index';

/** Each stone colour: its body, and the colour of the mark drawn inside it. */
export const STONE_LOOK = {
  blue: { fill: 0x2f6fd8, mark: 0xffffff },
  yellow: { fill: 0xf4c430, mark: 0x1c1c1c },
  purple: { fill: 0x8a46b8, mark: 0xffffff },
  orange: { fill: 0xf07f1e, mark: 0x1c1c1c },
  green: { fill: 0x2e9a52, mark: 0xffffff },
  red: { fill: 0xd63a3a, mark: 0xffffff },
} as const satisfies Record<Colour, { fill: number; mark: number }>;

export const SEAT_LOOKS: readonly SeatLook[] = SEATS.map((name, i) => {
  const fill = STONE_LOOK[i === 0 ? 'blue' : 'yellow'].fill;
  // Each seat's dot carries its stone colour's own mark (blue's circle, yellow's triangle).
  return { name, fill, edge: 0x111318, css: cssColour(fill), mark: i === 0 ? 'dot' : 'triangle' };
});

export const FIELD_LOOK = {
  /** A board cell's shade by its region's type letter, and the colour of the region's name on it. */
  region: {
    S: { fill: 0x4a5366, text: '#eef1f6' },
    W: { fill: 0x7f8a9d, text: '#10131a' },
    G: { fill: 0xb8c0cd, text: '#10131a' },
  },
  /** A dot: its ground (darker than any board) and the dot itself. */
  dot: { ground: 0x262a33, dot: 0x8d96a8 },
  /** The line between two regions, or a region and the dots. */
  edge: 0x15181e,
  /** Every stone's edge, so a yellow stone reads on a light board. */
  stoneEdge: 0x15171c,
} as const;

/** A bridge's bar by its kind; a cut bridge is paler and struck through in `cut`. */
export const BRIDGE_LOOK = {
  kind: { blue: 0x1e4fc2, yellow: 0xd9a406, red: 0xb3202a } as const satisfies Record<BridgeKind, number>,
  width: 0.3,
  cutAlpha: 0.45,
  cut: 0x0d0f13,
  /** A bridge that could be built: a light band this share of a cell wide, and a thin line of its kind. */
  ghost: { band: 0.78, colour: 0xfff3b0, alpha: 0.35, line: 0.1 },
} as const;
