// The board's interaction state, wired together: gestures (gesture.ts) become selection steps
// (selection.ts), steps become plays on the session, and Status shows the prompt (prompt.ts) or
// the last message. Scenes and panels only forward events here and draw what `view()` and
// `buttons()` say. Where actions can go is asked at the rules door; nothing here restates a rule.
import {
  ACTION_KINDS,
  actionName,
  canUndo,
  COLOUR_NAMES,
  contents,
  IllegalActionError,
  legalActions,
  ownersOn,
  SIZE,
  status,
  type Action,
  type Game,
  type Player,
  type Sq,
} from '../rules/index';
import { cancelPress, down, HOLD_MS, move, NO_GESTURE, up, type Gesture, type Gestures } from '../../../ui/gesture';
import { prompt } from '../view/prompt';
import { actionLabel, describeAction, outOfTheGame } from '../view/happened';
import * as step from '../view/selection';
import { countsOf, NOTHING_SELECTED, sourcesOf, targetsOf, type Selection, type Step } from '../view/selection';
import { EXITS, isMode, type ButtonId, type Command, type Mode } from '../view/catalogue';
import { cap } from '../../../ui/dom';
import type { HintMark, Hints } from '../../../ui/hint';
import { arrowStep } from '../../../ui/board-geometry';
import { BOARD } from '../view/board';
import type { Change, Session } from './session';
import { commandName } from '../../../ui/panels/menu-commands';
import { whoMayResign } from '../../../session/resigning';
import { failure } from '../../../core/result';

export type { ButtonId } from '../view/catalogue';

/** Where the keyboard cursor first appears: f6, near the middle of the board. */
const CURSOR_START = 5 * SIZE + 5;

interface Target {
  sq: Sq;
  occupied: boolean;
  /** An opponent's piece stands there: the action attacks it (drawn with a different ring). */
  attack: boolean;
}

/** A press that could mean several actions: the question put to the player (whom to attack, or which action). */
interface Question {
  at: Sq;
  /** The defenders, when the actions differ only in whom they attack. */
  players: Player[];
  /** Otherwise, one label per action ("Supply Chain ×2"). */
  labels?: string[];
}

export interface BoardView {
  mode: Mode | null;
  selected: Sq | null;
  sources: Sq[];
  targets: Target[];
  count: number | null;
  /** A piece dragged, under the pointer at x, y: what it carries (the action meant and its count, where known). */
  drag: ({ from: Sq; x: number; y: number } & step.Carried) | null;
  hover: Sq | null;
  /** The keyboard cursor, shown while the board has the keyboard focus. */
  cursor: Sq | null;
  /** A square whose diagnostics stay shown after a press-and-hold. */
  pinned: Sq | null;
  /** The last press was a finger's (no hover frame is drawn for it). */
  touch: boolean;
  choosing: Question | null;
  /** The suggested turn of a hint the player asked for, in order (none without one). */
  hint: HintMark[];
}

/** What the controller needs from the page, passed in rather than polled. */
export interface ControllerPorts {
  /**
   * Asks which of `players` resigns (one: whether they do); `answer` is called with the one who does,
   * or null.
   */
  askResign?: (players: readonly Player[], answer: (player: Player | null) => void) => void;
  /** In an online room, the seat this page holds (null: it watches); undefined out of a room. */
  roomSeat?: () => number | null | undefined;
  /** Whether Take back (the menu's, against computers) would take back the player's last turn. */
  canTakeBack?: () => boolean;
  /** The Hint command's suggestions (none: the command is never lit). */
  hints?: Hints<Game, Action>;
  /** Milliseconds, for telling a tap from a hold (tests pass a clock). */
  now?: () => number;
}

