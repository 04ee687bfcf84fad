// What the game-neutral page needs of a game beyond its two doors: where its actions stand on the
// board (for the move queries of moves.ts), its seats, its sentences, its drawing and its share
// bits. Each game's `page.ts` exports one `GameModule`; the registry imports it lazily, so a page
// downloads only the game it shows.
import type { RulesDoor } from './contract';
import type { Result } from './result';
import type { BitReader, BitWriter } from '../codec/bits';
import type { GameNote, GameSaveData, GameSaveResult } from '../codec/game-save';

/** Where an action stands on the board: a move has both squares, a placement only `to`. */
export interface ActionSquares {
  from: number | null;
  to: number;
  /** Further squares that stand for the same action as `to` (a bridge's other end). */
  also?: readonly number[];
}

/** A seat as the page shows it: its name ("White"), colours and a mark that reads without colour. */
export interface SeatLook {
  name: string;
  /** The pieces' fill and edge (0xrrggbb), and a CSS colour for the panels. */
  fill: number;
  edge: number;
  css: string;
  /** The shape drawn inside its dot in the panels, so seats differ without colour too. */
  mark: SeatMark;
}

/** A seat's mark inside its dot (Vacuum's pieces carry the same four first ones on the board). */
type SeatMark = 'dot' | 'bar' | 'plus' | 'cross' | 'triangle';

/** Why and how a game ended, in the player's words, for the end screen and Status. */
export interface Ending {
  title: string;
  reason: string;
  /**
   * How it ended in a few words, for a list of games ("Black resigned": "White wins (Black
   * resigned)"); none where the title and the game's standing say it (a score).
   */
  how?: string;
  /** Each seat's score, in a game that keeps one: the end screen lists them, the winner's marked. */
  scores?: readonly { seat: number; score: number; winner: boolean; out?: boolean }[];
}

/** What a game's position bits are inside the share envelope (src/codec/share.ts). */
export interface GameShare<G, A = never> {
  /** This game's prefix character in front of every share string (`#p=`); unique in the house. */
  readonly positionPrefix: string;
  /** This game's prefix character of whole-game strings (`#g=`); unique in the house. */
  readonly gamePrefix: string;
  writePosition(w: BitWriter, game: G): void;
  /** The position the bits hold, or why they hold none (a sentence for the player). */
  readonly readPosition: (r: BitReader) => Result<{ game: G }>;
  /**
   * Its own whole-game strings (`#g=`) and game records, where its links and records are older
   * than the house's (Vacuum's); codec/move-list.ts and record/game-text.ts by default.
   */
  readonly wholeGames?: WholeGameTexts<G, A>;
}

/** A whole game read from a game string or a record: its start, its moves and where they lead. */
export interface WholeGame<G, A> {
  start: G;
  actions: A[];
  game: G;
  notes: GameNote[];
}

/** A game's own texts of a whole game (GameShare.wholeGames); reading never throws. */
interface WholeGameTexts<G, A = unknown> {
  /** The game string of the moves from `start`, or null when it is too long for a link. */
  gameString(start: G, actions: readonly A[]): string | null;
  readGameString(text: string): Result<WholeGame<G, A>>;
  /** The game record, naming who sat in each seat (the page's seat texts: "person", "computer:easy"). */
  record(start: G, actions: readonly A[], seats: readonly string[]): string;
  readRecord(text: string): Result<WholeGame<G, A>>;
}

/** One layer of the board the game draws itself, on a square's rectangle, in canvas pixels. */
export interface SquareBox {
  x: number;
  y: number;
  cell: number;
}

/** The drawing surface a game's painter is given: Phaser's Graphics, reduced to what boards need. */
export interface Brush {
  fillStyle(colour: number, alpha?: number): Brush;
  lineStyle(width: number, colour: number, alpha?: number): Brush;
  fillRect(x: number, y: number, w: number, h: number): Brush;
  strokeRect(x: number, y: number, w: number, h: number): Brush;
  fillRoundedRect(x: number, y: number, w: number, h: number, radius: number): Brush;
  strokeRoundedRect(x: number, y: number, w: number, h: number, radius: number): Brush;
  fillCircle(x: number, y: number, r: number): Brush;
  strokeCircle(x: number, y: number, r: number): Brush;
  fillTriangle(x0: number, y0: number, x1: number, y1: number, x2: number, y2: number): Brush;
  lineBetween(x0: number, y0: number, x1: number, y1: number): Brush;
}

