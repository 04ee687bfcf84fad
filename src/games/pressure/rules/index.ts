// The one door into Pressure's rules core (platform.md, "The rules door of every game"; the
// rulings are shared/design/pressure-rulings.md). Everything outside rules/ imports from here.
export type { Action, End, Game, Move, Player, Seat, Sq, Status, Token, TokenState } from './types';
export { IllegalActionError, PositionError, TOKEN_STATES } from './types';
export { newGame, status, START_POSITION } from './game';
export type { NewGameOptions } from './game';
export { legalActions, isLegal, play, canUndo, undo, whyIllegal } from './turn';
export { formatAction, parseAction, formatPosition, parsePosition } from './notation';
export { MOVE_LIMIT, REPETITIONS } from './end';
export {
  SIZE,
  SQUARES,
  SEATS,
  DIRECTIONS,
  CELL_LETTERS,
  squareName,
  parseSquare,
  rowOf,
  colOf,
  neighbour,
} from './board';
export type { Direction, SeatName } from './board';
export { tokenAt, sources, destinations, effectOf, describeAction, describePosition } from './queries';
export type { Effect } from './queries';
