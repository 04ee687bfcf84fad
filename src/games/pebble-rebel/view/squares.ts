// What stands on a square and what it may do, in words (press-and-hold, the keyboard cursor): a
// stone's colour and shape and, on Pebble's turn, where it can go; an empty square on Rebel's turn
// says which of his stones would hand Pebble four in a row there (R14's warning marks).
import { plural } from '../../../util/plural';
import {
  COLOUR,
  destinations,
  squareName,
  status,
  warningSquares,
  type Colour,
  type Game,
  type Sq,
} from '../rules/index';

const stoneWords = (c: Colour): string => `${COLOUR[c].name} stone (${COLOUR[c].shape})`;

export function describeSquare(game: Game, sq: Sq): string {
  const name = squareName(sq);
  const stone = game.board[sq];
  const on = status(game).winner === null;
  if (stone) {
    const what = `${name}: ${stoneWords(stone)}`;
    if (!on || game.current !== 0) return `${what}.`;
    const reach = destinations(game, sq);
    if (reach.length === 0) return `${what}: it cannot move, every square beside it is taken.`;
    const near = reach.filter((d) => d.cost === 1).length;
    const wins = reach.filter((d) => d.wins).map((d) => squareName(d.to));
    const win = wins.length > 0 ? `; a move to ${wins.join(' or ')} makes four in a row` : '';
    return `${what}: it can reach ${plural(reach.length, 'square')}, ${near} in one run${win}.`;
  }
  if (!on || game.current !== 1) return `${name}: empty.`;
  const danger = [...new Set(game.hand)].filter((c) => warningSquares(game, c).includes(sq));
  if (danger.length === 0) return `${name}: empty. Rebel can place a stone here safely.`;
  return `${name}: empty. A ${danger.map((c) => COLOUR[c].name).join(' or ')} stone here hands Pebble four in a row.`;
}
