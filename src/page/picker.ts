// How a player picks a move on any game's board, the way pieces move in every board game: press a
// piece that can move (the lit ones), then its square to go to — by two clicks or taps, by a drag
// released on the square, or by the keyboard cursor and Enter. Placements (actions with no source)
// are one tap. Several actions on the same squares are put as a question. It asks the game's legal
// actions through the core's move queries and knows no rules; the scene and panels draw `state()`.
import { actionsAt, sourcesOf, targetsOf } from '../core/moves';
import { boardSize, type GameView, type Preview } from '../core/module';
import { nameAt } from '../core/grid';
import { arrowStep } from '../ui/board-geometry';
import { HOLD_MS, LIFT_DISTANCE } from '../ui/gesture';
import { sentence } from './turns';

export interface Drag {
  from: number;
  x: number;
  y: number;
  /** The square under the pointer. */
  over: number | null;
}

export interface PickerState {
  /** The pieces that can move (pulsing while nothing is chosen). */
  sources: number[];
  selected: number | null;
  /** How much of the selected piece moves (GameView.sizes), where it offers several sizes; else null. */
  size: number | null;
  /** Where the selected piece can go, or where a placement can be made. */
  targets: number[];
  /** What the move to the square under the pointer or cursor would do. */
  preview: Preview | null;
  cursor: number | null;
  hover: number | null;
  drag: Drag | null;
  /** Several actions fit a press: their labels, for the question. */
  choosing: string[] | null;
  /** The question came from the keyboard (Enter on the cursor): its first answer takes the focus. */
  choosingByKeys: boolean;
  /** The squares a pointer's question is about (where it lifted, and the piece's), for a card beside them. */
  choosingAt: { to: number; from: number | null } | null;
}

export interface PickerPorts<G, A> {
  game(): G;
  /** The position the board shows, where it is not the game in play (a replay's moment, the editor's sketch). */
  shown?(): G;
  legal(): readonly A[];
  /** Plays an action; false when the page refused it (a lesson's guard), which says why. */
  play(action: A): boolean | void;
  /** A message for Status (a refusal in the player's words, a square inspected). */
  say(text: string): void;
  /** Milliseconds, for telling a tap from a hold. */
  now(): number;
}

interface Press {
  sq: number | null;
  x: number;
  y: number;
  at: number;
  /** Held long enough to inspect its square: the release does nothing more. */
  inspected: boolean;
  /** The press selected its piece: the tap it ends in is used up. */
  selectedNow: boolean;
  /** The piece chosen before the press: a press held to read its square chooses nothing. */
  before: number | null;
}

/** What takes the board's squares instead of the picker (the position editor, src/core/module.ts BoardEditor). */
export interface BoardDivert {
  /** A tap, or Enter on the cursor's square. */
  tap(sq: number): void;
  /** The keyboard's cursor moved onto a square: read out there, in place of Status. */
  cursor?(sq: number): void;
  /** A square in its own words, for the board's description. */
  describeSquare?(sq: number): string;
  /** Escape on the board: true when it was used. */
  escape?(): boolean;
  /** The square it holds picked up (a tile to slide), marked as a chosen piece is; null: none. */
  picked?(): number | null;
}

export class Picker<G, A> {
  selected: number | null = null;
  /** The size of the selected piece's moves picked (GameView.sizes), or null. */
  private size: number | null = null;
  /** What Status shows is the picker's refusal of the last press. */
  private refused = false;
  cursor: number | null = null;
  hover: number | null = null;
  /** The square a press last held still to read (a touch screen's hover), until the next press. */
  held: number | null = null;
  drag: Drag | null = null;
  private choice: A[] | null = null;
  /** The squares of the press that asked the question. */
  private choiceAt: { to: number; from: number | null } | null = null;
  /** The question the keyboard asked (Enter on the cursor), while it is asked. */
  private keysAsked: A[] | null = null;
  private pressed: Press | null = null;
  private listeners: (() => void)[] = [];
  /** Who holds the board and why: the page (a computer plays, a replay is shown) and an online room. */
  private holds = new Map<string, string>();
  /** The hold Status quotes to a press on the held board: once that hold goes, so does the quote. */
  private toldHold: string | null = null;
  /** Where the keyboard cursor was when the board lost the focus. */
  private lastCursor: number | null = null;
  /** While set, the board's squares are another's (the position editor): nothing is picked. */
  divert: BoardDivert | null = null;

  constructor(
    private view: GameView<G, A>,
    private ports: PickerPorts<G, A>,
  ) {}