export class Controller {
  private sel: Selection = NOTHING_SELECTED;
  private gestures: Gestures = NO_GESTURE;
  /** The press selected its square as the source (its tap is then used up). */
  private selectedNow = false;
  /** Whether the pressed square holds something the player may drag. */
  private canDrag = false;
  private pointer = { x: 0, y: 0 };
  private listeners: (() => void)[] = [];
  /** The players the open resignation question offers, or null when none is open. */
  private resignOffer: readonly Player[] | null = null;
  /** Redraws when a press has lasted long enough to be a hold (its readout card then shows). */
  private holdTimer: ReturnType<typeof setTimeout> | undefined;
  private dirty = true;
  /** Status shows the hint's text (a change of the game puts the prompt back). */
  private saidHint = false;
  hover: Sq | null = null;
  cursor: Sq | null = null;
  /** Where the keyboard cursor was when the board lost the focus: it comes back there. */
  private lastCursor: Sq | null = null;
  pinned: Sq | null = null;
  message = '';
  /** Whether the last press came from a finger (the prompt then says "tap"). */
  touch = false;
  /**
   * The keyboard brought the focus to the board and no pointer has pressed since: the prompt says
   * "press Enter on", also while the focus is elsewhere (a button, the whom-to-attack choice).
   */
  private byKeys = false;
  /**
   * While set, a computer is playing: the board and buttons take no input (hovering still shows
   * diagnostics), and the status shows this text.
   */
  held: string | null = null;
  /** The board is held, but its people may still resign (a computer plays: resigning waits for no turn). */
  private resignWhileHeld = false;
  /** While set, the board shows a replay instead of the game: input is ignored as while held, and Status shows this line. */
  private replayLine: string | null = null;
  /** The selection put aside while a replay is shown. */
  private keptSel: Selection = NOTHING_SELECTED;

  constructor(
    private session: Session,
    private ports: ControllerPorts = {},
  ) {
    session.onChange((change) => this.sync(change));
    ports.hints?.onChange((state) => {
      if (state.kind === 'none') return this.changed(); // withdrawn: the board redraws without it
      this.say(ports.hints!.text()!);
      this.saidHint = true;
    });
    this.sync('replace');
  }

  get game(): Game {
    return this.session.game;
  }
  get mode(): Mode | null {
    return this.sel.mode;
  }
  get source(): Sq | null {
    return this.sel.source;
  }
  get count(): number | null {
    return this.sel.count;
  }
  /** A resignation waits for the player's answer. */
  get confirmingResign(): boolean {
    return this.resignOffer !== null;
  }

  onChange(listener: () => void): void {
    this.listeners.push(listener);
  }

  /** True once after anything the board shows has changed (the board redraws once per frame on it). */
  takeChange(): boolean {
    const was = this.dirty;
    this.dirty = false;
    return was;
  }

  // ---- buttons -----------------------------------------------------------------------------

  /** Holds the board (null lets it go); `mayResign`: its people may resign meanwhile, as while a computer plays. */
  hold(reason: string | null, mayResign = false): void {
    this.held = reason;
    this.resignWhileHeld = reason !== null && mayResign;
    if (reason !== null) this.dropInput(mayResign);
    this.say(this.prompt());
  }

  /** The board shows a replay (its line for Status), or the game again (null). */
  showReplay(line: string | null): void {
    // A readout pinned over the board is of the board that was: it goes as the replay opens or closes.
    if ((line === null) !== (this.replayLine === null)) this.pinned = null;
    // The selection is put aside while the board shows the replay, and taken up again after.
    if (line !== null && this.replayLine === null) {
      this.keptSel = this.sel;
      this.dropInput();
    } else if (line === null && this.replayLine !== null) {
      this.sel = step.sync(this.game, this.keptSel);
      this.keptSel = NOTHING_SELECTED;
    }
    this.replayLine = line;
    this.say(this.prompt());
  }

  /** Puts down what the player had started: the selection, a press, a resignation question (unless `keepResign`). */
  private dropInput(keepResign = false): void {
    this.sel = NOTHING_SELECTED;
    this.gestures = cancelPress(this.gestures);
    if (!keepResign) this.resignOffer = null;
  }

  /** No input reaches the game: a computer plays, or the board shows a replay. */
  private get locked(): boolean {
    return this.held !== null || this.replayLine !== null;
  }

