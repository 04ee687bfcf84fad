// What Vacuum's hint says and marks: the whole suggested turn, "Supply Chain e5→e6 ×2, Pebble War
// f5→f6, Commit", each action with squares marked (an arrow, or a ring where it stands on one).
import { status, type Action, type Game } from '../rules/index';
import { LEVELS } from '../ai/levels';
import { actionLabel } from './happened';
import type { HintGame, HintMark } from '../../../ui/hint';

export const vacuumHint: HintGame<Game, Action> = {
  id: 'vacuum',
  level: LEVELS.at(-1)!,
  over: (game) => status(game).winner !== null,
  words: (_game, actions) => actions.map((a) => actionLabel(a, true)).join(', '),
  marks: (_game, actions) =>
    actions.flatMap((a): HintMark[] =>
      'at' in a ? [{ from: null, to: a.at }] : 'from' in a ? [{ from: a.from, to: a.to }] : [],
    ),
};