  onChange(listener: () => void): void {
    this.listeners.push(listener);
  }

  private changed(): void {
    for (const l of this.listeners) l();
  }

  private get where() {
    const game = this.ports.game();
    return (a: A) => this.view.squaresOf(a, game);
  }

  /** No move can be picked now (held, or the taps go elsewhere). */
  private get closed(): boolean {
    return this.locked !== null || this.divert !== null;
  }

  sources(): number[] {
    return this.closed ? [] : sourcesOf(this.ports.legal(), this.where);
  }

  /**
   * The legal actions the board offers now: of the selected piece's, those of the size picked
   * (GameView.sizes) only.
   */
  private offered(): readonly A[] {
    const legal = this.ports.legal();
    const { sizes } = this.view;
    const from = this.selected;
    if (!sizes || from === null || this.size === null) return legal;
    const here = this.fromSquare(legal, from);
    return legal.filter((a) => !here.includes(a) || (sizes.of(a, here) ?? this.size) === this.size);
  }

  /** The legal actions from the piece on `sq`. */
  private fromSquare(legal: readonly A[], sq: number): A[] {
    const where = this.where;
    return legal.filter((a) => where(a)?.from === sq);
  }

  /** The sizes the piece on `sq` offers, largest first (none where the game has no sizes or one). */
  private sizesOf(sq: number): number[] {
    const { sizes } = this.view;
    if (!sizes) return [];
    const here = this.fromSquare(this.ports.legal(), sq);
    const all = new Set(here.map((a) => sizes.of(a, here)).filter((n) => n !== null));
    return all.size < 2 ? [] : [...all].sort((a, b) => b - a);
  }

  /** The actions a drag lifts now: those the drop under the pointer would mean, else every one from its piece. */
  lifted(): A[] {
    const d = this.drag;
    if (!d) return [];
    const onto = d.over === null ? [] : this.actionsTo(d.over);
    return onto.length > 0 ? onto : this.fromSquare(this.offered(), d.from);
  }

  targets(): number[] {
    if (this.closed) return [];
    const targets = targetsOf(this.offered(), this.where, this.selected);
    return this.selected === null && this.view.quietPlacements && this.sources().length > 0 ? [] : targets;
  }

  state(): PickerState {
    const over = this.drag?.over ?? this.hover ?? this.cursor;
    const fits = over === null || this.closed ? [] : actionsAt(this.offered(), this.where, this.fromOf(), over);
    const shown = this.drag ? this.drag.from : this.selected;
    return {
      sources: this.sources(),
      selected: this.divert ? (this.divert.picked?.() ?? null) : shown,
      size: this.size,
      targets: this.drag ? targetsOf(this.offered(), this.where, this.drag.from) : this.targets(),
      preview:
        fits.length === 1 && this.view.preview && (shown !== null || this.selected === null)
          ? this.view.preview(this.ports.game(), fits[0]!)
          : null,
      cursor: this.cursor,
      hover: this.hover,
      drag: this.drag,
      choosing: this.choice?.map((a) => this.view.choiceLabel(this.ports.game(), a)) ?? null,
      choosingByKeys: this.choice !== null && this.choice === this.keysAsked,
      choosingAt: this.choice !== null && this.choice !== this.keysAsked ? this.choiceAt : null,
    };
  }

  /** The legal actions a press on `sq` would mean now, from the dragged or selected piece (null: placements). */
  actionsTo(sq: number): A[] {
    return this.closed ? [] : actionsAt(this.offered(), this.where, this.fromOf(), sq);
  }

  /** The source of what the pointer would play now: the dragged or selected piece (null: a placement). */
  private fromOf(): number | null {
    return this.drag?.from ?? this.selected;
  }

  /** While set, no input reaches the game: why, for Status (the page's own reason first). */
  get locked(): string | null {
    return this.holds.get('page') ?? this.holds.values().next().value ?? null;
  }

  /**
   * Holds the board for a reason, or lets it go (null). Each holder (`page` unless named, or
   * `room`) holds and lets go only its own: the board is free once none holds it.
   */
  lock(reason: string | null, holder = 'page'): void {
    if (reason === null) this.holds.delete(holder);
    else this.holds.set(holder, reason);
    // "Connecting to online room …" said to a press stays no longer than the connecting does.
    if (this.toldHold !== null && this.locked !== this.toldHold) this.say('');
    if (reason !== null) this.putDown();
    else if (this.view.autoSelect) return this.sync();
    this.changed();
  }