/** The game's pieces and tiles: the page draws every other mark (selection, targets, last move). */
export interface BoardPainter<G, A = unknown> {
  /** A square's tile (its background). */
  tile(brush: Brush, game: G, sq: number, box: SquareBox): void;
  /** What stands on a square, if anything; `alpha` < 1 for a piece lifted by a drag. */
  piece(brush: Brush, game: G, sq: number, box: SquareBox, alpha?: number): void;
  /** Whether a piece stands on a square (a drag can only start from one). */
  occupied(game: G, sq: number): boolean;
  /**
   * What a drag from `from` lifts, where a piece may move only in part (of Vacuum's stack, the
   * pebbles the drop would move) or takes its tile along (Vacuum's perimeter tile): `actions` are
   * the legal ones the drop under the pointer could mean (else every one from the square).
   * `ghost` draws what goes with the pointer, `left` the square under it meanwhile. By default the
   * whole piece goes.
   */
  lifted?(game: G, from: number, actions: readonly A[]): Lifted;
}

/** A drag's two drawings (BoardPainter.lifted). */
export interface Lifted {
  ghost(brush: Brush, box: SquareBox): void;
  left(brush: Brush, box: SquareBox): void;
}

/**
 * Where a chosen piece's moves come in sizes (how many of Vacuum's stacked pebbles go): while the
 * piece offers several, the largest is picked first, a tap on the piece again takes the next, the
 * board offers the moves of that size only and marks the size on the piece.
 */
interface MoveSizes<A> {
  /** The size of `action` among `from`, the legal actions from its square (as narrowed); null: none. */
  of(action: A, from: readonly A[]): number | null;
  /** A size in words, for Status ("2 pebbles"). */
  words(size: number): string;
}

/**
 * What the page shows while a move is chosen: the squares an action would change and how
 * (`moves`: the pieces that would move; `captures`: what it would capture; `note` in words).
 */
export interface Preview {
  moves: number[];
  captures: number[];
  note: string;
}

/** A game's position editor tools: what a square can hold, and the edited board as the game's text. */
export interface PositionEditing<G> {
  /** What a square can hold, as the position text writes it ('.' first: empty), with a label. */
  readonly pieces: readonly { code: string; label: string }[];
  cellsOf(game: G): string[];
  sideOf(game: G): number;
  /** A game to draw while editing, whatever the board holds (it is checked by `positionText` and the rules). */
  sketch(cells: readonly string[], side: number): G;
  /** The edited board as the game's position text, for its `parsePosition` to check. */
  positionText(cells: readonly string[], side: number): string;
}

/**
 * What the page lends a position editor, the page's own (`editing`) or the game's (`ownEditor`): the
 * game it opens on, and what becomes of the position it makes.
 */
export interface EditorHost<G> {
  /** The game in play: the editor opens on it (a game's editor may start over from it). */
  game(): G;
  /** Plays the edited position (the editor has closed); the seats stay where as many play. */
  play(game: G): void;
  /** Copies the edited position's link: false where the clipboard refused it (it is shown to copy by hand). */
  copyLink(game: G): Promise<boolean>;
  /** The editor opened, closed or changed: the board shows its sketch, and its taps go to it while it is open. */
  changed(): void;
  /** A sentence for Status (the editor left without playing: the game is as it was). */
  say(text: string): void;
}

