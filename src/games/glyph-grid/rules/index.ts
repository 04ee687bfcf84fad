// The one door into Glyph Grid's rules core (platform.md, "The rules door of every game";
// shared/design/glyph-grid-rulings.md). Everything outside rules/ imports from here.
export type {
  Action,
  ActionKind,
  Game,
  Glyph,
  Move,
  NewGameOptions,
  Piece,
  PieceKind,
  Player,
  Position,
  Reason,
  WinReason,
  DrawReason,
  Result,
  Sq,
  Status,
} from './types';
export { GLYPHS, WIN_REASONS, DRAW_REASONS, IllegalActionError, PositionError } from './types';
export { newGame, status, DEFAULT_CLOCK } from './game';
export { legalActions, isLegal, whyIllegal, play, elapse, canUndo, undo, QUIET_LIMIT, TURN_LIMIT } from './turn';
export { formatAction, parseAction, formatPosition, parsePosition } from './notation';
export { GLYPH_INFO } from './glyph';
export { markCount, sealOf } from './marks';
export {
  glyphBar,
  destinations,
  piecesFor,
  movesBetween,
  preview,
  shields,
  flipBadges,
  dominionThreat,
  type GlyphButton,
  type MovePreview,
  type Push,
} from './view';
export { describeAction, describeResult, describePosition } from './describe';
export {
  SIZE,
  SQUARES,
  squareName,
  parseSquare,
  rowOf,
  colOf,
  SEAT_NAMES,
  PIECE_NAMES,
  START,
  DIRECTIONS,
  STEP,
  STEP2,
  KNIGHT_TARGETS,
  NEIGHBOURS,
  ORTHOGONAL_NEIGHBOURS,
  SEALS,
} from './board';
