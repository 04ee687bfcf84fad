// Small helpers for Pressure's tests: positions from their second line, moves from their text.
import {
  formatAction,
  formatPosition,
  legalActions,
  newGame,
  parseAction,
  parsePosition,
  play,
  status,
  type Action,
  type Game,
} from '../../../src/games/pressure/rules/index';
import { seededRandom } from '../../../src/util/random';

/** The game at a position text's second line (R9). */
export const at = (position: string): Game => parsePosition(`pressure 1\n${position}`);

/** The position line of a game's text. */
export const line = (game: Game): string => formatPosition(game).split('\n')[1]!;

/** Plays moves written in notation, one after another. */
export function moves(game: Game, ...texts: string[]): Game {
  return texts.reduce((g, t) => play(g, parseAction(g, t)), game);
}

/** The legal moves of the player to move, in notation, sorted (resignation left out). */
export const movesOf = (game: Game): string[] =>
  legalActions(game)
    .filter((a) => !('kind' in a))
    .map(formatAction)
    .sort();

/** Games of seeded random moves from the start, each yielded after every move until it ends. */
export function* randomGames(
  games: number,
  seed: number,
  maxMoves = 400,
): Generator<{ game: Game; action: Action; before: Game }> {
  const random = seededRandom(seed);
  for (let i = 0; i < games; i++) {
    let game = newGame();
    for (let n = 0; n < maxMoves && status(game).winner === null; n++) {
      const options = legalActions(game).filter((a) => !('kind' in a));
      const action = options[Math.floor(random() * options.length)]!;
      const before = game;
      game = play(game, action);
      yield { game, action, before };
    }
  }
}
