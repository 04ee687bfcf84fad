// Vacuum's page as the room client sees it (src/online/client/table.ts): its session, its save files
// (a room stores a save's JSON: position, undo history of the current turn, move log) and its rules.
// A room's game takes the board with every colour a person's; the player's own game goes to the
// menu's Recent games first.
import { decodeSaveJson, encodeSaveJson } from './record/save';
import type { RoomTable } from '../../online/client/table';
import type { VacuumRecent } from './record/recent';
import { fromSave, humanSeats, toSave, type LogEntry, type Session } from './page/session';
import { canUndo, COLOUR_NAMES, newGame, readAction, status, type Game } from './rules/index';
import { describeAction } from './view/happened';
import type { Toast } from '../../ui/panels/toast';

/** A game as a Vacuum room stores it (and as `POST api/rooms?game=vacuum` sends it): a save's JSON. */
export function vacuumRoomGame(game: Game, log: LogEntry[], start: Game | null = null): string {
  const { players } = status(game);
  return encodeSaveJson(toSave({ game, log, settings: { players, seats: humanSeats(players) }, start }));
}

const colourName = (seat: number): string => {
  const c = COLOUR_NAMES[seat] ?? '?';
  return c[0]!.toUpperCase() + c.slice(1);
};

/**
 * `tell`: the page's notice, where another seat's take-back is said (its board is held meanwhile);
 * the notice is withdrawn as soon as the room's game moves on (a move played, again or another, or
 * the room's game shown afresh), as Status's take-back sentence on the shared page is replaced.
 */
export function vacuumTable(
  session: Session,
  recent: Pick<VacuumRecent, 'keep'>,
  tell: Pick<Toast, 'withdraw'> & ((message: string) => void),
): RoomTable {
  /** The take-back this page's notice said last, while it may still show. */
  let takenBack: string | null = null;
  const movedOn = () => {
    if (takenBack !== null) tell.withdraw(takenBack);
    takenBack = null;
  };
  const newRoomGame = (players: 2 | 3 | 4) => () => vacuumRoomGame(newGame({ players }), []);
  return {
    gameId: 'vacuum',
    maxSeats: COLOUR_NAMES.length,
    seatName: colourName,
    turn() {
      const s = status(session.game);
      return { current: s.current, over: s.winner !== null };
    },
    roomGame: () => vacuumRoomGame(session.game, session.log, session.start),
    showRoomGame(text) {
      const decoded = decodeSaveJson(text);
      if (!decoded.ok) return decoded.error;
      const { game, log, start } = fromSave(decoded.save);
      const { players } = status(game);
      session.replace(game, log, { players, seats: humanSeats(players) }, start);
      movedOn();
      return null;
    },
    lastAction: () => session.log.at(-1)!.text,
    play(text) {
      const action = readAction(text);
      if (!action) throw new Error(`"${text}" is not an action.`);
      session.play(action);
      movedOn();
    },
    // Another seat's take-back, as the room did (this page's own never comes here): said in words.
    undo() {
      if (!canUndo(session.game)) return false;
      const last = session.log.at(-1)!;
      session.undo();
      takenBack = `${colourName(last.player)} took back: ${describeAction(last.action)}.`;
      tell(takenBack);
      return true;
    },
    onChange: (listener) => session.onChange(listener),
    keepOwnGame: () => void recent.keep({ game: session.game, log: session.log, settings: session.settings }),
    keptNote: "Your previous game is kept in the menu's Recent games.",
    starts: () => [
      [{ value: 'current', label: 'This game', game: () => vacuumRoomGame(session.game, session.log, session.start) }],
      [
        { value: '2', label: 'New game, 2 players', game: newRoomGame(2) },
        { value: '3', label: '3 players', game: newRoomGame(3) },
        { value: '4', label: '4 players', game: newRoomGame(4) },
      ],
    ],
  };
}