  /** Puts down the selection, a press or drag and a question. */
  putDown(): void {
    if (this.refused) this.say('');
    this.selected = null;
    this.size = null;
    this.choice = null;
    this.pressed = null;
    this.drag = null;
    this.changed();
  }

  /** The game changed (a move, undo, load): a selection that no longer fits is put down. */
  sync(): void {
    this.toldHold = null; // the page says what changed the game: nothing of ours is left to clear
    this.choice = null;
    if (this.selected !== null && !this.sources().includes(this.selected)) this.selected = null;
    this.selected ??= this.onlyPiece();
    const sizes = this.selected === null ? [] : this.sizesOf(this.selected);
    if (this.size === null || !sizes.includes(this.size)) this.size = sizes[0] ?? null;
    this.changed();
  }

  /**
   * The piece that starts chosen, where the game says so: the only one that can act, when nothing
   * can be placed (Divided Loyalties' stone just placed, whose bridges are all that is left).
   */
  private onlyPiece(): number | null {
    if (!this.view.autoSelect || this.closed) return null;
    const sources = this.sources();
    const placements = targetsOf(this.ports.legal(), this.where, null);
    return sources.length === 1 && placements.length === 0 ? sources[0]! : null;
  }

  // ---- pointer --------------------------------------------------------------------------------

  /** `at`: when the finger or button went down (the event's time; now when not told). */
  press(sq: number | null, x: number, y: number, at = this.ports.now()): void {
    this.choice = null;
    this.held = null;
    const before = this.selected;
    let selectedNow = false;
    if (sq !== null && sq !== this.selected && this.sources().includes(sq)) {
      const isTarget = this.selected !== null && this.targets().includes(sq);
      if (!isTarget) {
        this.pickUp(sq);
        selectedNow = true;
      }
    }
    this.pressed = { sq, x, y, at, inspected: false, selectedNow, before };
    this.changed();
  }

  move(sq: number | null, x: number, y: number): void {
    const changedHover = !this.pressed && sq !== this.hover;
    if (!this.pressed) this.hover = sq;
    const p = this.pressed;
    if (p && !this.drag && p.sq !== null && p.sq === this.selected && !this.closed) {
      if (Math.hypot(x - p.x, y - p.y) >= LIFT_DISTANCE) this.drag = { from: p.sq, x, y, over: sq };
    } else if (this.drag) {
      this.drag = { ...this.drag, x, y, over: sq };
    } else if (!changedHover) return;
    this.changed();
  }

  /** `at`: when the finger or button came up (the event's time; now when not told). */
  release(sq: number | null, at = this.ports.now()): void {
    const p = this.pressed;
    const drag = this.drag;
    this.pressed = null;
    this.drag = null;
    if (!p) return this.changed();
    if (drag) return this.drop(drag.from, sq);
    // Slid off, or held to inspect: nothing. A quick tap that a busy page noticed late has been
    // described already, and plays all the same: it is the finger's time that counts.
    if (sq === null || sq !== p.sq || (p.inspected && at - p.at >= HOLD_MS)) {
      // Held to be read, not moved: the piece the press chose goes back to what was chosen before.
      if (p.inspected && p.selectedNow) this.unchoose(p.before);
      return this.changed();
    }
    if (p.selectedNow) return this.changed();
    this.tap(sq);
  }

  /** Called every frame: a press held still long enough says what stands on its square. */
  tick(): void {
    const p = this.pressed;
    if (!p || p.inspected || this.drag || p.sq === null || this.ports.now() - p.at < HOLD_MS) return;
    p.inspected = true;
    this.held = p.sq;
    this.say(this.view.describeSquare(this.ports.game(), p.sq));
  }

  /** The piece chosen before a press that chose another, chosen again. */
  private unchoose(before: number | null): void {
    this.selected = before;
    this.size = before === null ? null : (this.sizesOf(before)[0] ?? null);
  }

  /**
   * The browser took the pointer away (a system gesture), or a second finger came (a pinch): nothing
   * happens, not even the choice of the piece the press began on.
   */
  cancelPress(): void {
    if (this.pressed?.selectedNow) this.unchoose(this.pressed.before);
    this.pressed = null;
    this.drag = null;
    this.changed();
  }

  leave(): void {
    this.hover = null;
    this.changed();
  }

  // ---- what a press means ----------------------------------------------------------------------

