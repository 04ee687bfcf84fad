// The Game value: a new game, its status, and the key a position is recognised by (R7.3).
import { boardText, SIDE_LETTERS } from './board';
import { capturedCounts, endAfter } from './end';
import { movesOf } from './moves';
import { parsePosition } from './notation';
import type { Game, Seat, Status, Token } from './types';

/** R2: the standard set-up, White to move. */
export const START_POSITION = 'pressure 1\n.BB../B.B../BB.WW/..W.W/..WW. w 0 0\n';

/** Pressure has no options; a shell that passes every game a player count may pass 2. */
export interface NewGameOptions {
  readonly players?: 2;
}

export function newGame(options: NewGameOptions = {}): Game {
  if (options.players !== undefined && options.players !== 2) throw new RangeError('Pressure is played by 2 players');
  return parsePosition(START_POSITION);
}

/** R7.3: a position is the placement of every token with its state, and the player to move. */
export const positionKey = (board: readonly (Token | null)[], current: Seat): string =>
  `${boardText(board)} ${SIDE_LETTERS[current]}`;

/** A game at a position with no history behind it (R9), with R7's checks applied to it. */
export function gameAt(board: readonly (Token | null)[], current: Seat, turn: number, quiet: number): Game {
  const seen = [positionKey(board, current)];
  const moves = movesOf(board, current);
  const over = endAfter(board, (1 - current) as Seat, moves.length, seen, quiet);
  return Object.freeze({
    board: Object.freeze(board.slice()),
    current,
    turn,
    quiet,
    seen: Object.freeze(seen),
    end: over?.end ?? null,
    winner: over?.winner ?? null,
    moves: Object.freeze(moves),
    previous: null,
  });
}

export function status(game: Game): Status {
  return {
    players: 2,
    current: game.current,
    turn: game.turn,
    winner: game.winner,
    end: game.end,
    captured: capturedCounts(game.board),
    quiet: game.quiet,
  };
}
