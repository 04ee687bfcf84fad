// The board's own marks, whatever the game: their colours, sizes (in squares: a fraction of a
// square's side, with a floor in pixels so they stay visible on a small board), alphas, timings and
// the drawing order of the layers above the board image. The pieces and tiles are the game's
// Painter's.

/** Colours of the marks: the selection's green, the targets' blue, the hint's pink, … */
export const COLOUR = {
  /** The sources that can act and the selected one. */
  select: 0x35d36a,
  target: 0x1d6fd6,
  /** Targets where the action attacks an opponent's piece. */
  attack: 0xe0303a,
  /** Lavender: no player's colour, so the last move never looks like a perimeter tile. */
  lastMove: 0x9d7bff,
  /** A replayed turn's moves: arrows from source to target (edged in white). */
  replayMove: 0x10203a,
  /** A hint's arrows: hot pink, no player's colour and unlike every other mark. */
  hint: 0xff3fb4,
  /** The keyboard cursor and a pinned readout: bright yellow, edged in black on every tile. */
  cursor: 0xffe14d,
  white: 0xffffff,
  black: 0x000000,
} as const;

/** The text on the canvas: coordinate labels, action numbers and the count badge. */
export const TEXT = {
  font: 'system-ui, sans-serif',
  label: '#9aa0ad',
  badgeInk: '#ffffff',
  badgeBackground: '#1f7a3f',
} as const;

/** Drawing order over the board image (which is at the bottom). */
export const DEPTH = { numbers: 5, slide: 9, ghost: 10, badge: 11 } as const;

/** The last move's piece slides to its square in this many milliseconds. */
export const MOVE_MS = 170;
/** The selected source's frame pulses between 0.4 and 1 (never fading out) with this period factor. */
export const PULSE = { base: 0.7, swing: 0.3, msPerRadian: 180 } as const;

/** The smallest texture Phaser is given before the canvas has a size. */
export const MIN_TEXTURE = 16;
