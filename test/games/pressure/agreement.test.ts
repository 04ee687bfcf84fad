// The search engine's fast state must agree with the rules door move for move: the same legal
// moves, the same position after each one, and the same end (R7), over many seeded random games.
import { describe, expect, it } from 'vitest';
import {
  CELL_LETTERS,
  formatAction,
  formatPosition,
  legalActions,
  newGame,
  play,
  status,
  type Game,
} from '../../../src/games/pressure/rules/index';
import {
  fromAction,
  fromGame,
  generate,
  make,
  MAX_MOVES,
  over,
  toAction,
  unmake,
  type State,
} from '../../../src/games/pressure/ai/state';
import { seededRandom } from '../../../src/util/random';

/** The engine's position as the board, side and counts of the position text (R9). */
function textOf(s: State): string {
  let board = '';
  for (let sq = 0; sq < 25; sq++) {
    const b = 1 << sq;
    const letters = s.white & b ? CELL_LETTERS[0] : s.black & b ? CELL_LETTERS[1] : null;
    const state = s.captured & b ? 'captured' : s.inactive & b ? 'inactive' : 'active';
    board += (sq > 0 && sq % 5 === 0 ? '/' : '') + (letters ? letters[state] : '.');
  }
  return `pressure 1\n${board} ${s.side === 0 ? 'w' : 'b'} ${s.quiet} ${s.turn}\n`;
}

const movesOf = (s: State): string[] => {
  const buf = new Int32Array(MAX_MOVES);
  const n = generate(s, buf, 0);
  return Array.from(buf.subarray(0, n), (m) => formatAction(toAction(m))).sort();
};
const doorMoves = (g: Game): string[] =>
  legalActions(g)
    .filter((a) => !('kind' in a))
    .map(formatAction)
    .sort();

describe('the fast engine agrees with the rules door', () => {
  it(
    'same moves, same positions, same end, move for move, over 25 random games to their end',
    { timeout: 60_000 },
    () => {
      const random = seededRandom(4242);
      const scratch = new Int32Array(MAX_MOVES);
      const ends = new Set<string>();
      for (let game = 0; game < 25; game++) {
        let g = newGame();
        const s = fromGame(g);
        while (status(g).winner === null) {
          expect(movesOf(s)).toEqual(doorMoves(g));
          // Every move of this position, tried and taken back, gives the door's position and end.
          const listed = legalActions(g).filter((a) => !('kind' in a));
          for (const a of listed.filter(() => random() < 0.25)) {
            const after = play(g, a);
            make(s, fromAction(a));
            expect(textOf(s)).toBe(formatPosition(after));
            expect(over(s, scratch)).toEqual(after.end === null ? null : { end: after.end, winner: after.winner });
            unmake(s);
          }
          expect(textOf(s)).toBe(formatPosition(g));
          const a = listed[Math.floor(random() * listed.length)]!;
          g = play(g, a);
          make(s, fromAction(a));
          expect(textOf(s)).toBe(formatPosition(g));
          expect(over(s, scratch)).toEqual(g.end === null ? null : { end: g.end, winner: g.winner });
          // The engine read from the public game sees the same repetition history.
          if (random() < 0.05) expect(over(fromGame(g), scratch)).toEqual(over(s, scratch));
        }
        ends.add(g.end!);
      }
      expect(ends.size).toBeGreaterThanOrEqual(3); // of captured, no-move, repetition, move-limit
    },
  );
});
