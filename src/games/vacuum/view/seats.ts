// Each seat's colour, stated once: its name in sentences ("red"), its title ("Red"), its pieces'
// colours on the canvas and its CSS colour (the page's `--seat-N` custom properties, read by every
// `data-seat` mark in the panels).
import { COLOUR_NAMES, type Owner } from '../rules/index';
import type { SeatLook } from '../../../ui/scenes/painter';
import { cap } from '../../../ui/dom';
import { cssColour } from '../../../ui/pen';

const DARK_INK = '#1a1a1a';
const LIGHT_INK = '#ffffff';

/** Pieces' fill and edge, a perimeter tile's light tint (so pieces stand out on it), and ink on the fill. */
export const SEATS = {
  0: { fill: 0xd23b33, edge: 0x7a1712, tile: 0xeaa9a4, ink: LIGHT_INK }, // red
  1: { fill: 0xe3a812, edge: 0x7d5a00, tile: 0xeed58e, ink: DARK_INK }, // gold
  2: { fill: 0x2f8f4e, edge: 0x134d27, tile: 0xa9d6b2, ink: LIGHT_INK }, // green
  3: { fill: 0xf6f6f2, edge: 0x4b4d57, tile: 0xdfe3ec, ink: DARK_INK }, // white
  neutral: { fill: 0x8d8f96, edge: 0x44464d, tile: 0x8d8f96, ink: DARK_INK },
} as const satisfies Record<Owner, SeatLook & { tile: number }>;

/** A seat's ink (readable on its fill: its mark's colour) as a number. */
export const inkOf = (o: Owner): number => parseInt(SEATS[o].ink.slice(1), 16);

/** "red", "gold", … or "neutral": as a seat is named inside a sentence. */
export const colourName = (o: Owner): string => (o === 'neutral' ? 'neutral' : COLOUR_NAMES[o]!);
/** "Red", "Gold", …: as a seat is named on its own or at the start of a sentence. */
export const colourTitle = (o: Owner): string => cap(colourName(o));
/** A panel's round mark in a seat's colour (its page.css colours every `data-seat` with its `--seat-N`). */
export const seatDot = (o: Owner): string => `<span class="dot" data-seat="${o}"></span>`;

/** The seats' colours as the page's CSS custom properties `--seat-0` … `--seat-neutral`. */
export function applySeatColours(root: HTMLElement): void {
  for (const [seat, look] of Object.entries(SEATS)) root.style.setProperty(`--seat-${seat}`, cssColour(look.fill));
}
