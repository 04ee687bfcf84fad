// Where Divided Loyalties' actions stand on the board, and a cell in words. A stone is placed on its
// cell; a bridge goes from the stone just placed to its other end (to either end when that stone
// lies inside it), so a tap on an end or a drag along it builds it (R16's ghosts); End and Pass
// stand on no cell: they are buttons.
import type { ActionSquares } from '../../../core/module';
import { placeOf } from '../../../core/grid';
import { aColour, COLOURS, field, SEATS, status, type Action, type Game } from '../rules/index';

/** The cell a name names on this game's field, or null. */
export function cellOf(game: Game, name: string): number | null {
  const { width, height } = game.layout;
  const at = placeOf(name, width, height);
  return at && at.row * width + at.col;
}

export function squaresOf(action: Action, game: Game): ActionSquares | null {
  if (action.kind === 'stone') {
    const to = cellOf(game, action.at);
    return to === null ? null : { from: null, to };
  }
  if (action.kind !== 'bridge' || game.placed === null) return null;
  const ends = [cellOf(game, action.from), cellOf(game, action.to)].filter((c) => c !== null && c !== game.placed);
  if (ends.length === 0) return null;
  return { from: game.placed, to: ends[0]!, also: ends.slice(1) as number[] };
}

/** A cell in words: what it is (a region's board, a dot, nothing), its stone and the bridges on it. */
export function describeSquare(game: Game, sq: number): string {
  const cell = field(game).cells[sq];
  if (cell === undefined) return 'Outside the field: nothing can go here.';
  // Named as every other cell is, in the words of the rules' refusal there (rules/stones.ts): the
  // keyboard cursor crosses holes in the field, and a player who cannot see it must hear where it is.
  if (cell.kind === 'void') return `${cell.at}: not part of the field.`;
  const where = cell.kind === 'dot' ? `${cell.at}, a dot` : `${cell.at} in region ${cell.region}`;
  if (cell.stone === null) return `${where}: empty.`;
  const mark = COLOURS.find((c) => c.name === cell.stone)!.mark;
  const named = status(game).bridges; // in building order, as game.bridges
  const on = game.bridges
    .flatMap((b, i) => (b.cells.includes(sq) ? [named[i]!] : []))
    .map(
      (b) =>
        `${b.kind === 'red' ? 'a red' : `${SEATS[b.kind === 'blue' ? 0 : 1]}'s`} bridge ${b.from}-${b.to}${b.cut ? ' (cut)' : ''}`,
    );
  return `${where}: ${aColour(cell.stone)} stone (${mark})${on.length > 0 ? `, on ${on.join(' and ')}` : ''}.`;
}
