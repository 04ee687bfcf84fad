// Random games as the page logs them: every action with its turn (from 1) and its player.
import { formatAction, type Game } from '../../src/games/vacuum/rules/index';
import { playedIn, type Played } from '../../src/games/vacuum/record/replay';
import type { LogLine } from '../../src/games/vacuum/record/save';
import { randomPlayout } from './random-games';

export interface PlayedGame {
  start: Game;
  played: Played[];
  /** The position after each action (games[0] is the start). */
  games: Game[];
  log: LogLine[];
}

export function playedGame(players: 2 | 3 | 4, seed: number, actions: number, turnLimit = 200): PlayedGame {
  const { games, actions: list } = randomPlayout(players, seed, actions, turnLimit);
  const played = list.map((action, i) => playedIn(games[i]!, action));
  const log = played.map(({ turn, player, action }) => ({ turn, player, text: formatAction(action) }));
  return { start: games[0]!, played, games, log };
}
