// How a game of Pressure ended, in the player's words (R7), for the end screen and Status.
import type { Ending } from '../../../core/module';
import { SEATS, status, type Game } from '../rules/index';

export function ending(game: Game): Ending | null {
  const { winner, end, captured } = status(game);
  if (winner === null) return null;
  const score = `Captured: White ${captured[0]}, Black ${captured[1]}.`;
  const title = winner === 'draw' ? 'A draw' : `${SEATS[winner]} wins`;
  const loser = winner === 'draw' ? '' : SEATS[1 - winner];
  const reason = {
    captured: `Every one of ${loser}'s tokens is captured.`,
    'no-move': `${loser} has no legal move.`,
    repetition: `The same position came up a third time: fewer tokens captured wins. ${score}`,
    'move-limit': `200 moves passed without a capture: fewer tokens captured wins. ${score}`,
    resigned: `${loser} resigned.`,
  }[end ?? 'resigned'];
  return { title, reason };
}
