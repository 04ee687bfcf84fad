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

interface Point {
  x: number;
  y: number;
}

/**
 * Where the card's top-left corner goes, in viewport pixels, for a square centred at `at`: above
 * it when there is room, otherwise level with it on the side away from the hand (the card never
 * covers the square or the finger below it). Squares in `clear` (the other square of the move
 * asked about: the piece's source) are kept uncovered too where one of those places allows.
 */
export function cardPlace(
  at: Point,
  card: Box,
  view: Box,
  clear: readonly Point[] = [],
): { left: number; top: number } {
  const clampX = (x: number): number => Math.max(EDGE, Math.min(x, view.width - card.width - EDGE));
  const clampY = (y: number): number => Math.max(EDGE, Math.min(y, view.height - card.height - EDGE));
  const level = clampY(at.y - card.height / 2);
  const right = at.x + FINGER;
  const left = at.x - FINGER - card.width;
  const places = [
    ...(at.y - FINGER - card.height >= EDGE
      ? [{ left: clampX(at.x - card.width / 2), top: at.y - FINGER - card.height }]
      : []),
    ...(right + card.width <= view.width - EDGE ? [{ left: right, top: level }] : []),
    ...(left >= EDGE ? [{ left, top: level }] : []),
  ];
  // A square is covered when its centre, with half a fingertip around it, is under the card.
  const covers = (p: { left: number; top: number }, sq: Point): boolean =>
    sq.x > p.left - FINGER / 2 &&
    sq.x < p.left + card.width + FINGER / 2 &&
    sq.y > p.top - FINGER / 2 &&
    sq.y < p.top + card.height + FINGER / 2;
  return places.find((p) => !clear.some((sq) => covers(p, sq))) ?? places[0] ?? { left: clampX(left), top: level };
}

/** Puts `card` (shown, fixed-positioned) beside the square centred at `at`, in viewport pixels, clear of `clear`. */
export function placeBeside(card: HTMLElement, at: Point, clear: readonly Point[] = []): void {
  const { left, top } = cardPlace(
    at,
    card.getBoundingClientRect(),
    { width: window.innerWidth, height: window.innerHeight },
    clear,
  );
  card.style.left = `${Math.round(left)}px`;
  card.style.top = `${Math.round(top)}px`;
}
