// Vacuum's board as every board's square ↔ pixel arithmetic sees it (src/ui/board-geometry.ts).
import { SIZE } from '../rules/index';
import type { BoardSize } from '../../../ui/board-geometry';

export const BOARD: BoardSize = { cols: SIZE, rows: SIZE };
