// What the room client (online.ts, seatsPanel.ts, commands.ts) needs of the game on the page: the
// game's id and seats, whose turn it is, the game as a room stores it, and the page's own changes.
// Each page lends one: Vacuum's (src/games/vacuum/room-table.ts) over its session and save files,
// the game-neutral page's (src/page/room-table.ts) over its PlaySession and `<id>-save` files. The
// client knows no game's rules: the room checks every action, and the table only plays them.

/** What changed the page's game: a move, an undo, a whole other game, who plays a seat locally. */
export type TableChange = 'play' | 'undo' | 'replace' | 'seats';

/** A choice of the Create Online Room dialog: its button, and the game the room would start from. */
interface RoomStart {
  /** The button's value (what tests and the dialog's answer name it by). */
  value: string;
  label: string;
  /** The game as the room stores it (the body of `POST api/rooms?game=<id>`). */
  game(): string;
}

export interface RoomTable {
  /** The game's id in the registry: its rooms, storage keys and hello name it. */
  readonly gameId: string;
  /** How many seats the game can have: the Seats panel lists these (Vacuum 4, a two-player game 2). */
  readonly maxSeats: number;
  /** "Red", "White": how the page names a seat. */
  seatName(seat: number): string;
  /** A CSS colour for the seat's dot in the Seats panel, where the page's stylesheet has none. */
  seatCss?(seat: number): string;
  /** The seat to move, and whether the game is over. */
  turn(): { current: number; over: boolean };
  /** The game on the board as a room stores it. */
  roomGame(): string;
  /**
   * Puts a room's stored game on the board (every seat a person's here: the room says who plays),
   * as a whole other game; `clock`: the ms the room's running clock has run (absent: none runs). A
   * sentence saying why when it cannot be read, else null.
   */
  showRoomGame(text: string, clock?: number): string | null;
  /** The text of the page's own last action, as the room reads it (for `act`). */
  lastAction(): string;
  /**
   * Plays an action of the room's, from its text, with the ms the room charged its player's clock
   * first (in a game on clocks); throws when it does not fit this game.
   */
  play(text: string, ms?: number): void;
  /** The room took this page's own action, charging its player `ms` (in a game on clocks). */
  confirmed?(text: string, ms?: number): void;
  /** Takes back the last action, as the room did; false (or a throw) when there is none here. */
  undo(): boolean;
  /** Hears every change of the page's game, the room's own included. */
  onChange(listener: (change: TableChange) => void): void;
  /** Keeps the player's own game (where the page keeps such games) before a room's game takes the board. */
  keepOwnGame(): void;
  /** Where the player finds it again, for the room's welcome: "Your previous game is kept in …". */
  readonly keptNote: string;
  /** The Create Online Room dialog's choices, in rows; the first is the dialog's default. */
  starts(): RoomStart[][];
}