/** A position editor as the page holds it: its panel takes the side panel's place while it is open. */
export interface BoardEditor<G> {
  readonly open: boolean;
  /** Its panel, which the page puts in the side panel. */
  readonly panel: HTMLElement;
  /** Opens on this position. */
  start(game: G): void;
  /** What the board draws while it is open, whatever the edited position (it may not be playable yet). */
  sketch(): G;
  /** A tap on a square (or Enter on the keyboard's cursor). */
  tap(sq: number): void;
  /** The keyboard's cursor moved onto a square, where the editor reads squares out its own way. */
  cursor?(sq: number): void;
  /** A square of the position edited in the editor's words (the board's description; default: the game's). */
  describeSquare?(sq: number): string;
  /** The whole position edited, for a screen reader (default: the game's description of the sketch). */
  describe?(): string;
  /** Escape on the board, where it leaves the editor: true when it was used. */
  escape?(): boolean;
  /** The square it holds picked up (Vacuum's tile to slide), marked on the board as a chosen piece is. */
  picked?(): number | null;
}

/** A command of the game that stands on no square (End turn, Pass, Swap), as a button beside Resign. */
interface GameButton<A> {
  label: string;
  help: string;
  /** The letter that presses it anywhere on the page, as U presses Undo. */
  key?: string;
  /** The action it plays now, or null when it cannot (then `why` says why). */
  action: A | null;
  why?: string;
  /**
   * Off the panel for now (Pass, while the player has a stone to place): its letter still answers,
   * with `why`, so that no key of the game's says nothing.
   */
  hidden?: boolean;
  /** Its element's id on the page, where the game finds the button again (Vacuum's tool tips). */
  id?: string;
}

