// The game-neutral page as the room client sees it (src/online/client/table.ts): its PlaySession and
// the game's save files. A room stores the game as a `<id>-save` (its start and the moves since,
// src/codec/game-save.ts), as the server's hostedFromDoor reads it; a room's game takes the board
// with every seat a person's (the room says who plays which), and Redo in a room is a move played.
// In a game on clocks the room keeps the time: each move comes with what its player spent, and
// between moves this page only shows the running clock (src/page/clock.ts).
import { savesOf } from './saves';
import { freshGameOf, type GameModule } from '../core/module';
import type { RoomTable } from '../online/client/table';
import { gameKey } from '../session/keys';
import type { KeyValueStore } from '../session/storage';
import { seatsOf } from './autosave';
import { shownInRoom } from './clock';
import { seatText, type GameInPlay, type PlaySession, type SeatPlayer } from './session';
import { takenBack } from './turns';

/**
 * The player's own game, kept (`<id>.own-game`, a save file with its seats) while a room's game is
 * on the board, until the player takes it back.
 */
export class KeptGame<G, A> {
  private readonly key: string;

  constructor(
    private store: KeyValueStore,
    private module: GameModule<G, A>,
  ) {
    this.key = gameKey(module.id, 'own-game');
  }

  /** Keeps the game in play, unless nothing has happened in it (a new game as it starts). */
  keep({ start, actions, seats, notes, times }: GameInPlay<G, A>): void {
    const { rules } = this.module;
    if (actions.length === 0 && rules.formatPosition(start) === rules.formatPosition(freshGameOf(this.module, start)))
      return;
    const data = { start, actions, seats: seats.map(seatText), notes, times };
    this.store.setItem(this.key, savesOf(this.module).encode(data));
  }

  has(): boolean {
    return this.store.getItem(this.key) !== null;
  }

  /** The kept game, taken off the shelf; null when there is none (or it can no longer be read). */
  take(): GameInPlay<G, A> | null {
    const text = this.store.getItem(this.key);
    if (text === null) return null;
    this.store.removeItem(this.key);
    const read = savesOf(this.module).decode(text);
    return read.ok
      ? {
          start: read.start,
          actions: read.actions,
          seats: seatsOf(this.module, read.seats, read.start),
          notes: read.notes,
          times: read.times,
        }
      : null;
  }
}

export interface PageTable extends RoomTable {
  /** Whether the room's clock runs (a game on clocks after the room's first move, until its end). */
  clockRuns(): boolean;
  /**
   * Why the room would not take back the last move for the page in `seat` (null: watching), or null
   * when it would or the rules take none back: a player takes back only their own move, before
   * anyone moves after it (as the room's hosted game rules).
   */
  undoRefusal(seat: number | null): string | null;
}

/**
 * What the page hears of a whole game the room sends in place of a move: the move it worked out
 * (Rebel's stones drawn from the sealed bag), and the end it came to (a resignation, a clock run out),
 * told as a move played here would be.
 */
export interface RoomHeard<G, A> {
  moved(before: G, action: A): void;
  ended(): void;
  /** A sentence for Status about a change of the room's game (another seat's take-back). */
  said(text: string): void;
  /** The room's game has not the end this page showed (a resignation it refused): that end screen goes. */
  unended(): void;
}

