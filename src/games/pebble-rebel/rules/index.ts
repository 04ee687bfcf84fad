// The one door into Pebble Rebel's rules core (platform.md, "The rules door of every game";
// shared/design/pebble-rebel-rulings.md). Everything outside rules/ imports from here.
export type { Action, ActionKind, Counts, Ending, Game, Player, Position, Role, Sq, Status } from './types';
export { IllegalActionError, PositionError } from './types';
export { newGame, status, MAX_SEED } from './game';
export { legalActions, isLegal, play, canUndo, undo, whyIllegal } from './turn';
export { formatAction, parseAction, formatPosition, parsePosition, logLine } from './notation';
export { runCosts } from './move';
export { drawsFrom } from './draw';
export {
  SIZE,
  SQUARES,
  STONES_PER_COLOUR,
  COLOURS,
  COLOUR,
  SEATS,
  PEBBLE,
  REBEL,
  START_BOARD,
  squareName,
  parseSquare,
  rowOf,
  colOf,
  type Colour,
} from './board';
export {
  destinations,
  movableStones,
  winningMoves,
  stoneToPlace,
  warningSquares,
  bagCounts,
  lastTurn,
  effectOf,
  describeAction,
  describePosition,
  prompt,
  outcome,
  type Destination,
  type Effect,
} from './queries';