export interface GameView<G, A> {
  /**
   * What the board's keys do in this game, for its label ("Board: keys 1 to 5 choose a glyph, …"),
   * where they are more than the picker's cursor (arrows, Enter or Space, Escape); the page's own
   * letters (Undo, Hint, Menu…) follow.
   */
  readonly boardKeys?: string;
  /** The board's size; a game whose board changes from game to game also gives `size`. */
  readonly cols: number;
  readonly rows: number;
  /** The board of this game, where its size is the game's own (a layout's field). */
  size?(game: G): { cols: number; rows: number };
  /**
   * Words the board writes on squares (a region's name), the same array while they stay the same.
   * `ground`: the square's own shade (CSS), drawn round the words so they stay readable where a
   * piece on the square reaches under them.
   */
  notes?(game: G): readonly BoardNote[];
  /** When only one piece can act and nothing can be placed, it starts chosen (the stone just placed). */
  readonly autoSelect?: boolean;
  /**
   * Placements are not marked while pieces can also be picked (Vacuum's Vacuum Move, on nearly every
   * free square, would hide the board): a tap still plays one; they are marked once they are all
   * that is offered (the action chosen).
   */
  readonly quietPlacements?: boolean;
  readonly seats: readonly SeatLook[];
  /**
   * Where the action stands on the board, or null for one that has none (resign, pass); `game` is
   * where it would be played (a game whose squares depend on its field reads its size there).
   */
  squaresOf(action: A, game: G): ActionSquares | null;
  /** A sentence for a screen reader saying what the action does in this game. */
  describeAction(game: G, action: A): string;
  /** The whole position in words. */
  describePosition(game: G): string;
  /**
   * Where the game stands in its own words, in place of "Move 4" (Vacuum's "Round 2 of 40", its
   * players moving in rounds to a length).
   */
  progress?(game: G): string;
  /**
   * What the seat list says after a seat's name, where the game keeps more than whose turn it is:
   * its score, that it is out of the game (Vacuum's "12", "0 (out)").
   */
  seatNote?(game: G, seat: number): string;
  /**
   * The seats still in the game, where a player may leave it while the others play on (Vacuum's
   * three or four players): who may still resign. Every seat until the game is over by default.
   */
  inGame?(game: G): readonly number[];
  /**
   * The Resign question's words, where a resignation does more than give the game away: `seats`
   * may resign here (several: which of them?), the seat to move first. "X gives up this game." and
   * "Who resigns? The other player wins the game." by default.
   */
  resignQuestion?(game: G, seats: readonly number[]): string;
  /** What stands on a square and what it may do, in words (press-and-hold, the keyboard cursor). */
  describeSquare(game: G, sq: number): string;
  /**
   * The end of the game in words, or null while it goes on. `last`: the action that ended it, where
   * the position alone cannot tell how (Vacuum: a resignation, or the last pieces lost).
   */
  ending(game: G, last?: A): Ending | null;
  /**
   * How the game stands beyond whose move it is or who won, in a few words, for a list of games
   * (Recent games, the home page's last played) to tell it from another with the same seats: the
   * score where the game keeps one ("tokens captured: White 1, Black 2"), its layout.
   */
  standing(game: G): string;
  /** What a legal action would do, drawn while it is chosen (none where the game has nothing to show). */
  preview?(game: G, action: A): Preview;
  /**
   * Why nothing legal goes from `from` (null: a placement) to `to` now, in the player's words.
   * `offered`: the legal actions the page offers now, as a mode narrows them (a colour chosen).
   */
  whyNot(game: G, from: number | null, to: number, offered?: readonly A[]): string;
  /**
   * The action a press on `sq` aims at from the chosen piece on `from`, where no action names `sq`
   * itself (Vacuum's Cast Stone, chosen: any square along a line casts that way), or null.
   */
  aimed?(game: G, from: number, sq: number, offered: readonly A[]): A | null;
  /** The pieces a legal action moves, each from its square to where it lands (for the slide). */
  motion(game: G, action: A): { from: number; to: number }[];
  /** The label of an action in a "which one?" choice, when several share their squares. */
  choiceLabel(game: G, action: A): string;
  painter: BoardPainter<G, A>;
  /** Its moves' sizes, where a piece may move in part (MoveSizes). */
  readonly sizes?: MoveSizes<A>;
  /** Its commands that stand on no square, as they are now (none: only Resign). */
  buttons?(game: G): GameButton<A>[];
  /**
   * The game's own mark on a target square, drawn over the page's: what a move there would cost,
   * a warning. `actions`: the legal actions (as narrowed) the square stands for from the selection.
   */
  targetMark?(brush: Brush, game: G, sq: number, box: SquareBox, actions: readonly A[]): void;
  /**
   * The squares to outline as the last turn, from the actions played so far, where a turn is
   * several actions (a move and the stones placed after it); the last action's squares by default.
   */
  lastTurn?(actions: readonly A[], game: G): number[];
  /**
   * Where a turn is several actions (a stone, its bridges, End), whether this action ends one: the
   * move list then writes each turn on one line, its actions separated by spaces. `next` is the
   * action after it, if any, for a turn that ends with no action of its own (Rebel's placements
   * end where Pebble's move begins).
   */
  endsTurn?(action: A, next: A | undefined): boolean;
  /**
   * What the others did since the player to move last played, where a glance at the last move says
   * too little (Vacuum: each of three opponents' turns is several actions): numbered on the board
   * in their colours (`marks`, 1 the earliest), and said in a line per turn under Status (`lines`).
   * `played`: the game's actions so far, each with who played it in which turn.
   */
  sinceLastTurn?(played: readonly PlayedAction<A>[], game: G): { marks: ActionNumber[]; lines: string[] };
  /**
   * What the game calls a player's go, where it is a turn of several actions by one player rather
   * than a move (Vacuum's): the replay then says "turn 2 of 4, Gold", and which action of the turn
   * it shows ("action 1 of 2"). "move" by default.
   */
  readonly turnWord?: 'turn';
  /**
   * Where the rules' Undo stays within a turn but a whole turn may be taken back (Vacuum's): the
   * menu's Take back goes back to the start of a person's last turn against computers, their
   * replies with it. Not where the rules let no move be taken back (Pebble Rebel's draws, R8).
   */
  readonly takeBackTurns?: true;
  /** An action's line in the move list, where it shows more than the notation (what a move drew). */
  logLine?(before: G, action: A, after: G): string;
  /** Its position editor, where the game has set-ups. */
  editing?: PositionEditing<G>;
  /**
   * Its own position editor, in place of `editing`, where a piece per square and the side to move
   * cannot say its set-ups (Vacuum: stacks of several colours, tiles that slide, the stage of a turn,
   * who is still in); loaded when first opened.
   */
  ownEditor?: () => Promise<(host: EditorHost<G>) => BoardEditor<G>>;
}

