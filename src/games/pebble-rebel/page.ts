// Pebble Rebel as the game-neutral page holds it (src/core/module.ts): its rules door, its levels,
// where its actions stand on the board (a move from and to, a placement only on its square), its
// sentences, its painter and marks (R14), its share bits, a fresh draw seed for each new game (R6),
// and its own controls and contest (view/modes.ts). In an online room Pebble's move goes to the
// room first: only the room knows the bag's order (hosted.ts).
import type { GameModule } from '../../core/module';
import * as rules from './rules/index';
import { LEVELS } from './ai/levels';
import { ending, standing } from './view/ending';
import { SEAT_LOOKS } from './view/look';
import { pebbleRebelPainter, targetMark } from './view/painter';
import { pebbleRebelEditing } from './view/editing';
import { describeSquare } from './view/squares';
import { freshSeed } from './view/seed';

type Game = rules.Game;
type Action = rules.Action;

export const pebbleRebel: GameModule<Game, Action> = {
  id: 'pebble-rebel',
  name: 'Pebble Rebel',
  rules,
  levels: LEVELS,
  view: {
    cols: rules.SIZE,
    rows: rules.SIZE,
    seats: SEAT_LOOKS,
    squaresOf: (a) =>
      a.kind === 'move' ? { from: a.from, to: a.to } : a.kind === 'place' ? { from: null, to: a.at } : null,
    describeAction: rules.describeAction,
    describePosition: rules.describePosition,
    describeSquare,
    ending,
    standing,
    preview(game, action) {
      const note = rules.describeAction(game, action);
      return { moves: action.kind === 'move' ? [action.from] : [], captures: [], note };
    },
    motion: (_game, action) => (action.kind === 'move' ? [{ from: action.from, to: action.to }] : []),
    whyNot(game, from, to) {
      if (rules.status(game).winner !== null) return 'The game is over.';
      if (game.current === 1) {
        const colour = rules.stoneToPlace(game)!;
        return `${rules.whyIllegal(game, { kind: 'place', colour, at: to }) ?? `${rules.squareName(to)} takes no stone now`}.`;
      }
      if (from !== null) return `${rules.whyIllegal(game, { kind: 'move', from, to }) ?? ''}.`;
      if (game.board[to] === null) return 'Pick a stone first: the lit stones can move.';
      return `The stone on ${rules.squareName(to)} cannot move: every square beside it is taken.`;
    },
    choiceLabel: (_game, action) =>
      action.kind === 'place'
        ? `${rules.COLOUR[action.colour].name} (${rules.COLOUR[action.colour].shape})`
        : rules.formatAction(action),
    painter: pebbleRebelPainter,
    targetMark,
    lastTurn(actions) {
      const last = rules.lastTurn(actions);
      return last === null ? [] : [last.from, last.to, ...last.placed];
    },
    logLine: rules.logLine,
    // Pebble's move is her turn; Rebel's turn is his placements, up to Pebble's next move (R7).
    endsTurn: (action, next) => action.kind !== 'place' || next?.kind !== 'place',
    editing: pebbleRebelEditing,
  },
  modes: async () => (await import('./view/modes')).pebbleRebelModes,
  share: async () => (await import('./share')).pebbleRebelShare,
  picture: () => import('./view/picture'),
  freshGame: () => rules.newGame({ seed: freshSeed() }),
  roomAnswers: (_game, action) => action.kind === 'move',
};
