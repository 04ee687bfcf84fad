// How a game of Glyph Grid ended, in R16's words, for the end screen and Status: "White wins" and
// why ("White sealed a line: c7–f4."), from the rules' own sentence.
import type { Ending } from '../../../core/module';
import { describeResult, SEAT_NAMES, type Game } from '../rules/index';

export function ending(game: Game): Ending | null {
  const r = game.result;
  const why = describeResult(game);
  if (r === null || why === null) return null;
  return { title: r.winner === 'draw' ? 'A draw' : `${SEAT_NAMES[r.winner]} wins`, reason: `${why}.` };
}
