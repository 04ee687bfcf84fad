// The one door into the rules core (docs/rules-api.md). Everything outside src/games/vacuum/rules
// imports from here and nothing behind it.
export type {
  Action,
  ActionKind,
  Contents,
  Game,
  Owner,
  Player,
  Position,
  PositionRecord,
  Sq,
  Stage,
  Status,
  Terrain,
} from './types';
export { IllegalActionError, PositionError } from './types';
export { newGame, status, ownersOn } from './game';
export { score } from './score';
export {
  legalActions,
  isLegal,
  play,
  canUndo,
  undo,
  undoSnapshots,
  whyIllegal,
  actionName,
  ACTION_KINDS,
  ACTION_FIELDS,
} from './turn';
export { sources, targets, counts, actionsTo, actionsBetween, castToward, castPath, namesOneSquare } from './targets';
export { formatAction, parseAction, readAction, formatPosition, parsePosition } from './notation';
export { toRecord, fromRecord, PositionRecordError } from './record';
export {
  SIZE,
  SQUARES,
  squareName,
  parseSquare,
  rowOf,
  colOf,
  distance,
  HOME_PEDESTAL,
  COLOUR_NAMES,
  MULTIPLIER,
  PIECE_VALUE,
  DIRECTIONS,
  NEIGHBOURS,
  AREA,
} from './board';
export { MAX_PEBBLES } from './pebbles';
export { CAST_DISTANCE } from './stones';

import { pressure as pressureOf } from './pressure';
import type { Contents, Game, Owner, Player, Sq, Terrain } from './types';

export function terrain(game: Game, at: Sq): Terrain {
  return game.terrain[at]!;
}

export function perimeterColour(game: Game, at: Sq): Player | null {
  return game.terrain[at] === 'perimeter' ? game.colour[at]! : null;
}

/** The number of committed turns the game lasts before it ends on points, or null for no limit. */
export function turnLimit(game: Game): number | null {
  return game.turnLimit;
}

export function contents(game: Game, at: Sq): Contents {
  return game.squares[at]!;
}

/** `owner`'s pressure centred on `at` (pebble 1, stone 3, boulder 9, times the terrain multiplier). */
export function pressure(game: Game, owner: Owner, at: Sq): number {
  return pressureOf(game, owner, at);
}
