// Pressure's share forms: the length of 40-move game links from the start (target ≤ 60
// characters) and the time to decode one (target ≤ 5 ms), the length of share strings of
// mid-game positions, and the time to read a save and a record of a long game.
import * as rules from '../../src/games/pressure/rules/index';
import { pressureShare } from '../../src/games/pressure/share';
import { playFrom } from '../../test/games/pressure/played';
import { shareForms } from '../share-forms';
import { seededRandom } from '../stats';
import type { Measures } from '../run';

const GAMES = 40;

export async function run(): Promise<Measures> {
  const random = seededRandom(4040);
  const forty = Array.from({ length: GAMES }, () => playFrom(rules.newGame(), random, 40)).filter(
    (g) => g.actions.length === 40,
  );
  return shareForms(rules, pressureShare, 'pressure', 40, forty, playFrom(rules.newGame(), seededRandom(7), 400));
}