  /** Which buttons are lit: exactly the actions the rules core lists now (none while held); Resign while anyone here may. */
  buttons(): Record<ButtonId, boolean> {
    const kinds = new Set<string>(this.locked ? [] : legalActions(this.game).map((a) => a.kind));
    const lit = {} as Record<ButtonId, boolean>;
    for (const kind of ACTION_KINDS) lit[kind] = kinds.has(kind);
    // Not only the player to move may resign (the rules list only their resignation).
    lit.resign = this.resigners().ok;
    const free = !this.locked;
    for (const [exit, mode] of EXITS) lit[exit] = free && this.mode === mode;
    lit.undo = free && canUndo(this.game); // within the turn only: Take back goes further
    lit.hint = free && this.ports.hints?.whyNot() === null;
    return lit;
  }

  /** Why a button is unlit, in a sentence (for its tool tip), or null when it is lit. */
  whyOff(id: ButtonId, lit: Record<ButtonId, boolean> = this.buttons()): string | null {
    if (lit[id]) return null;
    const who = id === 'resign' ? this.resigners() : null;
    if (who) return who.ok ? null : who.error;
    if (this.replayLine !== null) return 'The board shows a replay: close it to play on.';
    if (this.held !== null) return this.held; // what holds the board: a computer, a room's other seat
    if (status(this.game).winner !== null) return 'The game is over.';
    if (id === 'undo') return this.nothingToUndo();
    if (id === 'commit') return 'Commit comes after the final action (Stage 3).';
    const mode = EXITS.get(id);
    if (mode) return `Only while ${actionName(mode)} is selected.`;
    if (id === 'exitChain') return 'Only during a Boulder Chain.';
    if (id === 'hint') return this.ports.hints?.whyNot() ?? 'Hints are not available here.';
    if (!isMode(id)) return null;
    const { stage } = status(this.game);
    return `${actionName(id)} has no legal use now (${stage === 'commit' ? 'the final action is done' : stage === 'chain' ? 'a Boulder Chain is under way' : `Stage ${stage}`}).`;
  }

  selectAction(mode: Mode): void {
    if (this.locked) return;
    this.apply(step.selectMode(this.game, this.sel, mode));
  }

  /** Puts down the selected action (Escape); with a question open, only the question, as its Cancel does. */
  cancel(): void {
    if (this.sel.choice) return this.choose(null);
    this.apply(step.cancel(this.game, this.sel));
  }

  /** Answer to "whom to attack" on a target with several opponents; null puts the question away. */
  chooseDefender(player: Player | null): void {
    const i = this.sel.choice?.findIndex((a) => 'defender' in a && a.defender === player) ?? -1;
    this.choose(i < 0 ? null : i);
  }

  /** Answer to "which one?" by the index of the offered action; null puts the question away. */
  choose(index: number | null): void {
    if (this.locked) return;
    this.apply(step.choose(this.sel, index));
  }

  command(id: Command): void {
    if (id === 'resign') return this.askResign();
    if (this.locked) return;
    if (EXITS.has(id)) return this.apply({ sel: NOTHING_SELECTED });
    switch (id) {
      case 'exitChain':
        return this.tryPlay({ kind: 'exitChain' });
      case 'commit':
        return this.tryPlay({ kind: 'commit' });
      case 'undo':
        if (!canUndo(this.game)) return this.say(this.nothingToUndo());
        this.sel = NOTHING_SELECTED;
        this.session.undo();
        return this.say(`Undone. ${this.prompt()}`);
      case 'hint': {
        const why = this.ports.hints ? this.ports.hints.ask() : 'Hints are not available here.';
        if (why !== null) this.say(why);
        return;
      }
    }
  }