  /** A tap or click (or Enter on the keyboard cursor) on a square. */
  tap(sq: number): void {
    this.choice = null;
    if (this.divert) {
      this.divert.tap(sq);
      return this.changed();
    }
    if (this.locked) return this.quoteHold(this.locked);
    const legal = this.ports.legal();
    if (this.selected !== null && this.targets().includes(sq)) return this.playFrom(this.selected, sq);
    // A tap on the chosen piece puts it down, unless it is the only one that can act: then the
    // tap (a player pointing at the stone before its bridge's end) keeps it chosen, and the game
    // says what is left to do with it (Enter there said nothing to a player who cannot see the ends).
    if (sq === this.selected && this.size !== null) return this.nextSize(sq);
    if (sq === this.selected)
      return sq === this.onlyPiece() ? this.refuse(this.view.whyNot(this.ports.game(), sq, sq, legal)) : this.putDown();
    if (this.sources().includes(sq)) {
      this.pickUp(sq);
      return this.changed();
    }
    if (this.selected === null && targetsOf(legal, this.where, null).includes(sq)) return this.playFrom(null, sq);
    if (this.selected !== null && this.aim(this.selected, sq)) return;
    this.refuse(this.view.whyNot(this.ports.game(), this.selected, sq, legal));
  }

  private drop(from: number, to: number | null): void {
    if (this.locked) return this.quoteHold(this.locked);
    if (to === null || to === from) return this.changed(); // back where it was: still selected
    if (targetsOf(this.offered(), this.where, from).includes(to)) return this.playFrom(from, to);
    if (this.aim(from, to)) return;
    this.refuse(this.view.whyNot(this.ports.game(), from, to, this.ports.legal()));
  }

  /** Plays what a press on `sq` aims at from `from` (GameView.aimed); false when it aims at nothing. */
  private aim(from: number, sq: number): boolean {
    const aimed = this.view.aimed?.(this.ports.game(), from, sq, this.offered()) ?? null;
    if (aimed === null) return false;
    this.commit(aimed);
    return true;
  }

  private playFrom(from: number | null, to: number): void {
    const fits = actionsAt(this.offered(), this.where, from, to);
    if (fits.length === 1) return this.commit(fits[0]!);
    this.choice = fits;
    this.choiceAt = { to, from };
    this.changed();
  }

  /** The answer to the question: which of the actions (by index), or null to put it away. */
  choose(index: number | null): void {
    const action = index === null ? undefined : this.choice?.[index];
    this.choice = null;
    if (action === undefined) return this.say(''); // the question on Status goes with it
    this.commit(action);
  }

  private commit(action: A): void {
    const chosen = this.selected;
    this.selected = null;
    this.size = null;
    this.choice = null;
    // A move the page refuses leaves its piece chosen, as a square it cannot reach does: the
    // player tries another square without choosing the piece again.
    if (this.ports.play(action) === false) this.selected = chosen;
    this.changed();
  }

  private say(text: string): void {
    this.refused = false;
    this.toldHold = null;
    this.ports.say(text);
    this.changed();
  }

  /** Says why the board takes no press now: the hold's reason. */
  private quoteHold(reason: string): void {
    this.say(reason);
    this.toldHold = reason;
  }

  /** Says why a press plays nothing; the next piece chosen or put down clears it (it is answered). */
  private refuse(why: string): void {
    this.say(why);
    this.refused = true;
  }

  /**
   * Picks up the piece on `sq`: a refusal still shown is about the last try, and goes. Where it
   * moves in sizes, the largest is picked, and Status says how to take another.
   */
  private pickUp(sq: number): void {
    this.selected = sq;
    this.size = this.sizesOf(sq)[0] ?? null;
    if (this.size !== null) this.saySize(sq);
    else if (this.refused) this.say('');
  }

  /** A tap on the selected piece that moves in sizes: the next size, round to the largest again. */
  private nextSize(sq: number): void {
    const sizes = this.sizesOf(sq);
    this.size = sizes[(sizes.indexOf(this.size!) + 1) % sizes.length] ?? null;
    this.saySize(sq);
  }

  private saySize(sq: number): void {
    const sizes = this.sizesOf(sq);
    const words = this.view.sizes!.words;
    const next = sizes[(sizes.indexOf(this.size!) + 1) % sizes.length]!;
    this.say(`${this.nameOf(sq)} chosen, to move ${words(this.size!)}; choose it again to move ${words(next)}.`);
  }

  /**
   * Chooses the piece on `sq` where it can move now (a mode carrying on from the square its last
   * step reached), as a tap on it would; anything else is left as it is.
   */
  select(sq: number): void {
    if (this.closed || !this.sources().includes(sq)) return;
    this.choice = null;
    this.pickUp(sq);
    this.changed();
  }

  // ---- keyboard ------------------------------------------------------------------------------