export function pageTable<G, A>(
  module: GameModule<G, A>,
  session: PlaySession<G, A>,
  kept: Pick<KeptGame<G, A>, 'keep'>,
  heard?: RoomHeard<G, A>,
): PageTable {
  const { rules, view } = module;
  const { elapse } = rules;
  const roomGame = ({ start, actions, times }: GameInPlay<G, A>): string =>
    savesOf(module).encode({ start, actions, times });
  const people = (start: G): SeatPlayer[] => Array<SeatPlayer>(rules.status(start).players).fill('person');
  const onClocks = (): boolean => elapse !== undefined && rules.status(session.game).clocks != null;
  // The game as the room last told it, before this page ran its clock for show, and its move count.
  let told: G | null = null;
  let toldMoves = 0;
  let clockRuns = false;
  const tell = (): void => {
    told = session.game;
    toldMoves = session.actions.length;
  };
  return {
    clockRuns: () => clockRuns,
    undoRefusal(seat) {
      if (!session.canUndo()) return null;
      if (seat === null) return 'You are watching this room: only its players take back their moves.';
      // As the room rules (door-hosted.ts): the move that ended the game is not taken back there.
      if (rules.status(session.game).winner !== null)
        return 'The game is over: nothing is taken back once it has ended.';
      const mover = rules.status(rules.undo(session.game)).current;
      if (mover === seat) return null;
      return `You can take back only your own move, before anyone moves after it: the last move was ${view.seats[mover]!.name}'s.`;
    },
    gameId: module.id,
    maxSeats: view.seats.length,
    seatName: (seat) => view.seats[seat]?.name ?? `Seat ${seat + 1}`,
    seatCss: (seat) => view.seats[seat]?.css ?? 'transparent',
    turn() {
      const s = rules.status(session.game);
      return { current: s.current, over: s.winner !== null };
    },
    roomGame: () => roomGame(session.gameInPlay()),
    showRoomGame(text, clock) {
      const read = savesOf(module).decode(text);
      if (!read.ok) return read.error;
      // The board showed the room's game already (not the page's own, as on joining): what is new
      // in the room's game is told as a move played here would be.
      const roomsGame = told !== null;
      const lastShown = session.actions.at(-1);
      const lastText = lastShown === undefined ? null : rules.formatAction(lastShown);
      const over = rules.status(session.game).winner !== null;
      // Whether the room's clock runs is known before the board shows its game, which draws the
      // running clock lit (a rematch's game, on clocks, has none running before its first move).
      clockRuns = clock !== undefined && elapse !== undefined && rules.status(read.game).clocks != null;
      // The room's game: the page's own was kept when it joined (KeptGame).
      session.replace(
        { start: read.start, actions: read.actions, seats: people(read.start), times: read.times },
        read.game,
        false,
      );
      tell();
      if (clockRuns) session.elapse(shownInRoom(rules, session.game, clock!));
      const last = read.actions.at(-1);
      const news = last !== undefined && rules.formatAction(last) !== lastText;
      const ends = rules.status(session.game).winner !== null;
      if (roomsGame && news) {
        const before = read.actions.slice(0, -1).reduce((g, a) => rules.play(g, a), read.start);
        heard?.moved(before, last);
      }
      // A page shows only the end the room confirms: one it showed early and the room refused goes.
      if (roomsGame && over && (news || !ends)) heard?.unended();
      // An end the room came to while this page was away (a flag fell) is shown on return, too.
      if (ends && (!over || (roomsGame && news))) heard?.ended();
      return null;
    },
    lastAction: () => rules.formatAction(session.actions.at(-1)!),
    play(text, ms) {
      if (ms !== undefined && elapse && told !== null) session.adjust(elapse(told, ms), ms);
      session.play(rules.parseAction(session.game, text));
      tell();
      clockRuns = onClocks();
    },
    // The room's clocks replace the ones this page ran for show since its own move.
    confirmed(text, ms) {
      if (!onClocks() || told === null) return;
      const before = ms !== undefined && elapse ? elapse(told, ms) : told;
      const after = rules.play(before, rules.parseAction(before, text));
      const moves = toldMoves + 1;
      if (session.actions.length === moves) session.adjust(after, 0);
      told = after;
      toldMoves = moves;
      clockRuns = true;
    },
    // Another seat's take-back, as the room did: said in the game's words, and no Redo here (the
    // move was not this page's to play again).
    undo() {
      if (!session.canUndo()) return false;
      const last = session.actions.at(-1)!;
      session.undo(false);
      tell();
      const by = view.seats[rules.status(session.game).current]!.name;
      heard?.said(takenBack(view.describeAction(session.game, last), by));
      return true;
    },
    // Redo plays again what Undo took back: to the room, one more move (every seat is a person's).
    // A clock running here is no news to the room, which keeps its own.
    onChange: (listener) =>
      session.onChange((change) => change !== 'adjust' && listener(change === 'redo' ? 'play' : change)),
    keepOwnGame: () => kept.keep(session.gameInPlay()),
    keptNote: 'Your own game is kept: the menu’s “Back to my game” returns to it.',
    starts: () => [
      [{ value: 'current', label: 'This game', game: () => roomGame(session.gameInPlay()) }],
      // Where the players choose how many play (Vacuum: 2, 3 or 4), a new game of each count.
      module.playerCounts
        ? module.playerCounts.map((n, i) => ({
            value: String(n),
            label: i === 0 ? `New game, ${n} players` : `${n} players`,
            game: () => roomGame({ start: freshGameOf(module, undefined, n), actions: [], seats: [] }),
          }))
        : [
            {
              value: 'new',
              label: 'New game',
              game: () => roomGame({ start: freshGameOf(module), actions: [], seats: [] }),
            },
          ],
    ],
  };
}
