// The board's own marks, whatever the game: their colours, sizes (in squares: a fraction of a
// square's side, with a floor in pixels so they stay visible on a small board), alphas, timings and
// the drawing order of the layers above the board image. The pieces and tiles are the game's
// Painter's.

/**
 * Colours the board shares with the page, stated once in src/ui/theme.css and read from it on
 * first use (the page's stylesheet is in by then): the page's background behind the board, the
 * accent green of the sources and the selection, the keyboard cursor's bright yellow (edged in
 * black on every tile) and the muted grey of the labels.
 */
export interface PageColours {
  background: number;
  select: number;
  cursor: number;
  label: string;
}

let pageColoursRead: PageColours | null = null;

export function pageColours(): PageColours {
  if (pageColoursRead) return pageColoursRead;
  const style = getComputedStyle(document.documentElement);
  const css = (name: string): string => style.getPropertyValue(name).trim();
  const hex = (name: string): number => {
    const digits = css(name).slice(1);
    // A minifier may shorten #rrggbb to #rgb.
    return parseInt(digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits, 16);
  };
  return (pageColoursRead = {
    background: hex('--bg'),
    select: hex('--accent'),
    cursor: hex('--cursor'),
    label: css('--muted'),
  });
}

/** Colours of the board's own marks: the selection's green, the targets' blue, the hint's pink, … */
export const COLOUR = {
  target: 0x1d6fd6,
  /** Targets where the action attacks an opponent's piece. */
  attack: 0xe0303a,
  /** Lavender: no player's colour, so the last move never looks like a perimeter tile. */
  lastMove: 0x9d7bff,
  /** A replayed turn's moves: arrows from source to target (edged in white). */
  replayMove: 0x10203a,
  /** A hint's arrows: hot pink, no player's colour and unlike every other mark. */
  hint: 0xff3fb4,
  white: 0xffffff,
  black: 0x000000,
} as const;

/** The text on the canvas: coordinate labels, action numbers and the count badge. */
export const TEXT = {
  font: 'system-ui, sans-serif',
  badgeInk: '#ffffff',
  badgeBackground: '#1f7a3f',
} as const;

/** Drawing order over the board image (which is at the bottom). */
export const DEPTH = { numbers: 5, slide: 9, ghost: 10, badge: 11 } as const;

/** The selected source's frame pulses between 0.4 and 1 (never fading out) with this period factor. */
export const PULSE = { base: 0.7, swing: 0.3, msPerRadian: 180 } as const;

/** The smallest texture Phaser is given before the canvas has a size. */
export const MIN_TEXTURE = 16;

/** What covers the canvas outside a rectangle: Phaser's Graphics, as far as that needs it. */
interface Cover {
  fillStyle(colour: number, alpha: number): Cover;
  fillRect(x: number, y: number, w: number, h: number): Cover;
}

/**
 * Paints the page's background over the canvas (`width` × `height`) outside the rectangle at
 * (x, y) of `w` × `h`: a zoomed board reaches beyond its area, and what lies outside is hidden.
 */
export function coverOutside(
  g: Cover,
  width: number,
  height: number,
  x: number,
  y: number,
  w: number,
  h: number,
): void {
  g.fillStyle(pageColours().background, 1)
    .fillRect(0, 0, width, y)
    .fillRect(0, y + h, width, height)
    .fillRect(0, 0, x, height)
    .fillRect(x + w, 0, width, height);
}
