// What Vacuum's hint says and marks: the whole suggested turn in words a screen reader reads as
// words ("Supply Chain from e5 to e6 with 2 pebbles; Commit"), each action with squares marked (an
// arrow, or a ring where it stands on one).
import { status, type Action, type Game } from '../rules/index';
import { LEVELS } from '../ai/levels';
import { describeAction } from './happened';
import type { HintGame, HintMark } from '../../../ui/hint';

export const vacuumHint: HintGame<Game, Action> = {
  id: 'vacuum',
  level: LEVELS.at(-1)!,
  over: (game) => status(game).winner !== null,
  words: (_game, actions) => actions.map(describeAction).join('; '),
  marks: (_game, actions) =>
    actions.flatMap((a): HintMark[] =>
      'at' in a ? [{ from: null, to: a.at }] : 'from' in a ? [{ from: a.from, to: a.to }] : [],
    ),
};