/** An action as it was played: by the seat to move then, in that turn (`status().turn` before it). */
export interface PlayedAction<A> {
  action: A;
  seat: number;
  turn: number;
}

/** A numbered disc in a square's corner, in a seat's colours (GameView.sinceLastTurn). */
export interface ActionNumber {
  sq: number;
  seat: number;
  n: number;
}

/** Words the board writes on a square (GameView.notes). */
export interface BoardNote {
  sq: number;
  text: string;
  colour: string;
  ground?: string;
}

/** A seat: a person at this device, or a computer of a level. */
export type SeatPlayer = 'person' | { computer: string };

/**
 * What becomes of the game a mode's new game takes off the board: `resume`, the player's own game
 * a mode begins over, goes to Recent games and `resumeLeft` brings it back; `keep`, a mode's game it
 * moves on from that is the player's too (a tournament's match), goes to Recent games only;
 * `drop`, a mode's game that is no one's (a tutorial's lesson), is not kept.
 */
export type LeftGame = 'resume' | 'keep' | 'drop';

/**
 * What the page lends a game's own modes (a tournament, a tutorial, settings): commands in its
 * menu, a panel beside the board, games started and moves heard, and the few rules of play a mode
 * may change (undo off, a guard on each move a person tries, its own end screen, slides' length).
 */
/** Storage as a game's modes reach it: a refused write says false. */
interface HostStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): boolean;
  removeItem(key: string): void;
}

