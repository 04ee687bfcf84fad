// The card a press-and-hold shows beside the held square: the same pressure readout as
// Diagnostics, floating where the finger does not cover it (above the square, or beside it near
// the top edge), on every layout — upright phones have no room for Diagnostics in view.

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

/** Shows the card with `html` beside the square centred at `at`, or hides it (null). */
export function showHoldCard(card: HTMLElement, html: string | null, at: { x: number; y: number } | null): void {
  card.hidden = html === null || at === null;
  if (card.hidden) return;
  if (card.innerHTML !== html) card.innerHTML = html!;
  const { left, top } = cardPlace(at!, card.getBoundingClientRect(), {
    width: window.innerWidth,
    height: window.innerHeight,
  });
  card.style.left = `${Math.round(left)}px`;
  card.style.top = `${Math.round(top)}px`;
}
