// Divided Loyalties as the game-neutral page holds it (src/core/module.ts): its rules door, its
// levels, its field's size (each layout its own), where its actions stand (a stone on its cell, a
// bridge from the stone just placed to its other end), its sentences, its painter and ghost bridges
// (R16), End turn and Pass as buttons, its share bits, and its own controls: the stock, the scores
// and the layout picker (view/modes.ts).
import type { GameModule } from '../../core/module';
import { cap } from '../../ui/dom';
import * as rules from './rules/index';
import { LEVELS } from './ai/levels';
import { ending, standing } from './view/ending';
import { describePosition } from './view/describe';
import { SEAT_LOOKS } from './view/look';
import { dividedLoyaltiesPainter, targetMark } from './view/painter';
import { regionNotes } from './view/notes';
import { cellOf, describeSquare, squaresOf } from './view/squares';
import { lastTurn, whyNot } from './view/turns';
import { STORED_AT_TOP } from './view/shelf';
import { BOARD_KEYS } from './view/board-keys';

type Game = rules.Game;
type Action = rules.Action;

/** The field a new game starts on (R3's default). */
const STANDARD = rules.layoutOf('crossroads');

const markOf = (colour: rules.Colour): string => rules.COLOURS.find((c) => c.name === colour)!.mark;

export const dividedLoyalties: GameModule<Game, Action> = {
  id: 'divided-loyalties',
  name: 'Divided Loyalties',
  rules,
  levels: LEVELS,
  view: {
    boardKeys: BOARD_KEYS,
    cols: STANDARD.width,
    rows: STANDARD.height,
    size: (game) => ({ cols: game.layout.width, rows: game.layout.height }),
    notes: regionNotes,
    autoSelect: true,
    seats: SEAT_LOOKS,
    squaresOf,
    describeAction: rules.describeAction,
    describePosition,
    describeSquare,
    ending,
    standing,
    preview(game, action) {
      const cuts = rules.actionEffect(game, action).cuts;
      // The scoring bridges a red bridge would cut are crossed out on their inner cells.
      const captures = cuts.flatMap(({ from, to }) => {
        const bridge = game.bridges.find(
          (b) => b.cells[0] === cellOf(game, from) && b.cells.at(-1) === cellOf(game, to),
        );
        return bridge ? bridge.cells.slice(1, -1) : [];
      });
      return { moves: [], captures, note: rules.describeAction(game, action) };
    },
    whyNot,
    motion: () => [],
    choiceLabel: (_game, action) =>
      action.kind === 'stone' ? `${cap(action.colour)} stone (${markOf(action.colour)})` : rules.formatAction(action),
    painter: dividedLoyaltiesPainter,
    targetMark,
    lastTurn,
    endsTurn: (action) => action.kind === 'end' || action.kind === 'pass' || action.kind === 'resign',
    buttons(game) {
      if (rules.status(game).winner !== null) return [];
      // Pass is offered alone when it is the move, End turn otherwise; the one off the panel still
      // answers its letter, saying why (E when only a pass is left, P while a stone can go somewhere).
      const passWhy = rules.whyIllegal(game, { kind: 'pass' });
      const endWhy = rules.endTurnProblem(game);
      return [
        {
          label: 'End turn',
          help: 'End your turn, after your stone and any bridges through it',
          key: 'e',
          action: endWhy === null ? { kind: 'end' } : null,
          ...(endWhy === null ? {} : { why: endWhy }),
          hidden: passWhy === null,
        },
        {
          label: 'Pass',
          help: 'No stone of yours can go anywhere: the turn passes',
          key: 'p',
          action: passWhy === null ? { kind: 'pass' } : null,
          ...(passWhy === null ? {} : { why: passWhy }),
          hidden: passWhy !== null,
        },
      ];
    },
  },
  modes: async () => (await import('./view/modes')).dividedLoyaltiesModes,
  share: async () => (await import('./share')).dividedLoyaltiesShare,
  picture: () => import('./view/picture'),
  storedAtTop: STORED_AT_TOP,
  freshGame: (like) => rules.newGame(like === undefined ? {} : { layout: like.layout }),
};
