// Cards that float beside a square of the board where the finger does not cover them (above the
// square, or level with it near the top edge), on every layout: the readout of a held square
// (upright phones have no room for Diagnostics in view) and the "which one?" chooser of a drop.

/** CSS pixels between the held square's centre and the card: a fingertip's reach. */
const FINGER = 48;
/** The card keeps this far from the window's edges. */
const EDGE = 4;

interface Box {
  width: number;
  height: number;
}

/**
 * Where the card's top-left corner goes, in viewport pixels, for a square centred at `at`: above
 * it when there is room, otherwise level with it on the side away from the hand (the card never
 * covers the square or the finger below it).
 */
export function cardPlace(at: { x: number; y: number }, card: Box, view: Box): { left: number; top: number } {
  const clampX = (x: number): number => Math.max(EDGE, Math.min(x, view.width - card.width - EDGE));
  const clampY = (y: number): number => Math.max(EDGE, Math.min(y, view.height - card.height - EDGE));
  const above = at.y - FINGER - card.height;
  if (above >= EDGE) return { left: clampX(at.x - card.width / 2), top: above };
  const right = at.x + FINGER;
  const side = right + card.width <= view.width - EDGE ? right : at.x - FINGER - card.width;
  return { left: clampX(side), top: clampY(at.y - card.height / 2) };
}

/** Puts `card` (shown, fixed-positioned) beside the square centred at `at`, in viewport pixels. */
export function placeBeside(card: HTMLElement, at: { x: number; y: number }): void {
  const { left, top } = cardPlace(at, card.getBoundingClientRect(), {
    width: window.innerWidth,
    height: window.innerHeight,
  });
  card.style.left = `${Math.round(left)}px`;
  card.style.top = `${Math.round(top)}px`;
}
