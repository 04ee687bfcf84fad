// Glyph Grid's share forms, measured by the same code as every game's (bench/share-forms.ts):
// whole-game links of 40-move games (a whole game's link decodes in ≤ 30 ms, as issue 26 asks of
// every game), the position links of their last positions, and a save and a record of a long game.
import * as rules from '../../src/games/glyph-grid/rules/index';
import { glyphGridShare } from '../../src/games/glyph-grid/share';
import { playRandom, shareForms } from '../share-forms';
import { seededRandom } from '../stats';
import type { Measures } from '../run';

const GAMES = 40;

export async function run(): Promise<Measures> {
  const random = seededRandom(4040);
  const untimed = () => rules.newGame({ clock: null });
  const forty = Array.from({ length: GAMES }, () => playRandom(rules, untimed(), random, 40)).filter(
    (g) => g.actions.length === 40,
  );
  return shareForms(rules, glyphGridShare, 'glyph-grid', 40, forty, playRandom(rules, untimed(), random, 300));
}
