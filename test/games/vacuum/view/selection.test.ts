// A tap the selected action cannot use says why in the rules' words: never the shape of the action
// the page guessed ("the action does not take "defender"").
import { describe, expect, it } from 'vitest';
import { newGame, SQUARES, type Sq } from '../../../../src/games/vacuum/rules/index';
import { BUTTONS, isMode, type ButtonId } from '../../../../src/games/vacuum/view/catalogue';
import { NOTHING_SELECTED, selectMode, sourcesOf, tap, targetsOf } from '../../../../src/games/vacuum/view/selection';
import { randomGame } from '../rules/random-play';
import { act, position, sq } from '../rules/helpers';

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

describe('Teleport', () => {
  it('a tap on a resting pedestal as the source names the pedestal and its rest, as a tap on it as target does', () => {
    const game = act(position({ pieces: { c3: 'R', j3: 'R' } }), 'teleport c3-c10');
    const chosen = selectMode(game, NOTHING_SELECTED, 'teleport').sel;
    expect(tap(game, chosen, sq('c10'), false).say).toBe('Teleport: the pedestal on c10 is on teleport cooldown');
    const fromJ3 = tap(game, chosen, sq('j3'), false).sel;
    expect(tap(game, fromJ3, sq('c3'), false).say).toBe('Teleport: the pedestal on c3 is on teleport cooldown');
    // Not a pedestal, or none of the player's pieces on it: the rules say that too.
    expect(tap(game, chosen, sq('e5'), false).say).toBe('Teleport: e5 is not a pedestal');
    expect(tap(game, chosen, sq('j10'), false).say).toBe('Teleport: the source pedestal must hold one of your pieces');
  });
});
