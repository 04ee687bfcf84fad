// A tap the selected action cannot use says why in the rules' words: never the shape of the action
// the page guessed ("the action does not take "defender"").
import { describe, expect, it } from 'vitest';
import { newGame, SQUARES, type Sq } from '../../../../src/games/vacuum/rules/index';
import { BUTTONS, isMode, type ButtonId } from '../../../../src/games/vacuum/view/catalogue';
import { NOTHING_SELECTED, selectMode, sourcesOf, tap, targetsOf } from '../../../../src/games/vacuum/view/selection';
import { randomGame } from '../rules/random-play';

describe('a tap that plays nothing', () => {
  it('says why in the rules’ words, for every action with a source, in positions of random games', () => {
    let tried = 0;
    for (const seed of [3, 11, 29]) {
      for (const { before: game } of randomGame(newGame({ players: 3 }), seed, 160).filter((_, i) => i % 8 === 0)) {
        for (const mode of (Object.keys(BUTTONS) as ButtonId[]).filter(isMode)) {
          const chosen = selectMode(game, NOTHING_SELECTED, mode).sel;
          if (chosen.mode !== mode) continue;
          for (const source of sourcesOf(game, chosen).slice(0, 2)) {
            const sel = tap(game, chosen, source, false).sel;
            const targets = targetsOf(game, sel);
            for (let sq = 0 as Sq; sq < SQUARES; sq++) {
              if (sq === source || targets.includes(sq)) continue;
              const said = tap(game, sel, sq, false).say ?? '';
              expect(said, `${mode} from ${source} to ${sq}`).not.toMatch(/does not take|needs "|is not a square/);
              tried++;
            }
          }
        }
      }
    }
    expect(tried).toBeGreaterThan(1000);
  });
});
