// Vacuum's saves as the game-neutral page writes and reads them (GameModule.saves): the JSON Vacuum's
// own page has always written (save.ts, formats 1 to 3), so that the autosaves, saved files, Recent
// games and rooms of every earlier version open, and an earlier version opens the new ones. Its
// move log's turns and players, and the position the moves lead to, are worked out by the fast
// engine's walk (played.ts), as the log is read back: a long game saves after every move.
import type { SaveCodec } from '../../../core/module';
import { failure } from '../../../core/result';
import type { GameSaveData } from '../../../codec/game-save';
import { formatAction, status, type Action, type Game } from '../rules/index';
import { playedFrom } from './played';
import { LEVELS } from '../ai/levels';
import type { Seat } from './format';
import { replayLog } from './history';
import { decodeSaveJson, encodeSaveJson, type LogLine } from './save';

/** A person as Vacuum's saves write one, and as the game-neutral page does. */
const PERSON = { vacuum: 'human', page: 'person' } as const;
const COMPUTER = 'computer:';

/** The page's seat texts ("person", "computer:easy") as Vacuum's settings write them ("human", "easy"). */
export const vacuumSeat = (text: string): Seat =>
  text.startsWith(COMPUTER) ? (text.slice(COMPUTER.length) as Seat) : PERSON.vacuum;
/** A seat of Vacuum's settings as the page's text; anything else is left for the page to refuse. */
const pageSeat = (seat: unknown): string =>
  seat === PERSON.vacuum ? PERSON.page : LEVELS.includes(seat as never) ? `${COMPUTER}${String(seat)}` : String(seat);

export const vacuumSaves: SaveCodec<Game, Action> = {
  encode({ start, actions, seats }: GameSaveData<Game, Action>): string {
    const { history, game } = playedFrom(start, actions);
    const log: LogLine[] = history.actions.map(({ turn, player, action }) => ({
      turn,
      player,
      text: formatAction(action),
    }));
    const players = status(start).players;
    const settings = { players, seats: (seats ?? Array<string>(players).fill(PERSON.page)).map(vacuumSeat) };
    return encodeSaveJson({ game, log, settings, start });
  },

  decode(text) {
    const read = decodeSaveJson(text);
    if (!read.ok) return read;
    const { game, log, settings, start } = read.save;
    const seats = Array.isArray(settings.seats) ? settings.seats.map(pageSeat) : null;
    // A save of formats 1 and 2 may not know the game's first position: its record begins at the
    // position it holds (the undo history of its turn kept), as that page's replay did.
    if (!start) return { ok: true, start: game, actions: [], game, seats, times: null, notes: [] };
    try {
      const actions = replayLog(start, log).history.actions.map((p) => p.action);
      return { ok: true, start, actions, game, seats, times: null, notes: [] };
    } catch (e) {
      // decodeSaveJson has checked that the log replays into the position: this cannot happen.
      return failure(`This save is damaged: ${e instanceof Error ? e.message : 'its moves cannot be played'}`);
    }
  },
};
