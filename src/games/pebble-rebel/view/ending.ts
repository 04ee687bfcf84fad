// How a game of Pebble Rebel ended, in R14's words, for the end screen and Status: "Pebble wins"
// and why ("Four yellow in a row, c1–c4."), from the rules' own sentence; and how a game stands
// for a list of games: the empty squares, which Rebel wins by filling (R9).
import type { Ending } from '../../../core/module';
import { outcome, status, type Game } from '../rules/index';
import { plural } from '../../../util/plural';

export function ending(game: Game): Ending | null {
  const said = outcome(game);
  if (said === null) return null;
  const [title, how] = said.split(': ') as [string, string];
  return { title, how, reason: `${how[0]!.toUpperCase()}${how.slice(1)}.` };
}

/** "14 empty squares". */
export const standing = (game: Game): string => plural(status(game).empty, 'empty square');
