// Pressure as the game-neutral page holds it (src/core/module.ts): its rules door, its levels,
// where its moves stand on the board, its sentences, its painter and its share bits.
import type { GameModule } from '../../core/module';
import * as rules from './rules/index';
import { LEVELS } from './ai/index';
import { ending, standing } from './view/ending';
import { SEAT_LOOKS } from './view/look';
import { pressurePainter } from './view/painter';
import { pressureEditing } from './view/editing';

type Game = rules.Game;
type Action = rules.Action;

const isMove = (a: Action): a is rules.Move => !('kind' in a);

export const pressure: GameModule<Game, Action> = {
  id: 'pressure',
  name: 'Pressure',
  rules,
  levels: LEVELS,
  view: {
    cols: rules.SIZE,
    rows: rules.SIZE,
    seats: SEAT_LOOKS,
    squaresOf: (a) => (isMove(a) ? { from: a.from, to: a.to } : null),
    describeAction: rules.describeAction,
    describePosition: rules.describePosition,
    describeSquare(game, sq) {
      const name = rules.squareName(sq);
      const token = rules.tokenAt(game, sq);
      if (!token) return `${name}: empty.`;
      const who = `${name}: ${rules.SEATS[token.owner]} token`;
      if (token.state === 'captured') return `${who}, captured: it never moves again, but it blocks and can be pushed.`;
      if (token.state === 'inactive') return `${who}, resting: pushed last turn, it sits out this turn.`;
      if (token.owner !== game.current || rules.status(game).winner !== null) return `${who}.`;
      const to = rules.destinations(game, sq).map(rules.squareName);
      return to.length > 0 ? `${who}: it can move to ${to.join(', ')}.` : `${who}: it has no move now.`;
    },
    ending,
    standing,
    preview(game, action) {
      if (!isMove(action)) return { moves: [], captures: [], note: '' };
      const { moved, captured } = rules.effectOf(game, action);
      return { moves: [...moved], captures: [...captured], note: rules.describeAction(game, action) };
    },
    motion(game, action) {
      if (!isMove(action)) return [];
      const step = action.to - action.from;
      return rules.effectOf(game, action).moved.map((from) => ({ from, to: from + step }));
    },
    whyNot(game, from, to) {
      if (from === null) return 'Pick a token of yours first.';
      return (
        rules.whyIllegal(game, { from, to }) ?? `${rules.squareName(from)} cannot move to ${rules.squareName(to)}.`
      );
    },
    choiceLabel: (_game, action) => rules.formatAction(action),
    painter: pressurePainter,
    editing: pressureEditing,
  },
  modes: async () => (await import('./view/modes')).pressureModes,
  share: async () => (await import('./share')).pressureShare,
  picture: () => import('./view/picture'),
};
