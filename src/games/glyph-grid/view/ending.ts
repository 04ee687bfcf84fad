// How a game of Glyph Grid ended, in R16's words, for the end screen and Status: "White wins" and
// why ("White sealed a line: c7–f4."), from the rules' own sentence; and how a game stands: each
// side's marks, as the glyph bar counts them towards Dominion's six (R16).
import type { Ending } from '../../../core/module';
import { describeResult, markCount, SEAT_NAMES, type Game, type Player } from '../rules/index';

export function ending(game: Game): Ending | null {
  const r = game.result;
  const why = describeResult(game);
  if (r === null || why === null) return null;
  const draw = r.winner === 'draw';
  // A draw's sentence names it ("Draw: 30 quiet turns each"): the title says so already.
  return {
    title: draw ? 'A draw' : `${SEAT_NAMES[r.winner]} wins`,
    how: why.replace(/^Draw: /, ''),
    reason: `${why}.`,
  };
}

/** Each side's marks as the glyph bar shows them: "White 4 / 6", "Black 3 / 6". */
export const markCounts = (game: Game): string[] =>
  SEAT_NAMES.map((name, p) => `${name} ${markCount(game, p as Player)} / 6`);

/** "marks: White 4 / 6, Black 3 / 6". */
export const standing = (game: Game): string => `marks: ${markCounts(game).join(', ')}`;
