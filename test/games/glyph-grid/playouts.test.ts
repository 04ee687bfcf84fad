// Seeded random games from the start: they always end, every position reads back from its text,
// and actions that are not legal are refused with a reason and change nothing.
import { describe, expect, it } from 'vitest';
import {
  formatAction,
  formatPosition,
  isLegal,
  legalActions,
  newGame,
  parseAction,
  parsePosition,
  play,
  status,
  type Action,
  type Game,
} from '../../../src/games/glyph-grid/rules/index';
import { seededRandom } from '../../../src/util/random';
import { expectRefused } from './helpers';

/** A random game from the start (no resignations); `visit` sees every position before its move. */
function randomGame(seed: number, visit: (g: Game, random: () => number) => void = () => {}): Game {
  const random = seededRandom(seed);
  let g = newGame({ clock: null });
  while (status(g).winner === null) {
    visit(g, random);
    const moves = legalActions(g).filter((a) => a.kind !== 'resign');
    g = play(g, moves[Math.floor(random() * moves.length)]!);
  }
  return g;
}

// Generous timeouts: the machine these run on may be busy; the work is small.
const SLOW = 30_000;

describe('random playouts', () => {
  it(
    'seeded random games from the start always end, by the rules, within 300 turns',
    () => {
      const reasons = new Set<string>();
      for (let seed = 1; seed <= 20; seed++) {
        const game = randomGame(seed);
        expect(status(game).turn).toBeLessThanOrEqual(300);
        expect(legalActions(game)).toEqual([]);
        reasons.add(status(game).reason!);
      }
      expect(reasons.has('capture')).toBe(true);
      expect(reasons.has('dominion')).toBe(true);
    },
    SLOW,
  );

  it(
    'every position along random games reads back equal from its text, and every legal action from its notation',
    () => {
      let positions = 0;
      for (let seed = 100; seed < 104; seed++) {
        randomGame(seed, (g) => {
          positions++;
          const text = formatPosition(g);
          expect(parsePosition(text)).toEqual(g);
          for (const a of legalActions(g)) expect(parseAction(g, formatAction(a))).toEqual(a);
        });
      }
      expect(positions).toBeGreaterThan(60);
    },
    SLOW,
  );

  it(
    'each legal action is listed once, and actions that are not listed are refused with a reason, the game unchanged',
    () => {
      randomGame(7, (g, random) => {
        const legal = legalActions(g);
        const texts = legal.map(formatAction);
        expect(new Set(texts).size).toBe(texts.length);
        for (let i = 0; i < 5; i++) {
          const from = Math.floor(random() * 49);
          const to = Math.floor(random() * 49);
          for (const kind of ['vector', 'lance', 'arc', 'pulse', 'anchor'] as const) {
            const a: Action = { kind, from, to };
            const listed = texts.includes(formatAction(a));
            expect(isLegal(g, a)).toBe(listed);
            if (!listed) expectRefused(g, a, /\w/);
          }
        }
      });
    },
    SLOW,
  );
});