  /**
   * Who may resign at this board now (as on every game's page: session/resigning.ts), or why nobody
   * may: not while the board shows a replay, or is held for anything but a computer's turn.
   */
  private resigners(): ReturnType<typeof whoMayResign> {
    if (this.replayLine !== null) return failure('The board shows a replay: close it to play on.');
    if (this.held !== null && !this.resignWhileHeld) return failure(this.held);
    const { current, active, winner } = status(this.game);
    const persons = this.session.settings.seats.map((seat) => seat === 'human');
    const inGame = winner === null ? active : []; // the winner stays active
    return whoMayResign({ current, persons, inGame, roomSeat: this.ports.roomSeat?.() });
  }

  /** Asks who resigns: the people at this board who may, or the one. */
  private askResign(): void {
    const who = this.resigners();
    if (!who.ok) return this.say(who.error);
    const players = who.seats as Player[];
    const names = players.map((p) => cap(COLOUR_NAMES[p]!));
    this.resignOffer = players;
    this.say(
      players.length === 1
        ? `Resign ${names[0]}? Confirm or cancel.`
        : `Who resigns: ${names.join(', ')}? Choose one, or play on.`,
    );
    this.ports.askResign?.(players, (player) => this.confirmResign(player));
  }

  /** Answer to the resignation question: the player who resigns, or null (nobody does). */
  confirmResign(player: Player | null): void {
    const offered = this.resignOffer;
    if (offered === null) return;
    this.resignOffer = null;
    if (player !== null && offered.includes(player) && this.resigners().ok) this.tryPlay({ kind: 'resign', player });
    else this.say(this.prompt());
  }

  // ---- pointer -----------------------------------------------------------------------------

  /**
   * `at`: when the finger or button went down, and in pointerUp when it came up (the events' times,
   * so a quick tap that a busy page handles late is still a tap; now when not told).
   */
  pointerDown(sq: Sq | null, x: number, y: number, touch = false, at = this.now()): void {
    this.pointer = { x, y };
    this.hover = sq; // a touch has no hover: the pressed square is the one Diagnostics reads
    this.touch = touch;
    this.byKeys = false;
    this.pinned = null;
    if (this.locked) return this.changed();
    this.gestures = down(this.gestures, sq, x, y, at);
    clearTimeout(this.holdTimer);
    this.holdTimer = setTimeout(() => this.changed(), HOLD_MS);
    const pressed = step.press(this.game, this.sel, sq);
    this.selectedNow = pressed.selectedNow;
    this.sel = pressed.sel;
    this.canDrag = sq !== null && (sq === this.sel.source || (this.sel.mode === null && this.ownsSourceAt(sq)));
    if (pressed.selectedNow) this.message = this.prompt();
    this.changed();
  }

  pointerMove(sq: Sq | null, x: number, y: number): void {
    this.pointer = { x, y };
    const before = this.gestures.press;
    this.gestures = move(this.gestures, sq, x, y, this.canDrag);
    if (sq !== this.hover || this.gestures.press?.dragging || this.gestures.press !== before) {
      this.hover = sq;
      this.changed();
    }
  }

  pointerUp(sq: Sq | null, x: number, y: number, at = this.now()): void {
    this.pointer = { x, y };
    if (!this.gestures.press) return;
    const [gestures, gesture] = up(this.gestures, sq, at);
    this.gestures = gestures;
    if (this.locked) return this.changed();
    this.onGesture(gesture);
  }

  /** The browser took the pointer away (touchcancel, pointercancel): forget the press. */
  pointerCancel(): void {
    this.gestures = cancelPress(this.gestures);
    this.changed();
  }

  /** The square whose pressures float beside it: pressed down past a hold's time, or pinned by a hold. */
  reading(): Sq | null {
    const p = this.gestures.press;
    if (p && !p.dragging && !p.left && p.sq !== null && this.now() - p.at >= HOLD_MS) return p.sq;
    return this.pinned;
  }

  /**
   * Puts away a pinned square's readout, playing nothing: a tap on its card, or the board given to
   * something else (the position editor). The next press on the board puts it away too, and a
   * replay opening or closing, or another game on the board.
   */
  unpin(): void {
    if (this.pinned === null) return;
    this.pinned = null;
    this.changed();
  }

  pointerLeave(): void {
    this.hover = null;
    this.changed();
  }

