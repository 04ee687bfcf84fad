// The computer players' engine (ai/state.ts) must agree with the rules door action for action: the
// same legal actions, the same position after each one, the same end, and unmake back to the start.
import { describe, expect, it } from 'vitest';
import {
  formatAction,
  formatPosition,
  legalActions,
  newGame,
  play,
  status,
  type LayoutId,
} from '../../../src/games/divided-loyalties/rules/index';
import { toAction } from '../../../src/games/divided-loyalties/ai/actions';
import {
  fromGame,
  generate,
  isOver,
  make,
  toGame,
  unmake,
  winnerOf,
} from '../../../src/games/divided-loyalties/ai/state';
import { seededRandom } from '../../../src/util/random';

const LAYOUTS: LayoutId[] = ['crossroads', 'kite', 'octopus', 'picasso', 'frankenstein'];

describe('the engine agrees with the rules core', () => {
  it(`on ${LAYOUTS.length} random games: legal actions, positions, ends and unmake`, () => {
    const random = seededRandom(77);
    for (let n = 0; n < LAYOUTS.length; n++) {
      let game = newGame({ layout: LAYOUTS[n % LAYOUTS.length]! });
      const s = fromGame(game);
      const texts = [formatPosition(game)];
      const codes: number[] = [];
      for (;;) {
        generate(s, codes);
        const core = legalActions(game).filter((a) => a.kind !== 'resign');
        expect(codes.map((a) => formatAction(toAction(s, a)))).toEqual(core.map(formatAction));
        expect(isOver(s)).toBe(core.length === 0);
        if (core.length === 0) break;
        // Bridges are rarer than stones: take one when there is one, half the time.
        const bridges = codes.filter((a) => toAction(s, a).kind === 'bridge');
        const pick = bridges.length > 0 && random() < 0.5 ? bridges : codes;
        const a = pick[Math.floor(random() * pick.length)]!;
        game = play(game, toAction(s, a));
        make(s, a);
        const text = formatPosition(game);
        expect(formatPosition(toGame(s))).toBe(text);
        texts.push(text);
      }
      expect(winnerOf(s)).toBe(status(game).winner === 'draw' ? 2 : status(game).winner);
      for (let i = texts.length - 2; i >= 0; i--) {
        unmake(s);
        expect(formatPosition(toGame(s))).toBe(texts[i]);
      }
    }
  }, 60_000);
});
