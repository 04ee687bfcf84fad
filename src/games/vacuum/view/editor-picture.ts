// Editor: the record being edited as it is, possible or not (a square of too many pebbles shows
// them all) — the frame in the colour to move, the tiles and pieces, the picked-up tile, the
// square the rules refuse, and the editor's keyboard cursor.
import type { Position } from '../rules/index';
import type { PositionEditor } from './editor';
import { COLOUR, pageColours } from '../../../ui/scenes/look';
import type { Painter } from '../../../ui/scenes/painter';
import type { Pen } from '../../../ui/scenes/pen';
import { drawFrame, drawPieces } from '../../../ui/scenes/position';

const PICKED_WIDTH = 0.1;
const REFUSED_WIDTH = 0.1;
/** The cursor: a yellow frame inside a wider black one, on every tile. */
const CURSOR = { width: 0.08, edge: 0.11, edgeAlpha: 0.8 } as const;

export function drawEditor<G>(pen: Pen, painter: Painter<G, Position>, editor: PositionEditor): void {
  const picture = editor.position;
  const verdict = editor.verdict;
  drawFrame(pen, painter, picture);
  painter.tiles(pen, picture);
  painter.marks(pen, picture, 'under');
  painter.marks(pen, picture, 'over');
  drawPieces(pen, painter, picture);
  if (editor.selectedTile !== null) pen.outline(editor.selectedTile, pageColours().select, PICKED_WIDTH);
  if (!verdict.ok && verdict.at !== null) pen.outline(verdict.at, COLOUR.attack, REFUSED_WIDTH);
  if (editor.cursor !== null) {
    pen.outline(editor.cursor, COLOUR.black, CURSOR.edge, CURSOR.edgeAlpha);
    pen.outline(editor.cursor, pageColours().cursor, CURSOR.width);
  }
}