  private onGesture(g: Gesture): void {
    switch (g.kind) {
      case 'none':
        return this.changed();
      case 'hold':
        // Reading a square by holding it plays nothing; its readout stays until the next press.
        this.pinned = g.sq;
        return this.changed();
      case 'drop':
        return this.apply(step.drop(this.game, this.sel, g.from, g.to));
      case 'tap':
        if (g.sq === null || this.selectedNow) return this.changed(); // the press itself selected the source
        return this.tapAt(g.sq);
    }
  }

  private tapAt(sq: Sq): void {
    this.apply(step.tap(this.game, this.sel, sq, sq === this.sel.source));
  }

  // ---- keyboard ----------------------------------------------------------------------------

  /** A key pressed while the board has the focus; true when the board used it. */
  key(key: string): boolean {
    const next = arrowStep(BOARD, this.cursor ?? this.sel.source ?? CURSOR_START, key);
    if (next !== null) {
      this.cursor = next;
      this.hover = this.cursor;
      this.changed();
      return true;
    }
    if (key === 'Enter' || key === ' ') {
      if (this.locked) return true;
      const sq = this.cursor ?? CURSOR_START;
      this.cursor = sq;
      this.hover = sq;
      const pressed = step.press(this.game, this.sel, sq);
      if (pressed.selectedNow) this.apply({ sel: pressed.sel });
      else this.tapAt(sq);
      return true;
    }
    if (key === 'Escape') {
      this.cancel();
      return true;
    }
    return false;
  }

  /**
   * The square the board's readout tells of: the cursor's, or where it was when the board lost the
   * focus (null until the keyboard first brought the focus there).
   */
  get readoutSquare(): Sq | null {
    return this.cursor ?? this.lastCursor;
  }

  /** The player uses the keyboard: it brought the focus to the board, and no pointer has pressed since. */
  get byKeyboard(): boolean {
    return this.byKeys;
  }

  /** The board gained (a square) or lost (null) the keyboard focus. */
  focusBoard(focused: boolean): void {
    // Status showing the prompt (the page's first, said before any key) says it for the keys now:
    // "press Enter on", as after Start, not "click". Whatever else it says stays.
    const prompting = focused && !this.byKeys && this.message === this.prompt();
    if (focused) this.byKeys = true; // a pointer's press, not the focus leaving, makes it "click" again
    if (!focused) this.lastCursor = this.cursor ?? this.lastCursor;
    this.cursor = focused ? (this.cursor ?? this.lastCursor ?? this.sel.source ?? CURSOR_START) : null;
    if (focused) this.hover = this.cursor;
    if (prompting) this.message = this.prompt();
    this.changed();
  }

  // ---- view --------------------------------------------------------------------------------

  view(): BoardView {
    const press = this.gestures.press;
    const dragging = press?.dragging && press.sq !== null && this.canDrag;
    const choice = this.sel.choice;
    return {
      mode: this.mode,
      selected: this.source,
      sources: this.source === null ? sourcesOf(this.game, this.sel) : [],
      // A piece dragged with no action chosen lights every square one of its actions reaches.
      targets: (dragging && this.mode === null
        ? step.reachableFrom(this.game, press.sq!)
        : targetsOf(this.game, this.sel)
      ).map((sq) => ({
        sq,
        occupied: contents(this.game, sq) !== null,
        attack: this.hasOpponentOn(sq),
      })),
      count: countsOf(this.game, this.sel).length > 0 ? this.count : null,
      drag: dragging
        ? {
            from: press.sq!,
            x: this.pointer.x,
            y: this.pointer.y,
            ...step.carriedBy(this.game, this.sel, press.sq!, this.hover),
          }
        : null,
      hover: this.hover,
      cursor: this.cursor,
      pinned: this.pinned,
      touch: this.touch,
      choosing: choice ? questionAbout(choice) : null,
      // A replay shows another moment: the hint (for the live game) waits until it closes.
      hint: this.replayLine === null ? (this.ports.hints?.marks() ?? []) : [],
    };
  }

