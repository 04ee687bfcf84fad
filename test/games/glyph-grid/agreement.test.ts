// The search engine's fast rules must agree with the rules core action for action: the same legal
// actions, the same position after each (compared as position text) and the same end.
import { describe, expect, it } from 'vitest';
import {
  formatAction,
  formatPosition,
  legalActions,
  newGame,
  play,
  status,
  type Move,
} from '../../../src/games/glyph-grid/rules/index';
import { apply, fromMove, generate, toMove } from '../../../src/games/glyph-grid/ai/moves';
import { clone, fromGame, ON, toGame, type State } from '../../../src/games/glyph-grid/ai/state';
import { seededRandom } from '../../../src/util/random';

const POSITIONS = 250;
const PER_POSITION = 3;

/** Positions along seeded random games; some games start late, so the turn limit and quiet draw come up. */
function* randomPositions(count: number, seed: number): Generator<State> {
  const random = seededRandom(seed);
  let made = 0;
  for (let game = 0; made < count; game++) {
    const s = fromGame(newGame({ clock: game % 2 ? null : 300_000 }));
    if (game % 3 === 1) s.turn = 290; // even, as White is to move
    if (game % 5 === 2) s.quiet = 50;
    while (s.winner === ON && made < count) {
      if (random() < 0.5) {
        made++;
        yield clone(s);
      }
      const moves: number[] = [];
      generate(s, moves);
      // Every other game anchors often, so that marks pile up and seals and Dominion come up.
      const anchors = moves.filter((m) => toMove(m).kind === 'anchor');
      const pool = game % 2 === 0 && anchors.length > 0 && random() < 0.5 ? anchors : moves;
      apply(s, pool[Math.floor(random() * pool.length)]!);
    }
  }
}

describe('the fast engine agrees with the rules core', () => {
  it(`on ${POSITIONS} random positions: the same legal actions, the same results and the same ends`, () => {
    const random = seededRandom(99);
    const problems: string[] = [];
    const ends = new Set<string>();
    for (const s of randomPositions(POSITIONS, 5)) {
      const game = toGame(s);
      const text = formatPosition(game);
      const mine: number[] = [];
      generate(s, mine);
      const theirs = legalActions(game)
        .filter((a) => a.kind !== 'resign')
        .map(formatAction)
        .sort();
      const ours = mine.map((m) => formatAction(toMove(m))).sort();
      if (theirs.join('|') !== ours.join('|')) {
        problems.push(`legal actions differ on\n${text}core: ${theirs.join(', ')}\nfast: ${ours.join(', ')}`);
        continue;
      }
      const sample = new Set<number>();
      for (let i = 0; i < PER_POSITION; i++) sample.add(mine[Math.floor(random() * mine.length)]!);
      // One move of each glyph at least, where the position has one.
      for (const kind of ['vector', 'lance', 'arc', 'pulse', 'anchor']) {
        const some = mine.filter((m) => toMove(m).kind === kind);
        if (some.length > 0) sample.add(some[Math.floor(random() * some.length)]!);
      }
      for (const m of sample) {
        const after = clone(s);
        apply(after, m);
        const next = play(game, toMove(m));
        if (formatPosition(toGame(after)) !== formatPosition(next)) {
          problems.push(
            `after ${formatAction(toMove(m))} on\n${text}core:\n${formatPosition(next)}fast:\n${formatPosition(toGame(after))}`,
          );
        }
        if (status(next).reason) ends.add(status(next).reason!);
      }
    }
    expect(problems.slice(0, 3)).toEqual([]);
    // The ends compared include every way a random game reaches.
    expect([...ends].sort()).toEqual(expect.arrayContaining(['capture', 'dominion', 'limit', 'line', 'square']));
  }, 60_000);

  it('converts positions and moves both ways without loss', () => {
    const game = newGame();
    expect(formatPosition(toGame(fromGame(game)))).toBe(formatPosition(game));
    expect(toGame(fromGame(game))).toEqual(game);
    for (const a of legalActions(game)) if (a.kind !== 'resign') expect(toMove(fromMove(a as Move))).toEqual(a);
  });
});
