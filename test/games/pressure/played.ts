// Whole Pressure games for the codec tests: seeded random moves from the standard start or from a
// position read from its text (so not the standard start), some ending in a resignation of
// either seat, some finished on the board, some cut short.
import {
  formatPosition,
  legalActions,
  newGame,
  parsePosition,
  play,
  status,
  type Action,
  type Game,
} from '../../../src/games/pressure/rules/index';
import { seededRandom } from '../../../src/util/random';

export interface PlayedGame {
  start: Game;
  actions: Action[];
  end: Game;
}

/** `moves` random moves (fewer if the game ends) from `start`; then, if `resign`, a seat resigns. */
export function playFrom(start: Game, random: () => number, moves: number, resign: 0 | 1 | null = null): PlayedGame {
  const actions: Action[] = [];
  let game = start;
  for (let i = 0; i < moves && status(game).winner === null; i++) {
    const options = legalActions(game).filter((a) => !('kind' in a));
    const action = options[Math.floor(random() * options.length)]!;
    actions.push(action);
    game = play(game, action);
  }
  if (resign !== null && status(game).winner === null) {
    const action: Action = { kind: 'resign', player: resign };
    actions.push(action);
    game = play(game, action);
  }
  return { start, actions, end: game };
}

/**
 * `count` games of the seed: every third from a mid-game position read from its text, every
 * fourth ending in a resignation (White's or Black's), lengths from 0 to about 400 moves.
 */
export function playedGames(count: number, seed: number): PlayedGame[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, i) => {
    const start =
      i % 3 === 1 ? parsePosition(formatPosition(playFrom(newGame(), random, 5 + (i % 17)).end)) : newGame();
    return playFrom(start, random, (i * 37) % 400, i % 4 === 3 ? ((i % 8 === 3 ? 0 : 1) as 0 | 1) : null);
  });
}

/** The game's moves as text and its end position, to compare games by value. */
export const summary = ({ start, actions, end }: PlayedGame): string =>
  [formatPosition(start), ...actions.map((a) => JSON.stringify(a)), formatPosition(end), status(end).winner].join('|');