  /** What the player is expected to do next. */
  prompt(): string {
    return prompt(this.game, this.sel, {
      held: this.replayLine ?? this.held,
      lastKind: this.session.log.at(-1)?.action.kind ?? null,
      touch: this.touch,
      keys: this.byKeys,
    });
  }

  /** Shows a message in Status until the next change. */
  say(message: string): void {
    this.message = message;
    this.saidHint = false;
    this.changed();
  }

  // ---- internals ---------------------------------------------------------------------------

  /** Why Undo does nothing at the start of a turn, and what would go further back. */
  private nothingToUndo(): string {
    const more = this.ports.canTakeBack?.()
      ? ` To take back your last turn, choose ${commandName('take-back')} in the menu.`
      : '';
    return `Nothing to undo in this turn.${more}`;
  }

  private now(): number {
    return (this.ports.now ?? (() => performance.now()))();
  }

  private hasOpponentOn(sq: Sq): boolean {
    const c = contents(this.game, sq);
    const me = status(this.game).current;
    return ownersOn(c).some((o) => o !== me);
  }

  /** Whether a legal action starts from `sq` (a piece or tile the player may drag). */
  private ownsSourceAt(sq: Sq): boolean {
    return legalActions(this.game).some((a) => 'from' in a && a.from === sq);
  }

  private apply({ sel, play, say }: Step): void {
    this.sel = sel;
    if (play) return this.tryPlay(play);
    this.say(say ?? this.prompt());
  }

  private tryPlay(action: Action): void {
    const mode = this.mode;
    const before = status(this.game).eliminated.length;
    try {
      this.session.play(action);
    } catch (e) {
      if (e instanceof IllegalActionError) return this.say(e.message);
      throw e;
    }
    this.sel = step.afterPlay(this.game, action, mode);
    const over = status(this.game).winner !== null;
    // Once the game is over, Status says who left and how it ended; a resignation that ends it is in
    // how it ended ("Red resigned: Gold is the last player standing"), not said twice.
    const out = over && action.kind === 'resign' ? [] : status(this.game).eliminated.slice(before);
    const left = outOfTheGame(out).join(' ');
    const done = over ? '' : `${playedSentence(action)} `;
    this.say(`${done}${left ? `${left} ` : ''}${this.prompt()}`);
  }

  /** Keeps the selection consistent with a game that changed (play, undo, load). */
  private sync(change: Change): void {
    this.sel = step.sync(
      this.game,
      change === 'replace' && status(this.game).stage !== 'chain' ? NOTHING_SELECTED : this.sel,
    );
    if (change === 'replace') {
      this.keptSel = NOTHING_SELECTED;
      this.resignOffer = null;
      this.pinned = null; // a square of the game that was
    }
    // A move or undo made elsewhere (a room, a computer, a test hook) leaves Status' sentence about
    // a game that is gone: the prompt comes back. The controller's own moves say theirs after this.
    if (change !== 'seats' || this.saidHint) this.message = '';
    if (!this.message) this.message = this.prompt();
    this.changed();
  }

  private changed(): void {
    this.dirty = true;
    for (const l of this.listeners) l();
  }
}

/** "Played Supply Chain from e5 to f5 with 2 pebbles." — what just happened, for Status. */
function playedSentence(action: Action): string {
  if (action.kind === 'commit') return 'Turn committed.';
  if (action.kind === 'exitChain') return 'Boulder Chain ended.';
  if (action.kind === 'resign') return `${describeAction(action)}.`; // "Red resigned.", not "Played Red resigned."
  return `Played ${describeAction(action)}.`;
}

function questionAbout(actions: Action[]): Question {
  const first = actions[0]!;
  const at = 'to' in first ? first.to : 'at' in first ? first.at : 0;
  const defenders = actions.every((a) => a.kind === first.kind && 'defender' in a);
  if (defenders) return { at, players: actions.map((a) => (a as { defender: Player }).defender) };
  return { at, players: [], labels: actions.map((a) => actionLabel(a)) };
}
