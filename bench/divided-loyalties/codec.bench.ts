// Divided Loyalties' share forms, measured by the same code as every game's (bench/share-forms.ts):
// whole-game links of 40-action games on Crossroads (a whole game's link decodes in ≤ 30 ms, as issue
// 26 asks of every game), the position links of their last positions, and a save and a record of a
// whole game; and, since a turn here is several actions (a stone, its bridges, End), the links of
// 40-turn games on Crossroads and the position links at their 40th turn.
import * as rules from '../../src/games/divided-loyalties/rules/index';
import { dividedLoyaltiesShare } from '../../src/games/divided-loyalties/share';
import { encodePositionLink } from '../../src/codec/position-link';
import { linkForms, playRandom, shareForms } from '../share-forms';
import { median, seededRandom } from '../stats';
import type { Measures } from '../run';

const GAMES = 40;
const TURNS = 40;

export async function run(): Promise<Measures> {
  const random = seededRandom(4041);
  const forty = Array.from({ length: GAMES }, () => playRandom(rules, rules.newGame(), random, 40)).filter(
    (g) => g.actions.length === 40,
  );
  const long = playRandom(rules, rules.newGame(), random, 400);
  const fortyTurns = Array.from({ length: GAMES }, () =>
    playRandom(rules, rules.newGame(), random, 1_000, (g) => rules.status(g).turn >= TURNS),
  ).filter((g) => rules.status(g.end).turn === TURNS);
  return {
    ...shareForms(rules, dividedLoyaltiesShare, 'divided-loyalties', 40, forty, long),
    ...linkForms(rules, dividedLoyaltiesShare, `${TURNS}turns`, fortyTurns),
    [`link.actions.${TURNS}turns.median`]: median(fortyTurns.map((g) => g.actions.length)),
    [`share.len.${TURNS}turns.median`]: median(
      fortyTurns.map((g) => encodePositionLink(dividedLoyaltiesShare, g.end).length),
    ),
  };
}
