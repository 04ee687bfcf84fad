// Pebble Rebel's share forms: whole-game links of 40-action games (each Pebble move and each of
// Rebel's placements is an action; a whole game's link decodes in ≤ 30 ms, as issue 26 asks of every
// game of the house), the position links of their last positions, and a save and a record of a game.
import * as rules from '../../src/games/pebble-rebel/rules/index';
import { pebbleRebelShare } from '../../src/games/pebble-rebel/share';
import { playRandom, shareForms } from '../share-forms';
import { seededRandom } from '../stats';
import type { Measures } from '../run';

const GAMES = 40;

export async function run(): Promise<Measures> {
  const random = seededRandom(4040);
  const forty = Array.from({ length: GAMES }, (_, seed) =>
    playRandom(rules, rules.newGame({ seed }), random, 40),
  ).filter((g) => g.actions.length === 40);
  return shareForms(
    rules,
    pebbleRebelShare,
    'pebble-rebel',
    40,
    forty,
    playRandom(rules, rules.newGame({ seed: 7 }), random, 400),
  );
}
