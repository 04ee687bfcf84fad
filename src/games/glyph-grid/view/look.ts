// Glyph Grid's colours, stated once: the two seats (R2), the board, the marks tinted by owner, and
// each glyph's tint (R16: destinations tinted by glyph when only a piece is chosen). The painter,
// the glyph bar and the home card's picture read them here.
import type { SeatLook } from '../../../core/module';
import { SEAT_NAMES, type Glyph } from '../rules/index';

export const SEAT_LOOKS: readonly SeatLook[] = [
  { name: SEAT_NAMES[0], fill: 0xf2ede2, edge: 0x2f2a22, css: '#f2ede2', mark: 'dot' },
  { name: SEAT_NAMES[1], fill: 0x26272d, edge: 0xdcd6c8, css: '#26272d', mark: 'cross' },
];

export const BOARD_LOOK = {
  tiles: [0x7d8aa0, 0x74819a] as const,
  grid: 0x3d4658,
  /** A resonance mark's tint, per owner: light for White, dark for Black, each with its own border. */
  marks: [
    { fill: 0xe8e0c8, edge: 0xfaf6ea },
    { fill: 0x2a2d3a, edge: 0x12131a },
  ] as const,
  /** A sealed line or square (the end screen's seal). */
  seal: 0xf0b429,
  /** A shield (a piece on its own mark) and a flip badge (on an enemy mark). */
  shield: 0x2f9e6b,
  flip: 0xd9480f,
  /** PULSE's capture mark. */
  capture: 0xd8322e,
} as const;

/** Each glyph's tint on the squares it reaches and on its button (R16), distinct in lightness too. */
export const GLYPH_TINTS = {
  vector: 0x4dabf7,
  lance: 0xffd43b,
  arc: 0xb197fc,
  pulse: 0xff6b6b,
  anchor: 0x69db7c,
} as const satisfies Record<Glyph, number>;