  /** Where the cursor stands when it shows: where it was, else on the chosen piece, else mid-board. */
  private cursorStart(): number {
    const { cols, rows } = boardSize(this.view, this.ports.game());
    // Where it was before the board lost the focus, unless the board has since shrunk (a smaller field).
    const last = this.lastCursor !== null && this.lastCursor < cols * rows ? this.lastCursor : null;
    return this.cursor ?? this.selected ?? last ?? Math.floor(rows / 2) * cols + Math.floor(cols / 2);
  }

  /** A key pressed while the board has the focus; true when the board used it. */
  key(key: string): boolean {
    const step = arrowStep(boardSize(this.view, this.ports.game()), this.cursorStart(), key);
    if (step !== null) {
      this.cursor = step;
      if (this.divert?.cursor) this.divert.cursor(step);
      else this.say(this.readout());
      return true;
    }
    if (key === 'Enter' || key === ' ') {
      // A board focused by a click has no cursor yet: the first Enter shows it, and plays nothing unseen.
      if (this.cursor === null) this.cursor = this.cursorStart();
      else this.enter(this.cursor);
      this.changed();
      return true;
    }
    if (key === 'Escape' && this.divert?.escape) return this.divert.escape();
    if (key === 'Escape' && (this.selected !== null || this.choice !== null)) {
      const chosen = this.selected;
      this.putDown();
      if (chosen !== null) this.say(`${this.nameOf(chosen)} put down.`);
      return true;
    }
    return false;
  }

  /**
   * Enter on the cursor's square: a tap, and, since the keyboard player may not see the board, a
   * piece chosen or put down is said (a move played is said by the page, a refusal by the tap).
   */
  private enter(sq: number): void {
    const [game, chosen] = [this.ports.game(), this.selected];
    this.tap(sq);
    if (this.choice !== null) {
      // Asked by the keyboard: the question is said, and its first answer takes the focus (panel.ts).
      this.keysAsked = this.choice;
      const labels = this.choice.map((a) => this.view.choiceLabel(game, a));
      return this.say(`Which one? ${labels.join(', or ')}. Escape puts the question away.`);
    }
    if (this.ports.game() !== game || this.selected === chosen) return;
    if (this.selected === null) return this.say(`${this.nameOf(chosen!)} put down.`);
    const to = this.targets().map((t) => this.nameOf(t));
    this.say(`${this.nameOf(this.selected)} chosen: it can go to ${to.join(', ')}.`);
  }

  /** The board has the keyboard focus: the cursor shows at once, where it was (as on Vacuum's board). */
  focus(): void {
    this.cursor = this.cursorStart();
    this.changed();
  }

  /** The board lost the keyboard focus: the cursor hides, and comes back where it was. */
  blur(): void {
    this.lastCursor = this.cursor ?? this.lastCursor;
    this.cursor = null;
    this.changed();
  }

  /**
   * The cursor's square in words, and what the board marks there, as Vacuum's readout says it: the
   * piece chosen, where Enter plays and what that move would do (the game's own sentence: a run's
   * cost, a bridge's worth), a piece Enter chooses. While the board has no focus it is the square
   * the cursor comes back to, so that the board's description is ready as the focus arrives, and
   * follows what the board shows meanwhile (a replay stepped from its bar).
   */
  readout(): string {
    const sq = this.cursorStart();
    const game = this.ports.game();
    // A replay's moment or the editor's sketch is read as it shows: nothing is picked or played there.
    const shown = this.ports.shown?.() ?? game;
    if (this.divert?.describeSquare) return this.divert.describeSquare(sq);
    const here = this.view.describeSquare(shown, sq);
    if (this.divert || shown !== game) return here;
    if (sq === this.selected) return `${here} Chosen: Escape puts it down.`;
    const fits = this.actionsTo(sq);
    if (fits.length > 1)
      return `${here} Enter asks which: ${fits.map((a) => this.view.choiceLabel(game, a)).join(', ')}.`;
    const [only] = fits;
    if (only !== undefined) {
      // A piece that slides there moves; a placement or a bridge's end plays.
      const verb = this.view.motion(game, only).length > 0 ? 'moves' : 'plays';
      return `${here} Enter ${verb} here: ${sentence(this.view.describeAction(game, only))}`;
    }
    return this.sources().includes(sq) ? `${here} Enter chooses it.` : here;
  }

  /** A square's name on the board shown ('a1' top-left). */
  private nameOf(sq: number): string {
    const { cols } = boardSize(this.view, this.ports.game());
    return nameAt(sq % cols, Math.floor(sq / cols));
  }
}
