// How a game of Pressure ended, in the player's words (R7), for the end screen and Status.
import type { Ending } from '../../../core/module';
import { SEATS, status, type Game } from '../rules/index';

/** Every ending says the tally, as a game's score: however it ended, how the boxing went. */
export function ending(game: Game): Ending | null {
  const { winner, end, captured } = status(game);
  if (winner === null) return null;
  const tally = `Tokens captured: ${SEATS[0]}'s ${captured[0]}, ${SEATS[1]}'s ${captured[1]}.`;
  const title = winner === 'draw' ? 'A draw' : `${SEATS[winner]} wins`;
  const loser = winner === 'draw' ? '' : SEATS[1 - winner];
  const why = {
    captured: `Every one of ${loser}'s tokens is captured.`,
    'no-move': `${loser} has no legal move.`,
    repetition: 'The same position came up a third time: fewer tokens captured wins.',
    'move-limit': '200 moves passed without a capture: fewer tokens captured wins.',
    resigned: `${loser} resigned.`,
  }[end ?? 'resigned'];
  return { title, reason: `${why} ${tally}` };
}
