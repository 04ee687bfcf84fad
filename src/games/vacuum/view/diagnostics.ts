// A square read for its pressure (docs/rules.md, "Pressure"): its name, row and column, its terrain's
// multiplier, and the pressure centred there of every player still in the game (and of neutral
// pieces, where any stand). As HTML, for Vacuum's Diagnostics on either page.
import { colOf, contents, ownersOn, pressure, rowOf, SQUARES, squareName, status, terrain } from '../rules/index';
import type { Game, Owner, Sq } from '../rules/index';
import { colourName, seatDot } from './seats';
import { MULTIPLIER_TEXT } from './describe';
import { forHand } from '../../../ui/hand';

const SQUARE_LIST = Array.from({ length: SQUARES }, (_, i) => i);

/** Row, column and name of a square, and the pressure of every active player (and neutral). */
export function diagnostics(game: Game, sq: Sq | null, pinned: boolean, touch = false): string {
  if (sq === null) return forHand('Hover a square to read its pressure.', touch);
  const s = status(game);
  const owners: Owner[] = [...s.active];
  if (SQUARE_LIST.some((at) => ownersOn(contents(game, at)).includes('neutral'))) owners.push('neutral');
  const lines = owners.map((o) => {
    const name = colourName(o);
    return `<div class="pressure" data-owner="${name}">${seatDot(o)}${name} <b>${pressure(game, o, sq)}</b></div>`;
  });
  return (
    `<div>${pinned ? '<span class="pin">Pinned</span> ' : ''}<b>${squareName(sq)}</b><span class="rc"> · row ${rowOf(sq) + 1}, column ${colOf(sq) + 1}</span> · ${MULTIPLIER_TEXT[terrain(game, sq)]}</div>` +
    `<div class="ph">Pressure centred here:</div>${lines.join('')}`
  );
}
