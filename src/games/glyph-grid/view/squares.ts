// A square in words (press-and-hold, the keyboard cursor): what stands there, its mark, a shield or
// a flip to come, and, for a piece of the player to move, where each glyph takes it (R16).
import {
  destinations,
  flipBadges,
  GLYPH_INFO,
  GLYPHS,
  PIECE_NAMES,
  SEAT_NAMES,
  shields,
  squareName,
  type Game,
  type Sq,
} from '../rules/index';

export function describeSquare(game: Game, sq: Sq): string {
  const name = squareName(sq);
  const piece = game.pieces[sq];
  const owner = game.marks[sq];
  const mark = owner === null || owner === undefined ? '' : `, ${SEAT_NAMES[owner]}'s mark`;
  if (!piece) return `${name}: empty${mark}.`;
  const notes: string[] = [];
  if (shields(game).includes(sq)) notes.push('shielded from PULSE by its own mark');
  const flip = flipBadges(game).find((f) => f.at === sq);
  if (flip)
    notes.push(
      `the mark flips to ${SEAT_NAMES[flip.player]} at the start of ${SEAT_NAMES[flip.player]}'s turn if it is still there`,
    );
  const who = `${name}: ${SEAT_NAMES[piece.player]}'s ${PIECE_NAMES[piece.kind]}${mark}${notes.length ? ` (${notes.join('; ')})` : ''}`;
  if (piece.player !== game.current || game.result !== null) return `${who}.`;
  const reach = destinations(game, sq);
  const ways = GLYPHS.filter((g) => reach[g].length > 0).map(
    (g) => `${GLYPH_INFO[g].name} to ${reach[g].map((to) => (to === sq ? 'mark here' : squareName(to))).join(', ')}`,
  );
  return ways.length > 0 ? `${who}: ${ways.join('; ')}.` : `${who}: it has no move now.`;
}
