// How a game of Pebble Rebel ended, in R14's words, for the end screen and Status: "Pebble wins"
// and why ("Four yellow in a row, c1–c4."), from the rules' own sentence.
import type { Ending } from '../../../core/module';
import { outcome, type Game } from '../rules/index';

export function ending(game: Game): Ending | null {
  const said = outcome(game);
  if (said === null) return null;
  const [title, why] = said.split(': ') as [string, string];
  return { title, reason: `${why[0]!.toUpperCase()}${why.slice(1)}.` };
}
