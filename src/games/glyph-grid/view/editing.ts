// Glyph Grid's position editor tools: a square holds nothing, a Core or a Shard of either side,
// and a resonance mark of either side or none (R14's two-character tokens); the side to move is
// White or Black. The edited board becomes R14's position text (turn 0 or 1 by the side, no rest,
// quiet 0, the standard clocks), so parsePosition refuses what cannot be (two Cores, five Shards, a
// side without a Core, a line already sealed) and names the problem.
import type { PositionEditing } from '../../../core/module';
import { DEFAULT_CLOCK, formatPosition, newGame, PIECE_NAMES, SEAT_NAMES, SIZE, type Game } from '../rules/index';

const PIECES = {
  '.': 'no piece',
  C: `White ${PIECE_NAMES.core}`,
  S: `White ${PIECE_NAMES.shard}`,
  c: `Black ${PIECE_NAMES.core}`,
  s: `Black ${PIECE_NAMES.shard}`,
} as const;
const MARKS = { '.': '', w: `${SEAT_NAMES[0]}'s mark`, b: `${SEAT_NAMES[1]}'s mark` } as const;

/** Every token, empty first: piece letter then mark letter. */
const TOKENS = Object.entries(PIECES).flatMap(([p, piece]) =>
  Object.entries(MARKS).map(([m, mark]) => ({
    code: `${p}${m}`,
    label:
      p === '.'
        ? m === '.'
          ? 'Empty'
          : mark[0]!.toUpperCase() + mark.slice(1)
        : `${piece}${mark ? ` on ${mark}` : ''}`,
  })),
);

/** The board lines of a position text (its last SIZE lines), as one token a square. */
const cellsOfText = (text: string): string[] =>
  text
    .trimEnd()
    .split('\n')
    .slice(-SIZE)
    .flatMap((line) => line.trim().split(/\s+/));

function textOf(cells: readonly string[], side: number): string {
  const head = formatPosition(newGame())
    .split('\n')
    .slice(0, -SIZE - 1);
  const white = side !== 1;
  const lines = head.map((line) =>
    line.startsWith('current ')
      ? `current ${white ? 'white' : 'black'}`
      : line.startsWith('turn ')
        ? `turn ${white ? 0 : 1}`
        : line,
  );
  for (let r = 0; r < SIZE; r++) lines.push(cells.slice(r * SIZE, (r + 1) * SIZE).join(' '));
  return lines.join('\n') + '\n';
}

export const glyphGridEditing: PositionEditing<Game> = {
  pieces: TOKENS,
  cellsOf: (game) => cellsOfText(formatPosition(game)),
  sideOf: (game) => game.current,
  sketch: (cells, side) => {
    const pieceOf = (code: string) => {
      const p = code[0];
      if (p === 'C' || p === 'S')
        return { player: 0 as const, kind: p === 'C' ? ('core' as const) : ('shard' as const) };
      if (p === 'c' || p === 's')
        return { player: 1 as const, kind: p === 'c' ? ('core' as const) : ('shard' as const) };
      return null;
    };
    const markOf = (code: string) => (code[1] === 'w' ? 0 : code[1] === 'b' ? 1 : null);
    return {
      ...newGame({ clock: DEFAULT_CLOCK }),
      pieces: cells.map(pieceOf),
      marks: cells.map(markOf),
      current: side === 1 ? 1 : 0,
    };
  },
  positionText: textOf,
};
