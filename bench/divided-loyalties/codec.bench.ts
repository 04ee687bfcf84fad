// Divided Loyalties' share forms, measured by the same code as every game's (bench/share-forms.ts):
// whole-game links of 40-action games on Crossroads (a whole game's link decodes in ≤ 30 ms, as issue
// 26 asks of every game), the position links of their last positions, and a save and a record of a
// whole game.
import * as rules from '../../src/games/divided-loyalties/rules/index';
import { dividedLoyaltiesShare } from '../../src/games/divided-loyalties/share';
import { playRandom, shareForms } from '../share-forms';
import { seededRandom } from '../stats';
import type { Measures } from '../run';

const GAMES = 40;

export async function run(): Promise<Measures> {
  const random = seededRandom(4041);
  const forty = Array.from({ length: GAMES }, () => playRandom(rules, rules.newGame(), random, 40)).filter(
    (g) => g.actions.length === 40,
  );
  return shareForms(
    rules,
    dividedLoyaltiesShare,
    'divided-loyalties',
    40,
    forty,
    playRandom(rules, rules.newGame(), random, 400),
  );
}
