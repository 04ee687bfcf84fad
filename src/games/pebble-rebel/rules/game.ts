// The Game value: a new game, the end of the game (R9) and its status.
import { freeze } from 'immer';
import { COLOURS, PEBBLE, REBEL, SIZE, SQUARES, START_BOARD, STONES_PER_COLOUR, type Colour } from './board';
import type { Counts, Ending, Game, Position, Role, Sq, Status } from './types';

export const MAX_SEED = 0xffffffff;

/** The start (R3) with the draw's seed (R6): a whole number 0–4294967295, 0 when none is given. */
export function newGame(options: { seed?: number } = {}): Game {
  const seed = options.seed ?? 0;
  if (!Number.isInteger(seed) || seed < 0 || seed > MAX_SEED) {
    throw new RangeError('The seed must be a whole number from 0 to 4294967295');
  }
  const board = START_BOARD.flatMap((row) => row.split(' ')).map((t) => (t === '.' ? null : (t as Colour)));
  const onBoard = (c: Colour): number => board.filter((s) => s === c).length;
  return freeze(
    {
      board,
      current: PEBBLE,
      turn: 0,
      seed,
      bag: COLOURS.map((c) => STONES_PER_COLOUR - onBoard(c)) as unknown as Counts,
      hand: [],
      resigned: null,
      history: [],
    },
    true,
  );
}

export const emptyCount = (g: Position): number => g.board.filter((s) => s === null).length;

/**
 * The winning line (R9): four or more stones of one colour next to each other in a row or a
 * column, the whole run in increasing square order; the first found scanning the rows top to
 * bottom, then the columns left to right. Null when there is none.
 */
export function lineOf(board: readonly (Colour | null)[]): Sq[] | null {
  const scan = (at: (line: number, k: number) => Sq): Sq[] | null => {
    for (let line = 0; line < SIZE; line++) {
      let start = 0;
      for (let k = 1; k <= SIZE; k++) {
        if (k < SIZE && board[at(line, k)] === board[at(line, start)]) continue;
        if (board[at(line, start)] != null && k - start >= 4) {
          return Array.from({ length: k - start }, (_, i) => at(line, start + i));
        }
        start = k;
      }
    }
    return null;
  };
  return scan((row, col) => row * SIZE + col) ?? scan((col, row) => row * SIZE + col);
}

/** How the game ended, or null while it is on. */
export function endingOf(g: Position): Ending | null {
  if (g.resigned !== null) return 'resign';
  const full = emptyCount(g) === 0;
  if (lineOf(g.board) !== null) return full ? 'line-and-full' : 'line';
  return full ? 'full' : null;
}

/** A line wins for Pebble whoever made it; a full board for Rebel; both at once is a draw (R9). */
export function winnerOf(g: Position): Role | 'draw' | null {
  switch (endingOf(g)) {
    case null:
      return null;
    case 'resign':
      return g.resigned === PEBBLE ? REBEL : PEBBLE;
    case 'line':
      return PEBBLE;
    case 'full':
      return REBEL;
    case 'line-and-full':
      return 'draw';
  }
}

export function status(game: Game): Status {
  return {
    players: 2,
    current: game.current,
    turn: game.turn,
    winner: winnerOf(game),
    ending: endingOf(game),
    line: lineOf(game.board),
    hand: [...game.hand],
    bag: [...game.bag],
    empty: emptyCount(game),
    seed: game.seed,
  };
}

/** The position of a game without its undo history. */
export function positionOf(game: Game): Position {
  const { history: _history, ...position } = game;
  return position;
}

export const isSquare = (v: unknown): v is Sq => Number.isInteger(v) && (v as number) >= 0 && (v as number) < SQUARES;
