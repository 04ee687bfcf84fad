// What Vacuum's replay asks of the game (page/replay-view.ts): its moments (record/replay.ts), its
// notation and sentences for actions, its colours' names and the numbered marks of a turn.
import { formatAction, status } from '../rules/index';
import { Replay, ReplayError } from '../record/replay';
import type { ReplayedGame } from '../page/replay-view';
import { describeAction, marks } from './happened';
import { colourTitle } from './seats';

export const vacuumReplayed: ReplayedGame = {
  replay(history) {
    try {
      return Replay.of(history);
    } catch (e) {
      if (e instanceof ReplayError) return e.message;
      throw e;
    }
  },
  formatAction,
  describeAction,
  seatTitle: colourTitle,
  marks,
  isOver: (game) => status(game).winner !== null,
  players: (game) => status(game).players,
};
