// The computer players' own position: what a player sees (R14) in typed arrays, so that search
// can place and lift stones without garbage. It never holds the draw's seed: future draws are
// chance to the computer, as to a person (R6).
import { COLOURS, type Game } from '../rules/index';

export const SIZE = 6;
export const SQUARES = 36;
export const EMPTY = -1;
export const PEBBLE = 0;
export const REBEL = 1;

export interface View {
  board: Int8Array; // per square: EMPTY or a colour index 0–3 (R, B, Y, G)
  bag: number[]; // counts per colour index, the only thing a player knows of the bag
  hand: number[]; // Rebel's drawn colours still to place, in drawn order
  current: number; // PEBBLE or REBEL
  turn: number;
}

/** The visible view of a game: the board, the bag's counts, the hand, whose turn (not the seed). */
export function viewOf(game: Game): View {
  return {
    board: Int8Array.from(game.board, (s) => (s === null ? EMPTY : COLOURS.indexOf(s))),
    bag: [...game.bag],
    hand: game.hand.map((c) => COLOURS.indexOf(c)),
    current: game.current,
    turn: game.turn,
  };
}

export const copyView = (v: View): View => ({
  board: v.board.slice(),
  bag: [...v.bag],
  hand: [...v.hand],
  current: v.current,
  turn: v.turn,
});
