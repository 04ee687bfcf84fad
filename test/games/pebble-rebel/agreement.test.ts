// The computer players' fast engine agrees with the rules core action for action, on positions
// along seeded random games: the same legal actions, the same positions after each (the draw is
// chance to the engine, so a move's drawn stones are fed to it from the rules core), the same end.
import { describe, expect, it } from 'vitest';
import {
  COLOURS,
  formatAction,
  legalActions,
  play,
  status,
  type Action,
  type Game,
} from '../../../src/games/pebble-rebel/rules/index';
import {
  apply,
  draw,
  encodeMove,
  encodePlace,
  generate,
  ON,
  PLACE,
  winnerOf,
  DRAW,
} from '../../../src/games/pebble-rebel/ai/moves';
import { copyView, viewOf, type View } from '../../../src/games/pebble-rebel/ai/state';
import { seededRandom } from '../../../src/util/random';
import { randomGames } from './helpers';

const decode = (a: number): Action =>
  a < PLACE
    ? { kind: 'move', from: Math.floor(a / 36), to: a % 36 }
    : { kind: 'place', colour: COLOURS[Math.floor((a - PLACE) / 36)]!, at: (a - PLACE) % 36 };
const encode = (a: Action): number =>
  a.kind === 'move' ? encodeMove(a.from, a.to) : a.kind === 'place' ? encodePlace(COLOURS.indexOf(a.colour), a.at) : -1;

const plain = (v: View) => ({ board: [...v.board], bag: v.bag, hand: v.hand, current: v.current, turn: v.turn });
const winnerCode = (g: Game): number => {
  const w = status(g).winner;
  return w === null ? ON : w === 'draw' ? DRAW : w;
};

describe('the fast engine agrees with the rules core', () => {
  it('on every position of 8 random games: the same legal actions, results and ends', () => {
    const random = seededRandom(99);
    let positions = 0;
    let played = 0;
    for (const { games } of randomGames(8, 21)) {
      for (const g of games) {
        if (g.resigned !== null) continue; // resignation is the door's alone
        const v = viewOf(g);
        expect(winnerOf(v)).toBe(winnerCode(g));
        const mine: number[] = [];
        generate(v, mine);
        const theirs = legalActions(g).filter((a) => a.kind !== 'resign');
        expect(mine.map((a) => formatAction(decode(a))).sort()).toEqual(theirs.map(formatAction).sort());
        positions++;
        // A sample of the actions: three at random in each position.
        const sample = Array.from(
          { length: Math.min(3, theirs.length) },
          () => theirs[Math.floor(random() * theirs.length)]!,
        );
        for (const a of sample) {
          const next = play(g, a);
          const w = copyView(v);
          const draws = apply(w, encode(a));
          if (a.kind === 'move') {
            expect(draws).toBe(next.hand.length);
            for (const c of next.hand) draw(w, COLOURS.indexOf(c));
          }
          expect(plain(w)).toEqual(plain(viewOf(next)));
          expect(winnerOf(w)).toBe(winnerCode(next));
          played++;
        }
      }
    }
    expect(positions).toBeGreaterThan(150);
    expect(played).toBeGreaterThan(450);
  }, 60_000);
});
