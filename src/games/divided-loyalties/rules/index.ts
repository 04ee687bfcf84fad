// The one door into Divided Loyalties' rules core (platform.md "The rules door of every game", the
// rulings R1–R16). Everything outside rules/ imports from here and nothing behind it.
export type { Action, Game, Player, Position, Score, Status, StockStatus } from './types';
export { IllegalActionError, PositionError } from './types';
export type { Layout } from './field';
export type { LayoutId } from './layouts';
export type { BridgeKind, Colour } from './colours';
export type { NewGameOptions } from './game';
export type { BridgeOption, FieldCell, ScoreBreakdown } from './queries';
export type { Brush } from './editor';

export { newGame, status } from './game';
export { legalActions, isLegal, play, canUndo, undo, whyIllegal } from './turn';
export { formatAction, parseAction, formatPosition, parsePosition, formatLayout, parseLayout } from './notation';
export { aColour, COLOURS, FAMILIES, SEATS, SETS } from './colours';
export { LAYOUTS } from './layouts';
export { LIMITS } from './field';
export {
  BRUSHES,
  REGION_TYPES,
  blankLayout,
  layoutFromTemplate,
  layoutOf,
  layoutProblem,
  paintCell,
  withName,
  withSets,
} from './editor';
export {
  actionEffect,
  bridgeOptions,
  describeAction,
  endTurnProblem,
  familiesOf,
  field,
  scoreBreakdown,
  stoneTargets,
} from './queries';