export interface PageHost<G, A> {
  /** The page's storage (keys under the game's id). */
  readonly store: HostStore;
  /**
   * The site's settings, whatever game is shown (keys under `studio.`): the computers' pace, which
   * Vacuum's page kept before there was a site and session/keys.ts moved there.
   */
  readonly siteStore: HostStore;
  addCommand(label: string, help: string, run: () => void): void;
  /** The game in play. */
  game(): G;
  /** Who sits in each seat of the game in play. */
  seats(): SeatPlayer[];
  /**
   * Seats everyone anew in the game in play, which stays as it is (Glyph Grid's swap, R12), with
   * `note` in its record and move list after the last move ("swap").
   */
  setSeats(players: readonly SeatPlayer[], note?: string): void;
  /** What the record of the game in play notes between its moves (see setSeats). */
  notes(): readonly GameNote[];
  /**
   * Starts a game from `start` (the standard one by default) with these seats; the game it replaces
   * goes as `left` says (`resume` by default).
   */
  startGame(seats: SeatPlayer[], start?: G, left?: LeftGame): void;
  /**
   * Brings back the game the last `startGame` with `resume` left (a tutorial or a tournament left,
   * back to the player's game), taking it out of Recent games; the game on the board goes as `shown`
   * says (`drop` by default: a lesson). False when there is none (it had no move, or the player
   * opened it from Recent games since).
   */
  resumeLeft(shown?: Exclude<LeftGame, 'resume'>): boolean;
  /** Plays an action for whoever is to move (a lesson's scripted answer). */
  play(action: A): void;
  /** Hears every move played on the board, with the positions before and after it. */
  onMove(listener: (before: G, action: A, after: G) => void): void;
  /** Hears every new game or loaded one (a mode that started a game knows it is over then). */
  onReplace(listener: () => void): void;
  /** While set, only the legal actions it keeps can be picked on the board (a chosen glyph, a colour from the stock). */
  narrow(keep: ((action: A) => boolean) | null): void;
  /** The game's own controls beside the board (a glyph bar, a stock of colours), above the buttons. */
  controls(): HTMLElement;
  /** Undo, Redo and Hint are offered (false in a tournament match). */
  allowHelp(allowed: boolean): void;
  /** While set, each move a person tries is asked first: a sentence refuses it (and is said). */
  guard(check: ((game: G, action: A) => string | null) | null): void;
  /** While set, the end of a game shows the mode's screen instead of the page's. */
  endScreen(show: ((game: G) => void) | null): void;
  /** The mode's own region of the side panel (empty and hidden until it puts something there). */
  panel(): HTMLElement;
  say(text: string): void;
  /** Says `text` to a screen reader only: the mode's panel shows it already (a lesson, an opponent's words). */
  announce(text: string): void;
  /** Gives the board the keyboard (a lesson or a match is played there; its buttons went with the panel's content). */
  focusBoard(): void;
  /** Opens the replay of the game on the board at its first position. */
  replay(): void;
  /** How long a move's slide takes, in ms (0: none), asked at each move. */
  motion(ms: () => number): void;
  /** Asks before something that cannot be taken back; the focus starts on `safe`. */
  confirm(title: string, text: string, danger: string, safe?: string): Promise<boolean>;
  /** While set, the new-game dialog shows these fields under the seats, and they start the game. */
  newGameFields(fields: NewGameFields<G> | null): void;
  /** The board's square under a point of the viewport (CSS pixels), or null: a drop from the game's own controls. */
  squareAt(x: number, y: number): number | null;
  /** A square's centre in viewport CSS pixels (a card placed beside it): squareAt's counterpart. */
  squareCentre(sq: number): { x: number; y: number };
  /** A tap on a square, taken as the board takes one (held while a computer thinks; refusals said). */
  tap(sq: number): void;
  /**
   * Chooses the piece on `sq`, where it can move now, as a tap on it would (a mode that carries on
   * from the square its last step reached: Vacuum's Supply Chain and Pebble War); null puts the
   * chosen piece down (the mode it was chosen for is gone).
   */
  select(sq: number | null): void;
  /**
   * The square the player points at to read it, asked as the page redraws (onShow): the one under
   * the mouse, else the one a press last held still on (`held`: a touch screen's, until the next
   * press); null when none.
   */
  pointed(): { sq: number; held: boolean } | null;
  /**
   * Hears the position the board shows each time the page redraws (a move, undo, a new game, a
   * replay's step, a selection): the same object until the position changes.
   */
  onShow(listener: (game: G) => void): void;
  /** Whether the clock of the player to move runs now (a game on clocks; a room's clock from its first move). */
  clockRuns(): boolean;
  /**
   * Why nobody at this device may act now (a computer thinks, it is a room's other player's turn),
   * for the game's own prompt to say instead of asking; null when a person here is to act. `quiet`:
   * Status says it already (a computer thinks), so the prompt shows it without its being heard
   * twice; a replay's moment, which is for looking, has nothing to ask ('', quiet).
   */
  waiting(): { text: string; quiet: boolean } | null;
  /**
   * How long a computer waits before each of its actions, in ms, asked before every one (Vacuum's
   * "Fast computer moves", changed at any time); null: the page's own pace.
   */
  computerPace(ms: (() => number) | null): void;
}

/**
 * The game's own part of the new-game dialog (its options: a seed, a single game or a contest),
 * under the seats. The fields are put in the dialog each time it opens.
 */
export interface NewGameFields<G> {
  /** The fields' HTML: labelled inputs, buttons of type "button". */
  readonly html: string;
  /** Fills the fields as the dialog opens, from the game in play. */
  fill(fields: HTMLElement, game: G): void;
  /** Why the fields ask for no game (the dialog stays open and says so), or null. */
  check(fields: HTMLElement): string | null;
  /** Starts what the fields ask for with the seats chosen, in place of the page's new game. */
  start(fields: HTMLElement, seats: SeatPlayer[]): void;
}

/** A game's own modes, installed on its page. */
export interface GameModes<G, A> {
  install(host: PageHost<G, A>): void;
}

/**
 * A game's own save text, where it has one older than the house's (codec/game-save.ts): Vacuum's
 * autosaves, files, Recent games and rooms of every earlier version are in its own format.
 */
export interface SaveCodec<G, A> {
  encode(data: GameSaveData<G, A>): string;
  /** Never throws: a damaged or foreign text is refused in the player's words. */
  decode(text: string): GameSaveResult<G, A>;
}

