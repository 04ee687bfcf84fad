// Pebble Rebel's position editor tools: a square holds nothing or a stone of one of the four
// colours (R2); the side to move is Pebble or Rebel. The edited board becomes R13's position text
// with every stone not on the board in the bag and the hand empty, so parsePosition refuses what
// cannot be (more than fifteen of a colour, more than 48 in the bag, Rebel to move with no hand)
// and names the line. The set-up draws from a fresh seed: its chance is nobody's to know.
import type { PositionEditing } from '../../../core/module';
import {
  COLOUR,
  COLOURS,
  formatPosition,
  newGame,
  PEBBLE,
  REBEL,
  STONES_PER_COLOUR,
  type Colour,
  type Counts,
  type Game,
  type Role,
} from '../rules/index';
import { freshSeed } from './seed';

const isStone = (code: string): code is Colour => (COLOURS as readonly string[]).includes(code);

export const pebbleRebelEditing: PositionEditing<Game> = {
  pieces: [
    { code: '.', label: 'Empty' },
    ...COLOURS.map((c) => ({
      code: c,
      label: `${COLOUR[c].name[0]!.toUpperCase()}${COLOUR[c].name.slice(1)} stone (${COLOUR[c].shape})`,
    })),
  ],
  cellsOf: (game) => game.board.map((s) => s ?? '.'),
  sideOf: (game) => game.current,
  sketch: (cells, side) => ({
    ...newGame(),
    board: cells.map((c) => (isStone(c) ? c : null)),
    current: side === 1 ? 1 : 0,
  }),
  positionText(cells, side) {
    const board = cells.map((c) => (isStone(c) ? c : null));
    // More than fifteen of a colour on the board leaves none in the bag: the count's refusal says so.
    const bag = COLOURS.map((c) => Math.max(0, STONES_PER_COLOUR - board.filter((s) => s === c).length));
    const current: Role = side === 1 ? REBEL : PEBBLE;
    const position = { board, current, turn: current, seed: freshSeed(), bag: bag as unknown as Counts };
    return formatPosition({ ...position, hand: [], resigned: null, history: [] });
  },
};
