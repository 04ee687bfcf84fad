// Vacuum as a hosted game: the room's game is a save (position, undo history of the current
// turn, move log), every action checked by the rules core.
import { decodeSaveJson, encodeSaveJson, type LogLine } from './record/save';
import {
  canUndo,
  formatAction,
  newGame,
  play,
  readAction,
  status,
  turnLimit,
  undo,
  whyIllegal,
  COLOUR_NAMES,
  type Game,
} from './rules/index';
import { playedIn } from './record/replay';
import { Refusal, type HostedGame } from '../../online/server/hosted';

export interface VacuumRoomGame {
  game: Game;
  log: LogLine[];
  /** The game's first position (kept so every page can replay the room's game), when known. */
  start?: Game | null;
}

const colour = (seat: number): string => {
  const name = COLOUR_NAMES[seat] ?? '?';
  return name[0]!.toUpperCase() + name.slice(1);
};

export const vacuum: HostedGame<VacuumRoomGame> = {
  load(text) {
    const decoded = decodeSaveJson(text);
    if (!decoded.ok) throw new Error(decoded.error);
    const { game, log, start } = decoded.save;
    // A game with no log and no undo history starts here: kept as its start from the first save,
    // or a reload would work the start out from the log played since and change the room's save.
    return { game, log, start: start ?? (log.length === 0 && !canUndo(game) ? game : null) };
  },

  save({ game, log, start }) {
    return encodeSaveJson({ game, log, settings: { players: status(game).players }, start: start ?? null });
  },

  seatCount: ({ game }) => status(game).players,

  toMove({ game }) {
    const s = status(game);
    return s.winner === null ? s.current : null;
  },

  anyMoment: (_state, text) => readAction(text)?.kind === 'resign',

  play({ game, log, start }, seat, text) {
    const action = readAction(text);
    if (!action) throw new Refusal('malformed', `"${text.slice(0, 40)}" is not an action.`);
    const s = status(game);
    // Anyone in the game may resign, but only for themselves; everything else waits for its turn.
    if (action.kind === 'resign' ? action.player !== seat : s.current !== seat && s.winner === null) {
      throw new Refusal(
        'not-your-turn',
        action.kind === 'resign'
          ? `${colour(seat)} cannot resign for another seat.`
          : `It is ${colour(s.current)}'s turn, not ${colour(seat)}'s.`,
      );
    }
    const why = whyIllegal(game, action);
    if (why !== null) throw new Refusal('illegal', why);
    const { turn, player } = playedIn(game, action);
    return {
      game: play(game, action),
      log: [...log, { turn, player, text: formatAction(action) }],
      start,
    };
  },

  undo({ game, log, start }, seat) {
    const s = status(game);
    if (s.current !== seat) throw new Refusal('not-your-turn', `Only ${colour(s.current)} can undo now.`);
    if (!canUndo(game)) throw new Refusal('illegal', 'Nothing to undo in this turn.');
    return { game: undo(game), log: log.slice(0, -1), start };
  },

  // The same number of players and the same length, as the page's Rematch.
  rematch({ game }) {
    const limit = turnLimit(game);
    const next = newGame({ players: game.players, ...(limit === null ? {} : { turnLimit: limit }) });
    return { game: next, log: [], start: next };
  },
};