/** A game as the page holds it: its rules door, its levels, its view and its share bits. */
export interface GameModule<G = unknown, A = unknown> {
  readonly id: string;
  readonly name: string;
  readonly rules: RulesDoor<G, A>;
  /** Its computer players' levels, weakest first (their engine loads in the worker, not here). */
  readonly levels: readonly string[];
  readonly view: GameView<G, A>;
  /** Its own modes (loaded after the board is up), where it has any. */
  readonly modes?: () => Promise<GameModes<G, A>>;
  /**
   * Why the computer in `player`'s seat resigns instead of thinking, from the positions its turns
   * in this game ended at, oldest first (Vacuum's: hopelessly behind for its last ten); null when
   * it plays on.
   */
  computerResigns?(player: number, ends: readonly G[]): string | null;
  /**
   * What its hint says and marks, where it shows the whole suggested turn (Vacuum's: every action
   * in words, each one's squares marked); the turn's notation and its first action by default.
   */
  readonly hint?: {
    /** The suggested turn in words, after "Hint: ". */
    words(game: G, actions: readonly A[]): string;
    /** Each action's squares to mark: a move's from → to, a placement's square (from null). */
    marks(game: G, actions: readonly A[]): { from: number | null; to: number }[];
  };
  /** Its saves' text, where it is its own (SaveCodec); the house's by default (src/page/saves.ts). */
  readonly saves?: SaveCodec<G, A>;
  /**
   * The name of the global its own page exposed for tests outside the project before the house had
   * `window.studio` (Vacuum's `window.vacuum`, rules-api.md): the page keeps it, the same door with
   * its squares by number.
   */
  readonly olderDoor?: string;
  /** Its share bits, loaded when a link or file is first made or read. */
  readonly share: () => Promise<GameShare<G, A>>;
  /** Its board drawn small as SVG from the Game alone, as on its home card (view/picture.ts), loaded for a PNG save. */
  readonly picture: () => Promise<{ svgPicture(game: G, size: number): string }>;
  /**
   * A new game as the page starts one (New game, Rematch): its standard set-up with fresh chance,
   * where the game has any (a new draw seed), on the set-up of `like` — the start of the game a
   * rematch follows — where the game has several (the same layout, the same clocks, as many
   * players), for `players` where the new-game dialog asked (playerCounts); `rules.newGame()` by
   * default.
   */
  freshGame?(like?: G, players?: number): G;
  /**
   * How many may play, where the players choose (Vacuum: 2, 3 or 4): the new-game dialog asks, and
   * `freshGame` is given the number chosen. A game's own seats are `rules.status(game).players`, the
   * first of `view.seats`; without this, every game has all of `view.seats`.
   */
  readonly playerCounts?: readonly number[];
  /**
   * In an online room: whether the room rather than this page works out what the action brings
   * (stones drawn from a bag whose order only the room knows). The page sends such an action
   * without playing it, and shows it when the room's game comes back.
   */
  roomAnswers?(game: G, action: A): boolean;
  /**
   * Whether `now` is `saved` changed only by what is no move (a clock running down, the time running
   * out), so that the autosave may bring it back as it stood; for a game that changes so.
   */
  adjusted?(saved: G, now: G): boolean;
  /**
   * Keys its page kept at the top of storage before each game's were under its id: moved under the
   * id once (PageHost.store), so a player's options and layouts are not lost.
   */
  readonly storedAtTop?: readonly string[];
}

/**
 * A new game as the page starts one (GameModule.freshGame; `rules.newGame()` by default): never
 * `rules.newGame()` alone, which some games cannot answer without options (Vacuum's players).
 */
export const freshGameOf = <G, A>(module: GameModule<G, A>, like?: G, players?: number): G =>
  module.freshGame?.(like, players) ?? module.rules.newGame();

/** The board's columns and rows for this game. */
export const boardSize = <G, A>(view: GameView<G, A>, game: G): { cols: number; rows: number } =>
  view.size?.(game) ?? { cols: view.cols, rows: view.rows };
