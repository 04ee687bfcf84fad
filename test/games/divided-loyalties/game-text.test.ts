// Divided Loyalties' game records (src/record/game-text.ts): a turn of several actions (a stone,
// its bridges, End) is numbered once, before its first action, each round.
import { describe, expect, it } from 'vitest';
import * as rules from '../../../src/games/divided-loyalties/rules/index';
import { readGameText, writeGameText } from '../../../src/record/game-text';

/** `turns` whole turns from the start: each the first stone it may place, any bridge it must build, End. */
function turns(count: number): { start: rules.Game; actions: rules.Action[] } {
  const start = rules.newGame();
  let game = start;
  const actions: rules.Action[] = [];
  const play = (a: rules.Action) => {
    actions.push(a);
    game = rules.play(game, a);
  };
  for (let t = 0; t < count; t++) {
    play(rules.legalActions(game).find((a) => a.kind === 'stone')!);
    while (!rules.legalActions(game).some((a) => a.kind === 'end'))
      play(rules.legalActions(game).find((a) => a.kind === 'bridge')!);
    play(rules.legalActions(game).find((a) => a.kind === 'end')!);
  }
  return { start, actions };
}

describe('Divided Loyalties game records', () => {
  it('number each round once, before the first action of its first turn, and read back', () => {
    const played = turns(4);
    const text = writeGameText(rules, 'divided-loyalties', played);
    const moves = text.split('\n\n')[1]!.replace(/\s+/g, ' ').trim();
    expect(moves).toMatch(/^1\. [^.]+ end [^.]+ end 2\. [^.]+ end [^.]+ end$/);
    const read = readGameText(rules, 'divided-loyalties', text);
    expect(read.ok && read.actions).toEqual(played.actions);
  });
});
