// How a game of Pressure ended, in the player's words (R7), for the end screen and Status, and how
// a game stands for a list of games: the tally of tokens captured, which is its score (R7.5).
import type { Ending } from '../../../core/module';
import { SEATS, status, type Game } from '../rules/index';
import { cap } from '../../../ui/dom';

/** "captured: White's 1, Black's 2": each side's tokens captured, in a game going on or over. */
export function standing(game: Game): string {
  const { captured } = status(game);
  return `captured: ${SEATS[0]}'s ${captured[0]}, ${SEATS[1]}'s ${captured[1]}`;
}

/** Every ending says the tally, as a game's score: however it ended, how the boxing went. */
export function ending(game: Game): Ending | null {
  const { winner, end } = status(game);
  if (winner === null) return null;
  const title = winner === 'draw' ? 'A draw' : `${SEATS[winner]} wins`;
  const loser = winner === 'draw' ? '' : SEATS[1 - winner];
  const how = {
    captured: `every one of ${loser}'s tokens is captured`,
    'no-move': `${loser} has no legal move`,
    repetition: 'the same position came up a third time',
    'move-limit': '200 moves passed without a capture',
    resigned: `${loser} resigned`,
  }[end ?? 'resigned'];
  // The scored finishes say why the count decides (R7.5).
  const scored = end === 'repetition' || end === 'move-limit' ? ': fewer tokens captured wins' : '';
  return { title, how, reason: `${cap(how)}${scored}. Tokens ${standing(game)}.` };
}
